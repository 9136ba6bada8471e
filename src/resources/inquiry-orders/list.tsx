/**
 * /tend/inquiry-order (spec §2 /tend inquiry-order, §4 inquiry order filter values "100 all, 0 awaiting payment,
 * 1 paid, 2 shipped, 3 received, 4 closed, 5 unconfirmed, 6 in process, 7 being paid, 8 cancelled"; §9
 * unprocessed inquiry orders confirm by themselves after 1 day): the filter values as tabs with their counts
 * under the same filters, the filters, and the order table (state in the URL) with each row's inquiry, tender,
 * claim and car, the "needs indent letter" marker, and the order row actions (bound to the inquiry orders) plus
 * "Create indent letter"; bulk confirm and one delivery order for several POs of one buyer.
 */
import { useState } from "react";
import { Alert, Button, Popconfirm, Radio, Typography } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { INQUIRY_ORDER_FILTER_VALUES, type InquiryOrderFilter } from "../../domain/inquiry";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import { Page, Toolbar, useResourceList } from "../../shell/page";
import { printableGroup } from "../orders/list-query";
import { OrderTable } from "../orders/order-table";
import { useOrderMoves } from "../orders/use-order-moves";
import { IndentLetterButton, inquiryColumns } from "./columns";
import { InquiryOrderFilters } from "./filters";
import {
  INQUIRY_ORDER_QUERY_DEFAULTS,
  INQUIRY_ORDER_QUERY_OPTIONS,
  inquiryOrderFilterBody,
  inquiryOrderFilters,
  inquiryOrderQuerySchema,
  isFiltered,
  type InquiryOrderListQuery,
} from "./list-query";
import { inquiryDownloadPath, inquiryShipmentListPath } from "./paths";
import { InquiryOrderScreen } from "./screen";
import type { InquiryOrderCounts, InquiryOrderRow } from "./schema";
import "../orders/orders.css";

function InquiryOrderListView() {
  const { t } = useTranslation(["inquiryOrders", "orderScreens", "orders", "common"]);
  const navigate = useNavigate();
  const list = useResourceList<InquiryOrderRow, typeof inquiryOrderQuerySchema>({
    resource: "inquiryOrders",
    schema: inquiryOrderQuerySchema,
    defaults: INQUIRY_ORDER_QUERY_DEFAULTS,
    options: INQUIRY_ORDER_QUERY_OPTIONS,
    filters: inquiryOrderFilters,
  });
  const filterBody = inquiryOrderFilterBody(list.query);
  const counts = useEndpointQuery<InquiryOrderCounts>("inquiryOrders", "counts", filterBody);
  const [selected, setSelected] = useState<InquiryOrderRow[]>([]);
  // A move invalidates the inquiry orders' queries, the counts among them (useEndpointMutation).
  const moves = useOrderMoves(() => setSelected([]));
  const filter = (changes: Partial<InquiryOrderListQuery>) => {
    setSelected([]);
    list.setQuery(changes);
  };
  const confirmable = selected.filter((r) => r.moves.includes("confirm") || r.moves.includes("confirmOnBill"));
  const group = printableGroup(selected);
  const tabCounts = counts.query.data?.data;

  return (
    <Page
      titleKey="inquiryOrders:titles.inquiryOrder"
      actions={
        <>
          <Button onClick={() => void navigate(inquiryShipmentListPath)}>{t("orderScreens:list.readyToShip")}</Button>
          <CanAccess resource="inquiryOrders" action="export">
            <Button onClick={() => void navigate(inquiryDownloadPath)}>{t("list.download")}</Button>
          </CanAccess>
        </>
      }
    >
      <InquiryOrderFilters query={list.query} onSearch={filter} />
      {/* One choice of buttons that wraps on a tablet, as the order list's tabs (axe: antd Tabs' overflow). */}
      <Radio.Group
        className="order-tabs"
        aria-label={t("list.tabs")}
        optionType="button"
        buttonStyle="solid"
        value={list.query.filter}
        onChange={(e) => filter({ filter: e.target.value as InquiryOrderFilter })}
        options={INQUIRY_ORDER_FILTER_VALUES.map((value) => ({
          value,
          label: (
            <span>
              {t(`filter.${value}`)} <span className="order-tabs__count">{tabCounts?.[`${value}`] ?? 0}</span>
            </span>
          ),
        }))}
      />
      {list.error ? (
        <Alert type="error" showIcon message={failureText(list.error, t("orderScreens:operate.loadFailed"))} />
      ) : null}
      <Toolbar>
        <CanAccess resource="inquiryOrders" action="confirm">
          <Popconfirm
            title={t("orderScreens:bulk.title", { count: confirmable.length })}
            okText={t("orderScreens:confirm.ok")}
            disabled={confirmable.length === 0}
            onConfirm={() => moves.confirmBatch(confirmable.map((r) => r.orderNo))}
          >
            <Button type="primary" disabled={confirmable.length === 0} loading={moves.busy}>
              {t("orderScreens:list.bulkConfirm", { count: confirmable.length })}
            </Button>
          </Popconfirm>
        </CanAccess>
        <CanAccess resource="inquiryOrders" action="printDeliveryOrder">
          <Button
            disabled={group !== "ok" || moves.busy}
            onClick={() => void moves.openDeliveryOrder(selected.map((r) => r.orderNo))}
          >
            {t("orderScreens:list.bulkPrint", { count: selected.length })}
          </Button>
        </CanAccess>
        {selected.length > 0 ? (
          <Typography.Text>{t("orderScreens:list.selected", { count: selected.length })}</Typography.Text>
        ) : null}
        {group === "differentBuyers" ? (
          <Typography.Text type="warning">{t("orderScreens:list.oneBuyerOnly")}</Typography.Text>
        ) : null}
      </Toolbar>
      <OrderTable<InquiryOrderRow>
        label={t("list.tableLabel")}
        emptyText={isFiltered(list.query) ? t("orderScreens:list.filtered") : t("list.empty")}
        list={list}
        selected={selected}
        onSelect={setSelected}
        moves={moves}
        extraColumns={inquiryColumns(t)}
        rowExtra={(row) => (row.needsIndentLetter ? <IndentLetterButton orderNo={row.orderNo} /> : null)}
      />
      {moves.dialogs}
    </Page>
  );
}

export default function InquiryOrderListRoute() {
  return <InquiryOrderScreen>{() => <InquiryOrderListView />}</InquiryOrderScreen>;
}
