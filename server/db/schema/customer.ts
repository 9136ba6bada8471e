/**
 * Customers of a shop (spec §3 "Customer"; §2 /customer new, detail, add-discount, mulitple-set-discount,
 * verifyInfoChange; §6 multiple-account management). A customer is a buyer a shop has added or sold to; its
 * partnership (credit terms) is `partnerships` (./partnership.ts). Money integer rupiah; rates tenths of a
 * percent; dates WIB `yyyy-MM-dd` strings.
 */
import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { CompanyCategory, DiscountTier, FeeMethod, InfoChangeField } from "../../../src/domain/customer";
import { users } from "./auth";
import { shops } from "./shop";

const time = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A postal address: Kemendagri region codes (province .. village), postal code, detail line. */
export interface CustomerAddress {
  regionCodes: string[];
  postalCode: string;
  detail: string;
}

export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    /** src/domain/customer.ts COMPANY_CATEGORIES */
    companyCategory: text("company_category").$type<CompanyCategory>().notNull(),
    companyName: text("company_name").notNull().default(""),
    contactPerson: text("contact_person").notNull().default(""),
    contactPhone: text("contact_phone").notNull().default(""),
    address: jsonb("address").$type<CustomerAddress>(),
    /** Where bills go (spec §3 "invoice receipt address"); null: the address. */
    invoiceAddress: jsonb("invoice_address").$type<CustomerAddress>(),
    /** src/domain/customer.ts FEE_METHODS */
    deliveryFeeMethod: text("delivery_fee_method").$type<FeeMethod>().notNull().default("online"),
    billFeeMethod: text("bill_fee_method").$type<FeeMethod>().notNull().default("online"),
    /** The sub-account in charge ("only own" positions see the customers they manage, spec §6). */
    accountManagerUserId: integer("account_manager_user_id").references(() => users.id),
    /** The buyer's latest order with the shop (spec §3 "transaction time"); kept by order creation. */
    lastOrderTime: time("last_order_time"),
    createTime: time("create_time").notNull().defaultNow(),
    updateTime: time("update_time").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customers_shop_buyer_uq").on(t.shopId, t.buyerUserId),
    index("customers_shop_time_idx").on(t.shopId, t.createTime.desc()),
    index("customers_manager_idx").on(t.shopId, t.accountManagerUserId),
  ],
);

/** A customer discount (spec §3 "discount (type fixed or by order amount, start/end dates)"). */
export const customerDiscounts = pgTable(
  "customer_discounts",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    /** src/domain/customer.ts DiscountType */
    type: integer("type").notNull(),
    /** Tenths of a percent (fixed); null for by-order-amount. */
    rate: integer("rate"),
    /** Ascending tiers (by order amount); [] for fixed. */
    tiers: jsonb("tiers")
      .$type<DiscountTier[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    createdBy: integer("created_by").references(() => users.id),
    createTime: time("create_time").notNull().defaultNow(),
  },
  (t) => [index("customer_discounts_customer_idx").on(t.customerId, t.type)],
);

/** A buyer's company-information change waiting for the seller's check (spec §2 verifyInfoChange). */
export const customerInfoChanges = pgTable(
  "customer_info_changes",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    /** src/domain/customer.ts InfoChangeStatus */
    status: integer("status").notNull().default(0),
    /** The asked values, by field. */
    requested: jsonb("requested").$type<Partial<Record<InfoChangeField, unknown>>>().notNull(),
    /** The values when asked (what the seller compares against). */
    previous: jsonb("previous").$type<Partial<Record<InfoChangeField, unknown>>>().notNull(),
    rejectReason: text("reject_reason"),
    decidedBy: integer("decided_by").references(() => users.id),
    requestTime: time("request_time").notNull(),
    decideTime: time("decide_time"),
  },
  (t) => [
    index("customer_info_changes_shop_idx").on(t.shopId, t.status, t.requestTime.desc()),
    // At most one waiting change per customer.
    uniqueIndex("customer_info_changes_waiting_uq")
      .on(t.customerId)
      .where(sql`${t.status} = 0`),
  ],
);

/** Multiple-account management (spec §6): further buyer accounts a priority buyer manages. */
export const linkedAccounts = pgTable(
  "linked_accounts",
  {
    id: serial("id").primaryKey(),
    ownerBuyerUserId: integer("owner_buyer_user_id")
      .notNull()
      .references(() => users.id),
    linkedBuyerUserId: integer("linked_buyer_user_id")
      .notNull()
      .references(() => users.id),
    createTime: time("create_time").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("linked_accounts_linked_uq").on(t.linkedBuyerUserId),
    index("linked_accounts_owner_idx").on(t.ownerBuyerUserId),
  ],
);
