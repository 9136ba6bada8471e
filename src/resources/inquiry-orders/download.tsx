/**
 * /tend/download (spec §2 /tend download; §9 "downloads default to the last 3 months; time filters 3 days,
 * 1 week, 1 month. Download page refreshes every 10 seconds"; §8 'Download file failed'): one period (kept in
 * the URL, default 3 months) chooses the inquiry data of a new file (inquiryOrders.download `{ period }`) and the
 * files listed (downloadPage `{ pageNo, pageSize, period }`); the list refreshes every 10 s while a file is
 * generating; a done file has its link, a failed one says so.
 */
import { Alert, App, Button, Segmented, Space, Tag, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { DOWNLOAD_PERIODS, type DownloadPeriod } from "../../domain/inquiry";
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
import { DOWNLOAD_REFRESH_MS, DownloadStatus, anyGenerating } from "../priority-areas/schema";
import type { InquiryDownloadRequest, InquiryDownloadRow } from "./schema";

const STATUS = {
  [DownloadStatus.generating]: { colour: "processing", key: "download.generating" },
  [DownloadStatus.done]: { colour: "success", key: "download.done" },
  [DownloadStatus.failed]: { colour: "error", key: "download.failed" },
} as const;

const downloadQuerySchema = urlObject({ ...pageShape, period: urlOneOf(DOWNLOAD_PERIODS) });
const DOWNLOAD_QUERY_DEFAULTS = { ...PAGE_DEFAULTS, period: "3m" as DownloadPeriod };

export default function InquiryDownloadView() {
  const { t } = useTranslation("inquiryOrders");
  const { message } = App.useApp();
  const [query, setQuery] = useUrlState(downloadQuerySchema, DOWNLOAD_QUERY_DEFAULTS);
  const answer = useEndpointQuery<{ data: InquiryDownloadRow[]; rowCount: number }>("inquiryOrders", "downloadPage", {
    pageNo: query.page,
    pageSize: query.pageSize,
    period: query.period,
  });
  const rows = answer.query.data?.data.data ?? [];
  const generating = anyGenerating(rows);
  useAutoRefresh(generating, () => void answer.query.refetch(), DOWNLOAD_REFRESH_MS);
  const request = useEndpointMutation<InquiryDownloadRow, InquiryDownloadRequest>("inquiryOrders", "download");
  const ask = async () => {
    try {
      await request.run({ period: query.period });
      void message.info(t("download.requested"));
    } catch (err) {
      void message.error(failureText(err, t("download.failed")));
    }
  };
  const columns: ColumnsType<InquiryDownloadRow> = [
    { key: "createTime", title: t("download.createTime"), dataIndex: "createTime", width: 180 },
    { key: "range", title: t("download.range"), render: (_, r) => `${r.from} – ${r.to}` },
    {
      key: "status",
      title: t("download.status"),
      render: (_, r) => <Tag color={STATUS[r.status].colour}>{t(STATUS[r.status].key)}</Tag>,
    },
    { key: "userName", title: t("download.userName"), dataIndex: "userName" },
    { key: "doneTime", title: t("download.doneTime"), render: (_, r) => r.doneTime ?? "-" },
    {
      key: "file",
      title: t("download.file"),
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
    <Page titleKey="inquiryOrders:titles.download">
      <FilterBar>
        <FilterField label={t("download.period")}>
          <Segmented
            aria-label={t("download.period")}
            value={query.period}
            options={DOWNLOAD_PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
            onChange={(period) => setQuery({ period: period as DownloadPeriod, page: 1 })}
          />
        </FilterField>
      </FilterBar>
      <Space wrap style={{ margin: "12px 0" }}>
        <CanAccess resource="inquiryOrders" action="export">
          <Button type="primary" loading={request.isPending} disabled={generating} onClick={() => void ask()}>
            {t("download.request")}
          </Button>
        </CanAccess>
        {generating ? <Typography.Text type="secondary">{t("download.refreshing")}</Typography.Text> : null}
      </Space>
      {answer.query.error ? (
        <Alert type="error" showIcon message={failureText(answer.query.error, t("download.failed"))} />
      ) : null}
      <ResourceTable<InquiryDownloadRow>
        label={t("titles.download")}
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
