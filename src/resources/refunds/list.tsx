/**
 * /order/return-and-refund (spec §2 /order return-and-refund, §3 "Refund/return", §4 "Refund"): status tabs
 * with their counts under the same filters, the filters, a paged table (state in the URL) whose row actions
 * follow each request's allowed moves (accept after a confirmation; the other answers open the detail), a
 * totals line of the page's amounts for the finance clerk, and the export of the filtered requests.
 */
import { Alert, Radio, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "../../domain/money";
import { REFUND_TAB_KEYS, type RefundTab } from "../../domain/refund";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import { Page, ResourceTable, Toolbar, useResourceList } from "../../shell/page";
import { REFUNDS_BINDING } from "./binding";
import { refundColumns } from "./columns";
import { RefundExportButton } from "./export-button";
import { RefundFilters } from "./filters";
import {
  REFUND_QUERY_DEFAULTS,
  REFUND_QUERY_OPTIONS,
  isFiltered,
  pageTotals,
  refundFilterBody,
  refundFilters,
  refundQuerySchema,
} from "./list-query";
import type { RefundRow, RefundTabCounts } from "./schema";
import { useRefundMoves } from "./use-refund-moves";
import "./refunds.css";

export default function RefundListView() {
  const { t } = useTranslation("refunds");
  const list = useResourceList<RefundRow, typeof refundQuerySchema>({
    resource: "refunds",
    schema: refundQuerySchema,
    defaults: REFUND_QUERY_DEFAULTS,
    options: REFUND_QUERY_OPTIONS,
    filters: refundFilters,
  });
  const filterBody = refundFilterBody(list.query);
  const counts = useEndpointQuery<RefundTabCounts>("refunds", "counts", filterBody);
  // A move invalidates the refunds' lists, the counts among them (useEndpointMutation).
  const moves = useRefundMoves();
  const tabCounts = counts.query.data?.data;
  const totals = pageTotals(list.rows);

  return (
    <Page
      titleKey="refunds:titles.returnAndRefund"
      actions={<RefundExportButton filters={{ tab: list.query.tab, ...filterBody }} />}
    >
      <RefundFilters query={list.query} onSearch={list.setQuery} />
      {/* The status tabs as one choice of buttons that wrap on a tablet (as the order list: antd Tabs hide the
          overflow behind a "more" button that is not a tab, axe aria-required-children). */}
      <Radio.Group
        className="refund-tabs"
        aria-label={t("list.tabs")}
        optionType="button"
        buttonStyle="solid"
        value={list.query.tab}
        onChange={(e) => list.setQuery({ tab: e.target.value as RefundTab })}
        options={REFUND_TAB_KEYS.map((key) => ({
          value: key,
          label: (
            <span>
              {t(`tabs.${key}`)} <span className="refund-tabs__count">{tabCounts?.[key] ?? 0}</span>
            </span>
          ),
        }))}
      />
      {list.error ? <Alert type="error" showIcon message={failureText(list.error, t("list.loadFailed"))} /> : null}
      {totals.count > 0 ? (
        <Toolbar>
          <Typography.Text>
            {t("list.pageTotals", {
              count: totals.count,
              original: formatRupiah(totals.original),
              refund: formatRupiah(totals.refund),
            })}
          </Typography.Text>
        </Toolbar>
      ) : null}
      <ResourceTable<RefundRow>
        label={t("list.tableLabel")}
        emptyText={isFiltered(list.query) ? t("list.filtered") : t(`list.empty.${list.query.tab}`)}
        rowKey="refundNo"
        columns={refundColumns(t, moves, REFUNDS_BINDING)}
        dataSource={list.rows}
        loading={list.loading}
        query={list.query}
        total={list.total}
        onQuery={list.setQuery}
        totalText={(n) => t("list.total", { count: n })}
        scroll={{ x: 1650 }}
      />
    </Page>
  );
}
