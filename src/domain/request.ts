/**
 * Request tickets (spec §2 "/store" request forms, §3 "Request ticket", §4 "Partnership" and "Other",
 * §5 "Partnership"): a seller asks the platform to change its partnership with one buyer. Pure: the API,
 * the seed and the portal import it.
 *
 * Kinds and what each carries:
 * - suspend:       operation suspend (active -> inactive) | unsuspend (inactive -> active)
 * - block:         operation block (active|inactive -> blacklist) | unblock (blacklist -> active)
 * - partCondition: current -> requested part conditions (product conditions 1..3)
 * - creditLimit:   base -> requested limit (<= max credit limit); the platform sets the confirmed limit
 * - clause:        base -> requested agreement clause text
 * - tempo:         base -> requested payment tempo in workdays (1..180)
 * Every kind has a reason (10..500 characters).
 */
import { formatDate } from "./datetime";

export const REQUEST_KINDS = ["suspend", "block", "partCondition", "creditLimit", "clause", "tempo"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Ticket status (spec §4 "Other": 0 new, 1 in progress, 2 done). */
export const RequestStatus = { new: 0, inProgress: 1, done: 2 } as const;
export type RequestStatusValue = (typeof RequestStatus)[keyof typeof RequestStatus];
export const REQUEST_STATUSES = [RequestStatus.new, RequestStatus.inProgress, RequestStatus.done] as const;

/** Outcome of a done ticket; null while new or in progress. */
export const REQUEST_RESULTS = ["confirmed", "rejected"] as const;
export type RequestResult = (typeof REQUEST_RESULTS)[number];

export const SUSPEND_OPERATIONS = ["suspend", "unsuspend"] as const;
export const BLOCK_OPERATIONS = ["block", "unblock"] as const;
export type RequestOperation = (typeof SUSPEND_OPERATIONS)[number] | (typeof BLOCK_OPERATIONS)[number];

/** Partnership status (spec §4 "Partnership"). */
export const PARTNERSHIP_STATUSES = [
  "active",
  "inactive",
  "blacklist",
  "waitingBuyer",
  "waitingSupplier",
  "waitingPlatform",
] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];

export const REASON_MIN = 10;
export const REASON_MAX = 500;
export const TEMPO_MIN = 1;
export const TEMPO_MAX = 180;
export const CLAUSE_MIN = 10;
export const CLAUSE_MAX = 2000;
/** Platform note on confirm / reject. */
export const NOTE_MAX = 500;

/** The partnership status an operation starts from, and the one it leads to once confirmed. */
export const OPERATION_MOVES: Record<RequestOperation, { from: readonly PartnershipStatus[]; to: PartnershipStatus }> =
  {
    suspend: { from: ["active"], to: "inactive" },
    unsuspend: { from: ["inactive"], to: "active" },
    block: { from: ["active", "inactive"], to: "blacklist" },
    unblock: { from: ["blacklist"], to: "active" },
  };

/** True when `operation` may be asked for (and applied) on a partnership in `status`. */
export function operationAllowed(operation: RequestOperation, status: PartnershipStatus): boolean {
  return OPERATION_MOVES[operation].from.includes(status);
}

/** Partnership statuses in which the terms (limit, tempo, conditions, clause) may be changed. */
export const TERMS_CHANGE_STATUSES: readonly PartnershipStatus[] = ["active", "inactive"];

/** Platform moves of a ticket: process 0 -> 1; confirm / reject 0|1 -> 2. */
export const REQUEST_MOVES = {
  process: { from: [RequestStatus.new], to: RequestStatus.inProgress },
  confirm: { from: [RequestStatus.new, RequestStatus.inProgress], to: RequestStatus.done },
  reject: { from: [RequestStatus.new, RequestStatus.inProgress], to: RequestStatus.done },
} as const;

/** True while a ticket blocks another of the same kind for the same buyer (status 0 or 1). */
export function isPending(status: number): boolean {
  return status === RequestStatus.new || status === RequestStatus.inProgress;
}

/** Prefix of the day's ticket numbers, `REQ-yyyyMMdd-`, by the WIB date of `at`. */
export function requestNumberPrefix(at: Date): string {
  return `REQ-${formatDate(at).replace(/-/g, "")}-`;
}

/** Ticket number `REQ-yyyyMMdd-nnnn` (WIB date; `sequence` 1-based, per shop and day; 4+ digits). */
export function requestNumber(at: Date, sequence: number): string {
  return `${requestNumberPrefix(at)}${String(sequence).padStart(4, "0")}`;
}

/** The authority a kind's form and create call need, e.g. `requests.creditLimit`. */
export function requestAuthority<K extends RequestKind>(kind: K): `requests.${K}` {
  return `requests.${kind}`;
}
