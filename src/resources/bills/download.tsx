/**
 * /order/bill-download (spec §2 bill-download, §8 'Download file failed', §9 "bill downloads default to the
 * last 3 months; time filters 3 days, 1 week, 1 month. Download page refreshes every 10 seconds"): one time
 * range (kept in the URL) chooses the bills of a new file and the files listed; the list refreshes every
 * 10 s while a file is generating; a done file has its link, a failed one says so.
 */
import { Alert, App, Button, Segmented, Space, Tag, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { failureText, useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import {
  FilterBar,
  FilterField,
  Page,
  ResourceTable,
  pageShape,
  PAGE_DEFAULTS,
  urlObject,
  urlOneOf,
  useUrlState,
} from "../../shell/page";
import { useAutoRefresh } from "../priority-areas/auto-refresh";
import { DOWNLOAD_REFRESH_MS, anyGenerating } from "../priority-areas/schema";
import { DOWNLOAD_RANGES, DownloadStatus, type BillDownloadRow } from "./schema";

const STATUS = {
  [DownloadStatus.generating]: { colour: "processing", key: "download.generating" },
  [DownloadStatus.done]: { colour: "success", key: "download.done" },
  [DownloadStatus.failed]: { colour: "error", key: "download.failed" },
} as const;

const downloadQuerySchema = urlObject({ ...pageShape, range: urlOneOf(DOWNLOAD_RANGES) });
const DOWNLOAD_QUERY_DEFAULTS = { ...PAGE_DEFAULTS, range: "3m" as const };

function BillDownloadView() {
  const { t } = useTranslation("bills");
  const { message } = App.useApp();
  const [query, setQuery] = useUrlState(downloadQuerySchema, DOWNLOAD_QUERY_DEFAULTS);
  const answer = useEndpointQuery<{ data: BillDownloadRow[]; rowCount: number }>("bills", "downloads", {
    pageNo: query.page,
    pageSize: query.pageSize,
    range: query.range,
  });
  const rows = answer.query.data?.data.data ?? [];
  const generating = anyGenerating(rows);
  useAutoRefresh(generating, () => void answer.query.refetch(), DOWNLOAD_REFRESH_MS);
  const request = useEndpointMutation<BillDownloadRow>("bills", "requestDownload");
  const ask = async () => {
    try {
      await request.run({ range: query.range });
      void message.info(t("download.requested"));
    } catch (err) {
      void message.error(failureText(err, t("download.failed")));
    }
  };
  const columns: ColumnsType<BillDownloadRow> = [
    { key: "createTime", title: t("fields.createTime"), dataIndex: "createTime", width: 180 },
    { key: "range", title: t("fields.range"), render: (_, r) => `${r.from} – ${r.to}` },
    {
      key: "status",
      title: t("fields.status"),
      render: (_, r) => <Tag color={STATUS[r.status].colour}>{t(STATUS[r.status].key)}</Tag>,
    },
    { key: "userName", title: t("fields.userName"), dataIndex: "userName" },
    { key: "doneTime", title: t("fields.doneTime"), render: (_, r) => r.doneTime ?? "-" },
    {
      key: "file",
      title: t("fields.file"),
      render: (_, r) =>
        r.url ? (
          <a href={r.url} download={r.fileName ?? true}>
            {t("download.download")}
          </a>
        ) : r.status === DownloadStatus.failed ? (
          <Typography.Text type="danger">{t("download.failed")}</Typography.Text>
        ) : (
          "-"
        ),
    },
  ];
  return (
    <Page titleKey="bills:titles.billDownload">
      <FilterBar>
        <FilterField label={t("fields.range")}>
          <Segmented
            aria-label={t("fields.range")}
            value={query.range}
            options={DOWNLOAD_RANGES.map((r) => ({ value: r, label: t(`download.ranges.${r}`) }))}
            onChange={(range) => setQuery({ range: range as (typeof DOWNLOAD_RANGES)[number], page: 1 })}
          />
        </FilterField>
      </FilterBar>
      <Space wrap style={{ margin: "12px 0" }}>
        <CanAccess resource="bills" action="export">
          <Button type="primary" loading={request.isPending} disabled={generating} onClick={() => void ask()}>
            {t("download.request")}
          </Button>
        </CanAccess>
        {generating ? <Typography.Text type="secondary">{t("download.refreshing")}</Typography.Text> : null}
      </Space>
      {answer.query.error ? (
        <Alert type="error" showIcon message={failureText(answer.query.error, t("download.failed"))} />
      ) : null}
      <ResourceTable<BillDownloadRow>
        label={t("titles.billDownload")}
        emptyText={t("download.empty")}
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={answer.query.isFetching}
        query={query}
        total={answer.query.data?.data.rowCount ?? 0}
        onQuery={setQuery}
        quickJumper={false}
      />
    </Page>
  );
}

export default BillDownloadView;
