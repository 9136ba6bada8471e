/**
 * /tend/shipment-inquiry (spec §2 /tend shipment-inquiry; §4 inquiry order filter 1 paid; §5 "At least 1
 * multiple PO must be chosen for a multiple print"): the paid inquiry POs waiting for shipment, search and print
 * status, one delivery order printed for several POs of one buyer; each row prints its own DO or arranges its
 * shipment (the order shipment list bound to the inquiry orders).
 */
import { useState } from "react";
import { Alert, App, Button, Input, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { MAX_KEYWORD } from "../../domain/wire";
import { failureText } from "../../providers/data-hooks";
import { FilterBar, FilterField, Page, Toolbar, useResourceList } from "../../shell/page";
import { printableGroup } from "../orders/list-query";
import { OrderTable } from "../orders/order-table";
import { PRINT_STATUSES } from "../orders/schema";
import { useOrderMoves } from "../orders/use-order-moves";
import { IndentLetterButton, inquiryColumns } from "./columns";
import {
  INQUIRY_ORDER_QUERY_DEFAULTS,
  INQUIRY_ORDER_QUERY_OPTIONS,
  inquiryOrderFilters,
  inquiryOrderQuerySchema,
  isFiltered,
  type InquiryOrderListQuery,
} from "./list-query";
import { InquiryOrderScreen } from "./screen";
import type { InquiryOrderRow } from "./schema";
import "../orders/orders.css";

function InquiryShipmentListView() {
  const { t } = useTranslation(["inquiryOrders", "orderScreens", "orders", "common"]);
  const { message } = App.useApp();
  const list = useResourceList<InquiryOrderRow, typeof inquiryOrderQuerySchema>({
    resource: "inquiryOrders",
    schema: inquiryOrderQuerySchema,
    defaults: INQUIRY_ORDER_QUERY_DEFAULTS,
    options: INQUIRY_ORDER_QUERY_OPTIONS,
    // This screen is the paid POs (spec §4 filter 1) whatever the URL says.
    filters: (q) => inquiryOrderFilters({ ...q, filter: 1 }),
  });
  const [selected, setSelected] = useState<InquiryOrderRow[]>([]);
  const moves = useOrderMoves(() => setSelected([]));
  const group = printableGroup(selected);
  const filter = (changes: Partial<InquiryOrderListQuery>) => {
    setSelected([]);
    list.setQuery(changes);
  };
  const printMultiple = () => {
    if (group === "none") void message.error(t("orderScreens:shipmentList.choosePo"));
    else if (group === "differentBuyers") void message.error(t("orderScreens:list.oneBuyerOnly"));
    else if (group === "notPrintable")
      void message.error(
        t("orderScreens:list.notPrintable", {
          orderNo: selected.find((r) => !r.moves.includes("printDeliveryOrder"))?.orderNo,
        }),
      );
    else void moves.openDeliveryOrder(selected.map((r) => r.orderNo));
  };

  return (
    <Page titleKey="inquiryOrders:titles.shipmentInquiry">
      <Typography.Paragraph type="secondary">{t("shipment.intro")}</Typography.Paragraph>
      <FilterBar>
        <FilterField label={t("orderScreens:list.keyword")}>
          <Input.Search
            key={list.query.keyword}
            defaultValue={list.query.keyword}
            allowClear
            maxLength={MAX_KEYWORD}
            placeholder={t("list.keywordPlaceholder")}
            enterButton={t("common:actions.search")}
            onSearch={(keyword) => filter({ keyword: keyword.trim() })}
            className="filter-bar__control--wide"
          />
        </FilterField>
        <FilterField label={t("orderScreens:list.printStatus")}>
          <Select
            className="filter-bar__control"
            value={list.query.printStatus ?? "any"}
            onChange={(v: string) => filter({ printStatus: PRINT_STATUSES.find((p) => p === v) })}
            options={[
              { value: "any", label: t("orderScreens:list.allPrint") },
              ...PRINT_STATUSES.map((v) => ({ value: v, label: t(`orders:printStatus.${v}`) })),
            ]}
          />
        </FilterField>
      </FilterBar>
      {list.error ? (
        <Alert type="error" showIcon message={failureText(list.error, t("orderScreens:operate.loadFailed"))} />
      ) : null}
      <Toolbar>
        <CanAccess resource="inquiryOrders" action="printDeliveryOrder">
          <Button type="primary" loading={moves.busy} onClick={printMultiple}>
            {t("orderScreens:shipmentList.printMultiple")}
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
        label={t("titles.shipmentInquiry")}
        emptyText={isFiltered(list.query) ? t("orderScreens:list.filtered") : t("shipment.empty")}
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

export default function InquiryShipmentListRoute() {
  return <InquiryOrderScreen>{() => <InquiryShipmentListView />}</InquiryOrderScreen>;
}
