/**
 * Every allowed move of an order (spec §4 "Orders"; docs/architecture.md §13), as ONE table the API applies
 * and the portal reads to show only valid buttons. A move outside the table is refused: the API answers 409
 * `orders:errors.invalidTransition` and changes nothing.
 *
 * An order has a main status and two side machines that never change it: the seller's change before
 * confirming (modification status) and the EDT extension (EDT status). A rule names the status it starts
 * from, the status after (`to`, absent = unchanged) and, for the side machines, the side status before and after.
 *
 * Life of an order: the buyer orders (5 unconfirmed) -> the seller confirms, stock is taken (normal payment:
 * 0 wait; bill payment: 1 paid, the order goes on the buyer's bill) -> the buyer pays (7 paying) and the
 * payment gateway settles (1 paid) -> the seller prints the delivery order and ships (2 sent) -> the buyer
 * confirms receipt (3 done). Timers (`system`) expire, close and complete orders nobody acts on.
 */
import {
  EdtStatus,
  ModificationStatus,
  OrderStatus,
  PaymentMethod,
  type EdtStatusValue,
  type ModificationStatusValue,
  type OrderStatusValue,
} from "./order";

/** Who makes a move: the shop's seller, the buyer, the platform (payment gateway), or a timer sweep. */
export type OrderActor = "seller" | "buyer" | "platform" | "system";

export interface OrderMoveRule {
  by: OrderActor;
  from: readonly OrderStatusValue[];
  /** Status after the move; absent: unchanged. */
  to?: OrderStatusValue;
  /** The modification status the move needs, and the one it leaves. */
  modification?: { from: readonly ModificationStatusValue[]; to?: ModificationStatusValue };
  /** The EDT status the move needs, and the one it leaves. */
  edt?: { from: readonly EdtStatusValue[]; to?: EdtStatusValue };
}

const { unconfirmed, wait, paying, paid, sent, done, closed, canceled, unreviewed, refunding, refundingAfterSale } =
  OrderStatus;
const NOT_WAITING_MODIFICATION = [ModificationStatus.none, ModificationStatus.accepted, ModificationStatus.rejected];
const NOT_WAITING_EDT = [EdtStatus.none, EdtStatus.approved, EdtStatus.rejected];

export const ORDER_MOVES = {
  /** Seller confirms a normal-payment order: stock is taken, the buyer may pay (spec §5 "Insufficient stock blocks order confirm"). */
  confirm: { by: "seller", from: [unconfirmed], to: wait, modification: { from: NOT_WAITING_MODIFICATION } },
  /** Seller confirms a bill-payment order: stock is taken and it goes on the buyer's bill, ready to ship. */
  confirmOnBill: { by: "seller", from: [unconfirmed], to: paid, modification: { from: NOT_WAITING_MODIFICATION } },
  /** Seller cancels with a reason (spec §5 "Cancel reason"); stock taken at confirm goes back. */
  cancel: { by: "seller", from: [unconfirmed, wait], to: canceled },
  /** An order nobody confirmed in time expires. */
  expire: { by: "system", from: [unconfirmed], to: canceled },
  /**
   * An inquiry order (a purchased tender, src/domain/inquiry.ts OrderType.inquiry) nobody confirmed in time is
   * confirmed instead (spec §9 "Unprocessed inquiry orders are auto confirmed after 1 day").
   */
  autoConfirm: { by: "system", from: [unconfirmed], to: wait, modification: { from: NOT_WAITING_MODIFICATION } },
  autoConfirmOnBill: {
    by: "system",
    from: [unconfirmed],
    to: paid,
    modification: { from: NOT_WAITING_MODIFICATION },
  },
  /** Seller proposes other quantities or prices before confirming ("waiting to be modified"). */
  proposeModification: {
    by: "seller",
    from: [unconfirmed],
    modification: { from: NOT_WAITING_MODIFICATION, to: ModificationStatus.waiting },
  },
  /** Buyer accepts the change: the lines are replaced; the order waits for the seller's confirm again. */
  acceptModification: {
    by: "buyer",
    from: [unconfirmed],
    modification: { from: [ModificationStatus.waiting], to: ModificationStatus.accepted },
  },
  /** Buyer rejects the change (or ignores it until the timer): the original lines stay. */
  rejectModification: {
    by: "buyer",
    from: [unconfirmed],
    modification: { from: [ModificationStatus.waiting], to: ModificationStatus.rejected },
  },
  expireModification: {
    by: "system",
    from: [unconfirmed],
    modification: { from: [ModificationStatus.waiting], to: ModificationStatus.rejected },
  },
  /** Buyer starts paying (a virtual-account number is issued). */
  pay: { by: "buyer", from: [wait], to: paying },
  /** The payment gateway reports the money arrived. */
  settlePayment: { by: "platform", from: [paying], to: paid },
  /** An order not paid in time closes; its stock goes back. */
  closeUnpaid: { by: "system", from: [wait, paying], to: closed },
  /** Seller prints the delivery order (alone or with other POs of the same buyer); shipment follows printing. */
  printDeliveryOrder: { by: "seller", from: [paid] },
  /** Seller hands the parcel to the courier with its tracking number and proof photo. */
  ship: { by: "seller", from: [paid], to: sent },
  /** Buyer confirms receipt. */
  confirmReceipt: { by: "buyer", from: [sent], to: done },
  /** A sent order the buyer does not confirm completes after the receipt deadline. */
  completeUnreceived: { by: "system", from: [sent], to: done },
  /** Seller asks for more days before shipping (spec §5 "EDT extension"). */
  requestEdt: { by: "seller", from: [wait, paying, paid], edt: { from: NOT_WAITING_EDT, to: EdtStatus.waiting } },
  approveEdt: { by: "buyer", from: [wait, paying, paid], edt: { from: [EdtStatus.waiting], to: EdtStatus.approved } },
  rejectEdt: { by: "buyer", from: [wait, paying, paid], edt: { from: [EdtStatus.waiting], to: EdtStatus.rejected } },
  /** A buyer who ignores an EDT request approves it. */
  expireEdt: {
    by: "system",
    from: [wait, paying, paid, sent],
    edt: { from: [EdtStatus.waiting], to: EdtStatus.approved },
  },
  /**
   * A buyer's return or refund request opens (src/domain/refund-transitions.ts): before delivery is complete
   * the order shows 6 refunding, after it 99 (after sale); either shows "refund pending" and no invoice info
   * (spec §8). One request at a time per order. The status it left is kept (orders.status_before_refund).
   */
  openRefund: { by: "buyer", from: [paid, sent], to: refunding },
  openAfterSaleRefund: { by: "buyer", from: [done, unreviewed], to: refundingAfterSale },
  /**
   * The request ended (success with parts of the order left, closed or cancelled): the order goes back to the
   * status it left, kept in orders.status_before_refund (no `to`: the service writes that status).
   */
  closeRefund: { by: "system", from: [refunding, refundingAfterSale] },
  /** The request succeeded and every unit of every line is refunded: the order closes. */
  closeRefunded: { by: "system", from: [refunding, refundingAfterSale], to: closed },
} as const satisfies Record<string, OrderMoveRule>;

