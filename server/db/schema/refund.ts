/**
 * Returns and refunds (spec §3 "Refund/return", §4 "Refund"): a buyer's request on one order, the lines and
 * quantities it names, and its history. Money columns are integer rupiah. Statuses are src/domain/refund.ts
 * codes; moves follow src/domain/refund-transitions.ts. `deadline` is the current step's deadline (seller
 * answer, buyer answer, buyer shipment or seller receipt, by status), set by the move that starts it and read
 * by the refund sweeps (server/jobs/refunds.ts).
 */
import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { orderItems, orders } from "./order";
import { shops } from "./shop";

const time = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    /** `RFD-yyyyMMdd-nnnnnn` (WIB date, sequence refund_no_seq); what every caller names a request by. */
    refundNo: text("refund_no").notNull().unique(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    /** The order's owner when applied ("only own" scope, as orders: README choices). */
    ownerUserId: integer("owner_user_id")
      .notNull()
      .references(() => users.id),
    /** The last seller user who acted on it ("only own" scope). */
    handlerUserId: integer("handler_user_id").references(() => users.id),
    /** src/domain/refund.ts RefundMethod */
    method: integer("method").notNull(),
    /** src/domain/refund.ts ReceiptStatus */
    receiptStatus: integer("receipt_status").notNull(),
    /** src/domain/refund.ts RefundStatus */
    status: integer("status").notNull(),
    /** src/domain/refund.ts REFUND_REASONS */
    reason: text("reason").notNull(),
    note: text("note").notNull(),
    /** fileKeys of the buyer's proof photos (1..MAX_REFUND_PHOTOS). */
    photos: jsonb("photos").$type<string[]>().notNull(),
    /** What the buyer asked: products, delivery fee, and their sum (the original amount, spec §3). */
    productAmount: bigint("product_amount", { mode: "number" }).notNull(),
    deliveryFeeAmount: bigint("delivery_fee_amount", { mode: "number" }).notNull().default(0),
    originalAmount: bigint("original_amount", { mode: "number" }).notNull(),
    /** The amount the seller offered when negotiating or rejecting (spec §3 "supplier approved amount"). */
    supplierApprovedAmount: bigint("supplier_approved_amount", { mode: "number" }),
    /** The amount the buyer agreed to (spec §3 "buyer approved amount"). */
    buyerApprovedAmount: bigint("buyer_approved_amount", { mode: "number" }),
    /** What is (or was) paid out: the original amount, or the agreed one. */
    refundAmount: bigint("refund_amount", { mode: "number" }),
    /** The seller's reason when negotiating or rejecting (spec §3 "reject reason"). */
    rejectReason: text("reject_reason"),
    /** The buyer's return shipment (spec §3 "courier name, delivery no"; §5 photo as return proof). */
    courierName: text("courier_name"),
    deliveryNo: text("delivery_no"),
    shipPhoto: text("ship_photo"),
    /** The payout (payment history) the refunded amount was taken from; null until settled. */
    payoutId: integer("payout_id"),
    /** The current step's deadline; null in a final status. */
    deadline: time("deadline"),
    applyTime: time("apply_time").notNull(),
    answerTime: time("answer_time"),
    shipTime: time("ship_time"),
    receiveTime: time("receive_time"),
    finishTime: time("finish_time"),
    updateTime: time("update_time").notNull().defaultNow(),
  },
  (t) => [
    index("refunds_shop_time_idx").on(t.shopId, t.applyTime.desc(), t.id.desc()),
    index("refunds_shop_status_idx").on(t.shopId, t.status),
    index("refunds_order_idx").on(t.orderId),
    index("refunds_buyer_idx").on(t.buyerUserId, t.applyTime.desc()),
    index("refunds_deadline_idx")
      .on(t.deadline)
      .where(sql`${t.deadline} is not null`),
  ],
);

/** The order lines a request names, with the quantity and the product amount asked for each. */
export const refundItems = pgTable(
  "refund_items",
  {
    id: serial("id").primaryKey(),
    refundId: integer("refund_id")
      .notNull()
      .references(() => refunds.id),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id),
    quantity: integer("quantity").notNull(),
    /** The product refund amount asked for this line (at most lineRefundCap, src/domain/refund.ts). */
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  (t) => [index("refund_items_refund_idx").on(t.refundId), index("refund_items_line_idx").on(t.orderItemId)],
);

/** Every move of a request: who, which move, from and to, when, and what it carried (the detail's history). */
export const refundEvents = pgTable(
  "refund_events",
  {
    id: serial("id").primaryKey(),
    refundId: integer("refund_id")
      .notNull()
      .references(() => refunds.id),
    /** src/domain/refund-transitions.ts RefundMove, or `apply`. */
    move: text("move").notNull(),
    /** seller | buyer | platform | system */
    actor: text("actor").notNull(),
    userId: integer("user_id"),
    fromStatus: integer("from_status"),
    toStatus: integer("to_status").notNull(),
    /** Amount, reason, courier...: what the move carried. */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createTime: time("create_time").notNull().defaultNow(),
  },
  (t) => [index("refund_events_refund_idx").on(t.refundId, t.id)],
);
