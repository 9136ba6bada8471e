/**
 * Request tickets: the zod schemas of spec §3 "Request ticket" with the rules of §5 "Partnership"
 * (new credit limit <= max credit limit, reason not empty, mandatory fields required), shared by the
 * request forms and the API. Messages are i18n keys. Money is integer rupiah; tempo in workdays.
 */
import { z } from "zod";
import { CONDITIONS } from "../../domain/product";
import {
  BLOCK_OPERATIONS,
  CLAUSE_MAX,
  CLAUSE_MIN,
  NOTE_MAX,
  REASON_MAX,
  REASON_MIN,
  REQUEST_KINDS,
  SUSPEND_OPERATIONS,
  TEMPO_MAX,
  TEMPO_MIN,
  type PartnershipStatus,
  type RequestKind,
  type RequestOperation,
  type RequestResult,
  type RequestStatusValue,
} from "../../domain/request";
import { pageRequestSchema } from "../../domain/page-request";
import { boundedArray } from "../../domain/schema/array";
import { text as plainText } from "../../domain/schema/text";

/** Largest credit limit the API stores (rupiah; an int4 column). */
export const MAX_CREDIT_LIMIT = 2_000_000_000;

/** Free text of a ticket (reason, clause, note): several lines allowed, no other control characters. */
const text = (min: number, max: number) =>
  plainText({ multiline: true })
    .trim()
    .min(min, min <= 1 ? "validation:required" : "validation:minLength")
    .max(max, "validation:maxLength");
const intIn = (min: number, max: number) =>
  z
    .number({ error: "validation:number" })
    .int("validation:integer")
    .min(min, "validation:min")
    .max(max, "validation:max");
const id = () => z.number({ error: "validation:required" }).int("validation:integer").positive("validation:invalid");

/** Each field of the forms, for per-field rules in the portal (src/forms/zod-rule.ts). */
export const requestFields = {
  buyerUserId: id(),
  reason: text(REASON_MIN, REASON_MAX),
  suspendOperation: z.enum(SUSPEND_OPERATIONS, { error: "validation:oneOf" }),
  blockOperation: z.enum(BLOCK_OPERATIONS, { error: "validation:oneOf" }),
  requestedConditions: boundedArray(
    z.union(
      CONDITIONS.map((c) => z.literal(c)),
      { error: "validation:oneOf" },
    ),
    CONDITIONS.length,
    {
      error: "validation:required",
    },
  ).min(1, "validation:minItems"),
  requestedLimit: intIn(0, MAX_CREDIT_LIMIT),
  requestedClause: text(CLAUSE_MIN, CLAUSE_MAX),
  requestedTempo: intIn(TEMPO_MIN, TEMPO_MAX),
};

const base = { buyerUserId: requestFields.buyerUserId, reason: requestFields.reason };

/** Body of /api/request/ina/create: `kind` picks the fields (see src/domain/request.ts). */
export const requestCreateSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("suspend"), ...base, operation: requestFields.suspendOperation }),
    z.object({ kind: z.literal("block"), ...base, operation: requestFields.blockOperation }),
    z.object({ kind: z.literal("partCondition"), ...base, requestedConditions: requestFields.requestedConditions }),
    z.object({ kind: z.literal("creditLimit"), ...base, requestedLimit: requestFields.requestedLimit }),
    z.object({ kind: z.literal("clause"), ...base, requestedClause: requestFields.requestedClause }),
    z.object({ kind: z.literal("tempo"), ...base, requestedTempo: requestFields.requestedTempo }),
  ],
  { error: "validation:oneOf" },
);
export type RequestCreate = z.infer<typeof requestCreateSchema>;

const kindFilter = z.enum(REQUEST_KINDS, { error: "validation:oneOf" }).optional();
const statusFilter = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: "validation:oneOf" }).optional();

/** Body of /api/request/ina/page. */
export const requestPageSchema = pageRequestSchema.extend({
  kind: kindFilter,
  status: statusFilter,
  buyerUserId: id().optional(),
});
export type RequestPageRequest = z.infer<typeof requestPageSchema>;

/** Body of /api/request/ina/detail and of the platform's process call. */
export const requestIdSchema = z.object({ id: id() });

/** Body of /api/platform/request/page. */
export const platformRequestPageSchema = pageRequestSchema.extend({
  kind: kindFilter,
  status: statusFilter,
  shopId: id().optional(),
});

/** Body of /api/platform/request/confirm: `confirmedLimit` only for creditLimit (default: the requested one). */
export const platformConfirmSchema = z.object({
  id: id(),
  confirmedLimit: intIn(0, MAX_CREDIT_LIMIT).optional(),
  note: plainText({ multiline: true }).trim().max(NOTE_MAX, "validation:maxLength").default(""),
});

/** Body of /api/platform/request/reject: the note (why) is required. */
export const platformRejectSchema = z.object({ id: id(), note: text(1, NOTE_MAX) });

/** A request ticket as answered by page / detail (times `yyyy-MM-dd HH:mm:ss` WIB). */
export interface RequestTicket {
  id: number;
  /** `REQ-yyyyMMdd-nnnn` */
  number: string;
  kind: RequestKind;
  /** The supplier (shop). */
  shopId: number;
  storeName: string;
  buyerUserId: number;
  buyerName: string;
  requesterName: string;
  status: RequestStatusValue;
  result: RequestResult | null;
  reason: string;
  /** The platform's note ("" until decided). */
  note: string;
  operation: RequestOperation | null;
  baseLimit: number | null;
  requestedLimit: number | null;
  confirmedLimit: number | null;
  maxCreditLimit: number | null;
  baseTempo: number | null;
  requestedTempo: number | null;
  currentConditions: number[] | null;
  requestedConditions: number[] | null;
  baseClause: string | null;
  requestedClause: string | null;
  requestTime: string;
  processTime: string | null;
  confirmTime: string | null;
}

/** A partner buyer as the forms' picker shows it (answer of /api/request/ina/partners). */
export interface PartnerOption {
  buyerUserId: number;
  buyerName: string;
  email: string;
  status: PartnershipStatus;
  creditLimit: number;
  maxCreditLimit: number;
  tempoWorkdays: number;
  partConditions: number[];
  clause: string;
  /** Kinds with a ticket still new or in progress (a new one of these is refused). */
  pendingKinds: RequestKind[];
}
