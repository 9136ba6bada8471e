/**
 * The priority-part-area downloads (spec §4 "generating, then done", §9 time filters 3 days / 1 week /
 * 1 month, default 3 months): status tags and the file link once done.
 */
import { pageChange, pagerProps } from "../../forms/pager";
import { Segmented, Space, Table, Tag, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";

import { DOWNLOAD_RANGES, DownloadStatus, type DownloadRange, type DownloadRow } from "./schema";
import type { DownloadsQuery } from "./use-priority-areas";

const STATUS_COLOURS = { [DownloadStatus.generating]: "processing", [DownloadStatus.done]: "success", [DownloadStatus.failed]: "error" } as const;

export interface DownloadsTableProps {
  query: DownloadsQuery;
  setQuery: (changes: Partial<DownloadsQuery>) => void;
  rows: DownloadRow[];
  total: number;
  loading: boolean;
}

export function DownloadsTable({ query, setQuery, rows, total, loading }: DownloadsTableProps) {
  const { t } = useTranslation("priorityAreas");
  const columns: ColumnsType<DownloadRow> = [
    { key: "time", title: t("downloads.time"), dataIndex: "createTime", width: 180 },
    { key: "status", title: t("downloads.status"), render: (_, r) => <Tag color={STATUS_COLOURS[r.status]}>{t(`status.${r.status}`)}</Tag> },
    { key: "user", title: t("downloads.user"), dataIndex: "userName" },
    { key: "done", title: t("downloads.doneTime"), render: (_, r) => r.doneTime ?? "-" },
    {
      key: "file",
      title: t("downloads.file"),
      render: (_, r) =>
        r.url ? (
          <a href={r.url} download={r.fileName ?? true}>
            {t("downloads.download")}
          </a>
        ) : (
          "-"
        ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Space>
        <Typography.Text>{t("downloads.range")}</Typography.Text>
        <Segmented
          aria-label={t("downloads.range")}
          value={query.range}
          options={DOWNLOAD_RANGES.map((r) => ({ value: r, label: t(`range.${r}`) }))}
          onChange={(range) => setQuery({ range: range as DownloadRange, page: 1 })}
        />
      </Space>
      <Table
        rowKey="id"
        aria-label={t("downloads.label")}
        columns={columns}
        dataSource={rows}
        loading={loading}
        locale={{ emptyText: t("downloads.empty") }}
        onChange={(pagination) => setQuery(pageChange(query, pagination.current, pagination.pageSize))}
        pagination={pagerProps(query, total, undefined, false)}
      />
    </Space>
  );
}
