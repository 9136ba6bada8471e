/**
 * The buttons of one order, from the moves the API says the shop may make now (`moves`, the table of
 * src/domain/order-transitions.ts), each behind its authority (spec §6): Confirm (after a confirmation),
 * Cancel, Change, Extend EDT, Print DO / Arrange shipment (paid orders), and Detail; for the bound order
 * resource (./binding.tsx), and any `extra` buttons of that resource before Detail.
 */
import type { ReactNode } from "react";
import { Button, Popconfirm, Space } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { OrderMove } from "../../domain/order-transitions";
import { OrderCan, useOrderBinding } from "./binding";
import { isCreditHeld } from "./credit-hold";
import type { OrderMoves } from "./use-order-moves";

export interface ActionableOrder {
  orderNo: string;
  moves: readonly OrderMove[];
  doNo: string | null;
  /** src/domain/customer.ts CreditHold: while held (1) the confirm button is disabled (./credit-hold.tsx). */
  creditHold?: number;
}

export function OrderActions({
  order,
  moves,
  withDetail = true,
  size = "small",
  extra,
}: {
  order: ActionableOrder;
  moves: OrderMoves;
  withDetail?: boolean;
  size?: "small" | "middle";
  /** The bound resource's own buttons (e.g. an inquiry order's indent letter). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation("orderScreens");
  const navigate = useNavigate();
  const { changePath, detailPath, operatePath } = useOrderBinding();
  const can = (move: OrderMove) => order.moves.includes(move);
  const { orderNo } = order;
  // An order already on a delivery order opens it; otherwise printing groups it under a new one.
  const openDo = () => (order.doNo ? void navigate(operatePath(order.doNo)) : void moves.openDeliveryOrder([orderNo]));
  return (
    <Space size={4} wrap role="group" aria-label={t("actions.rowActions", { orderNo })}>
      {(can("confirm") || can("confirmOnBill")) && isCreditHeld(order) ? (
        <OrderCan action="confirm">
          <Button size={size} type="primary" disabled title={t("creditHold.heldHint")}>
            {t("actions.confirm")}
          </Button>
        </OrderCan>
      ) : can("confirm") || can("confirmOnBill") ? (
        <OrderCan action="confirm">
          <Popconfirm
            title={t("confirm.title", { orderNo })}
            description={t("confirm.description")}
            okText={t("confirm.ok")}
            onConfirm={() => moves.confirm(orderNo)}
          >
            <Button size={size} type="primary">
              {t("actions.confirm")}
            </Button>
          </Popconfirm>
        </OrderCan>
      ) : null}
      {can("proposeModification") ? (
        <OrderCan action="modify">
          <Button size={size} onClick={() => void navigate(changePath(orderNo))}>
            {t("actions.change")}
          </Button>
        </OrderCan>
      ) : null}
      {can("requestEdt") ? (
        <OrderCan action="extendEdt">
          <Button size={size} onClick={() => moves.openEdt(orderNo)}>
            {t("actions.extendEdt")}
          </Button>
        </OrderCan>
      ) : null}
      {can("printDeliveryOrder") ? (
        <OrderCan action="printDeliveryOrder">
          <Button size={size} disabled={moves.busy} onClick={openDo}>
            {t("actions.printDo")}
          </Button>
        </OrderCan>
      ) : null}
      {can("ship") && order.doNo ? (
        <OrderCan action="ship">
          <Button size={size} onClick={openDo}>
            {t("actions.arrange")}
          </Button>
        </OrderCan>
      ) : null}
      {can("cancel") ? (
        <OrderCan action="cancel">
          <Button size={size} danger onClick={() => moves.openCancel(orderNo)}>
            {t("actions.cancel")}
          </Button>
        </OrderCan>
      ) : null}
      {extra}
      {withDetail ? (
        <OrderCan action="show">
          <Button size={size} type="link" onClick={() => void navigate(detailPath(orderNo))}>
            {t("actions.detail")}
          </Button>
        </OrderCan>
      ) : null}
    </Space>
  );
}
