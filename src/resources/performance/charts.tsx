/**
 * Performance charts (recharts, loaded only with this page): estimated reward per sub-account (bars) and
 * reward activities per day (line). Rupiah on the bar axis and tooltip use formatRupiah.
 */
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, Col, Row } from "antd";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "../../domain/money";
import { shortDay } from "./period";
import type { Performance } from "./schema";

const HEIGHT = 280;

export default function PerformanceCharts({ data }: { data: Performance }) {
  const { t } = useTranslation("activity");
  const bars = data.rows.map((r) => ({ name: r.nickName || r.userName, reward: r.reward }));
  const days = data.series.map((d) => ({ day: shortDay(d.date), total: d.total }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t("performance.rewardChart")}>
          <figure aria-label={t("performance.rewardChart")} style={{ margin: 0, height: HEIGHT }}>
            <ResponsiveContainer width="100%" height={HEIGHT}>
              <BarChart data={bars} margin={{ left: 24 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="name" />
                <YAxis tickFormatter={(v: number) => formatRupiah(v)} width={90} />
                <Tooltip formatter={(v) => [formatRupiah(Number(v)), t("performance.reward")]} />
                <Bar dataKey="reward" fill="#1677ff" />
              </BarChart>
            </ResponsiveContainer>
          </figure>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t("performance.dailyChart")}>
          <figure aria-label={t("performance.dailyChart")} style={{ margin: 0, height: HEIGHT }}>
            <ResponsiveContainer width="100%" height={HEIGHT}>
              <LineChart data={days}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="day" />
                <YAxis allowDecimals={false} />
                <Tooltip formatter={(v) => [String(v), t("performance.activities")]} />
                <Line type="monotone" dataKey="total" stroke="#52c41a" dot={false} />
              </LineChart>
            </ResponsiveContainer>
          </figure>
        </Card>
      </Col>
    </Row>
  );
}
