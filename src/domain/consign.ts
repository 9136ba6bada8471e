/**
 * Consignment (spec §2 /consign; §3 "Consign"; §4 "Consign"; §5 "Consign needs at least 1 item"): a partner
 * buyer asks a shop to place parts with it; the seller confirms with an offer (quantities, prices, EDT);
 * the buyer confirms; the seller ships; the parts then sit with the partner, tracked apart from the shop's
 * own stock, until the partner reports them sold or sends unsold ones back through a consignment refund.
 * Pure: the API, the seed and the portal import it. Money integer rupiah; EDT in days.
 *
 * Each machine is ONE table; the API refuses any other move with 409 `consignments:errors.invalidTransition`
 * (refunds: `consignRefunds:errors.invalidTransition`).
 */

/** Consignment status (spec §4: buyer apply, waiting confirm, waiting to be delivered, on delivery, done, closed). */
export const ConsignStatus = {
  buyerApply: 1,
  waitingConfirm: 2,
  waitingDelivered: 3,
  onDelivery: 4,
  done: 5,
  closed: 6,
} as const;
export type ConsignStatusValue = (typeof ConsignStatus)[keyof typeof ConsignStatus];
export const CONSIGN_STATUSES = Object.values(ConsignStatus) as readonly ConsignStatusValue[];
export type ConsignStatusName = keyof typeof ConsignStatus;

/** The status key of a code (for i18n `consignments:status.<name>`). */
export function consignStatusName(status: number): ConsignStatusName {
  const found = (Object.keys(ConsignStatus) as ConsignStatusName[]).find((k) => ConsignStatus[k] === status);
  if (!found) throw new RangeError(`unknown consign status ${status}`);
  return found;
}

export type ConsignActor = "seller" | "buyer" | "system";

const { buyerApply, waitingConfirm, waitingDelivered, onDelivery, done, closed } = ConsignStatus;

/**
 * Every move of a consignment. The request (1) is created by the buyer; the seller's offer is its
 * confirmation (consign-confirm): offered quantities (0 drops a line, at least one line stays), unit prices
 * and the initial EDT. Shipping moves the offered quantities out of the shop's stock into the partner's
 * consignment stock. EDT extensions (additional days with a reason) are recorded on the consignment in
 * waitingDelivered and are not moves.
 */
export const CONSIGN_MOVES = {
  offer: { by: "seller", from: [buyerApply], to: waitingConfirm },
  reject: { by: "seller", from: [buyerApply], to: closed },
  cancel: { by: "buyer", from: [buyerApply, waitingConfirm], to: closed },
  confirmOffer: { by: "buyer", from: [waitingConfirm], to: waitingDelivered },
  declineOffer: { by: "buyer", from: [waitingConfirm], to: closed },
  /** A request or offer nobody answers in time closes (CONSIGN_TIMER_DEFAULTS). */
  expire: { by: "system", from: [buyerApply, waitingConfirm], to: closed },
  ship: { by: "seller", from: [waitingDelivered], to: onDelivery },
  receive: { by: "buyer", from: [onDelivery], to: done },
  autoReceive: { by: "system", from: [onDelivery], to: done },
} as const satisfies Record<string, { by: ConsignActor; from: readonly ConsignStatusValue[]; to: ConsignStatusValue }>;
export type ConsignMove = keyof typeof CONSIGN_MOVES;
export const CONSIGN_MOVE_NAMES = Object.keys(CONSIGN_MOVES) as ConsignMove[];

/** True when `by` may make `move` from `status`. */
export function canMoveConsign(move: ConsignMove, status: number, by: ConsignActor): boolean {
  const rule = CONSIGN_MOVES[move];
  return rule.by === by && (rule.from as readonly number[]).includes(status);
}

/** The moves `by` may make from `status` (the portal shows only these buttons). */
export function consignMovesFor(status: number, by: ConsignActor): ConsignMove[] {
  return CONSIGN_MOVE_NAMES.filter((m) => canMoveConsign(m, status, by));
}

/** The /consign lists and the statuses each shows (spec §2 request list, offer list, order list). */
export const CONSIGN_LISTS = {
  request: [buyerApply],
  offer: [waitingConfirm],
  order: [waitingDelivered, onDelivery, done, closed],
} as const satisfies Record<string, readonly ConsignStatusValue[]>;
export type ConsignList = keyof typeof CONSIGN_LISTS;

/** Consignment after-sales status (spec §4: waiting processing, waiting delivery, waiting modified, on delivery, done, closed). */
export const ConsignRefundStatus = {
  waitingProcessing: 1,
  waitingDelivery: 2,
  waitingModified: 3,
  onDelivery: 4,
  done: 5,
  closed: 6,
} as const;
export type ConsignRefundStatusValue = (typeof ConsignRefundStatus)[keyof typeof ConsignRefundStatus];
export const CONSIGN_REFUND_STATUSES = Object.values(ConsignRefundStatus) as readonly ConsignRefundStatusValue[];
export type ConsignRefundStatusName = keyof typeof ConsignRefundStatus;

