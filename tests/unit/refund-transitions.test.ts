/**
 * The refund move table (src/domain/refund-transitions.ts, spec §4 "Refund"): every move from every status
 * and method is allowed exactly when the spec's life of a request says, leaves the status it says, and is
 * made by the side it says; the helpers pick the approve and accept moves by method and status.
 */
import { REFUND_METHODS, REFUND_STATUSES, RefundMethod, RefundStatus } from "../../src/domain/refund";
import {
  acceptMoveOf,
  applyRefundMove,
  approveMoveOf,
  canMoveRefund,
  REFUND_MOVE_NAMES,
  REFUND_MOVES,
  refundMovesFor,
} from "../../src/domain/refund-transitions";

const S = RefundStatus;
const REFUND = RefundMethod.refund;
const RETURN = RefundMethod.return;

/** [allowed from statuses, method or null for both, to, by], written out from the spec's life of a request. */
const EXPECTED: Record<string, [number[], number | null, number, string]> = {
  approveRefund: [[S.toBeProcessed], REFUND, S.refunding, "seller"],
  approveReturn: [[S.toBeProcessed], RETURN, S.toBeShipped, "seller"],
  autoApproveRefund: [[S.toBeProcessed], REFUND, S.refunding, "system"],
  autoApproveReturn: [[S.toBeProcessed], RETURN, S.toBeShipped, "system"],
  negotiate: [[S.toBeProcessed], null, S.toBeModified, "seller"],
  reject: [[S.toBeProcessed], null, S.supplierRejectProduct, "seller"],
  acceptNegotiatedRefund: [[S.toBeModified], REFUND, S.approvedValue, "buyer"],
  acceptNegotiatedReturn: [[S.toBeModified], RETURN, S.toBeShipped, "buyer"],
  acceptRejection: [[S.supplierRejectProduct], null, S.approvedValue, "buyer"],
  declineOffer: [[S.toBeModified, S.supplierRejectProduct], null, S.closed, "buyer"],
  expireOffer: [[S.toBeModified, S.supplierRejectProduct], null, S.cancel, "system"],
  cancel: [[S.toBeProcessed, S.toBeModified, S.toBeShipped, S.supplierRejectProduct], null, S.cancel, "buyer"],
  ship: [[S.toBeShipped], RETURN, S.toBeConfirmReceipt, "buyer"],
  expireShipment: [[S.toBeShipped], RETURN, S.cancel, "system"],
  confirmReceipt: [[S.toBeConfirmReceipt], RETURN, S.refunding, "seller"],
  autoConfirmReceipt: [[S.toBeConfirmReceipt], RETURN, S.refunding, "system"],
  settle: [[S.refunding, S.approvedValue], null, S.success, "platform"],
};

test("every move has an expectation, and no other move exists", () => {
  expect([...REFUND_MOVE_NAMES].sort()).toEqual(Object.keys(EXPECTED).sort());
});

test("every move from every status and method: allowed exactly as the spec's life of a request says", () => {
  for (const move of REFUND_MOVE_NAMES) {
    const [from, method, to, by] = EXPECTED[move];
    expect([move, REFUND_MOVES[move].by]).toEqual([move, by]);
    for (const status of REFUND_STATUSES) {
      for (const m of REFUND_METHODS) {
        const allowed = from.includes(status) && (method === null || method === m);
        expect([move, status, m, canMoveRefund(move, { status, method: m })]).toEqual([move, status, m, allowed]);
        expect([move, status, m, applyRefundMove(move, { status, method: m })]).toEqual([
          move,
          status,
          m,
          allowed ? to : null,
        ]);
      }
    }
  }
});

test("final statuses allow no move by anyone", () => {
  for (const status of [S.success, S.closed, S.cancel])
    for (const method of REFUND_METHODS)
      for (const actor of ["seller", "buyer", "platform", "system"] as const)
        expect(refundMovesFor(actor, { status, method })).toEqual([]);
});

test("the buttons of each side in the main statuses", () => {
  expect(refundMovesFor("seller", { status: S.toBeProcessed, method: REFUND })).toEqual([
    "approveRefund",
    "negotiate",
    "reject",
  ]);
  expect(refundMovesFor("buyer", { status: S.toBeModified, method: RETURN })).toEqual([
    "acceptNegotiatedReturn",
    "declineOffer",
    "cancel",
  ]);
  expect(refundMovesFor("seller", { status: S.toBeConfirmReceipt, method: RETURN })).toEqual(["confirmReceipt"]);
  expect(refundMovesFor("platform", { status: S.approvedValue, method: REFUND })).toEqual(["settle"]);
});

test("approve and accept moves by method and status", () => {
  expect(approveMoveOf(REFUND, "seller")).toBe("approveRefund");
  expect(approveMoveOf(RETURN, "seller")).toBe("approveReturn");
  expect(approveMoveOf(REFUND, "system")).toBe("autoApproveRefund");
  expect(approveMoveOf(RETURN, "system")).toBe("autoApproveReturn");
  expect(acceptMoveOf(S.supplierRejectProduct, RETURN)).toBe("acceptRejection");
  expect(acceptMoveOf(S.toBeModified, RETURN)).toBe("acceptNegotiatedReturn");
  expect(acceptMoveOf(S.toBeModified, REFUND)).toBe("acceptNegotiatedRefund");
});
