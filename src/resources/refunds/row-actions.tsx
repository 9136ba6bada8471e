/**
 * The buttons of one request, from the moves the API says the shop may make now (`moves`, the table of
 * src/domain/refund-transitions.ts), each behind its authority (spec §6): Accept (after a confirmation
 * naming the amount), Negotiate and Reject product (dialogs in the detail; the list opens the detail),
 * Confirm receipt of returned parts (after a confirmation), and Detail; for the bound resource (./binding.tsx).
 */
import { Button, Popconfirm, Space } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "../../domain/money";
import { RefundMethod } from "../../domain/refund";
import type { RefundMove } from "../../domain/refund-transitions";
import { RefundCan, useRefundBinding } from "./binding";
import type { RefundMoves } from "./use-refund-moves";

export interface ActionableRefund {
  refundNo: string;
  method: number;
  moves: readonly RefundMove[];
  originalAmount: number;
  refundAmount: number | null;
}

export type AnswerKind = "negotiate" | "reject";

export function RefundActions({
  refund,
  moves,
  onAnswer,
  withDetail = true,
  size = "small",
}: {
  refund: ActionableRefund;
  moves: RefundMoves;
  /** Opens the negotiate / reject dialog; absent (the list): those buttons open the detail. */
  onAnswer?: (kind: AnswerKind) => void;
  withDetail?: boolean;
  size?: "small" | "middle";
}) {
  const { t } = useTranslation("refunds");
  const navigate = useNavigate();
  const { detailPath: refundDetailPath } = useRefundBinding();
  const can = (move: RefundMove) => refund.moves.includes(move);
  const { refundNo } = refund;
  const openDetail = () => void navigate(refundDetailPath(refundNo));
  const answer = (kind: AnswerKind) => (onAnswer ? onAnswer(kind) : openDetail());
  const isReturn = refund.method === RefundMethod.return;
  return (
    <Space size={4} wrap role="group" aria-label={t("buttons.rowActions", { refundNo })}>
      {can("approveRefund") || can("approveReturn") ? (
        <RefundCan move="approve">
          <Popconfirm
            title={t("approve.title", { refundNo })}
            description={t(isReturn ? "approve.return" : "approve.refund", {
              amount: formatRupiah(refund.originalAmount),
            })}
            okText={t("approve.ok")}
            onConfirm={() => moves.approve(refundNo)}
          >
            <Button size={size} type="primary" disabled={moves.busy}>
              {t("buttons.approve")}
            </Button>
          </Popconfirm>
        </RefundCan>
      ) : null}
      {can("negotiate") ? (
        <RefundCan move="negotiate">
          <Button size={size} onClick={() => answer("negotiate")}>
            {t("buttons.negotiate")}
          </Button>
        </RefundCan>
      ) : null}
      {can("reject") ? (
        <RefundCan move="reject">
          <Button size={size} danger onClick={() => answer("reject")}>
            {t("buttons.reject")}
          </Button>
        </RefundCan>
      ) : null}
      {can("confirmReceipt") ? (
        <RefundCan move="confirmReceipt">
          {onAnswer ? (
            <Popconfirm
              title={t("receipt.title", { refundNo })}
              description={t("receipt.description", {
                amount: formatRupiah(refund.refundAmount ?? refund.originalAmount),
              })}
              okText={t("receipt.ok")}
              onConfirm={() => moves.confirmReceipt(refundNo)}
            >
              <Button size={size} type="primary" disabled={moves.busy}>
                {t("buttons.confirmReceipt")}
              </Button>
            </Popconfirm>
          ) : (
            <Button size={size} type="primary" onClick={openDetail}>
              {t("buttons.confirmReceipt")}
            </Button>
          )}
        </RefundCan>
      ) : null}
      {withDetail ? (
        <RefundCan move="show">
          <Button size={size} type="link" onClick={openDetail}>
            {t("buttons.detail")}
          </Button>
        </RefundCan>
      ) : null}
    </Space>
  );
}