/** The status key of a code (for i18n `consignRefunds:status.<name>`). */
export function consignRefundStatusName(status: number): ConsignRefundStatusName {
  const found = (Object.keys(ConsignRefundStatus) as ConsignRefundStatusName[]).find(
    (k) => ConsignRefundStatus[k] === status,
  );
  if (!found) throw new RangeError(`unknown consign refund status ${status}`);
  return found;
}

const R = ConsignRefundStatus;

/**
 * Every move of a consignment refund (unsold parts going back to the shop). The buyer applies (1) for
 * quantities it holds on consignment; the seller accepts (2: the buyer ships back), asks for a change with
 * a reason (3: the buyer modifies the quantities, back to 1) or rejects with a reason (6); the buyer ships
 * with courier and delivery no (4); the seller confirms receipt (5): the parts leave the partner's
 * consignment stock and return to the shop's stock.
 */
export const CONSIGN_REFUND_MOVES = {
  accept: { by: "seller", from: [R.waitingProcessing], to: R.waitingDelivery },
  askModify: { by: "seller", from: [R.waitingProcessing], to: R.waitingModified },
  reject: { by: "seller", from: [R.waitingProcessing], to: R.closed },
  modify: { by: "buyer", from: [R.waitingModified], to: R.waitingProcessing },
  cancel: { by: "buyer", from: [R.waitingProcessing, R.waitingDelivery, R.waitingModified], to: R.closed },
  ship: { by: "buyer", from: [R.waitingDelivery], to: R.onDelivery },
  confirmReceipt: { by: "seller", from: [R.onDelivery], to: R.done },
  /** A change the buyer does not make in time closes the refund (CONSIGN_TIMER_DEFAULTS). */
  expire: { by: "system", from: [R.waitingModified, R.waitingDelivery], to: R.closed },
} as const satisfies Record<
  string,
  { by: ConsignActor; from: readonly ConsignRefundStatusValue[]; to: ConsignRefundStatusValue }
>;
export type ConsignRefundMove = keyof typeof CONSIGN_REFUND_MOVES;
export const CONSIGN_REFUND_MOVE_NAMES = Object.keys(CONSIGN_REFUND_MOVES) as ConsignRefundMove[];

/** True when `by` may make `move` from `status`. */
export function canMoveConsignRefund(move: ConsignRefundMove, status: number, by: ConsignActor): boolean {
  const rule = CONSIGN_REFUND_MOVES[move];
  return rule.by === by && (rule.from as readonly number[]).includes(status);
}

/** The refund moves `by` may make from `status`. */
export function consignRefundMovesFor(status: number, by: ConsignActor): ConsignRefundMove[] {
  return CONSIGN_REFUND_MOVE_NAMES.filter((m) => canMoveConsignRefund(m, status, by));
}

/** Timers in days (README config rows CONSIGN_*): answer a request or offer, receive, modify or ship a refund. */
export const CONSIGN_TIMER_DEFAULTS = {
  answerDays: 7,
  autoReceiveDays: 7,
  refundAnswerDays: 7,
} as const;
export type ConsignTimers = { [K in keyof typeof CONSIGN_TIMER_DEFAULTS]: number };

/** Limits (spec §5 "Consign needs at least 1 item"). */
export const MIN_CONSIGN_ITEMS = 1;
export const MAX_CONSIGN_ITEMS = 50;
export const MAX_CONSIGN_QUANTITY = 100_000;
export const MAX_EDT_DAYS = 90;
export const MIN_CONSIGN_REASON = 10;
export const MAX_CONSIGN_REASON = 500;

/** A consignment line's amount: offered quantity x unit price (rupiah). */
export function consignLineTotal(line: { qtyOffer: number; unitPrice: number }): number {
  return line.qtyOffer * line.unitPrice;
}

/** The consignment's total price (spec §3 "total price"): the sum of its lines' amounts. */
export function consignTotal(lines: readonly { qtyOffer: number; unitPrice: number }[]): number {
  return lines.reduce((sum, l) => sum + consignLineTotal(l), 0);
}

/** Total EDT in days: initial plus every additional extension (spec §3 "EDT (initial and additional)"). */
export function consignEdtTotal(c: { edtInitialDays: number; edtAdditionalDays: number }): number {
  return c.edtInitialDays + c.edtAdditionalDays;
}

/**
 * One partner's consignment stock of one product: placed (shipped and received or on the way), sold
 * (reported by the partner), returned (refunds done); on hand = placed - sold - returned. Sell-through is
 * sold / placed in tenths of a percent (0 when nothing was placed).
 */
export function sellThrough(placed: number, sold: number): number {
  return placed === 0 ? 0 : Math.floor((sold * 1000) / placed);
}
