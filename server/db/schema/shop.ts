import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** A seller's shop and its store application (spec §3 "Shop info", "Store"). */
export const shops = pgTable(
  "shops",
  {
    id: serial("id").primaryKey(),
    ownerUserId: integer("owner_user_id")
      .notNull()
      .references(() => users.id),
    /** src/domain/shop.ts ApplyStatus */
    applyStatus: integer("apply_status").notNull().default(0),
    /** src/domain/shop.ts ShopStatus */
    status: integer("status").notNull().default(1),
    storeName: text("store_name").notNull(),
    specialDiscount: integer("special_discount").notNull().default(0),
    businessType: jsonb("business_type").$type<string[]>().notNull().default([]),
    storeEstablishment: text("store_establishment").notNull().default(""),
    storeDescription: text("store_description").notNull().default(""),
    accountName: text("account_name").notNull().default(""),
    accountNo: text("account_no").notNull().default(""),
    bank: text("bank").notNull().default(""),
    rejectReasons: jsonb("reject_reasons").$type<number[]>().notNull().default([]),
    rejectRemark: text("reject_remark").notNull().default(""),
    storeLogo: text("store_logo"),
    /** The rest of the store application (spec §3 "Store"): PIC, phone, address, NIB/SIUP, NPWP, KTP, photos... */
    application: jsonb("application").$type<Record<string, unknown>>().notNull().default({}),
    /** Last time the application was (re)submitted; null for shops created by other means. */
    submitTime: timestamp("submit_time", { withTimezone: true, mode: "date" }),
    /** Last platform decision (approve, reject, status change). */
    auditTime: timestamp("audit_time", { withTimezone: true, mode: "date" }),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("shops_owner_idx").on(t.ownerUserId)],
);
