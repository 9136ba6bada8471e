/**
 * Which resource the return-and-refund components answer through, and its paths (spec §2 /order
 * return-and-refund, /tend ReturnandRefund; §4 "Refund"). The product orders' requests (`refunds`: one endpoint
 * and authority per answer) are the default; the inquiry orders' requests go through `inquiryOrders`
 * (one endpoint `answerRefund` with the answer as `move`, one authority), bound by
 * `<RefundBindingProvider value={...}>` (src/resources/inquiry-orders/binding.ts).
 */
import { createContext, useContext, type ReactNode } from "react";
import { CanAccess } from "../../access/can";
import { detailPath as orderDetailPath } from "../orders/paths";
import { refundDetailPath, refundListPath } from "./paths";

/** The seller's answers to a request (src/domain/refund-transitions.ts; approve covers refund and return). */
export type RefundAnswerMove = "approve" | "negotiate" | "reject" | "confirmReceipt";

export interface RefundBinding {
  resource: "refunds" | "inquiryOrders";
  listPath: string;
  detailPath: (refundNo: string) => string;
  /** The detail of the order a request names. */
  orderDetailPath: (orderNo: string) => string;
  /** The custom endpoint of an answer and what its body carries besides refundNo / amount / reason. */
  answer: (move: RefundAnswerMove) => { name: string; body: Record<string, unknown> };
}

/** The product orders' requests (spec §2 /order return-and-refund). */
export const REFUNDS_BINDING: RefundBinding = {
  resource: "refunds",
  listPath: refundListPath,
  detailPath: refundDetailPath,
  orderDetailPath,
  answer: (move) => ({ name: move, body: {} }),
};

const RefundBindingContext = createContext<RefundBinding>(REFUNDS_BINDING);

/** Binds the refund components below to another resource's requests. */
export function RefundBindingProvider({ value, children }: { value: RefundBinding; children: ReactNode }) {
  return <RefundBindingContext.Provider value={value}>{children}</RefundBindingContext.Provider>;
}

/** The binding the refund components work on (REFUNDS_BINDING outside any provider). */
export function useRefundBinding(): RefundBinding {
  return useContext(RefundBindingContext);
}

/**
 * `<CanAccess>` of an answer (or the detail, `show`) under the bound resource: refunds.<move> (approve,
 * negotiate, reject, confirmReceipt, show); inquiryOrders.answerRefund for each.
 */
export function RefundCan({ move, children }: { move: RefundAnswerMove | "show"; children: ReactNode }) {
  const { resource } = useRefundBinding();
  return resource === "refunds" ? (
    <CanAccess resource="refunds" action={move}>
      {children}
    </CanAccess>
  ) : (
    <CanAccess resource="inquiryOrders" action="answerRefund">
      {children}
    </CanAccess>
  );
}
