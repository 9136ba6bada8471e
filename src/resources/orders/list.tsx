/**
 * /order/order-list (spec §2 "Order list and detail with cancel, confirm, and EDT extension", §4 "Orders"):
 * status tabs with their counts under the same filters, the filters, a paged table (state in the URL) whose
 * row actions follow each order's allowed moves, bulk confirm and bulk delivery-order print of selected
 * orders (one buyer per delivery order), and the export of the filtered orders.
 */
import { useState } from "react";
import { Alert, Button, Popconfirm, Radio, Typography } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { ORDER_TAB_KEYS, type OrderTab } from "../../domain/order";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import { Page, Toolbar, useResourceList } from "../../shell/page";
import { OrderTable } from "./order-table";
import { ExportButton } from "./export-button";
import { OrderFilters } from "./filters";
import {
  ORDER_QUERY_DEFAULTS,
  ORDER_QUERY_OPTIONS,
  isFiltered,
  orderFilterBody,
  orderFilters,
  orderQuerySchema,
  printableGroup,
  type OrderListQuery,
} from "./list-query";
import { shipmentCommodityPath } from "./paths";
import { OrderScreen } from "./screen";
import type { OrderRow, OrderTabCounts } from "./schema";
import { useOrderMoves } from "./use-order-moves";
import "./orders.css";

function OrderListView() {
  const { t } = useTranslation(["orderScreens", "orders", "common"]);
  const navigate = useNavigate();
  const list = useResourceList<OrderRow, typeof orderQuerySchema>({
    resource: "orders",
    schema: orderQuerySchema,
    defaults: ORDER_QUERY_DEFAULTS,
    options: ORDER_QUERY_OPTIONS,
    filters: orderFilters,
  });
  const filterBody = orderFilterBody(list.query);
  const counts = useEndpointQuery<OrderTabCounts>("orders", "counts", filterBody);
  const [selected, setSelected] = useState<OrderRow[]>([]);
  // A move invalidates the orders' lists, the counts among them (useEndpointMutation).
  const moves = useOrderMoves(() => setSelected([]));
  const filter = (changes: Partial<OrderListQuery>) => {
    setSelected([]);
    list.setQuery(changes);
  };

  const confirmable = selected.filter((r) => r.moves.includes("confirm") || r.moves.includes("confirmOnBill"));
  const group = printableGroup(selected);
  const tabCounts = counts.query.data?.data;

  return (
    <Page
      titleKey="orders:titles.orderList"
      actions={
        <>
          <Button onClick={() => void navigate(shipmentCommodityPath)}>{t("list.readyToShip")}</Button>
          <ExportButton filters={{ tab: list.query.tab, ...filterBody }} />
        </>
      }
    >
      <OrderFilters query={list.query} onSearch={filter} />
      {/* The status tabs as one choice of buttons that wrap onto a second line on a tablet: antd Tabs hide the
          overflow behind a "more" button inside the tablist, which is not a tab (axe aria-required-children). */}
      <Radio.Group
        className="order-tabs"
        aria-label={t("list.tabs")}
        optionType="button"
        buttonStyle="solid"
        value={list.query.tab}
        onChange={(e) => filter({ tab: e.target.value as OrderTab })}
        options={ORDER_TAB_KEYS.map((key) => ({
          value: key,
          label: (
            <span>
              {t(`orders:tabs.${key}`)} <span className="order-tabs__count">{tabCounts?.[key] ?? 0}</span>
            </span>
          ),
        }))}
      />
      {list.error ? <Alert type="error" showIcon message={failureText(list.error, t("operate.loadFailed"))} /> : null}
      <Toolbar>
        <CanAccess resource="orders" action="confirm">
          <Popconfirm
            title={t("bulk.title", { count: confirmable.length })}
            okText={t("confirm.ok")}
            disabled={confirmable.length === 0}
            onConfirm={() => moves.confirmBatch(confirmable.map((r) => r.orderNo))}
          >
            <Button type="primary" disabled={confirmable.length === 0} loading={moves.busy}>
              {t("list.bulkConfirm", { count: confirmable.length })}
            </Button>
          </Popconfirm>
        </CanAccess>
        <CanAccess resource="orders" action="printDeliveryOrder">
          <Button
            disabled={group !== "ok" || moves.busy}
            onClick={() => void moves.openDeliveryOrder(selected.map((r) => r.orderNo))}
          >
            {t("list.bulkPrint", { count: selected.length })}
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
        label={t("list.tableLabel")}
        emptyText={isFiltered(list.query) ? t("list.filtered") : t(`list.empty.${list.query.tab}`)}
        list={list}
        selected={selected}
        onSelect={setSelected}
        moves={moves}
      />
      {moves.dialogs}
    </Page>
  );
}

export default function OrderListRoute() {
  return <OrderScreen>{() => <OrderListView />}</OrderScreen>;
}
