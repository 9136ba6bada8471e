/**
 * /tend/ReturnandRefund (spec §2 /tend ReturnandRefund; §3 "Refund/return"; §4 "Refund"): the return and refund
 * requests of inquiry orders, with the return-and-refund list's status tabs, filters (in the URL), columns and
 * row actions, read from /api/inquiry-order/ina/refund/page and answered through inquiryOrders.answerRefund
 * (the refund components bound to the inquiry orders, ./binding.ts).
 */
import { Alert, Radio } from "antd";
import { useTranslation } from "react-i18next";
import { REFUND_TAB_KEYS, type RefundTab } from "../../domain/refund";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import { Page, ResourceTable, useUrlState } from "../../shell/page";
import { refundColumns } from "../refunds/columns";
import { RefundFilters } from "../refunds/filters";
import {
  REFUND_QUERY_DEFAULTS,
  REFUND_QUERY_OPTIONS,
  isFiltered,
  refundFilterBody,
  refundQuerySchema,
} from "../refunds/list-query";
import type { RefundRow } from "../refunds/schema";
import { useRefundMoves } from "../refunds/use-refund-moves";
import { INQUIRY_REFUND_BINDING } from "./binding";
import { InquiryRefundScreen } from "./screen";
import "../refunds/refunds.css";

function InquiryRefundListView() {
  const { t } = useTranslation(["refunds", "inquiryOrders"]);
  const [query, setQuery] = useUrlState(refundQuerySchema, REFUND_QUERY_DEFAULTS, REFUND_QUERY_OPTIONS);
  const page = useEndpointQuery<{ data: RefundRow[]; rowCount: number }>("inquiryOrders", "refundPage", {
    pageNo: query.page,
    pageSize: query.pageSize,
    tab: query.tab,
    ...refundFilterBody(query),
  });
  const moves = useRefundMoves();
  const rows = page.query.data?.data.data ?? [];
  return (
    <Page titleKey="inquiryOrders:titles.returnAndRefund">
      <RefundFilters query={query} onSearch={setQuery} />
      <Radio.Group
        className="refund-tabs"
        aria-label={t("list.tabs")}
        optionType="button"
        buttonStyle="solid"
        value={query.tab}
        onChange={(e) => setQuery({ tab: e.target.value as RefundTab })}
        options={REFUND_TAB_KEYS.map((key) => ({ value: key, label: t(`tabs.${key}`) }))}
      />
      {page.query.error ? (
        <Alert type="error" showIcon message={failureText(page.query.error, t("list.loadFailed"))} />
      ) : null}
      <ResourceTable<RefundRow>
        label={t("inquiryOrders:refund.tableLabel")}
        emptyText={isFiltered(query) ? t("list.filtered") : t(`list.empty.${query.tab}`)}
        rowKey="refundNo"
        columns={refundColumns(t, moves, INQUIRY_REFUND_BINDING)}
        dataSource={rows}
        loading={page.query.isFetching}
        query={query}
        total={page.query.data?.data.rowCount ?? 0}
        onQuery={setQuery}
        totalText={(n) => t("list.total", { count: n })}
        scroll={{ x: 1650 }}
      />
    </Page>
  );
}

export default function InquiryRefundListRoute() {
  return <InquiryRefundScreen>{() => <InquiryRefundListView />}</InquiryRefundScreen>;
}
