/**
 * Partnerships on the wire (spec §3 "Partnership"; §4 "Partnership"; §5 "Partnership"; §1 term and agreement
 * with addendum): the zod schemas of every partnership request, shared by the portal's forms and the API
 * (seller, buyer and platform routes), and the shapes the API answers. Suspend, block and the term changes
 * are request tickets (src/resources/requests/schema.ts). Money integer rupiah; tempo in workdays; dates WIB.
 */
import { z } from "zod";
import { SettlementPeriod } from "../../domain/bill";
import {
  MAX_ADDENDUM_TEXT,
  MAX_ADDENDUM_TITLE,
  MIN_ADDENDUM_TEXT,
  PARTNERSHIP_TAB_KEYS,
  type AgreementType,
  type LimitSource,
  type PartnershipMove,
  type PartnershipTab,
} from "../../domain/partnership";
import { CONDITIONS } from "../../domain/product";
import { pageRequestSchema } from "../../domain/page-request";
import {
  REASON_MAX,
  REASON_MIN,
  TEMPO_MAX,
  TEMPO_MIN,
  type PartnershipStatus,
  type RequestKind,
  type RequestOperation,
} from "../../domain/request";
import { boundedArray } from "../../domain/schema/array";
import { daySchema } from "../../domain/schema/day-range";
import { keyword, text as plainText } from "../../domain/schema/text";
import { textField } from "../../domain/schema/text-field";
import { MAX_KEYWORD } from "../../domain/wire";
import { MAX_CREDIT_LIMIT } from "../requests/schema";
import type { CompanyCategory } from "../../domain/customer";

const id = () => z.number({ error: "validation:required" }).int("validation:integer").positive("validation:invalid");
const reason = () =>
  plainText({ multiline: true }).trim().min(REASON_MIN, "validation:minLength").max(REASON_MAX, "validation:maxLength");
const tempo = () =>
  z
    .number({ error: "validation:required" })
    .int("validation:integer")
    .min(TEMPO_MIN, "validation:min")
    .max(TEMPO_MAX, "validation:max");
const conditions = () =>
  boundedArray(
    z.union(
      CONDITIONS.map((c) => z.literal(c)),
      { error: "validation:oneOf" },
    ),
    CONDITIONS.length,
    { error: "validation:required" },
  );
const settlementPeriod = () =>
  z.literal([SettlementPeriod.monthly, SettlementPeriod.bimonthly], { error: "validation:oneOf" });

/** Body naming one partnership: `{ id }`. */
export const partnershipIdSchema = z.object({ id: id() });

/** Filters of /api/partnership/ina/page and counts. */
export const partnershipPageFiltersSchema = z.object({
  tab: z
    .enum(PARTNERSHIP_TAB_KEYS as [PartnershipTab, ...PartnershipTab[]], { error: "validation:oneOf" })
    .default("all"),
  /** Buyer user name, name, e-mail or company name. */
  keyword: keyword(MAX_KEYWORD),
});
export const partnershipPageSchema = pageRequestSchema.extend(partnershipPageFiltersSchema.shape);
export type PartnershipPageFilters = z.input<typeof partnershipPageFiltersSchema>;
/** POST /api/partnership/ina/counts: how many partnerships each tab holds (the keyword applies). */
export type PartnershipTabCounts = Record<PartnershipTab, number>;

/** One row of the partnership list (spec §3 "Partnership"). */
export interface PartnershipRow {
  id: number;
  customerId: number | null;
  buyerUserId: number;
  buyerUserName: string;
  buyerName: string;
  email: string;
  /** The customer's address, one line (province, city, detail), or null. */
  address: string | null;
  /** Spec §3 "type": the buyer's company category. */
  type: CompanyCategory;
  agreementType: AgreementType;
  settlementPeriod: number;
  settlementDate: string | null;
  creditLimit: number;
  maxCreditLimit: number;
  creditUsed: number;
  creditAvailable: number;
  tempoWorkdays: number;
  tempoApplied: boolean;
  partConditions: number[];
  status: PartnershipStatus;
  /** Kinds of request tickets pending (status 0 or 1): their forms are refused until decided. */
  pendingRequests: RequestKind[];
  createTime: string;
}

export interface LimitHistoryRow {
  previousLimit: number;
  newLimit: number;
  source: LimitSource;
  reference: string | null;
  changedByName: string | null;
  changeTime: string;
}

