/**
 * The buttons of one order, from the moves the API says the shop may make now (`moves`, the table of
 * src/domain/order-transitions.ts), each behind its authority (spec §6): Confirm (after a confirmation),
 * Cancel, Change, Extend EDT, Print DO / Arrange shipment (paid orders), and Detail.
 */
import { Button, Popconfirm, Space } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import type { OrderMove } from "../../domain/order-transitions";
import { changePath, detailPath, operatePath } from "./paths";
import type { OrderMoves } from "./use-order-moves";

export interface ActionableOrder {
  orderNo: string;
  moves: readonly OrderMove[];
  doNo: string | null;
}

export function OrderActions({
  order,
  moves,
  withDetail = true,
  size = "small",
}: {
  order: ActionableOrder;
  moves: OrderMoves;
  withDetail?: boolean;
  size?: "small" | "middle";
}) {
  const { t } = useTranslation("orderScreens");
  const navigate = useNavigate();
  const can = (move: OrderMove) => order.moves.includes(move);
  const { orderNo } = order;
  // An order already on a delivery order opens it; otherwise printing groups it under a new one.
  const openDo = () => (order.doNo ? void navigate(operatePath(order.doNo)) : void moves.openDeliveryOrder([orderNo]));
  return (
    <Space size={4} wrap role="group" aria-label={t("actions.rowActions", { orderNo })}>
      {can("confirm") || can("confirmOnBill") ? (
        <CanAccess resource="orders" action="confirm">
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
        </CanAccess>
      ) : null}
      {can("proposeModification") ? (
        <CanAccess resource="orders" action="modify">
          <Button size={size} onClick={() => void navigate(changePath(orderNo))}>
            {t("actions.change")}
          </Button>
        </CanAccess>
      ) : null}
      {can("requestEdt") ? (
        <CanAccess resource="orders" action="extendEdt">
          <Button size={size} onClick={() => moves.openEdt(orderNo)}>
            {t("actions.extendEdt")}
          </Button>
        </CanAccess>
      ) : null}
      {can("printDeliveryOrder") ? (
        <CanAccess resource="orders" action="printDeliveryOrder">
          <Button size={size} disabled={moves.busy} onClick={openDo}>
            {t("actions.printDo")}
          </Button>
        </CanAccess>
      ) : null}
      {can("ship") && order.doNo ? (
        <CanAccess resource="orders" action="ship">
          <Button size={size} onClick={openDo}>
            {t("actions.arrange")}
          </Button>
        </CanAccess>
      ) : null}
      {can("cancel") ? (
        <CanAccess resource="orders" action="cancel">
          <Button size={size} danger onClick={() => moves.openCancel(orderNo)}>
            {t("actions.cancel")}
          </Button>
        </CanAccess>
      ) : null}
      {withDetail ? (
        <CanAccess resource="orders" action="show">
          <Button size={size} type="link" onClick={() => void navigate(detailPath(orderNo))}>
            {t("actions.detail")}
          </Button>
        </CanAccess>
      ) : null}
    </Space>
  );
}
