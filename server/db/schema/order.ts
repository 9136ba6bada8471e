/**
 * Orders (spec §3 "Order", §4 "Orders"), their lines, their history, delivery orders (one DO may group
 * several POs of one buyer, spec §2 "multi-PO grouping") and buyers' saved addresses. Money columns are
 * integer rupiah, discounts tenths of a percent. Statuses are src/domain/order.ts codes; moves follow
 * src/domain/order-transitions.ts. `*_deadline` columns are set by the move that starts a timer and read
 * by the sweeps in server/jobs/ (docs/architecture.md §13).
 */
import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { items } from "./item";
import { shops } from "./shop";

const time = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A buyer's saved delivery addresses (the buyer portal's address book; the seed fills them). */
export const buyerAddresses = pgTable(
  "buyer_addresses",
  {
    id: serial("id").primaryKey(),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    receiverName: text("receiver_name").notNull(),
    /** Digits only. */
    receiverPhone: text("receiver_phone").notNull(),
    /** Kemendagri codes province..village. */
    regionCodes: jsonb("region_codes").$type<string[]>().notNull(),
    postalCode: text("postal_code").notNull(),
    detail: text("detail").notNull(),
    createTime: time("create_time").notNull().defaultNow(),
  },
  (t) => [index("buyer_addresses_buyer_idx").on(t.buyerUserId)],
);

