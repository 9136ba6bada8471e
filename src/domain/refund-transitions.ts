/**
 * Every allowed move of a return or refund request (spec §4 "Refund"; docs/architecture.md §13), as ONE table
 * the API applies and the portal reads to show only valid buttons. A move outside the table is refused: the
 * API answers 409 `refunds:errors.invalidTransition` and changes nothing.
 *
 * Life of a request: the buyer applies (1 to be processed; creating the request is not a move) -> the seller
 * accepts (refund: 4 refunding; return: 3 to be shipped), negotiates another amount (2 to be modified) or
 * rejects the parts with an amount it will pay (6 supplier reject product) -> the buyer accepts the offer
 * (refund: 7 approved value; negotiated return: 3 to be shipped), declines it (9 closed) or lets it expire
 * (10 cancel) -> a return's buyer ships the parts back (5 to be confirm receipt) -> the seller confirms
 * receipt (4 refunding) -> the platform pays out (8 success). Timers (`system`) approve what the seller
 * does not answer, cancel what the buyer does not answer or ship, and confirm receipt the seller forgets.
 * The buyer may cancel while nothing was paid; a line's request can be cancelled only once (spec §4).
 */
import { RefundMethod, RefundStatus, type RefundMethodValue, type RefundStatusValue } from "./refund";

/** Who makes a move: the shop's seller, the buyer, the platform (payout), or a timer sweep. */
export type RefundActor = "seller" | "buyer" | "platform" | "system";

export interface RefundMoveRule {
  by: RefundActor;
  from: readonly RefundStatusValue[];
  to: RefundStatusValue;
  /** The method the move is for; absent: both. */
  method?: RefundMethodValue;
}

const {
  toBeProcessed,
  toBeModified,
  toBeShipped,
  refunding,
  toBeConfirmReceipt,
  supplierRejectProduct,
  approvedValue,
  success,
  closed,
  cancel,
} = RefundStatus;

export const REFUND_MOVES = {
  /** Seller accepts a refund as asked: the platform pays it out. */
  approveRefund: { by: "seller", from: [toBeProcessed], to: refunding, method: RefundMethod.refund },
  /** Seller accepts a return as asked: the buyer sends the parts back. */
  approveReturn: { by: "seller", from: [toBeProcessed], to: toBeShipped, method: RefundMethod.return },
  /** A request the seller does not answer in time is approved (spec §4). */
  autoApproveRefund: { by: "system", from: [toBeProcessed], to: refunding, method: RefundMethod.refund },
  autoApproveReturn: { by: "system", from: [toBeProcessed], to: toBeShipped, method: RefundMethod.return },
  /** Seller proposes another amount with a reason (spec §5 "amount and reason not empty"). */
  negotiate: { by: "seller", from: [toBeProcessed], to: toBeModified },
  /** Seller refuses the parts and names the amount it will pay, with a reason (0 allowed). */
  reject: { by: "seller", from: [toBeProcessed], to: supplierRejectProduct },
  /** Buyer accepts a negotiated refund: the agreed amount is paid out. */
  acceptNegotiatedRefund: { by: "buyer", from: [toBeModified], to: approvedValue, method: RefundMethod.refund },
  /** Buyer accepts a negotiated return: it sends the parts back for the agreed amount. */
  acceptNegotiatedReturn: { by: "buyer", from: [toBeModified], to: toBeShipped, method: RefundMethod.return },
  /** Buyer accepts the seller's amount for parts it keeps. */
  acceptRejection: { by: "buyer", from: [supplierRejectProduct], to: approvedValue },
  /** Buyer declines the seller's offer: the request ends without a refund. */
  declineOffer: { by: "buyer", from: [toBeModified, supplierRejectProduct], to: closed },
  /** A buyer who does not answer an offer in time: the request is cancelled (spec §4). */
  expireOffer: { by: "system", from: [toBeModified, supplierRejectProduct], to: cancel },
  /** Buyer withdraws the request (at most once per order line, spec §4). */
  cancel: { by: "buyer", from: [toBeProcessed, toBeModified, toBeShipped, supplierRejectProduct], to: cancel },
  /** Buyer sends the parts back with courier, delivery no and a photo (spec §5 "Photo required"). */
  ship: { by: "buyer", from: [toBeShipped], to: toBeConfirmReceipt, method: RefundMethod.return },
  /** A return the buyer does not ship in time is cancelled. */
  expireShipment: { by: "system", from: [toBeShipped], to: cancel, method: RefundMethod.return },
  /** Seller confirms the returned parts arrived: they go back to stock, the money is paid out. */
  confirmReceipt: { by: "seller", from: [toBeConfirmReceipt], to: refunding, method: RefundMethod.return },
  autoConfirmReceipt: { by: "system", from: [toBeConfirmReceipt], to: refunding, method: RefundMethod.return },
  /** The platform paid the buyer. */
  settle: { by: "platform", from: [refunding, approvedValue], to: success },
} as const satisfies Record<string, RefundMoveRule>;

export type RefundMove = keyof typeof REFUND_MOVES;
export const REFUND_MOVE_NAMES = Object.keys(REFUND_MOVES) as RefundMove[];

/** What decides whether a move is allowed. */
export interface MovableRefund {
  status: number;
  method: number;
}

/** True when `move` is allowed for `refund` (status in the rule's `from`, method matching). */
export function canMoveRefund(move: RefundMove, refund: MovableRefund): boolean {
  const rule: RefundMoveRule = REFUND_MOVES[move];
  if (rule.method !== undefined && rule.method !== refund.method) return false;
  return (rule.from as readonly number[]).includes(refund.status);
}

/** The status after `move`, or null when it is not allowed. */
export function applyRefundMove(move: RefundMove, refund: MovableRefund): RefundStatusValue | null {
  return canMoveRefund(move, refund) ? REFUND_MOVES[move].to : null;
}

/** Moves `actor` may make on `refund` now (the portal's buttons; the API re-checks under a row lock). */
export function refundMovesFor(actor: RefundActor, refund: MovableRefund): RefundMove[] {
  return REFUND_MOVE_NAMES.filter((m) => REFUND_MOVES[m].by === actor && canMoveRefund(m, refund));
}

/** The seller's (or the timer's) approve move for a method. */
export function approveMoveOf(method: number, by: "seller" | "system"): RefundMove {
  if (by === "seller") return method === RefundMethod.return ? "approveReturn" : "approveRefund";
  return method === RefundMethod.return ? "autoApproveReturn" : "autoApproveRefund";
}

/** The buyer's accept move for the status it answers and the method. */
export function acceptMoveOf(status: number, method: number): RefundMove {
  if (status === RefundStatus.supplierRejectProduct) return "acceptRejection";
  return method === RefundMethod.return ? "acceptNegotiatedReturn" : "acceptNegotiatedRefund";
}

/** Moves after which the returned parts are back in the shop (stock goes back, spec "returned to stock"). */
export const RECEIVES_PARTS: readonly RefundMove[] = ["confirmReceipt", "autoConfirmReceipt"];
