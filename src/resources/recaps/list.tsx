/**
 * /order/RecapDeliveryFee (spec §2, §4 "Bills and recaps"): status tabs with their counts, a month filter and
 * a search, a paged table of recaps (state in the URL) with each recap's charged, disputed and accepted
 * delivery fees, and the totals of every matching recap in Rp.
 */
import { Alert, Button, DatePicker, Input, Radio, Space, Table, Typography, type TableColumnsType } from "antd";
import dayjs from "dayjs";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { formatRupiah } from "../../domain/money";
import { RECAP_TAB_KEYS, type RecapTab } from "../../domain/recap-transitions";
import { MAX_KEYWORD } from "../../domain/wire";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import { FilterBar, FilterField, Page, ResourceTable, useLastPageRepair, useUrlState } from "../../shell/page";
import {
  RECAP_QUERY_DEFAULTS,
  recapFilterBody,
  recapPageBody,
  recapQuerySchema,
  type RecapListQuery,
} from "./list-query";
import { recapDetailPath, recapModifyPath } from "./paths";
import type { RecapPage, RecapRow, RecapTabCounts } from "./schema";
import { RecapStatusTag } from "./status-tag";
import "./recaps.css";

const MONTH = "YYYY-MM";

export default function RecapListView() {
  const { t } = useTranslation(["recaps", "common"]);
  const navigate = useNavigate();
  const [query, setQuery] = useUrlState(recapQuerySchema, RECAP_QUERY_DEFAULTS);
  const pageQuery = useEndpointQuery<RecapPage>("recaps", "page", recapPageBody(query));
  const counts = useEndpointQuery<RecapTabCounts>("recaps", "counts", recapFilterBody(query));
  const page = pageQuery.query.data?.data;
  const total = page?.rowCount ?? 0;
  useLastPageRepair(query, setQuery, total, pageQuery.query.isSuccess);
  const filter = (changes: Partial<RecapListQuery>) => setQuery({ ...changes, page: 1 });
  const tabCounts = counts.query.data?.data;

  const columns: TableColumnsType<RecapRow> = [
    { key: "recapNo", dataIndex: "recapNo", title: t("fields.recapNo") },
    { key: "month", dataIndex: "month", title: t("fields.month") },
    {
      key: "buyer",
      title: t("fields.buyer"),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{r.buyerName || r.buyerUserName}</Typography.Text>
          <Typography.Text type="secondary">{r.buyerUserName}</Typography.Text>
        </Space>
      ),
    },
    { key: "lineCount", dataIndex: "lineCount", title: t("fields.lineCount"), align: "right" },
    {
      key: "chargedTotal",
      dataIndex: "chargedTotal",
      title: t("fields.chargedTotal"),
      align: "right",
      render: (v: number) => formatRupiah(v),
    },
    {
      key: "disputedTotal",
      dataIndex: "disputedTotal",
      title: t("fields.disputedTotal"),
      align: "right",
      render: (v: number) => formatRupiah(v),
    },
    {
      key: "acceptedTotal",
      dataIndex: "acceptedTotal",
      title: t("fields.acceptedTotal"),
      align: "right",
      render: (v: number) => formatRupiah(v),
    },
    { key: "status", title: t("fields.status"), render: (_, r) => <RecapStatusTag name={r.statusName} /> },
    {
      key: "actions",
      title: t("fields.actions"),
      render: (_, r) => (
        <Space wrap>
          <Button size="small" onClick={() => void navigate(recapDetailPath(r.recapNo))}>
            {t("list.view")}
          </Button>
          {r.statusName === "unconfirmed" || r.statusName === "buyerRejected" ? (
            <CanAccess resource="recaps" action="modify">
              <Button size="small" onClick={() => void navigate(recapModifyPath(r.recapNo))}>
                {t("list.modify")}
              </Button>
            </CanAccess>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Page titleKey="recaps:titles.recapDeliveryFee">
      <FilterBar>
        <FilterField label={t("list.keyword")}>
          <Input.Search
            key={query.keyword}
            defaultValue={query.keyword}
            allowClear
            maxLength={MAX_KEYWORD}
            aria-label={t("list.keyword")}
            enterButton={t("list.search")}
            onSearch={(keyword) => filter({ keyword })}
            className="filter-bar__control--wide"
          />
        </FilterField>
        <FilterField label={t("fields.month")}>
          <DatePicker
            picker="month"
            aria-label={t("fields.month")}
            format={MONTH}
            value={query.month ? dayjs(query.month, MONTH) : null}
            onChange={(d) => filter({ month: d ? d.format(MONTH) : undefined })}
          />
        </FilterField>
      </FilterBar>
      <Radio.Group
        className="recap-tabs"
        aria-label={t("list.tabsLabel")}
        optionType="button"
        buttonStyle="solid"
        value={query.tab}
        onChange={(e) => filter({ tab: e.target.value as RecapTab })}
        options={RECAP_TAB_KEYS.map((key) => ({
          value: key,
          label: `${t(`tabs.${key}`)} ${tabCounts?.[key] ?? 0}`,
        }))}
      />
      {pageQuery.query.error ? (
        <Alert type="error" showIcon message={failureText(pageQuery.query.error, t("detail.failed"))} />
      ) : null}
      <ResourceTable<RecapRow>
        label={t("list.tableLabel")}
        emptyText={t("list.empty")}
        rowKey="recapNo"
        columns={columns}
        dataSource={page?.data ?? []}
        loading={pageQuery.query.isFetching}
        query={query}
        total={total}
        onQuery={(changes) => setQuery(changes)}
        totalText={(n) => t("list.totals", { count: n })}
        scroll={{ x: 1000 }}
        summary={() =>
          page ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>
                <Typography.Text strong>{t("list.totals", { count: total })}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <Typography.Text strong>{formatRupiah(page.totals.chargedTotal)}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} />
              <Table.Summary.Cell index={6} align="right">
                <Typography.Text strong>{formatRupiah(page.totals.acceptedTotal)}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} colSpan={2} />
            </Table.Summary.Row>
          ) : null
        }
      />
    </Page>
  );
}
