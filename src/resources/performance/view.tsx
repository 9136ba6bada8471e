/**
 * /store/sub-account-performance (spec §2, §6): per sub-account, the reward activities of
 * a period by type, their total and estimated reward (Rp), with a total row and two charts. The period
 * (default this month, WIB) lives in the URL; the charts load lazily after the table.
 */
import { lazy, Suspense } from "react";
import { DatePicker, Spin, Table, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { ACTIVITY_TYPES } from "../../domain/activity";
import { formatRupiah } from "../../domain/money";
import { DATE_FORMAT as DAY } from "../../domain/datetime";
import { FilterBar, FilterField, Page, ResourceTable } from "../../shell/page";
import type { PerformanceRow } from "./schema";
import { usePerformance } from "./use-performance";

const PerformanceCharts = lazy(() => import("./charts"));

export default function PerformanceView() {
  const { t } = useTranslation("activity");
  const { period, setPeriod, data, loading } = usePerformance();
  const rows = data?.rows ?? [];
  const columns: ColumnsType<PerformanceRow> = [
    {
      key: "account",
      title: t("performance.account"),
      fixed: "left",
      render: (_, r) => (
        <>
          {r.nickName ? `${r.nickName} (${r.userName})` : r.userName}{" "}
          {r.isMainAdmin && <Tag>{t("performance.mainAdmin")}</Tag>}
        </>
      ),
    },
    ...ACTIVITY_TYPES.map((type) => ({
      key: type,
      title: t(`type.${type}`),
      align: "right" as const,
      render: (_: unknown, r: PerformanceRow) => r.counts[type],
    })),
    { key: "total", title: t("performance.total"), align: "right", dataIndex: "total" },
    { key: "reward", title: t("performance.reward"), align: "right", render: (_, r) => formatRupiah(r.reward) },
    {
      key: "tenderWinRate",
      title: t("performance.tenderWinRate"),
      align: "right",
      render: (_, r) => (r.tenderWinRate === null ? "-" : `${Math.round(r.tenderWinRate * 100)}%`),
    },
    {
      key: "avgResponse",
      title: t("performance.avgResponse"),
      align: "right",
      render: (_, r) =>
        r.avgResponseMinutes === null
          ? "-"
          : t("performance.responseTime", {
              hours: Math.floor(r.avgResponseMinutes / 60),
              minutes: r.avgResponseMinutes % 60,
            }),
    },
  ];
  const sum = (pick: (r: PerformanceRow) => number) => rows.reduce((s, r) => s + pick(r), 0);

  return (
    <Page titleKey="activity:titles.performance">
      <FilterBar>
        <FilterField label={t("performance.period")}>
          <DatePicker.RangePicker
            aria-label={t("performance.period")}
            format={DAY}
            allowClear={false}
            value={[dayjs(period.from, DAY), dayjs(period.to, DAY)]}
            onChange={(range) => {
              if (range?.[0] && range[1]) setPeriod({ from: range[0].format(DAY), to: range[1].format(DAY) });
            }}
          />
        </FilterField>
      </FilterBar>
      <ResourceTable<PerformanceRow>
        label={t("performance.tableLabel")}
        emptyText={t("performance.empty")}
        rowKey="userId"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: 1100 }}
        summary={() =>
          rows.length > 0 && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t("performance.sum")}</Table.Summary.Cell>
              {ACTIVITY_TYPES.map((type, i) => (
                <Table.Summary.Cell key={type} index={i + 1} align="right">
                  {sum((r) => r.counts[type])}
                </Table.Summary.Cell>
              ))}
              <Table.Summary.Cell index={ACTIVITY_TYPES.length + 1} align="right">
                {sum((r) => r.total)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={ACTIVITY_TYPES.length + 2} align="right">
                {formatRupiah(sum((r) => r.reward))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={ACTIVITY_TYPES.length + 3} />
              <Table.Summary.Cell index={ACTIVITY_TYPES.length + 4} />
            </Table.Summary.Row>
          )
        }
      />
      {data && (
        <Suspense fallback={<Spin />}>
          <PerformanceCharts data={data} />
        </Suspense>
      )}
    </Page>
  );
}