export type OrderMove = keyof typeof ORDER_MOVES;
export const ORDER_MOVE_NAMES = Object.keys(ORDER_MOVES) as OrderMove[];

/** The statuses an order ends in: no one moves it again, except a buyer opening an after-sale request on a done order. */
export const FINAL_STATUSES: readonly OrderStatusValue[] = [done, closed, canceled];

/** What decides whether a move is allowed: the order's three statuses. */
export interface MovableOrder {
  status: number;
  modificationStatus: number;
  edtStatus: number;
}

/** True when `move` is allowed for `order` (its status and both side statuses are in the rule's `from`). */
export function canMove(move: OrderMove, order: MovableOrder): boolean {
  const rule: OrderMoveRule = ORDER_MOVES[move];
  if (!(rule.from as readonly number[]).includes(order.status)) return false;
  if (rule.modification && !(rule.modification.from as readonly number[]).includes(order.modificationStatus))
    return false;
  if (rule.edt && !(rule.edt.from as readonly number[]).includes(order.edtStatus)) return false;
  return true;
}

/** The three statuses after `move`, or null when it is not allowed. */
export function applyMove(move: OrderMove, order: MovableOrder): MovableOrder | null {
  if (!canMove(move, order)) return null;
  const rule: OrderMoveRule = ORDER_MOVES[move];
  return {
    status: rule.to ?? order.status,
    modificationStatus: rule.modification?.to ?? order.modificationStatus,
    edtStatus: rule.edt?.to ?? order.edtStatus,
  };
}

/** The seller's confirm move for an order's payment method (bill orders skip payment). */
export function confirmMoveOf(paymentMethod: number): "confirm" | "confirmOnBill" {
  return paymentMethod === PaymentMethod.bill ? "confirmOnBill" : "confirm";
}

/** The timer's confirm move of an unprocessed inquiry order, by payment method. */
export function autoConfirmMoveOf(paymentMethod: number): "autoConfirm" | "autoConfirmOnBill" {
  return paymentMethod === PaymentMethod.bill ? "autoConfirmOnBill" : "autoConfirm";
}

/** Moves `actor` may make on `order` now (the portal's buttons; the API re-checks under a row lock). */
export function movesFor(actor: OrderActor, order: MovableOrder): OrderMove[] {
  return ORDER_MOVE_NAMES.filter((m) => ORDER_MOVES[m].by === actor && canMove(m, order));
}

/** Moves that take stock, and moves that give back stock a confirm took (spec §5 "Orders and stock"). */
export const TAKES_STOCK: readonly OrderMove[] = ["confirm", "confirmOnBill", "autoConfirm", "autoConfirmOnBill"];
export const RETURNS_STOCK: readonly OrderMove[] = ["cancel", "closeUnpaid"];
