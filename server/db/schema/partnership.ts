/**
 * Partnerships and request tickets (spec §3 "Partnership", "Request ticket"; §4 "Partnership").
 * The customers issue extends `partnerships` (agreement type, settlement, discounts, limit history); the
 * request forms of /store (spec §2 /store) read and, once the platform confirms, change it.
 * Money columns are integer rupiah.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { AgreementType, LimitSource } from "../../../src/domain/partnership";
import type { PartnershipStatus, RequestKind, RequestOperation, RequestResult } from "../../../src/domain/request";
import { users } from "./auth";
import { shops } from "./shop";

/** One seller shop's partnership with one buyer. */
export const partnerships = pgTable(
  "partnerships",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    /** src/domain/request.ts PARTNERSHIP_STATUSES */
    status: text("status").$type<PartnershipStatus>().notNull().default("active"),
    creditLimit: integer("credit_limit").notNull().default(0),
    maxCreditLimit: integer("max_credit_limit").notNull().default(0),
    /** Term of payment in workdays. */
    tempoWorkdays: integer("tempo_workdays").notNull().default(30),
    /** Product conditions the buyer may order (1 original, 2 replacement brand, 3 reconditioned). */
    partConditions: integer("part_conditions")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Agreement clause text. */
    clause: text("clause").notNull().default(""),
    /** src/domain/partnership.ts AGREEMENT_TYPES: has the buyer accepted the agreement and addenda in force. */
    agreementType: text("agreement_type").$type<AgreementType>().notNull().default("confirmed"),
    /** src/domain/bill.ts SettlementPeriod (spec §3 "settlement type"): 1 every month, 2 every two months. */
    settlementPeriod: integer("settlement_period").notNull().default(1),
    /** Spec §3 "settlement date", §5 "Settlement date required": WIB date from which bills are settled. */
    settlementDate: date("settlement_date", { mode: "string" }),
    /** Spec §5: the term of payment is settable only after the buyer applied for the service. */
    tempoApplied: boolean("tempo_applied").notNull().default(false),
    /** Who asked for the partnership (seller | buyer); null for partnerships made by the platform. */
    requestedBy: text("requested_by"),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("partnerships_shop_buyer_uq").on(t.shopId, t.buyerUserId),
    index("partnerships_buyer_idx").on(t.buyerUserId),
  ],
);

/**
 * A seller's request to change a partnership, decided by the platform. Status 0 new, 1 in progress,
 * 2 done (result confirmed | rejected). At most one pending (0 or 1) ticket per partnership and kind:
 * a partial unique index holds the rule even under concurrent calls.
 */
export const requestTickets = pgTable(
  "request_tickets",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    /** `REQ-yyyyMMdd-nnnn`, WIB date, sequence per shop and day. */
    number: text("number").notNull(),
    kind: text("kind").$type<RequestKind>().notNull(),
    partnershipId: integer("partnership_id")
      .notNull()
      .references(() => partnerships.id),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    /** The seller user who asked (owner for "only own activities" positions). */
    ownerUserId: integer("owner_user_id")
      .notNull()
      .references(() => users.id),
    status: integer("status").notNull().default(0),
    result: text("result").$type<RequestResult>(),
    reason: text("reason").notNull(),
    /** The platform's note on confirm / reject. */
    note: text("note").notNull().default(""),
    /** suspend | unsuspend (kind suspend), block | unblock (kind block). */
    operation: text("operation").$type<RequestOperation>(),
    baseLimit: integer("base_limit"),
    requestedLimit: integer("requested_limit"),
    confirmedLimit: integer("confirmed_limit"),
    /** Max credit limit of the partnership when asked. */
    maxCreditLimit: integer("max_credit_limit"),
    baseTempo: integer("base_tempo"),
    requestedTempo: integer("requested_tempo"),
    currentConditions: integer("current_conditions").array(),
    requestedConditions: integer("requested_conditions").array(),
    baseClause: text("base_clause"),
    requestedClause: text("requested_clause"),
    requestTime: timestamp("request_time", { withTimezone: true, mode: "date" }).notNull(),
    processTime: timestamp("process_time", { withTimezone: true, mode: "date" }),
    confirmTime: timestamp("confirm_time", { withTimezone: true, mode: "date" }),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("request_tickets_shop_number_uq").on(t.shopId, t.number),
    uniqueIndex("request_tickets_pending_uq")
      .on(t.partnershipId, t.kind)
      .where(sql`${t.status} < 2`),
    index("request_tickets_shop_time_idx").on(t.shopId, t.requestTime.desc()),
    index("request_tickets_status_idx").on(t.status),
  ],
);

/** Credit limit history (spec §3 "credit limit history"): every change of a partnership's limit. */
export const partnershipLimitHistory = pgTable(
  "partnership_limit_history",
  {
    id: serial("id").primaryKey(),
    partnershipId: integer("partnership_id")
      .notNull()
      .references(() => partnerships.id),
    previousLimit: integer("previous_limit").notNull(),
    newLimit: integer("new_limit").notNull(),
    /** src/domain/partnership.ts LIMIT_SOURCES */
    source: text("source").$type<LimitSource>().notNull(),
    /** The request ticket number or addendum no behind the change. */
    reference: text("reference"),
    changedBy: integer("changed_by").references(() => users.id),
    changeTime: timestamp("change_time", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("partnership_limit_history_idx").on(t.partnershipId, t.changeTime.desc())],
);

/** Moves of a partnership's status (src/domain/partnership.ts PARTNERSHIP_MOVES and confirmed tickets). */
export const partnershipEvents = pgTable(
  "partnership_events",
  {
    id: serial("id").primaryKey(),
    partnershipId: integer("partnership_id")
      .notNull()
      .references(() => partnerships.id),
    /** A move of PARTNERSHIP_MOVES, or `ticket:<kind>` for a confirmed request ticket. */
    move: text("move").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actorUserId: integer("actor_user_id").references(() => users.id),
    reason: text("reason"),
    time: timestamp("time", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("partnership_events_idx").on(t.partnershipId, t.time)],
);

/** Terms an addendum changes from its effective date (none of them: text only). */
export interface AddendumChanges {
  tempoWorkdays?: number;
  partConditions?: number[];
  settlementPeriod?: number;
}

/** Addenda to a partnership's agreement (spec §1 "term and agreement management with addendum"). */
export const partnershipAddenda = pgTable(
  "partnership_addenda",
  {
    id: serial("id").primaryKey(),
    /** src/domain/partnership.ts addendumNo */
    addendumNo: text("addendum_no").notNull().unique(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    partnershipId: integer("partnership_id")
      .notNull()
      .references(() => partnerships.id),
    title: text("title").notNull(),
    body: text("body").notNull(),
    changes: jsonb("changes").$type<AddendumChanges>().notNull(),
    /** WIB date `yyyy-MM-dd` the changes take effect. */
    effectiveDate: date("effective_date", { mode: "string" }).notNull(),
    /** src/domain/partnership.ts AddendumStatus */
    status: integer("status").notNull(),
    createdBy: integer("created_by").references(() => users.id),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull(),
    decideTime: timestamp("decide_time", { withTimezone: true, mode: "date" }),
    appliedTime: timestamp("applied_time", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("partnership_addenda_partnership_idx").on(t.partnershipId, t.createTime.desc()),
    index("partnership_addenda_due_idx").on(t.status, t.effectiveDate),
  ],
);
