/**
 * Delivery-fee recaps (spec §2 /order RecapDeliveryFee, §4 "Bills and recaps", §5 'Please Fill Value and
 * Reason'): the status codes and ONE table of allowed moves (docs/architecture.md §13). The API applies it
 * and the portal reads it to show only valid buttons; a move outside the table answers 409
 * `recaps:errors.invalidTransition` and changes nothing.
 *
 * Our reading of §4 (README "Delivery-fee recaps"): a recap per shop, buyer and month lists the delivery fees
 * of that month's shipped delivery orders, one line per logistic number. The system builds it (generating)
 * and hands it to the seller (unconfirmed). The seller confirms every line (to be processed) or disputes
 * lines with the value it says is right and a reason (waiting confirmations). The buyer accepts the disputed
 * values (accepted; the difference is written on the orders' deliveryFeeAdjustment) or rejects them (buyer
 * rejected: the seller disputes again or confirms the charged fees); a buyer silent past the deadline
 * accepts. The platform processes a settled recap (waiting payment), records the buyer's payment of the
 * difference (to be paid), and the payout sweep pays the difference to the seller (already paid).
 */

/** Recap status, codes in the spec's order (§4 "Delivery fee recap"). */
export const RecapStatus = {
  generating: 1,
  toBePaid: 2,
  alreadyPaid: 3,
  unconfirmed: 4,
  toBeProcessed: 5,
  waitingConfirmations: 6,
  waitingPayment: 7,
  buyerRejected: 8,
  accepted: 9,
} as const;
export type RecapStatusValue = (typeof RecapStatus)[keyof typeof RecapStatus];
export const RECAP_STATUSES = Object.values(RecapStatus) as readonly RecapStatusValue[];
export type RecapStatusName = keyof typeof RecapStatus;

/** The status's name (i18n `recaps:status.<name>`); throws RangeError on an unknown code. */
export function recapStatusName(status: number): RecapStatusName {
  const found = (Object.keys(RecapStatus) as RecapStatusName[]).find((k) => RecapStatus[k] === status);
  if (!found) throw new RangeError(`unknown recap status ${status}`);
  return found;
}

/**
 * A recap line's status: 0 charged (the fee as charged, not disputed), 1 disputed (waiting for the buyer),
 * 2 accepted (the disputed value holds), 3 rejected (the buyer refused the disputed value).
 */
export const RecapLineStatus = { charged: 0, disputed: 1, accepted: 2, rejected: 3 } as const;
export type RecapLineStatusValue = (typeof RecapLineStatus)[keyof typeof RecapLineStatus];
export type RecapLineStatusName = keyof typeof RecapLineStatus;
export function recapLineStatusName(status: number): RecapLineStatusName {
  const found = (Object.keys(RecapLineStatus) as RecapLineStatusName[]).find((k) => RecapLineStatus[k] === status);
  if (!found) throw new RangeError(`unknown recap line status ${status}`);
  return found;
}

/** Who makes a move: the shop's seller, the buyer, the platform, or a sweep. */
export type RecapActor = "seller" | "buyer" | "platform" | "system";

export interface RecapMoveRule {
  by: RecapActor;
  from: readonly RecapStatusValue[];
  to: RecapStatusValue;
}

const {
  generating,
  toBePaid,
  alreadyPaid,
  unconfirmed,
  toBeProcessed,
  waitingConfirmations,
  waitingPayment,
  buyerRejected,
  accepted,
} = RecapStatus;

