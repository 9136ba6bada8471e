/**
 * /home: the seller's first dashboard (spec §2 "homeIndex"): a greeting, cards with the shop's own
 * product figures, the recently changed products and quick links. Kept light for the bundle budget
 * (350 kB gzip for the whole page): antd Statistic / Alert / Empty / Skeleton and a light Panel (./panel.tsx) only; headings and
 * the recent list are plain HTML because antd Typography and List pull in Select, Pagination and
 * TextArea (about 75 kB gzip); no chart library, no @refinedev/antd.
 */
import { Suspense, lazy } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Skeleton from "antd/es/skeleton";
import Space from "antd/es/space";
import Statistic from "antd/es/statistic";
import theme from "antd/es/theme";
import { useShellState } from "../../shell/guard/shell-state";
import { useAbility } from "../../access/use-ability";
import { allows } from "../../access/ability-store";
import { Panel } from "./panel";
import { homeFigures, useHomeStats, type HomeStats } from "./use-home-stats";

// The dashboard (to-dos, sales, top products, rating) loads after the product figures answered, in its own
// chunk: /home's start-up stays within its budget (bench/bundle-size.ts).
const HomeDashboardView = lazy(() => import("./dashboard").then((m) => ({ default: m.HomeDashboardView })));

const GRID = { display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))" } as const;
const H2 = { fontSize: 18, fontWeight: 600, margin: 0 } as const;
const LIST = { listStyle: "none", margin: 0, padding: 0 } as const;

/** Quick links: only those the user's position grants (issue 3). */
function QuickLinks({ canCreate, canList }: { canCreate: boolean; canList: boolean }) {
  const { t } = useTranslation("shop");
  return (
    <Space wrap>
      {/* Button with href renders a link (hash-router URL), keeping link semantics and antd's look. */}
      {canCreate ? (
        <Button type="primary" href="#/commodity/publish">
          {t("home.addProduct")}
        </Button>
      ) : null}
      {canList ? <Button href="#/commodity/in-sale">{t("home.productList")}</Button> : null}
    </Space>
  );
}

/** A user whose position has no product list sees why the figures are missing, calmly (not an error). */
function NoProductAccess() {
  const { t } = useTranslation("shell");
  return (
    <Panel data-testid="no-product-access">
      <h2 style={{ ...H2, marginBottom: 8 }}>{t("access.noProductFigures.title")}</h2>
      <p style={{ margin: 0 }}>{t("access.noProductFigures.text")}</p>
    </Panel>
  );
}

function Dashboard({ stats, canCreate, canShow }: { stats: HomeStats; canCreate: boolean; canShow: boolean }) {
  const { t } = useTranslation("shop");
  const { token } = theme.useToken();
  if (stats.total === 0)
    return (
      <Panel>
        <Empty
          description={
            <>
              <h2 style={{ ...H2, marginBottom: 8 }}>{t("home.emptyTitle")}</h2>
              {t("home.emptyText")}
            </>
          }
        >
          {canCreate ? <Link to="/commodity/publish">{t("home.addProduct")}</Link> : null}
        </Empty>
      </Panel>
    );
  return (
    <>
      <div style={GRID}>
        {homeFigures(stats).map((f) => (
          <Panel key={f.key} small>
            <Link to={f.to}>
              <Statistic title={t(`home.stats.${f.key}`)} value={f.value} groupSeparator="." />
            </Link>
          </Panel>
        ))}
      </div>
      <Panel title={<h2 style={H2}>{t("home.recent")}</h2>}>
        <ul style={LIST}>
          {stats.recent.map((p) => (
            <li key={p.itemId} style={{ padding: "8px 0", borderBottom: `1px solid ${token.colorSplit}` }}>
              {canShow ? (
                <Link to={`/commodity/in-detail?itemId=${p.itemId}`}>{p.itemName}</Link>
              ) : (
                <span>{p.itemName}</span>
              )}
              <div
                style={{ color: token.colorTextSecondary }}
              >{`${p.partNo} · ${t("home.stock", { stock: p.stockNum })}`}</div>
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}

/** The home page. */
export function HomePage() {
  const { t } = useTranslation("shop");
  const { userInfo, shopInfo } = useShellState();
  const ability = useAbility();
  const canList = allows(ability, "products", "list");
  const canCreate = allows(ability, "products", "create");
  const state = useHomeStats(canList);
  const { token } = theme.useToken();
  const name = userInfo?.nickName || shopInfo?.storeName || userInfo?.userName || "";
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <div>
        <h1 style={{ fontSize: 24, fontWeight: 600, margin: "0 0 4px" }}>{t("home.greeting", { name })}</h1>
        <p style={{ color: token.colorTextSecondary, margin: 0 }}>
          {shopInfo?.storeName ? `${shopInfo.storeName} · ` : ""}
          {t("home.subtitle")}
        </p>
      </div>
      {canCreate || canList ? (
        <section aria-label={t("home.quickLinks")}>
          <QuickLinks canCreate={canCreate} canList={canList} />
        </section>
      ) : null}
      {/* After the product figures answered: one retry button at a time, and the figures' call goes first. */}
      {state.status !== "loading" ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
          <HomeDashboardView />
        </Suspense>
      ) : null}
      {state.status === "loading" ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {state.status === "error" ? (
        <Alert
          type="error"
          showIcon
          message={t("home.error")}
          description={state.message}
          action={<Button onClick={state.reload}>{t("home.retry")}</Button>}
        />
      ) : null}
      {state.status === "noAccess" ? <NoProductAccess /> : null}
      {state.status === "ready" ? (
        <Dashboard stats={state.stats} canCreate={canCreate} canShow={allows(ability, "products", "show")} />
      ) : null}
    </Space>
  );
}

export default HomePage;
