/**
 * The priority-part-area downloads (spec §4 "generating, then done", §9 time filters 3 days / 1 week /
 * 1 month, default 3 months): status tags and the file link once done.
 */
import { Segmented, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { FilterBar, FilterField, ResourceTable } from "../../shell/page";

import { DOWNLOAD_RANGES, DownloadStatus, type DownloadRange, type DownloadRow } from "./schema";
import type { DownloadsQuery } from "./use-priority-areas";

const STATUS_COLOURS = {
  [DownloadStatus.generating]: "processing",
  [DownloadStatus.done]: "success",
  [DownloadStatus.failed]: "error",
} as const;

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
    {
      key: "status",
      title: t("downloads.status"),
      render: (_, r) => <Tag color={STATUS_COLOURS[r.status]}>{t(`status.${r.status}`)}</Tag>,
    },
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
    <div className="page-section">
      <FilterBar>
        <FilterField label={t("downloads.range")}>
          <Segmented
            aria-label={t("downloads.range")}
            value={query.range}
            options={DOWNLOAD_RANGES.map((r) => ({ value: r, label: t(`range.${r}`) }))}
            onChange={(range) => setQuery({ range: range as DownloadRange })}
          />
        </FilterField>
      </FilterBar>
      <ResourceTable<DownloadRow>
        label={t("downloads.label")}
        emptyText={t("downloads.empty")}
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        query={query}
        total={total}
        onQuery={setQuery}
        quickJumper={false}
      />
    </div>
  );
}
