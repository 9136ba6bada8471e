/**
 * The seller's one-click moves of a consignment return (spec §4 "Consign" after-sales: accept; confirm
 * receipt, which puts the parts back into the shop's stock): POST /api/consign-refund/ina/accept |
 * confirmReceipt `{ refundNo }` through the data provider (useEndpointMutation invalidates every
 * consignRefunds query: the list, its counts and the open detail show the new status); a failure shows the
 * API's message (e.g. 409 consignRefunds:errors.invalidTransition when the partner moved first).
 */
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";

export interface ConsignRefundMoves {
  accept: (refundNo: string) => Promise<void>;
  confirmReceipt: (refundNo: string) => Promise<void>;
  busy: boolean;
}

export function useConsignRefundMoves(): ConsignRefundMoves {
  const { t } = useTranslation("consignRefunds");
  const { message } = App.useApp();
  const acceptCall = useEndpointMutation<unknown>("consignRefunds", "accept");
  const receiptCall = useEndpointMutation<unknown>("consignRefunds", "confirmReceipt");
  const run = async (call: typeof acceptCall, refundNo: string, done: string) => {
    try {
      await call.run({ refundNo });
      void message.success(done);
    } catch (err) {
      void message.error(failureText(err, t("moveFailed")));
    }
  };
  return {
    accept: (refundNo) => run(acceptCall, refundNo, t("accept.done", { refundNo })),
    confirmReceipt: (refundNo) => run(receiptCall, refundNo, t("receipt.done", { refundNo })),
    busy: acceptCall.isPending || receiptCall.isPending,
  };
}
