/**
 * The home dashboard (spec §2 "Home dashboard"): what needs doing today (to-do counts, each opening its
 * filtered list), sales and orders over the chosen period (7 / 30 / 90 WIB days), top products and the shop
 * rating. Sections follow the API's answer (it leaves out what the caller's authorities do not allow). The
 * chart (recharts) loads lazily; headings and lists are plain HTML for the start-up budget (see ./index.tsx).
 */
import { Suspense, lazy, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Segmented from "antd/es/segmented";
import Skeleton from "antd/es/skeleton";
import Statistic from "antd/es/statistic";
import theme from "antd/es/theme";
import {
  DASHBOARD_PERIODS,
  DEFAULT_DASHBOARD_PERIOD,
  type DashboardPeriod,
  type HomeDashboard,
  type TopProduct,
} from "../../domain/home";
import { formatRupiah, formatThousands } from "../../domain/money";
import { Panel } from "./panel";
import { useDashboard } from "./use-dashboard";

const SalesChart = lazy(() => import("./sales-chart"));

const GRID = { display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))" } as const;
const TWO = { display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fit, minmax(300px, 1fr))" } as const;
const H2 = { fontSize: 18, fontWeight: 600, margin: 0 } as const;
const H3 = { fontSize: 15, fontWeight: 600, margin: "0 0 8px" } as const;
const LIST = { margin: 0, paddingLeft: 20 } as const;

function TopList({ title, rows, value }: { title: string; rows: TopProduct[]; value: (p: TopProduct) => string }) {
  const { t } = useTranslation("shop");
  const { token } = theme.useToken();
  return (
    <div>
      <h3 style={H3}>{title}</h3>
      {rows.length === 0 ? (
        <p style={{ margin: 0, color: token.colorTextSecondary }}>{t("home.dashboard.noSales")}</p>
      ) : (
        <ol style={LIST}>
          {rows.map((p) => (
            <li key={p.itemId} style={{ padding: "4px 0" }}>
              <span>{p.name}</span>
              <span style={{ color: token.colorTextSecondary }}>{` · ${p.partNo} · ${value(p)}`}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Sections({ d }: { d: HomeDashboard }) {
  const { t } = useTranslation("shop");
  const { token } = theme.useToken();
  return (
    <>
      {d.todo && d.todo.length > 0 ? (
        <section aria-labelledby="home-todo">
          <h2 id="home-todo" style={{ ...H2, marginBottom: 12 }}>
            {t("home.dashboard.todoTitle")}
          </h2>
          <div style={GRID} data-testid="home-todo">
            {d.todo.map((f) => (
              <Panel key={f.key} small>
                <Link to={f.to}>
                  <Statistic title={t(`home.dashboard.todo.${f.key}`)} value={f.count} groupSeparator="." />
                </Link>
              </Panel>
            ))}
          </div>
        </section>
      ) : null}
      {d.sales ? (
        <Panel title={<h2 style={H2}>{t("home.dashboard.salesTitle", { from: d.from, to: d.to })}</h2>}>
          <div style={{ display: "flex", gap: 32, flexWrap: "wrap", marginBottom: 12 }}>
            <Statistic
              title={t("home.dashboard.salesAmount")}
              value={d.sales.totalAmount}
              formatter={(v) => formatRupiah(Number(v))}
            />
            <Statistic title={t("home.dashboard.orderCount")} value={d.sales.totalOrders} groupSeparator="." />
          </div>
          {d.sales.totalOrders === 0 ? (
            <p style={{ margin: 0, color: token.colorTextSecondary }}>{t("home.dashboard.noSales")}</p>
          ) : (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
              <SalesChart days={d.sales.days} />
            </Suspense>
          )}
        </Panel>
      ) : null}
      {d.topProducts || d.rating ? (
        <div style={TWO}>
          {d.topProducts ? (
            <Panel title={<h2 style={H2}>{t("home.dashboard.topTitle")}</h2>}>
              <div style={TWO}>
                <TopList
                  title={t("home.dashboard.byQuantity")}
                  rows={d.topProducts.byQuantity}
                  value={(p) => t("home.dashboard.units", { count: p.quantity, n: formatThousands(p.quantity) })}
                />
                <TopList
                  title={t("home.dashboard.byAmount")}
                  rows={d.topProducts.byAmount}
                  value={(p) => formatRupiah(p.amount)}
                />
              </div>
            </Panel>
          ) : null}
          {d.rating ? (
            <Panel title={<h2 style={H2}>{t("home.dashboard.ratingTitle")}</h2>}>
              <Link to="/commodity/evaluation-received" data-testid="home-rating">
                <Statistic
                  title={t("home.dashboard.ratingCount", { count: d.rating.total, n: formatThousands(d.rating.total) })}
                  value={d.rating.total === 0 ? "-" : d.rating.average.toFixed(1).replace(".", ",")}
                  suffix={d.rating.total === 0 ? undefined : "/ 5"}
                />
              </Link>
            </Panel>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** The dashboard with its period switch. */
export function HomeDashboardView() {
  const { t } = useTranslation("shop");
  const [days, setDays] = useState<DashboardPeriod>(DEFAULT_DASHBOARD_PERIOD);
  const state = useDashboard(days);
  return (
    <section aria-label={t("home.dashboard.title")} style={{ display: "grid", gap: 16 }}>
      <div style={{ display: "flex", alignItems: "center", gap: 12, flexWrap: "wrap" }}>
        <span id="home-period">{t("home.dashboard.period")}</span>
        <Segmented<DashboardPeriod>
          aria-labelledby="home-period"
          value={days}
          onChange={setDays}
          options={DASHBOARD_PERIODS.map((p) => ({ value: p, label: t("home.dashboard.days", { count: p }) }))}
        />
      </div>
      {state.status === "loading" ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {state.status === "error" ? (
        <Alert
          type="error"
          showIcon
          message={t("home.dashboard.error")}
          description={state.message}
          action={<Button onClick={state.reload}>{t("home.retry")}</Button>}
        />
      ) : null}
      {state.status === "ready" ? <Sections d={state.dashboard} /> : null}
    </section>
  );
}
