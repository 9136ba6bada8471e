/**
 * The buttons of one consignment return, from the moves the API says the seller may make now (`moves`,
 * src/domain/consign.ts CONSIGN_REFUND_MOVES; a list row derives them from its status), each behind its
 * authority (spec §6): Accept and Confirm receipt after a confirmation naming the quantity, Ask to modify
 * and Reject with a reason (dialogs), and Detail.
 */
import { Button, Popconfirm, Space } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import type { ConsignRefundMove } from "../../domain/consign";
import { consignRefundDetailPath } from "./paths";
import type { RefundReasonKind } from "./reason-modal";
import type { ConsignRefundMoves } from "./use-consign-refund-moves";

export interface ActionableConsignRefund {
  refundNo: string;
  qty: number;
  moves: readonly ConsignRefundMove[];
}

export function ConsignRefundActions({
  refund,
  moves,
  onReason,
  withDetail = true,
  size = "small",
}: {
  refund: ActionableConsignRefund;
  moves: ConsignRefundMoves;
  onReason: (kind: RefundReasonKind, refundNo: string) => void;
  withDetail?: boolean;
  size?: "small" | "middle";
}) {
  const { t } = useTranslation("consignRefunds");
  const navigate = useNavigate();
  const { refundNo, qty } = refund;
  const can = (move: ConsignRefundMove) => refund.moves.includes(move);
  return (
    <Space size={4} wrap role="group" aria-label={t("buttons.rowActions", { refundNo })}>
      {can("accept") ? (
        <CanAccess resource="consignRefunds" action="accept">
          <Popconfirm
            title={t("accept.title", { refundNo })}
            description={t("accept.description", { qty })}
            okText={t("accept.ok")}
            onConfirm={() => moves.accept(refundNo)}
          >
            <Button size={size} type="primary" disabled={moves.busy}>
              {t("buttons.accept")}
            </Button>
          </Popconfirm>
        </CanAccess>
      ) : null}
      {can("askModify") ? (
        <CanAccess resource="consignRefunds" action="askModify">
          <Button size={size} onClick={() => onReason("askModify", refundNo)}>
            {t("buttons.askModify")}
          </Button>
        </CanAccess>
      ) : null}
      {can("reject") ? (
        <CanAccess resource="consignRefunds" action="reject">
          <Button size={size} danger onClick={() => onReason("reject", refundNo)}>
            {t("buttons.reject")}
          </Button>
        </CanAccess>
      ) : null}
      {can("confirmReceipt") ? (
        <CanAccess resource="consignRefunds" action="confirmReceipt">
          <Popconfirm
            title={t("receipt.title", { refundNo })}
            description={t("receipt.description", { qty })}
            okText={t("receipt.ok")}
            onConfirm={() => moves.confirmReceipt(refundNo)}
          >
            <Button size={size} type="primary" disabled={moves.busy}>
              {t("buttons.confirmReceipt")}
            </Button>
          </Popconfirm>
        </CanAccess>
      ) : null}
      {withDetail ? (
        <CanAccess resource="consignRefunds" action="show">
          <Button size={size} type="link" onClick={() => void navigate(consignRefundDetailPath(refundNo))}>
            {t("buttons.detail")}
          </Button>
        </CanAccess>
      ) : null}
    </Space>
  );
}
