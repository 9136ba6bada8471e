/**
 * Sales and orders per WIB day (spec §2 "Home dashboard"): paid totals in rupiah as bars, order counts as a
 * line on a second axis. Loaded lazily by ./dashboard.tsx: recharts stays out of the home start chunk
 * (bench/bundle-size.ts). The figures are also in the totals and the table next to it, for screen readers.
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useTranslation } from "react-i18next";
import type { SalesDay } from "../../domain/home";
import { formatRupiah } from "../../domain/money";

export function SalesChart({ days }: { days: readonly SalesDay[] }) {
  const { t } = useTranslation("shop");
  const amountName = t("home.dashboard.salesAmount");
  const ordersName = t("home.dashboard.orderCount");
  return (
    <div style={{ width: "100%", height: 260 }} aria-hidden>
      <ResponsiveContainer>
        {/* Hidden from assistive technology (the figures are in the text): no focusable chart surface either. */}
        <ComposedChart accessibilityLayer={false} data={[...days]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} minTickGap={16} />
          <YAxis yAxisId="amount" tickFormatter={(v: number) => compact(v)} width={56} />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} width={32} />
          <Tooltip formatter={(value, name) => (name === amountName ? formatRupiah(Number(value)) : String(value))} />
          <Legend />
          <Bar yAxisId="amount" dataKey="amount" name={amountName} fill="#1677ff" />
          <Line yAxisId="orders" dataKey="orders" name={ordersName} stroke="#d4380d" dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/** 1.250.000 -> "1,3 jt"-like short labels without locale data: k / M steps. */
function compact(v: number): string {
  if (v >= 1_000_000_000) return `${Math.round(v / 100_000_000) / 10}B`;
  if (v >= 1_000_000) return `${Math.round(v / 100_000) / 10}M`;
  if (v >= 1_000) return `${Math.round(v / 100) / 10}k`;
  return String(v);
}

export default SalesChart;
