/**
 * Bills (spec §3 "Bill", §4 "Bills and recaps", §9 settlement period and 3-day documents): one per shop,
 * buyer and settlement period, built by the period sweep (server/jobs/bills.ts) from the buyer's delivered
 * bill-payment orders (orders.bill_id points back), the documents the buyer requires, and the history.
 * Money columns are integer rupiah. Statuses are src/domain/bill.ts codes; moves follow
 * src/domain/bill-transitions.ts. `deadline` (payment) is read by the overdue sweep.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { shops } from "./shop";

const time = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const bills = pgTable(
  "bills",
  {
    id: serial("id").primaryKey(),
    /** `BIL-yyyyMM-nnnnnn` (the period's first month, sequence bill_no_seq); what every caller names a bill by. */
    billNo: text("bill_no").notNull().unique(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    /** The settlement period's first month, `yyyy-MM` WIB, and its length in months (1 or 2). */
    period: text("period").notNull(),
    periodMonths: integer("period_months").notNull(),
    /** src/domain/bill.ts BillStatus */
    status: integer("status").notNull(),
    /** When the bill was built (spec §3 "bill date"). */
    billTime: time("bill_time").notNull(),
    /** The period's end, WIB midnight (spec §3 "settlement date"). */
    settlementTime: time("settlement_time").notNull(),
    /** The buyer pays by then, or the bill is overdue (spec §3 "deadline"). */
    deadline: time("deadline").notNull(),
    /** The seller uploads the required documents by then (spec §9 "within 3 days"). */
    documentsDeadline: time("documents_deadline").notNull(),
    /** When the platform confirmed the buyer's money (spec §3 "paid date"). */
    paidTime: time("paid_time"),
    submitTime: time("submit_time"),
    verifyTime: time("verify_time"),
    payTime: time("pay_time"),
    /** The buyer's payment reference (virtual account) when it paid. */
    paymentNo: text("payment_no"),
    orderCount: integer("order_count").notNull().default(0),
    quantity: integer("quantity").notNull().default(0),
    productAmount: bigint("product_amount", { mode: "number" }).notNull().default(0),
    deliveryFeeBefore: bigint("delivery_fee_before", { mode: "number" }).notNull().default(0),
    deliveryFeeAfter: bigint("delivery_fee_after", { mode: "number" }).notNull().default(0),
    total: bigint("total", { mode: "number" }).notNull().default(0),
    /** The platform's last reason (documents sent back, hold). */
    platformNote: text("platform_note"),
    updateTime: time("update_time").notNull().defaultNow(),
  },
  (t) => [
    unique("bills_shop_buyer_period_key").on(t.shopId, t.buyerUserId, t.period),
    index("bills_shop_time_idx").on(t.shopId, t.billTime.desc(), t.id.desc()),
    index("bills_shop_status_idx").on(t.shopId, t.status),
    index("bills_buyer_idx").on(t.buyerUserId, t.billTime.desc()),
    index("bills_deadline_idx")
      .on(t.deadline)
      .where(sql`${t.status} = 3`),
  ],
);

/** The documents of a bill: the ones the buyer requires (one per kind, required) and extra ones the seller adds. */
export const billDocuments = pgTable(
  "bill_documents",
  {
    id: serial("id").primaryKey(),
    billId: integer("bill_id")
      .notNull()
      .references(() => bills.id),
    /** src/domain/bill.ts BillDocumentKind */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    required: boolean("required").notNull(),
    /** The uploaded file (files.file_key of the shop's upload); null until uploaded. */
    fileKey: text("file_key"),
    fileName: text("file_name"),
    uploadedBy: integer("uploaded_by").references(() => users.id),
    uploadTime: time("upload_time"),
  },
  (t) => [index("bill_documents_bill_idx").on(t.billId, t.id)],
);

/** Every move of a bill: who, which move, from and to, when, and what it carried (the detail's history). */
export const billEvents = pgTable(
  "bill_events",
  {
    id: serial("id").primaryKey(),
    billId: integer("bill_id")
      .notNull()
      .references(() => bills.id),
    /** src/domain/bill-transitions.ts BillMove, `generate` or `uploadDocument`. */
    move: text("move").notNull(),
    /** seller | buyer | platform | system */
    actor: text("actor").notNull(),
    userId: integer("user_id"),
    fromStatus: integer("from_status"),
    toStatus: integer("to_status").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createTime: time("create_time").notNull().defaultNow(),
  },
  (t) => [index("bill_events_bill_idx").on(t.billId, t.id)],
);
