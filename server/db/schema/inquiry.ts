/**
 * Inquiries and tenders (spec §3 "Inquiry", "Tender", "Indent letter", §4 "Inquiry and tender"): a B2B buyer's
 * request for the parts of one claimed car, its parts, each shop's pass, each shop's tender with its offers,
 * the tender discussion, inquiry order groups and indent letters. Money columns are integer rupiah, discounts
 * tenths of a percent. Statuses are src/domain/inquiry.ts codes; moves follow src/domain/tender-transitions.ts.
 * Inquiry orders are `orders` rows with order_type 2 (server/db/schema/order.ts).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { items } from "./item";
import { orders } from "./order";
import { shops } from "./shop";

const time = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    /** `INQ-yyyyMMdd-nnnnnn` (WIB date, sequence inquiry_no_seq); what every caller names an inquiry by. */
    inquiryNo: text("inquiry_no").notNull().unique(),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    /** src/domain/order.ts BUYER_TYPES (insurance, workshop, priority, carRental). */
    buyerType: text("buyer_type").notNull(),
    /** src/domain/inquiry.ts InquiryStatus */
    status: integer("status").notNull(),
    /** Sellers tender until this instant. */
    deadline: time("deadline").notNull(),
    /** The buyer purchases until this instant (set when offers close). */
    purchaseDeadline: time("purchase_deadline"),
    receiverName: text("receiver_name").notNull(),
    receiverPhone: text("receiver_phone").notNull(),
    receiverRegionCodes: jsonb("receiver_region_codes").$type<string[]>().notNull(),
    /** The receiver's regency (`NN.NN`): out-of-town is decided against the shop's. */
    receiverRegencyCode: text("receiver_regency_code").notNull(),
    receiverPostalCode: text("receiver_postal_code").notNull(),
    receiverAddress: text("receiver_address").notNull(),
    vin: text("vin").notNull().default(""),
    workOrderNo: text("work_order_no").notNull().default(""),
    licensePlate: text("license_plate").notNull().default(""),
    claimNo: text("claim_no").notNull().default(""),
    /** 1 car, 2 motorcycle. */
    vehicleType: integer("vehicle_type").notNull().default(1),
    carBrandName: text("car_brand_name").notNull(),
    /** src/domain/inquiry.ts brandKey(carBrandName): what shops' brand lists are matched on. */
    carBrandKey: text("car_brand_key").notNull(),
    carModel: text("car_model").notNull(),
    carYear: integer("car_year").notNull(),
    remark: text("remark").notNull().default(""),
    /** fileKeys of the buyer's pictures of the car and the damage. */
    pictures: jsonb("pictures").$type<string[]>().notNull().default([]),
    createTime: time("create_time").notNull(),
    closeTime: time("close_time"),
    finishTime: time("finish_time"),
    updateTime: time("update_time").notNull().defaultNow(),
  },
  (t) => [
    // The seller's inquiry list: open inquiries of the shop's brands, the most urgent first.
    index("inquiries_open_brand_deadline_idx")
      .on(t.carBrandKey, t.deadline, t.id)
      .where(sql`${t.status} = 1`),
    index("inquiries_buyer_idx").on(t.buyerUserId, t.createTime.desc()),
    // The sweeps read only inquiries whose timer runs.
    index("inquiries_deadline_idx")
      .on(t.deadline)
      .where(sql`${t.status} = 1`),
    index("inquiries_purchase_deadline_idx")
      .on(t.purchaseDeadline)
      .where(sql`${t.status} = 2`),
  ],
);

/** One part the buyer asks for (spec §3 "category, quantity, condition, remark, pictures"). */
export const inquiryParts = pgTable(
  "inquiry_parts",
  {
    id: serial("id").primaryKey(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id),
    /** Position in the inquiry, from 1. */
    lineNo: integer("line_no").notNull(),
    partName: text("part_name").notNull(),
    /** The buyer's part number when it knows one; empty otherwise. */
    partNo: text("part_no").notNull().default(""),
    /** categories.cate_id, or null. */
    categoryId: text("category_id"),
    quantity: integer("quantity").notNull(),
    /** Condition wanted: 1 original, 2 replacement brand, 3 reconditioned. */
    condition: integer("condition").notNull(),
    remark: text("remark").notNull().default(""),
    pictures: jsonb("pictures").$type<string[]>().notNull().default([]),
  },
  (t) => [index("inquiry_parts_inquiry_idx").on(t.inquiryId, t.lineNo)],
);