export const RECAP_MOVES = {
  /** The build sweep finished the recap's lines: the seller checks it. */
  finishGenerating: { by: "system", from: [generating], to: unconfirmed },
  /** Seller agrees with every charged fee (after a rejection: gives up its disputes). */
  confirm: { by: "seller", from: [unconfirmed, buyerRejected], to: toBeProcessed },
  /** Seller disputes lines, each with a value and a reason (spec §5 'Please Fill Value and Reason'). */
  dispute: { by: "seller", from: [unconfirmed, buyerRejected], to: waitingConfirmations },
  /** Buyer accepts the disputed values: they are written on the orders in the same transaction. */
  accept: { by: "buyer", from: [waitingConfirmations], to: accepted },
  /** Buyer refuses the disputed values. */
  reject: { by: "buyer", from: [waitingConfirmations], to: buyerRejected },
  /** A buyer silent past the deadline accepts (RECAP_BUYER_RESPONSE_DAYS). */
  autoAccept: { by: "system", from: [waitingConfirmations], to: accepted },
  /** The platform takes a settled recap into payment. */
  process: { by: "platform", from: [toBeProcessed, accepted], to: waitingPayment },
  /** The platform received the buyer's payment of the difference: the seller is paid with the next payout. */
  pay: { by: "platform", from: [waitingPayment], to: toBePaid },
  /** The payout sweep paid the difference to the seller (or there was none to pay). */
  settle: { by: "system", from: [toBePaid], to: alreadyPaid },
} as const satisfies Record<string, RecapMoveRule>;

export type RecapMove = keyof typeof RECAP_MOVES;
export const RECAP_MOVE_NAMES = Object.keys(RECAP_MOVES) as RecapMove[];

/** True when `move` is allowed from `status`. */
export function canMoveRecap(move: RecapMove, status: number): boolean {
  return (RECAP_MOVES[move].from as readonly number[]).includes(status);
}

/** The status after `move`, or null when the table refuses it. */
export function applyRecapMove(move: RecapMove, status: number): RecapStatusValue | null {
  return canMoveRecap(move, status) ? RECAP_MOVES[move].to : null;
}

/** Moves `actor` may make from `status` now (the portal's buttons; the API re-checks under a row lock). */
export function recapMovesFor(actor: RecapActor, status: number): RecapMove[] {
  return RECAP_MOVE_NAMES.filter((m) => RECAP_MOVES[m].by === actor && canMoveRecap(m, status));
}

/** Tabs of the seller's list (labels `recaps:tabs.<key>`; the URL holds the key); `all` has every status. */
export const RECAP_TABS = {
  all: [] as readonly RecapStatusValue[],
  unconfirmed: [unconfirmed, buyerRejected],
  waitingConfirmations: [waitingConfirmations],
  toBeProcessed: [toBeProcessed, accepted],
  waitingPayment: [waitingPayment, toBePaid],
  alreadyPaid: [alreadyPaid],
  generating: [generating],
} as const satisfies Record<string, readonly RecapStatusValue[]>;
export type RecapTab = keyof typeof RECAP_TABS;
export const RECAP_TAB_KEYS = Object.keys(RECAP_TABS) as RecapTab[];

/** Days a buyer has to answer disputed lines before they are accepted for it (README choices). */
export const RECAP_BUYER_RESPONSE_DAYS_DEFAULT = 7;
/** Lines one recap may hold and one modify call may name. */
export const MAX_RECAP_LINES = 500;
export const MIN_DISPUTE_REASON = 5;
export const MAX_DISPUTE_REASON = 200;

/**
 * Spreads `adjustment` rupiah (signed) over orders in proportion to their `weights` (their delivery fees;
 * all zero: equally), so the parts are integers summing exactly to `adjustment`: each part is rounded toward
 * zero and the remainder goes, one rupiah each, to the largest fractional parts (ties: first order first).
 * Throws RangeError on an empty list or a negative weight.
 */
export function spreadAdjustment(adjustment: number, weights: readonly number[]): number[] {
  if (weights.length === 0) throw new RangeError("no orders to spread over");
  if (weights.some((w) => w < 0 || !Number.isInteger(w))) throw new RangeError("weight");
  const sum = weights.reduce((a, b) => a + b, 0);
  const w = sum === 0 ? weights.map(() => 1) : weights;
  const total = sum === 0 ? weights.length : sum;
  const sign = adjustment < 0 ? -1n : 1n;
  const abs = BigInt(Math.abs(adjustment));
  const big = BigInt(total);
  const parts = w.map((x) => (abs * BigInt(x)) / big);
  const rems = w.map((x, i) => ({ i, r: (abs * BigInt(x)) % big }));
  let left = abs - parts.reduce((a, b) => a + b, 0n);
  rems.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of rems) {
    if (left === 0n) break;
    parts[i] += 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p * sign));
}
