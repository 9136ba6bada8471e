/**
 * Consignment (spec §2 /consign, §3 "Consign", §4 "Consign"): requests, offers and consignment orders in one
 * row per consignment (status src/domain/consign.ts ConsignStatus), their lines, the partner's consignment
 * stock (kept apart from the shop's own `items.stock`), the sales partners report, and consignment refunds
 * of unsold parts (ConsignRefundStatus). Money integer rupiah; EDT in days.
 */
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import type { CustomerAddress } from "./customer";
import { items } from "./item";
import { shops } from "./shop";

const time = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const consignments = pgTable(
  "consignments",
  {
    id: serial("id").primaryKey(),
    /** `CSG-yyyyMMdd-nnnnnn` (WIB date, sequence consign_no_seq). */
    consignNo: text("consign_no").notNull().unique(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    /** The last seller user who acted on it. */
    handlerUserId: integer("handler_user_id").references(() => users.id),
    status: integer("status").notNull(),
    /** The buyer's reason for the request (spec §3 "reason"). */
    reason: text("reason").notNull(),
    /** The seller's reason when rejecting, or the buyer's when declining or cancelling. */
    closeReason: text("close_reason"),
    receiverAddress: jsonb("receiver_address").$type<CustomerAddress & { name: string; phone: string }>().notNull(),
    edtInitialDays: integer("edt_initial_days").notNull().default(0),
    edtAdditionalDays: integer("edt_additional_days").notNull().default(0),
    edtReason: text("edt_reason"),
    /** Sum of the lines' qty offer x unit price (spec §3 "total price"). */
    totalPrice: bigint("total_price", { mode: "number" }).notNull().default(0),
    courier: text("courier"),
    trackingNo: text("tracking_no"),
    /** fileKey of the shipment proof photo. */
    proofPhoto: text("proof_photo"),
    /** Deadline of the current step (answer or receipt), read by the consignment sweep. */
    deadline: time("deadline"),
    createTime: time("create_time").notNull(),
    offerTime: time("offer_time"),
    confirmTime: time("confirm_time"),
    shipTime: time("ship_time"),
    finishTime: time("finish_time"),
    updateTime: time("update_time").notNull().defaultNow(),
  },
  (t) => [
    index("consignments_shop_status_idx").on(t.shopId, t.status, t.createTime.desc()),
    index("consignments_buyer_idx").on(t.buyerUserId),
    index("consignments_deadline_idx").on(t.status, t.deadline),
  ],
);

export const consignItems = pgTable(
  "consign_items",
  {
    id: serial("id").primaryKey(),
    consignId: integer("consign_id")
      .notNull()
      .references(() => consignments.id),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id),
    /** Snapshots of the product when asked. */
    partNo: text("part_no").notNull(),
    name: text("name").notNull(),
    qtyRequest: integer("qty_request").notNull(),
    /** Set by the offer (spec §3 "qty offer"); 0 drops the line. */
    qtyOffer: integer("qty_offer"),
    unitPrice: bigint("unit_price", { mode: "number" }),
  },
  (t) => [index("consign_items_consign_idx").on(t.consignId)],
);

export const consignEvents = pgTable(
  "consign_events",
  {
    id: serial("id").primaryKey(),
    consignId: integer("consign_id")
      .notNull()
      .references(() => consignments.id),
    /** A move of CONSIGN_MOVES, `create`, or `extendEdt`. */
    move: text("move").notNull(),
    fromStatus: integer("from_status"),
    toStatus: integer("to_status").notNull(),
    actorUserId: integer("actor_user_id").references(() => users.id),
    note: text("note"),
    time: time("time").notNull(),
  },
  (t) => [index("consign_events_consign_idx").on(t.consignId, t.time)],
);

/**
 * A partner's consignment stock of one product: placed when a consignment ships, sold as the partner
 * reports sales, returned when a consignment refund is received. On hand = placed - sold - returned.
 */
export const consignStock = pgTable(
  "consign_stock",
  {
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id),
    placed: integer("placed").notNull().default(0),
    sold: integer("sold").notNull().default(0),
    returned: integer("returned").notNull().default(0),
    /** Sales amount reported (rupiah). */
    soldAmount: bigint("sold_amount", { mode: "number" }).notNull().default(0),
    updateTime: time("update_time").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.buyerUserId, t.itemId] })],
);

/** A sale the partner reports (buyer API): moves units from on hand to sold. */
export const consignSales = pgTable(
  "consign_sales",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id),
    qty: integer("qty").notNull(),
    unitPrice: bigint("unit_price", { mode: "number" }).notNull(),
    saleTime: time("sale_time").notNull(),
  },
  (t) => [index("consign_sales_partner_idx").on(t.shopId, t.buyerUserId, t.saleTime)],
);

export const consignRefunds = pgTable(
  "consign_refunds",
  {
    id: serial("id").primaryKey(),
    /** `CRF-yyyyMMdd-nnnnnn` (WIB date, sequence consign_refund_no_seq). */
    refundNo: text("refund_no").notNull().unique(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    handlerUserId: integer("handler_user_id").references(() => users.id),
    status: integer("status").notNull(),
    reason: text("reason").notNull(),
    /** The seller's reason when asking for a change or rejecting. */
    sellerReason: text("seller_reason"),
    courier: text("courier"),
    deliveryNo: text("delivery_no"),
    /** Sum of the lines' qty x the consignment unit price (rupiah). */
    totalAmount: bigint("total_amount", { mode: "number" }).notNull().default(0),
    deadline: time("deadline"),
    createTime: time("create_time").notNull(),
    shipTime: time("ship_time"),
    finishTime: time("finish_time"),
    updateTime: time("update_time").notNull().defaultNow(),
  },
  (t) => [
    index("consign_refunds_shop_status_idx").on(t.shopId, t.status, t.createTime.desc()),
    index("consign_refunds_deadline_idx").on(t.status, t.deadline),
  ],
);

export const consignRefundItems = pgTable(
  "consign_refund_items",
  {
    id: serial("id").primaryKey(),
    refundId: integer("refund_id")
      .notNull()
      .references(() => consignRefunds.id),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id),
    partNo: text("part_no").notNull(),
    name: text("name").notNull(),
    qty: integer("qty").notNull(),
    unitPrice: bigint("unit_price", { mode: "number" }).notNull(),
  },
  (t) => [index("consign_refund_items_refund_idx").on(t.refundId)],
);

export const consignRefundEvents = pgTable(
  "consign_refund_events",
  {
    id: serial("id").primaryKey(),
    refundId: integer("refund_id")
      .notNull()
      .references(() => consignRefunds.id),
    move: text("move").notNull(),
    fromStatus: integer("from_status"),
    toStatus: integer("to_status").notNull(),
    actorUserId: integer("actor_user_id").references(() => users.id),
    note: text("note"),
    time: time("time").notNull(),
  },
  (t) => [index("consign_refund_events_refund_idx").on(t.refundId, t.time)],
);
