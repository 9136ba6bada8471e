/**
 * Every allowed move of a bill (spec §4 "Bills and recaps"; docs/architecture.md §13), as ONE table the API
 * applies and the portal reads to show only valid buttons. A move outside the table is refused: the API
 * answers 409 `bills:errors.invalidTransition` and changes nothing.
 *
 * Life of a bill: the period sweep builds it (1 generating; creating it is not a move) -> the seller
 * submits the documents the buyer requires, or the system does at once when none are required
 * (2 waiting verification) -> the platform verifies them (3 to be paid) or sends them back (1) -> the buyer
 * pays (4 paying) -> the platform confirms the money (5 paid). A bill still to be paid after its deadline
 * is overdue (6; the buyer may still pay). The platform may hold a bill (7 on hold) and release it (3 to
 * be paid; past its deadline the overdue sweep moves it on).
 */
import { BillStatus, type BillStatusValue } from "./bill";

/** Who makes a move: the shop's seller, the buyer, the platform, or a timer sweep. */
export type BillActor = "seller" | "buyer" | "platform" | "system";

export interface BillMoveRule {
  by: BillActor;
  from: readonly BillStatusValue[];
  to: BillStatusValue;
}

const { generating, waitingVerification, toBePaid, paying, paid, overdue, onHold } = BillStatus;

export const BILL_MOVES = {
  /** Seller submits the uploaded documents (every required one must have a file). */
  submitDocuments: { by: "seller", from: [generating], to: waitingVerification },
  /** The buyer requires no document: the bill goes to verification as soon as it is built. */
  skipDocuments: { by: "system", from: [generating], to: waitingVerification },
  /** Platform accepts the bill and its documents: the buyer may pay. */
  verify: { by: "platform", from: [waitingVerification], to: toBePaid },
  /** Platform sends the documents back to the seller (a reason is recorded). */
  rejectDocuments: { by: "platform", from: [waitingVerification], to: generating },
  /** Buyer pays (also an overdue bill). */
  pay: { by: "buyer", from: [toBePaid, overdue], to: paying },
  /** Platform confirms the buyer's money: paid date set, the orders carry the bill paid time. */
  settle: { by: "platform", from: [paying], to: paid },
  /** Deadline passed unpaid (the overdue sweep). */
  expire: { by: "system", from: [toBePaid], to: overdue },
  /** Platform holds a bill (a dispute) before it is paid. */
  hold: { by: "platform", from: [waitingVerification, toBePaid, overdue], to: onHold },
  /** Platform releases a held bill: to be paid again. */
  release: { by: "platform", from: [onHold], to: toBePaid },
} as const satisfies Record<string, BillMoveRule>;

export type BillMove = keyof typeof BILL_MOVES;
export const BILL_MOVE_NAMES = Object.keys(BILL_MOVES) as BillMove[];

/** True when `move` is allowed from `status`. */
export function canMoveBill(move: BillMove, status: number): boolean {
  return (BILL_MOVES[move].from as readonly number[]).includes(status);
}

/** The status after `move`, or null when it is not allowed. */
export function applyBillMove(move: BillMove, status: number): BillStatusValue | null {
  return canMoveBill(move, status) ? BILL_MOVES[move].to : null;
}

/** Moves `actor` may make on a bill in `status` now (the portal's buttons; the API re-checks under a row lock). */
export function billMovesFor(actor: BillActor, status: number): BillMove[] {
  return BILL_MOVE_NAMES.filter((m) => BILL_MOVES[m].by === actor && canMoveBill(m, status));
}

/** Statuses in which the seller may still change the documents. */
export const DOCUMENT_EDIT_STATUSES: readonly BillStatusValue[] = [generating];
/** Final status: nothing moves it. */
export const FINAL_BILL_STATUSES: readonly BillStatusValue[] = [paid];
/** Statuses before verification: the figures follow the orders (recap adjustments, refunds) until then. */
export const OPEN_FIGURE_STATUSES: readonly BillStatusValue[] = [generating, waitingVerification];