/** Delivery orders: printed documents, one per shipment; a group of POs of one buyer ships under one. */
export const deliveryOrders = pgTable(
  "delivery_orders",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    /** `DO-yyyyMMdd-nnnnnn` (WIB date, global sequence). */
    doNo: text("do_no").notNull().unique(),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    /** The seller user who printed it first. */
    printedBy: integer("printed_by").references(() => users.id),
    printTime: time("print_time"),
    printCount: integer("print_count").notNull().default(0),
    /** src/domain/order.ts ShipmentMethod; null until arranged. */
    shipmentMethod: integer("shipment_method"),
    /** Pickup: logistics company and parcel dimensions (grams, centimetres). */
    logisticsName: text("logistics_name"),
    weightGrams: integer("weight_grams"),
    lengthCm: integer("length_cm"),
    widthCm: integer("width_cm"),
    heightCm: integer("height_cm"),
    courierName: text("courier_name"),
    /** The courier's tracking number (the order's "logistic number"). */
    trackingNo: text("tracking_no"),
    /** fileKey of the proof photo. */
    proofPhoto: text("proof_photo"),
    senderName: text("sender_name"),
    senderPhone: text("sender_phone"),
    shipTime: time("ship_time"),
    createTime: time("create_time").notNull().defaultNow(),
  },
  (t) => [index("delivery_orders_shop_idx").on(t.shopId, t.createTime.desc())],
);

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** `ORD-yyyyMMdd-nnnnnn` (WIB date, global sequence); what every caller names an order by. */
    orderNo: text("order_no").notNull().unique(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    /** The buyer's type when ordering (src/domain/order.ts BUYER_TYPES). */
    buyerType: text("buyer_type").notNull(),
    /**
     * "Only own" scoping (spec §6, README choices): the seller user owning the order's first line's product,
     * and the last seller user who acted on it. An "only own" position sees orders where either is itself.
     */
    ownerUserId: integer("owner_user_id")
      .notNull()
      .references(() => users.id),
    handlerUserId: integer("handler_user_id").references(() => users.id),
    /** src/domain/order.ts OrderStatus */
    status: integer("status").notNull(),
    /** src/domain/order.ts PaymentMethod */
    paymentMethod: integer("payment_method").notNull(),
    /** Spec §3 "payment type": how the buyer paid, e.g. `va-bca`; empty until paid. */
    paymentType: text("payment_type").notNull().default(""),
    paymentNo: text("payment_no"),
    paymentTime: time("payment_time"),
    shippingStatus: integer("shipping_status").notNull().default(0),
    modificationStatus: integer("modification_status").notNull().default(0),
    /** The seller's proposed lines while modification status is waiting: [{lineId, quantity, unitPrice}]. */
    proposedLines: jsonb("proposed_lines").$type<{ lineId: number; quantity: number; unitPrice: number }[]>(),
    modificationReason: text("modification_reason"),
    receiverName: text("receiver_name").notNull(),
    receiverPhone: text("receiver_phone").notNull(),
    receiverRegionCodes: jsonb("receiver_region_codes").$type<string[]>().notNull(),
    /** The receiver's regency (`NN.NN`), what delivery-fee templates price by; denormalised for the fee and filters. */
    receiverRegencyCode: text("receiver_regency_code").notNull(),
    receiverPostalCode: text("receiver_postal_code").notNull(),
    receiverAddress: text("receiver_address").notNull(),
    /** Optional vehicle references the buyer gives (spec §3 "license plate, WO, VIN"). */
    licensePlate: text("license_plate").notNull().default(""),
    workOrderNo: text("work_order_no").notNull().default(""),
    vin: text("vin").notNull().default(""),
    buyerNote: text("buyer_note").notNull().default(""),
    goodsAmount: bigint("goods_amount", { mode: "number" }).notNull(),
    itemDiscount: bigint("item_discount", { mode: "number" }).notNull().default(0),
    deliveryFee: bigint("delivery_fee", { mode: "number" }).notNull().default(0),
    additionalFee: bigint("additional_fee", { mode: "number" }).notNull().default(0),
    customerFixedDiscount: bigint("customer_fixed_discount", { mode: "number" }).notNull().default(0),
    orderDiscount: bigint("order_discount", { mode: "number" }).notNull().default(0),
    total: bigint("total", { mode: "number" }).notNull(),
    /** Estimated delivery time in days: initial, added by approved extensions (total = initial + added). */
    edtInitialDays: integer("edt_initial_days").notNull(),
    edtAddedDays: integer("edt_added_days").notNull().default(0),
    edtStatus: integer("edt_status").notNull().default(0),
    /** The pending (or last) extension request. */
    edtRequestDays: integer("edt_request_days"),
    edtRequestReason: text("edt_request_reason"),
    cancelReason: text("cancel_reason"),
    /** Who canceled: seller | system. */
    canceledBy: text("canceled_by"),
    /** The status an open return or refund request left (src/domain/order-transitions.ts openRefund); null otherwise. */
    statusBeforeRefund: integer("status_before_refund"),
    /** Rupiah refunded so far by successful requests: products and delivery fee together, and the fee alone. */
    refundedAmount: bigint("refunded_amount", { mode: "number" }).notNull().default(0),
    refundedDeliveryFee: bigint("refunded_delivery_fee", { mode: "number" }).notNull().default(0),
    /**
     * Rupiah added to (or, negative, taken off) the delivery fee by an accepted delivery-fee recap line
     * (spec §4 "Bills and recaps"); a bill's "delivery fee after adjustment" sums deliveryFee + this.
     */
    deliveryFeeAdjustment: bigint("delivery_fee_adjustment", { mode: "number" }).notNull().default(0),
    /** The bill a bill-payment order is on (bills.id), and when that bill was paid; null until then. */
    billId: integer("bill_id"),
    billPaidTime: time("bill_paid_time"),
    /**
     * Credit hold (src/domain/customer.ts CreditHold): a bill-payment order over the buyer's available credit,
     * or from a buyer with an overdue bill, waits (1) until the seller releases it (2) or cancels it; 0 none.
     */
    creditHold: integer("credit_hold").notNull().default(0),
    /** src/domain/customer.ts CreditHoldReason while held. */
    creditHoldReason: text("credit_hold_reason"),
    /** The payout (payment history) that paid the seller for this order; null until settled. */
    payoutId: integer("payout_id"),
    deliveryOrderId: integer("delivery_order_id").references(() => deliveryOrders.id),
    /** Copied from the delivery order when shipped (spec §3 "logistic number"). */
    logisticNo: text("logistic_no"),
    confirmDeadline: time("confirm_deadline"),
    payDeadline: time("pay_deadline"),
    receiptDeadline: time("receipt_deadline"),
    edtDeadline: time("edt_deadline"),
    modificationDeadline: time("modification_deadline"),
    /** src/domain/inquiry.ts OrderType: 1 a product order, 2 an inquiry order (a purchased tender). */
    orderType: integer("order_type").notNull().default(1),
    /** Inquiry orders: the inquiry, the purchased tender, the group of POs purchased together, the claim no. */
    inquiryId: integer("inquiry_id"),
    tenderId: integer("tender_id"),
    inquiryGroupId: integer("inquiry_group_id"),
    claimNo: text("claim_no").notNull().default(""),
    orderTime: time("order_time").notNull(),
    confirmTime: time("confirm_time"),
    shipTime: time("ship_time"),
    finishTime: time("finish_time"),
    updateTime: time("update_time").notNull().defaultNow(),
  },
  (t) => [
    // The list's default order within a shop, with and without a status filter (the tabs).
    index("orders_shop_time_idx").on(t.shopId, t.orderTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("orders_shop_status_time_idx").on(
      t.shopId,
      t.status,
      t.orderTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A status tab of the product (or inquiry) order list: its page read from the index alone, down to the
    // deepest pages (spec §4 "Orders"; bench/README.md "Order page" point 9).
    index("orders_shop_type_status_time_idx").on(
      t.shopId,
      t.orderType,
      t.status,
      t.orderTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("orders_buyer_idx").on(t.buyerUserId, t.orderTime.desc()),
    index("orders_owner_idx").on(t.shopId, t.ownerUserId),
    index("orders_handler_idx").on(t.shopId, t.handlerUserId),
    index("orders_do_idx").on(t.deliveryOrderId),
    // The inquiry order list and groups of a shop.
    index("orders_shop_type_time_idx").on(t.shopId, t.orderType, t.orderTime.desc(), t.id.desc()),
    index("orders_inquiry_group_idx").on(t.inquiryGroupId),
    // The sweeps read only orders whose timer runs.
    index("orders_confirm_deadline_idx")
      .on(t.confirmDeadline)
      .where(sql`${t.status} = 5`),
    index("orders_pay_deadline_idx")
      .on(t.payDeadline)
      .where(sql`${t.status} in (0, 7)`),
    index("orders_receipt_deadline_idx")
      .on(t.receiptDeadline)
      .where(sql`${t.status} = 2`),
    index("orders_edt_deadline_idx")
      .on(t.edtDeadline)
      .where(sql`${t.edtStatus} = 1`),
    index("orders_modification_deadline_idx")
      .on(t.modificationDeadline)
      .where(sql`${t.modificationStatus} = 1`),
  ],
);

/** One product line of an order: a copy of what the product was when ordered. */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** The product ordered; null on an inquiry order's line offered without one of the shop's products. */
    itemId: integer("item_id").references(() => items.id),
    /** Inquiry order lines: the tender offer, its part status (src/domain/inquiry.ts PartStatus) and brand. */
    tenderOfferId: integer("tender_offer_id"),
    partStatus: integer("part_status"),
    brand: text("brand").notNull().default(""),
    partNo: text("part_no").notNull(),
    itemName: text("item_name").notNull(),
    /** 1 original, 2 replacement brand, 3 reconditioned. */
    condition: integer("condition").notNull(),
    saleUnit: text("sale_unit").notNull(),
    /** fileKey of the product's main picture when ordered, or null. */
    picture: text("picture"),
    unitPrice: bigint("unit_price", { mode: "number" }).notNull(),
    quantity: integer("quantity").notNull(),
    discountTenths: integer("discount_tenths").notNull().default(0),
    /** unitPrice x quantity - discount, rupiah. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** The product's stock type when ordered (1 unlimited, 2 actual, 3 third party): decides stock taking. */
    stockType: integer("stock_type").notNull(),
    /** Delivery-fee template id of the product when ordered, or null (ships free). */
    deliveryTemplateId: integer("delivery_template_id"),
    /** Units and rupiah of this line refunded by successful requests (src/domain/refund.ts lineRefundCap). */
    refundedQuantity: integer("refunded_quantity").notNull().default(0),
    refundedAmount: bigint("refunded_amount", { mode: "number" }).notNull().default(0),
    /** Times the buyer cancelled a request naming this line: at most once (spec §4 "Refund"). */
    refundCancelCount: integer("refund_cancel_count").notNull().default(0),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), index("order_items_part_no_idx").on(t.partNo)],
);

/** Every move of an order: who, which move, from and to, when (the detail's history). */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** src/domain/order-transitions.ts OrderMove, or `create`. */
    move: text("move").notNull(),
    /** seller | buyer | platform | system */
    actor: text("actor").notNull(),
    userId: integer("user_id"),
    fromStatus: integer("from_status"),
    toStatus: integer("to_status").notNull(),
    /** Reason, days, tracking number...: what the move carried. */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createTime: time("create_time").notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

/**
 * Orders per shop, order type and status, kept exact by statement-level triggers on orders (custom
 * migrations 0017 and 0022, like item_counts): the product and inquiry order lists' tab counts without
 * counting 100,000 rows.
 */
export const orderCounts = pgTable(
  "order_counts",
  {
    shopId: integer("shop_id").notNull(),
    /** src/domain/inquiry.ts OrderType: 1 product orders, 2 inquiry orders. */
    orderType: integer("order_type").notNull().default(1),
    status: integer("status").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.orderType, t.status] })],
);
