/**
 * /home: the seller's first dashboard (spec §2 "homeIndex"): a greeting, cards with the shop's own
 * product figures, the recently changed products and quick links. Kept light for the bundle budget
 * (350 kB gzip for the whole page): antd Card / Statistic / Alert / Empty / Skeleton only; headings and
 * the recent list are plain HTML because antd Typography and List pull in Select, Pagination and
 * TextArea (about 75 kB gzip); no chart library, no @refinedev/antd.
 */
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Skeleton from "antd/es/skeleton";
import Space from "antd/es/space";
import Statistic from "antd/es/statistic";
import theme from "antd/es/theme";
import { useShellState } from "../../shell/guard/shell-state";
import { homeFigures, useHomeStats, type HomeStats } from "./use-home-stats";

const GRID = { display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))" } as const;
const H2 = { fontSize: 18, fontWeight: 600, margin: 0 } as const;
const LIST = { listStyle: "none", margin: 0, padding: 0 } as const;

function QuickLinks() {
  const { t } = useTranslation("shop");
  return (
    <Space wrap>
      {/* Button with href renders a link (hash-router URL), keeping link semantics and antd's look. */}
      <Button type="primary" href="#/commodity/publish">{t("home.addProduct")}</Button>
      <Button href="#/commodity/in-sale">{t("home.productList")}</Button>
    </Space>
  );
}

function Dashboard({ stats }: { stats: HomeStats }) {
  const { t } = useTranslation("shop");
  const { token } = theme.useToken();
  if (stats.total === 0)
    return (
      <Card>
        <Empty description={<><h2 style={{ ...H2, marginBottom: 8 }}>{t("home.emptyTitle")}</h2>{t("home.emptyText")}</>}>
          <Link to="/commodity/publish">{t("home.addProduct")}</Link>
        </Empty>
      </Card>
    );
  return (
    <>
      <div style={GRID}>
        {homeFigures(stats).map((f) => (
          <Card key={f.key} size="small">
            <Link to={f.to}>
              <Statistic title={t(`home.stats.${f.key}`)} value={f.value} groupSeparator="." />
            </Link>
          </Card>
        ))}
      </div>
      <Card title={<h2 style={H2}>{t("home.recent")}</h2>}>
        <ul style={LIST}>
          {stats.recent.map((p) => (
            <li key={p.itemId} style={{ padding: "8px 0", borderBottom: `1px solid ${token.colorSplit}` }}>
              <Link to={`/commodity/in-detail?itemId=${p.itemId}`}>{p.itemName}</Link>
              <div style={{ color: token.colorTextSecondary }}>{`${p.partNo} · ${t("home.stock", { stock: p.stockNum })}`}</div>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}

/** The home page. */
export function HomePage() {
  const { t } = useTranslation("shop");
  const { userInfo, shopInfo } = useShellState();
  const state = useHomeStats();
  const { token } = theme.useToken();
  const name = userInfo?.nickName || shopInfo?.storeName || userInfo?.userName || "";
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <div>
        <h1 style={{ fontSize: 24, fontWeight: 600, margin: "0 0 4px" }}>{t("home.greeting", { name })}</h1>
        <p style={{ color: token.colorTextSecondary, margin: 0 }}>{shopInfo?.storeName ? `${shopInfo.storeName} · ` : ""}{t("home.subtitle")}</p>
      </div>
      <section aria-label={t("home.quickLinks")}>
        <QuickLinks />
      </section>
      {state.status === "loading" ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {state.status === "error" ? (
        <Alert type="error" showIcon message={t("home.error")} description={state.message} action={<Button onClick={state.reload}>{t("home.retry")}</Button>} />
      ) : null}
      {state.status === "ready" ? <Dashboard stats={state.stats} /> : null}
    </Space>
  );
}

export default HomePage;
