/**
 * The seller's one-click answers to a request (spec §4 "Refund": accept; confirm receipt of returned
 * parts): each goes through the data provider (useEndpointMutation invalidates every refunds query,
 * so the list, its counts and the open detail show the new status); failures show the
 * API's message (e.g. 409 `refunds:errors.invalidTransition` when the buyer or a deadline moved first). The
 * answers that take an amount and a reason are ./answer-modal.tsx (the detail only, so the list loads no zod).
 */
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { useRefundBinding } from "./binding";

/**
 * What a refund move invalidates: every query of the resource. Refine's "detail" invalidation matches only
 * the id it is given (none here), so the open detail would keep its old status and buttons.
 */

export interface RefundMoves {
  /** POST /api/refund/ina/approve `{ refundNo }` (approveRefund or approveReturn by the method). */
  approve: (refundNo: string) => Promise<void>;
  /** POST /api/refund/ina/confirmReceipt `{ refundNo }`. */
  confirmReceipt: (refundNo: string) => Promise<void>;
  busy: boolean;
}

/** See module doc; calls the bound resource's endpoints (./binding.tsx). `onDone` runs after a move changed something. */
export function useRefundMoves(onDone?: () => void): RefundMoves {
  const { t } = useTranslation("refunds");
  const { message } = App.useApp();
  const { resource, answer } = useRefundBinding();
  const approve = answer("approve");
  const receipt = answer("confirmReceipt");
  const approveCall = useEndpointMutation<unknown>(resource, approve.name);
  const receiptCall = useEndpointMutation<unknown>(resource, receipt.name);

  const run = async (call: typeof approveCall, body: Record<string, unknown>, refundNo: string, done: string) => {
    try {
      await call.run({ refundNo, ...body });
      void message.success(done);
      onDone?.();
    } catch (err) {
      void message.error(failureText(err, t("moveFailed")));
    }
  };

  return {
    approve: (refundNo) => run(approveCall, approve.body, refundNo, t("approve.done", { refundNo })),
    confirmReceipt: (refundNo) => run(receiptCall, receipt.body, refundNo, t("receipt.done", { refundNo })),
    busy: approveCall.isPending || receiptCall.isPending,
  };
}
