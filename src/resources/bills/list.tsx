/**
 * /order/bill (spec §2 bill, §3 "Bill", §4 "Bills and recaps"): status tabs with their counts under the
 * same filters, filters (bill no, buyer, bill-date range) kept in the URL, a paged table with the page's
 * totals in Rp, links to the detail, the orders and the download page.
 */
import { Alert, Button, Form, Input, Radio, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { CanAccess } from "../../access/can";
import { BILL_TAB_KEYS, type BillTab } from "../../domain/bill";
import { DATE_FORMAT as DAY } from "../../domain/datetime";
import { MAX_KEYWORD } from "../../domain/wire";
import { DayRangeFields } from "../../forms/day-range-fields";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import { FilterBar, Page, ResourceTable, useResourceList } from "../../shell/page";
import { rp } from "./format";
import {
  BILL_QUERY_DEFAULTS,
  BILL_QUERY_OPTIONS,
  billFilterBody,
  billFilters,
  billQuerySchema,
  pageTotals,
  type BillListQuery,
} from "./list-query";
import { billDetailPath, billDownloadPath, billOrdersPath } from "./paths";
import type { BillRow, BillTabCounts } from "./schema";
import { BillStatusTag } from "./status-tag";

interface FilterValues {
  billNo?: string;
  buyer?: string;
  start?: Dayjs | null;
  end?: Dayjs | null;
}

function BillFilters({ query, onSearch }: { query: BillListQuery; onSearch: (c: Partial<BillListQuery>) => void }) {
  const { t } = useTranslation("bills");
  return (
    <FilterBar<FilterValues>
      initialValues={{
        billNo: query.billNo,
        buyer: query.buyer,
        start: query.from ? dayjs(query.from, DAY) : null,
        end: query.to ? dayjs(query.to, DAY) : null,
      }}
      onSearch={(v) =>
        onSearch({
          billNo: (v.billNo ?? "").trim(),
          buyer: (v.buyer ?? "").trim(),
          from: v.start?.format(DAY),
          to: v.end?.format(DAY),
        })
      }
      onReset={() => onSearch({ billNo: "", buyer: "", from: undefined, to: undefined })}
    >
      <Form.Item name="billNo" label={t("filters.billNo")}>
        <Input allowClear maxLength={20} className="filter-bar__control" />
      </Form.Item>
      <Form.Item name="buyer" label={t("filters.buyer")}>
        <Input allowClear maxLength={MAX_KEYWORD} className="filter-bar__control" />
      </Form.Item>
      <DayRangeFields
        startLabel={t("filters.from")}
        endLabel={t("filters.to")}
        endBeforeStartMessage={t("filters.endBeforeStart")}
      />
    </FilterBar>
  );
}

function BillListView() {
  const { t } = useTranslation(["bills", "common"]);
  const navigate = useNavigate();
  const list = useResourceList<BillRow, typeof billQuerySchema>({
    resource: "bills",
    schema: billQuerySchema,
    defaults: BILL_QUERY_DEFAULTS,
    options: BILL_QUERY_OPTIONS,
    filters: billFilters,
  });
  const counts = useEndpointQuery<BillTabCounts>("bills", "counts", billFilterBody(list.query));
  const tabCounts = counts.query.data?.data;

  const columns: ColumnsType<BillRow> = [
    {
      key: "billNo",
      title: t("fields.billNo"),
      fixed: "left",
      className: "cell-nowrap",
      render: (_, r) => <Link to={billDetailPath(r.billNo)}>{r.billNo}</Link>,
    },
    { key: "status", title: t("fields.status"), render: (_, r) => <BillStatusTag status={r.status} /> },
    { key: "buyer", title: t("fields.buyer"), render: (_, r) => `${r.buyerName} (${r.buyerUserName})` },
    { key: "period", title: t("fields.period"), dataIndex: "period", className: "cell-nowrap" },
    { key: "billDate", title: t("fields.billDate"), dataIndex: "billDate", className: "cell-nowrap" },
    { key: "deadline", title: t("fields.deadline"), dataIndex: "deadline", className: "cell-nowrap" },
    { key: "paidDate", title: t("fields.paidDate"), className: "cell-nowrap", render: (_, r) => r.paidDate ?? "-" },
    { key: "orderCount", title: t("fields.orderCount"), dataIndex: "orderCount", align: "right" },
    { key: "productAmount", title: t("fields.productAmount"), align: "right", render: (_, r) => rp(r.productAmount) },
    {
      key: "deliveryFeeAfter",
      title: t("fields.deliveryFeeAfter"),
      align: "right",
      render: (_, r) => rp(r.deliveryFeeAfter),
    },
    { key: "total", title: t("fields.total"), align: "right", render: (_, r) => <strong>{rp(r.total)}</strong> },
    {
      key: "documents",
      title: t("fields.documents"),
      render: (_, r) =>
        r.missingDocuments > 0 ? (
          <Typography.Text type="warning">{t("list.missingDocuments", { count: r.missingDocuments })}</Typography.Text>
        ) : (
          "-"
        ),
    },
    {
      key: "actions",
      title: t("fields.actions"),
      render: (_, r) => (
        <span className="bill-actions">
          <Link to={billDetailPath(r.billNo)}>{t("list.detail")}</Link>{" "}
          <Link to={billOrdersPath(r.billNo)}>{t("list.orders")}</Link>
        </span>
      ),
    },
  ];
  const sums = pageTotals(list.rows);

  return (
    <Page
      titleKey="bills:titles.bill"
      actions={
        <CanAccess resource="bills" action="export">
          <Button onClick={() => void navigate(billDownloadPath)}>{t("list.download")}</Button>
        </CanAccess>
      }
    >
      <BillFilters query={list.query} onSearch={(c) => list.setQuery(c)} />
      <Radio.Group
        className="order-tabs"
        aria-label={t("fields.status")}
        optionType="button"
        buttonStyle="solid"
        value={list.query.tab}
        onChange={(e) => list.setQuery({ tab: e.target.value as BillTab })}
        options={BILL_TAB_KEYS.map((key) => ({
          value: key,
          label: (
            <span>
              {t(`tabs.${key}`)} <span className="order-tabs__count">{tabCounts?.[key] ?? 0}</span>
            </span>
          ),
        }))}
      />
      {list.error ? <Alert type="error" showIcon message={failureText(list.error, t("errors.notFound"))} /> : null}
      <ResourceTable<BillRow>
        label={t("titles.bill")}
        emptyText={t("list.empty")}
        rowKey="billNo"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        query={list.query}
        total={list.total}
        onQuery={list.setQuery}
        scroll={{ x: 1300 }}
        summary={() =>
          list.rows.length === 0 ? null : (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={7}>
                <strong>{t("list.pageTotal")}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} align="right">
                {sums.orderCount}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={8} align="right">
                {rp(sums.productAmount)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={9} align="right">
                {rp(sums.deliveryFeeAfter)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={10} align="right">
                <strong data-testid="bill-page-total">{rp(sums.total)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={11} colSpan={2} />
            </Table.Summary.Row>
          )
        }
      />
    </Page>
  );
}

export default BillListView;