export interface PartnershipEventRow {
  move: string;
  fromStatus: PartnershipStatus | null;
  toStatus: PartnershipStatus;
  actorName: string | null;
  reason: string | null;
  time: string;
}

export interface AddendumRow {
  id: number;
  addendumNo: string;
  partnershipId: number;
  title: string;
  body: string;
  changes: { tempoWorkdays?: number; partConditions?: number[]; settlementPeriod?: number };
  effectiveDate: string;
  status: number;
  createTime: string;
  decideTime: string | null;
  appliedTime: string | null;
}

/** POST /api/partnership/ina/detail. */
export interface PartnershipDetail extends PartnershipRow {
  clause: string;
  limitHistory: LimitHistoryRow[];
  events: PartnershipEventRow[];
  addenda: AddendumRow[];
  /** Seller moves of src/domain/partnership.ts allowed now. */
  moves: PartnershipMove[];
  /** Request operations the seller may ask for now (suspend/unsuspend, block/unblock), by status and pending tickets. */
  operations: RequestOperation[];
}

/**
 * POST /api/partnership/ina/request (spec §4 action request): the seller proposes terms to a customer
 * (a new partnership, or a rejected one again): -> waitingBuyer. Credit limit at most the platform's max
 * for the shop (src/domain/partnership.ts creditLimitError; 400 partnerships:rules.limitAboveMax).
 */
export const partnershipRequestSchema = z.object({
  customerId: id(),
  creditLimit: z
    .number({ error: "validation:required" })
    .int("validation:integer")
    .min(0, "validation:min")
    .max(MAX_CREDIT_LIMIT, "validation:max"),
  partConditions: conditions(),
  settlementPeriod: settlementPeriod(),
  settlementDate: daySchema,
  clause: plainText({ multiline: true }).trim().max(2000, "validation:maxLength").default(""),
});
export type PartnershipRequest = z.input<typeof partnershipRequestSchema>;

/** POST /api/partnership/ina/accept `{ id }`; /reject `{ id, reason }` (spec §5 "Reason cannot be empty"). */
export const partnershipRejectSchema = z.object({ id: id(), reason: reason() });

/**
 * POST /api/partnership/ina/addendum/create (spec §1): `{ partnershipId, title, body, effectiveDate (today or
 * later), changes }`; tempo only when the buyer applied for the service (spec §5).
 */
export const addendumCreateSchema = z.object({
  partnershipId: id(),
  title: textField({ max: MAX_ADDENDUM_TITLE }),
  body: plainText({ multiline: true })
    .trim()
    .min(MIN_ADDENDUM_TEXT, "validation:minLength")
    .max(MAX_ADDENDUM_TEXT, "validation:maxLength"),
  effectiveDate: daySchema,
  changes: z
    .object({
      tempoWorkdays: tempo().optional(),
      partConditions: conditions().optional(),
      settlementPeriod: settlementPeriod().optional(),
    })
    .default({}),
});
export type AddendumCreate = z.input<typeof addendumCreateSchema>;
/** POST /api/partnership/ina/addendum/withdraw: `{ id }` (an addendum still waiting for the buyer). */
export const addendumIdSchema = z.object({ id: id() });

// ---------------------------------------------------------------- buyer and platform

/** POST /api/buyer/partnership/request: the buyer applies to a shop. */
export const buyerPartnershipRequestSchema = z.object({ shopId: id(), reason: reason() });
/** POST /api/buyer/partnership/accept | reject | applyTempo | confirmAgreement: `{ id }` (+ reason for reject). */
export const buyerPartnershipIdSchema = z.object({ id: id() });
export const buyerPartnershipRejectSchema = z.object({ id: id(), reason: reason() });
/** POST /api/buyer/partnership/addendum/accept | reject: `{ id }`. */
export const buyerAddendumSchema = z.object({ id: id() });
/**
 * POST /api/platform/partnership/accept `{ id, maxCreditLimit }` (the platform sets the max the seller may
 * grant) | reject `{ id, reason }`.
 */
export const platformPartnershipAcceptSchema = z.object({
  id: id(),
  maxCreditLimit: z
    .number({ error: "validation:required" })
    .int("validation:integer")
    .min(0, "validation:min")
    .max(MAX_CREDIT_LIMIT, "validation:max"),
});
export const platformPartnershipRejectSchema = z.object({ id: id(), reason: reason() });
