/**
 * Stock sync period (spec §2 "Stock sync period: Every Day or Every Week with weekdays and hours", §9):
 * one row per shop; a shop without a row uses DEFAULT_SYNC_PERIOD of src/resources/stock/schema.ts.
 * Stock numbers themselves live on items (server/db/schema/item.ts).
 */
import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { shops } from "./shop";

export const stockSyncSettings = pgTable("stock_sync_settings", {
  shopId: integer("shop_id")
    .primaryKey()
    .references(() => shops.id),
  /** daily | weekly */
  mode: text("mode").notNull(),
  /** ISO weekdays 1 (Monday) .. 7 (Sunday), sorted; empty for daily. */
  weekdays: jsonb("weekdays").$type<number[]>().notNull(),
  /** "00".."23" (WIB), sorted, at least one. */
  hours: jsonb("hours").$type<string[]>().notNull(),
  /**
   * Where the scheduled sync reads third-party stock (type 3) from: the shop's own system, called with a
   * signed request (src/domain/integration.ts); null: no scheduled pull (the system pushes through the
   * integration API instead).
   */
  sourceUrl: text("source_url"),
  /** HMAC-SHA256 secret the sync signs its request to `source_url` with (as webhooks are signed). */
  sourceSecret: text("source_secret"),
  updatedBy: integer("updated_by").references(() => users.id),
  updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
