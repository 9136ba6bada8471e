/**
 * Partnerships (spec §2 /customer partnership, partnershipDetail, addendum; §1 "term and agreement management
 * with addendum"; §3 "Partnership"; §4 "Partnership"; §5 "Partnership"): the terms one shop grants one buyer
 * (credit limit, term of payment, part conditions, settlement), how a partnership starts, and the addenda
 * that change its terms from an effective date. Pure: the API, the seed and the portal import it.
 *
 * Statuses are the six of src/domain/request.ts PARTNERSHIP_STATUSES. Every move of the status is ONE row of
 * PARTNERSHIP_MOVES; the API refuses any other with 409 `partnerships:errors.invalidTransition`. Suspend,
 * unsuspend, block and unblock of a running partnership, and changes of limit, tempo, part conditions and
 * clause, are request tickets the platform verifies (src/domain/request.ts), not moves of this table: their
 * effects are applied by the platform's confirm.
 */
import type { PartnershipStatus } from "./request";

export type PartnershipActor = "seller" | "buyer" | "platform";

export interface PartnershipMoveRule {
  by: PartnershipActor;
  from: readonly PartnershipStatus[];
  to: PartnershipStatus;
}

/**
 * How a partnership starts and ends outside the request tickets (spec §4 actions accept, reject, request):
 * - the seller proposes to a customer (request) -> waitingBuyer; the buyer accepts -> waitingPlatform, or
 *   rejects -> inactive;
 * - the buyer applies (request) -> waitingSupplier; the seller accepts -> waitingPlatform, or rejects ->
 *   inactive;
 * - the platform verifies (accept) -> active, or rejects -> inactive.
 * An inactive partnership that never ran (agreement unconfirmed) may be requested again by either side.
 */
export const PARTNERSHIP_MOVES = {
  sellerRequest: { by: "seller", from: ["inactive"], to: "waitingBuyer" },
  buyerRequest: { by: "buyer", from: ["inactive"], to: "waitingSupplier" },
  sellerAccept: { by: "seller", from: ["waitingSupplier"], to: "waitingPlatform" },
  sellerReject: { by: "seller", from: ["waitingSupplier"], to: "inactive" },
  buyerAccept: { by: "buyer", from: ["waitingBuyer"], to: "waitingPlatform" },
  buyerReject: { by: "buyer", from: ["waitingBuyer"], to: "inactive" },
  platformAccept: { by: "platform", from: ["waitingPlatform"], to: "active" },
  platformReject: { by: "platform", from: ["waitingPlatform"], to: "inactive" },
} as const satisfies Record<string, PartnershipMoveRule>;

export type PartnershipMove = keyof typeof PARTNERSHIP_MOVES;
export const PARTNERSHIP_MOVE_NAMES = Object.keys(PARTNERSHIP_MOVES) as PartnershipMove[];

/** True when `move` may be made by `by` from `status`. */
export function canMovePartnership(move: PartnershipMove, status: PartnershipStatus, by: PartnershipActor): boolean {
  const rule: PartnershipMoveRule = PARTNERSHIP_MOVES[move];
  return rule.by === by && rule.from.includes(status);
}

/** The moves `by` may make from `status` (the portal shows only these buttons). */
export function partnershipMovesFor(status: PartnershipStatus, by: PartnershipActor): PartnershipMove[] {
  return PARTNERSHIP_MOVE_NAMES.filter((m) => canMovePartnership(m, status, by));
}

/**
 * Agreement type (spec §3 "agreement type (confirmed or unconfirmed)"): whether the buyer has accepted the
 * agreement and every addendum in force. The partnership list's "unconfirmed" tab lists the unconfirmed.
 */
export const AGREEMENT_TYPES = ["confirmed", "unconfirmed"] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

/** Partnership list tabs (spec §2 "Partnership: list, unconfirmed list, detail"). */
export const PARTNERSHIP_TABS = {
  all: null,
  active: ["active"],
  inactive: ["inactive"],
  blacklist: ["blacklist"],
  waiting: ["waitingBuyer", "waitingSupplier", "waitingPlatform"],
  unconfirmed: null,
} as const satisfies Record<string, readonly PartnershipStatus[] | null>;
export type PartnershipTab = keyof typeof PARTNERSHIP_TABS;
export const PARTNERSHIP_TAB_KEYS = Object.keys(PARTNERSHIP_TABS) as PartnershipTab[];

/**
 * Term of payment (spec §5 "Term of payment cannot be set before the buyer applied for the service"): a
 * partnership's tempo in workdays is only settable once `tempoApplied` is true (the buyer applied through
 * `/api/buyer/partnership/applyTempo`).
 */
export function tempoSettable(p: { tempoApplied: boolean }): boolean {
  return p.tempoApplied;
}

/** Why a credit limit change is refused (spec §5 "New credit limit cannot exceed max credit limit"). */
export function creditLimitError(requested: number, maxCreditLimit: number): "aboveMax" | "negative" | null {
  if (requested < 0) return "negative";
  if (requested > maxCreditLimit) return "aboveMax";
  return null;
}

/** Where a credit-limit history row came from. */
export const LIMIT_SOURCES = ["initial", "request", "addendum", "platform"] as const;
export type LimitSource = (typeof LIMIT_SOURCES)[number];

/**
 * An addendum (spec §1): an amendment to a partnership's agreement, with a title, text and an effective
 * date, optionally changing the tempo, part conditions or settlement period from that date. Drafted by the
 * seller, accepted by the buyer, applied by a sweep on its effective date (idempotent: applied once).
 * The credit limit is not changed by addendum: it goes through the platform's verification (request ticket).
 */
export const AddendumStatus = { waitingBuyer: 1, accepted: 2, rejected: 3, applied: 4, withdrawn: 5 } as const;
export type AddendumStatusValue = (typeof AddendumStatus)[keyof typeof AddendumStatus];
export const ADDENDUM_STATUSES = Object.values(AddendumStatus) as readonly AddendumStatusValue[];

export const ADDENDUM_MOVES = {
  withdraw: { by: "seller", from: [AddendumStatus.waitingBuyer], to: AddendumStatus.withdrawn },
  accept: { by: "buyer", from: [AddendumStatus.waitingBuyer], to: AddendumStatus.accepted },
  reject: { by: "buyer", from: [AddendumStatus.waitingBuyer], to: AddendumStatus.rejected },
  apply: { by: "system", from: [AddendumStatus.accepted], to: AddendumStatus.applied },
} as const satisfies Record<
  string,
  { by: PartnershipActor | "system"; from: readonly AddendumStatusValue[]; to: AddendumStatusValue }
>;
export type AddendumMove = keyof typeof ADDENDUM_MOVES;

export const MAX_ADDENDUM_TITLE = 100;
export const MIN_ADDENDUM_TEXT = 10;
export const MAX_ADDENDUM_TEXT = 5000;
/** Addendum numbers `ADD-<partnershipId>-<n>`, n per partnership from 1. */
export function addendumNo(partnershipId: number, n: number): string {
  return `ADD-${partnershipId}-${n}`;
}

/**
 * The settlement date (spec §3 "settlement type and date", §5 "Settlement date required"): the WIB date
 * `yyyy-MM-dd` from which the partnership's bills are settled; periods ending before it are not billed.
 * The settlement type is the period of src/domain/bill.ts SettlementPeriod (every month or every two months).
 */
export const SETTLEMENT_DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