/** A shop's pass on an inquiry (spec §4: a pass can be undone, which deletes the row). */
export const inquiryPasses = pgTable(
  "inquiry_passes",
  {
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createTime: time("create_time").notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.inquiryId] })],
);

/** A shop's tender on an inquiry: at most one per inquiry and shop. */
export const tenders = pgTable(
  "tenders",
  {
    id: serial("id").primaryKey(),
    /** `TND-yyyyMMdd-nnnnnn` (WIB date, sequence tender_no_seq). */
    tenderNo: text("tender_no").notNull().unique(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    /** The seller user who created it ("only own" scope: the inquiries and tenders the sub-account handled). */
    ownerUserId: integer("owner_user_id")
      .notNull()
      .references(() => users.id),
    /** The last seller user who acted on it. */
    handlerUserId: integer("handler_user_id").references(() => users.id),
    /** src/domain/inquiry.ts TenderStatus */
    status: integer("status").notNull(),
    /** src/domain/inquiry.ts TENDER_SHIPPING_METHODS */
    shippingMethod: text("shipping_method").notNull(),
    deliveryFee: bigint("delivery_fee", { mode: "number" }).notNull().default(0),
    freeShipment: boolean("free_shipment").notNull().default(false),
    /** Whether the receiver's city differs from the shop's when tendered (the Rp 50.000 minimum). */
    outOfTown: boolean("out_of_town").notNull().default(false),
    notes: text("notes").notNull().default(""),
    /** Sum of the offers' net prices (every offer, not only the ones the buyer may choose). */
    goodsAmount: bigint("goods_amount", { mode: "number" }).notNull().default(0),
    /** Times modified after submitting. */
    modifyCount: integer("modify_count").notNull().default(0),
    createTime: time("create_time").notNull(),
    /** When first submitted (response time is submitTime - the inquiry's createTime). */
    submitTime: time("submit_time"),
    decideTime: time("decide_time"),
    updateTime: time("update_time").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tenders_inquiry_shop_uq").on(t.inquiryId, t.shopId),
    index("tenders_shop_status_idx").on(t.shopId, t.status, t.updateTime.desc(), t.id.desc()),
    index("tenders_shop_time_idx").on(t.shopId, t.updateTime.desc(), t.id.desc()),
    index("tenders_inquiry_idx").on(t.inquiryId),
  ],
);

/** One offer of a tender for one inquiry part (a part may have several: original and replacement brand). */
export const tenderOffers = pgTable(
  "tender_offers",
  {
    id: serial("id").primaryKey(),
    tenderId: integer("tender_id")
      .notNull()
      .references(() => tenders.id),
    inquiryPartId: integer("inquiry_part_id")
      .notNull()
      .references(() => inquiryParts.id),
    /** The shop's product the offer was prefilled from, or null. */
    itemId: integer("item_id").references(() => items.id),
    /** Letters and digits only (spec §5). */
    partNo: text("part_no").notNull(),
    /** The part number as prefilled (the buyer's or the product's); a different partNo needs a reason. */
    originalPartNo: text("original_part_no").notNull().default(""),
    partNoReason: text("part_no_reason").notNull().default(""),
    /** The part's brand; empty = no brand (spec §3 "brand or no brand"). */
    brand: text("brand").notNull().default(""),
    unitPrice: bigint("unit_price", { mode: "number" }).notNull(),
    quantity: integer("quantity").notNull(),
    discountTenths: integer("discount_tenths").notNull().default(0),
    /** unitPrice x quantity less the discount (src/domain/inquiry.ts offerNetPrice). */
    netPrice: bigint("net_price", { mode: "number" }).notNull(),
    /** src/domain/inquiry.ts PartStatus */
    partStatus: integer("part_status").notNull(),
    estimatedDelivery: integer("estimated_delivery").notNull(),
    /** src/domain/inquiry.ts EDT_UNITS */
    estimatedDeliveryUnit: text("estimated_delivery_unit").notNull().default("day"),
    /** The courier service or route the part travels by (spec §3 "delivery line"). */
    deliveryLine: text("delivery_line").notNull().default(""),
    /** Sale unit, e.g. pcs, set. */
    unit: text("unit").notNull(),
    condition: integer("condition").notNull().default(1),
    notes: text("notes").notNull().default(""),
    /** Units the buyer chose / purchased (0 until then). */
    purchasedQuantity: integer("purchased_quantity").notNull().default(0),
  },
  (t) => [index("tender_offers_tender_idx").on(t.tenderId), index("tender_offers_part_idx").on(t.inquiryPartId)],
);

/** Every move of a tender (the detail's history). */
export const tenderEvents = pgTable(
  "tender_events",
  {
    id: serial("id").primaryKey(),
    tenderId: integer("tender_id")
      .notNull()
      .references(() => tenders.id),
    /** src/domain/tender-transitions.ts TenderMove, or `create`. */
    move: text("move").notNull(),
    /** seller | buyer | system */
    actor: text("actor").notNull(),
    userId: integer("user_id"),
    fromStatus: integer("from_status"),
    toStatus: integer("to_status").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createTime: time("create_time").notNull().defaultNow(),
  },
  (t) => [index("tender_events_tender_idx").on(t.tenderId, t.id)],
);

/** Tender discussion: comments (parentId null) and replies, by the buyer or the seller (spec §5 "at least 2 characters"). */
export const tenderComments = pgTable(
  "tender_comments",
  {
    id: serial("id").primaryKey(),
    tenderId: integer("tender_id")
      .notNull()
      .references(() => tenders.id),
    parentId: integer("parent_id"),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** seller | buyer */
    side: text("side").notNull(),
    body: text("body").notNull(),
    createTime: time("create_time").notNull(),
  },
  (t) => [
    index("tender_comments_tender_idx").on(t.tenderId, t.id),
    // The day's replies of one user ('Anda memiliki banyak balasan hari ini. Beristirahat.').
    index("tender_comments_user_time_idx").on(t.userId, t.createTime),
  ],
);

/** The POs one buyer purchased from one shop at once (spec §4 "Inquiry order group"). */
export const inquiryOrderGroups = pgTable(
  "inquiry_order_groups",
  {
    id: serial("id").primaryKey(),
    /** `IOG-yyyyMMdd-nnnnnn` (sequence inquiry_group_no_seq). */
    groupNo: text("group_no").notNull().unique(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    createTime: time("create_time").notNull(),
  },
  (t) => [index("inquiry_order_groups_shop_idx").on(t.shopId, t.createTime.desc())],
);

/** An indent letter for parts that must be ordered in (spec §3 "Indent letter"); printable. */
export const indentLetters = pgTable(
  "indent_letters",
  {
    id: serial("id").primaryKey(),
    /** `IND-yyyyMMdd-nnnnnn` (sequence indent_letter_no_seq). */
    letterNo: text("letter_no").notNull().unique(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** fileKey of the signature photo. */
    signaturePhoto: text("signature_photo").notNull(),
    courierName: text("courier_name").notNull(),
    trackingNo: text("tracking_no").notNull().default(""),
    /** The new estimated delivery date (WIB `yyyy-MM-dd`): never earlier than the previous one (spec §5). */
    estimatedDelivery: text("estimated_delivery").notNull(),
    /** src/domain/inquiry.ts INDENT_LOGOS */
    logo: text("logo").notNull(),
    /** order_items ids the letter covers (the indent lines). */
    lineIds: jsonb("line_ids").$type<number[]>().notNull().default([]),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    createTime: time("create_time").notNull(),
  },
  (t) => [
    index("indent_letters_order_idx").on(t.orderId, t.id),
    index("indent_letters_shop_idx").on(t.shopId, t.createTime.desc()),
  ],
);
