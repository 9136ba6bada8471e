/**
 * /store/sub-account-log-activity (spec §2, §6): every write of the shop's users, newest
 * first, with the estimated reward of reward-type activities; rows expand to the fields changed from -> to.
 * Filters and page live in the URL. An "only own" position gets its own rows only (the API decides).
 */
import { Tag, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "../../domain/money";
import { Page, ResourceTable } from "../../shell/page";

import { actionLabel, changeText, subjectLabel } from "./format";
import { LogFilters } from "./log-filters";
import type { ActivityRow } from "./schema";
import { useActivityLog } from "./use-activity-log";

export default function ActivityLogView() {
  const { t, i18n } = useTranslation("activity");
  const { query, setQuery, rows, total, loading, users } = useActivityLog();
  const columns: ColumnsType<ActivityRow> = [
    { key: "time", title: t("log.time"), dataIndex: "createTime", width: 170 },
    {
      key: "user",
      title: t("log.user"),
      render: (_, r) => (r.nickName ? `${r.nickName} (${r.userName})` : r.userName),
    },
    { key: "subject", title: t("log.subject"), render: (_, r) => subjectLabel(i18n, r.subject) },
    { key: "action", title: t("log.action"), render: (_, r) => actionLabel(i18n, r.action, r.subject) },
    { key: "record", title: t("log.record"), dataIndex: "recordId" },
    {
      key: "type",
      title: t("log.type"),
      render: (_, r) => (r.activityType ? <Tag color="blue">{t(`type.${r.activityType}`)}</Tag> : t("log.otherWrite")),
    },
    // Every activity shows its estimated reward (spec §6): a write of no reward type earns Rp 0 (the API answers 0).
    { key: "reward", title: t("log.reward"), align: "right", render: (_, r) => formatRupiah(r.estimatedReward) },
  ];

  return (
    <Page titleKey="activity:titles.log">
      <LogFilters
        key={`${query.userId ?? ""}|${query.activityType ?? ""}|${query.from ?? ""}|${query.to ?? ""}`}
        query={query}
        users={users}
        onSearch={setQuery}
      />
      <ResourceTable<ActivityRow>
        label={t("log.tableLabel")}
        emptyText={t("log.empty")}
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        expandable={{
          expandedRowRender: (r) =>
            r.changes.length === 0 ? (
              <Typography.Text type="secondary">{t("log.noChanges")}</Typography.Text>
            ) : (
              <ul aria-label={t("log.changes")} className="resource-table__changes">
                {r.changes.map((c) => (
                  <li key={c.field}>{changeText(i18n, r.subject, c)}</li>
                ))}
              </ul>
            ),
        }}
        query={query}
        total={total}
        onQuery={setQuery}
        quickJumper={false}
        totalText={(n) => t("log.total", { count: n })}
        scroll={{ x: 1000 }}
      />
    </Page>
  );
}
