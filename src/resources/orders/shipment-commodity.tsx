/**
 * /order/shipment-commodity (spec §2 "Shipment arrangement: ... print delivery order, multi-PO grouping";
 * §5 "At least 1 multiple PO must be chosen for a multiple print"): the paid orders waiting for shipment
 * (the `toShip` tab), the order filters with the print status, and one delivery order printed for several
 * POs of one buyer; each row prints its own DO or arranges its shipment.
 */
import { useState } from "react";
import { Alert, App, Button, Input, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { failureText } from "../../providers/data-hooks";
import { FilterBar, FilterField, Page, Toolbar, useResourceList } from "../../shell/page";
import { MAX_KEYWORD } from "../../domain/wire";
import { OrderTable } from "./order-table";
import {
  ORDER_QUERY_DEFAULTS,
  ORDER_QUERY_OPTIONS,
  isFiltered,
  orderFilters,
  orderQuerySchema,
  printableGroup,
  type OrderListQuery,
} from "./list-query";
import { OrderScreen } from "./screen";
import { PRINT_STATUSES, type OrderRow } from "./schema";
import { useOrderMoves } from "./use-order-moves";

function ShipmentCommodityView() {
  const { t } = useTranslation(["orderScreens", "orders", "common"]);
  const { message } = App.useApp();
  const list = useResourceList<OrderRow, typeof orderQuerySchema>({
    resource: "orders",
    schema: orderQuerySchema,
    defaults: ORDER_QUERY_DEFAULTS,
    options: ORDER_QUERY_OPTIONS,
    // This screen is the `toShip` tab whatever the URL says.
    filters: (q) => orderFilters({ ...q, tab: "toShip" }),
  });
  const [selected, setSelected] = useState<OrderRow[]>([]);
  const moves = useOrderMoves(() => setSelected([]));
  const group = printableGroup(selected);
  const filter = (changes: Partial<OrderListQuery>) => {
    setSelected([]);
    list.setQuery(changes);
  };
  const printMultiple = () => {
    if (group === "none") void message.error(t("shipmentList.choosePo"));
    else if (group === "differentBuyers") void message.error(t("list.oneBuyerOnly"));
    else if (group === "notPrintable")
      void message.error(
        t("list.notPrintable", { orderNo: selected.find((r) => !r.moves.includes("printDeliveryOrder"))?.orderNo }),
      );
    else void moves.openDeliveryOrder(selected.map((r) => r.orderNo));
  };

  return (
    <Page titleKey="orders:titles.shipmentCommodity">
      <Typography.Paragraph type="secondary">{t("shipmentList.intro")}</Typography.Paragraph>
      {/* Search and print status only: the date range of the order list stays there (its date pickers
          would share a chunk with this page and grow the start bundle, bench/bundle-size.ts). */}
      <FilterBar>
        <FilterField label={t("list.keyword")}>
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
        <FilterField label={t("list.printStatus")}>
          <Select
            className="filter-bar__control"
            value={list.query.printStatus ?? "any"}
            onChange={(v: string) => filter({ printStatus: PRINT_STATUSES.find((p) => p === v) })}
            options={[
              { value: "any", label: t("list.allPrint") },
              ...PRINT_STATUSES.map((v) => ({ value: v, label: t(`orders:printStatus.${v}`) })),
            ]}
          />
        </FilterField>
      </FilterBar>
      {list.error ? <Alert type="error" showIcon message={failureText(list.error, t("operate.loadFailed"))} /> : null}
      <Toolbar>
        <CanAccess resource="orders" action="printDeliveryOrder">
          <Button type="primary" loading={moves.busy} onClick={printMultiple}>
            {t("shipmentList.printMultiple")}
          </Button>
        </CanAccess>
        {selected.length > 0 ? (
          <Typography.Text>{t("list.selected", { count: selected.length })}</Typography.Text>
        ) : null}
        {group === "differentBuyers" ? (
          <Typography.Text type="warning">{t("list.oneBuyerOnly")}</Typography.Text>
        ) : null}
      </Toolbar>
      <OrderTable
        label={t("orders:titles.shipmentCommodity")}
        emptyText={isFiltered(list.query) ? t("list.filtered") : t("list.empty.toShip")}
        list={list}
        selected={selected}
        onSelect={setSelected}
        moves={moves}
      />
      {moves.dialogs}
    </Page>
  );
}

export default function ShipmentCommodityRoute() {
  return <OrderScreen>{() => <ShipmentCommodityView />}</OrderScreen>;
}
