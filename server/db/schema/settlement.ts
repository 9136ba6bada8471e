/**
 * Delivery-fee recaps and payouts (spec §3 "Payment history", §4 "Bills and recaps", §9 transfer fee). Money
 * columns are integer rupiah. Recap statuses and moves: src/domain/recap-transitions.ts; payout arithmetic:
 * src/domain/settlement.ts. Built and paid by the sweeps of server/jobs/settlement.ts.
 */
import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { deliveryOrders, orders } from "./order";
import { refunds } from "./refund";
import { shops } from "./shop";

const time = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A delivery-fee recap: one per shop, buyer and month (WIB) of shipped delivery orders. */
export const recaps = pgTable(
  "recaps",
  {
    id: serial("id").primaryKey(),
    /** `RCP-yyyyMM-ssssss-bbbbbb` (month, shop id, buyer id): unique by construction. */
    recapNo: text("recap_no").notNull().unique(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    /** `yyyy-MM`, WIB month of the delivery orders' ship time. */
    month: text("month").notNull(),
    /** src/domain/recap-transitions.ts RecapStatus */
    status: integer("status").notNull(),
    lineCount: integer("line_count").notNull().default(0),
    /** Sum of the lines' charged fees. */
    chargedTotal: bigint("charged_total", { mode: "number" }).notNull().default(0),
    /** Sum of the disputed values of lines in dispute or accepted (what the seller claims instead). */
    disputedTotal: bigint("disputed_total", { mode: "number" }).notNull().default(0),
    /** Sum of the lines' final fees (charged, or the accepted disputed value). */
    acceptedTotal: bigint("accepted_total", { mode: "number" }).notNull().default(0),
    /** The seller user who last acted on it. */
    handlerUserId: integer("handler_user_id").references(() => users.id),
    /** The buyer's answer deadline while waiting confirmations; null otherwise. */
    deadline: time("deadline"),
    /** The payout that paid the difference (acceptedTotal - chargedTotal); null until then or when none. */
    payoutId: integer("payout_id"),
    createTime: time("create_time").notNull(),
    updateTime: time("update_time").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("recaps_shop_buyer_month_idx").on(t.shopId, t.buyerUserId, t.month),
    index("recaps_shop_month_idx").on(t.shopId, t.month.desc(), t.id.desc()),
    index("recaps_buyer_idx").on(t.buyerUserId, t.month.desc()),
    index("recaps_deadline_idx")
      .on(t.deadline)
      .where(sql`${t.status} = 6`),
  ],
);

/** One delivery order of a recap: its logistic number, its orders and its fee. */
export const recapLines = pgTable(
  "recap_lines",
  {
    id: serial("id").primaryKey(),
    recapId: integer("recap_id")
      .notNull()
      .references(() => recaps.id),
    /** A delivery order is on one recap at most (what makes the build sweep idempotent). */
    deliveryOrderId: integer("delivery_order_id")
      .notNull()
      .references(() => deliveryOrders.id),
    doNo: text("do_no").notNull(),
    /** The courier's tracking number (spec "logistic number"); the DO number when none was given. */
    logisticNo: text("logistic_no").notNull(),
    courierName: text("courier_name"),
    shipTime: time("ship_time").notNull(),
    /** orders.id of the delivery order's orders. */
    orderIds: jsonb("order_ids").$type<number[]>().notNull(),
    /** Sum of the orders' delivery fees. */
    chargedFee: bigint("charged_fee", { mode: "number" }).notNull(),
    /** The fee the seller says is right, and why (spec §5: both or neither). */
    disputedValue: bigint("disputed_value", { mode: "number" }),
    reason: text("reason"),
    /** src/domain/recap-transitions.ts RecapLineStatus */
    status: integer("status").notNull().default(0),
    /** The fee that holds: charged, or the accepted disputed value. */
    acceptedFee: bigint("accepted_fee", { mode: "number" }).notNull(),
  },
  (t) => [
    index("recap_lines_recap_idx").on(t.recapId, t.id),
    uniqueIndex("recap_lines_do_idx").on(t.deliveryOrderId),
    index("recap_lines_logistic_idx").on(t.logisticNo),
  ],
);

/** Every move of a recap (the detail's history). */
export const recapEvents = pgTable(
  "recap_events",
  {
    id: serial("id").primaryKey(),
    recapId: integer("recap_id")
      .notNull()
      .references(() => recaps.id),
    /** src/domain/recap-transitions.ts RecapMove, or `create`. */
    move: text("move").notNull(),
    actor: text("actor").notNull(),
    userId: integer("user_id"),
    fromStatus: integer("from_status"),
    toStatus: integer("to_status").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createTime: time("create_time").notNull().defaultNow(),
  },
  (t) => [index("recap_events_recap_idx").on(t.recapId, t.id)],
);

/** A payout to a shop (spec §3 "Payment history"): at most one per shop and WIB day. */
export const payouts = pgTable(
  "payouts",
  {
    id: serial("id").primaryKey(),
    /** `PAY-yyyyMMdd-ssssss` (WIB day, shop id). */
    payoutNo: text("payout_no").notNull().unique(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    /** `yyyy-MM-dd` WIB. */
    payoutDate: text("payout_date").notNull(),
    paymentTime: time("payment_time").notNull(),
    /** Bank code and account the money went to (copied from the shop). */
    bank: text("bank").notNull(),
    accountNo: text("account_no").notNull(),
    accountName: text("account_name").notNull(),
    lineCount: integer("line_count").notNull(),
    gross: bigint("gross", { mode: "number" }).notNull(),
    adminFee: bigint("admin_fee", { mode: "number" }).notNull(),
    vat: bigint("vat", { mode: "number" }).notNull(),
    withholdingTax: bigint("withholding_tax", { mode: "number" }).notNull(),
    transferFee: bigint("transfer_fee", { mode: "number" }).notNull(),
    actualPayment: bigint("actual_payment", { mode: "number" }).notNull(),
    /** 1 paid (transferred). */
    status: integer("status").notNull().default(1),
  },
  (t) => [
    uniqueIndex("payouts_shop_date_idx").on(t.shopId, t.payoutDate),
    index("payouts_shop_time_idx").on(t.shopId, t.paymentTime.desc(), t.id.desc()),
  ],
);

/** What a payout paid: an order, a refund taken back, or a recap difference, with its fees. */
export const payoutLines = pgTable(
  "payout_lines",
  {
    id: serial("id").primaryKey(),
    payoutId: integer("payout_id")
      .notNull()
      .references(() => payouts.id),
    /** order | refund | recap */
    kind: text("kind").notNull(),
    orderId: integer("order_id").references(() => orders.id),
    refundId: integer("refund_id").references(() => refunds.id),
    recapId: integer("recap_id").references(() => recaps.id),
    /** The order, refund or recap number. */
    refNo: text("ref_no").notNull(),
    /** Signed rupiah: orders positive, refunds negative, recaps either. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    goodsAmount: bigint("goods_amount", { mode: "number" }).notNull(),
    adminFee: bigint("admin_fee", { mode: "number" }).notNull(),
    vat: bigint("vat", { mode: "number" }).notNull(),
    withholdingTax: bigint("withholding_tax", { mode: "number" }).notNull(),
  },
  (t) => [index("payout_lines_payout_idx").on(t.payoutId, t.id)],
);
