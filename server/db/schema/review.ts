/**
 * Buyer reviews of products (spec §2 evaluation-received, §3 "Review: star ratings 1, 3 or 5", §9).
 * Written by the buyer side (server/marketplace/buyer-review.ts); the seller reads them
 * (server/modules/evaluation). Orders do not exist yet: `order_no` is the buyer's order number as text.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { items } from "./item";
import { shops } from "./shop";

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    /** The item's shop, copied at creation so the seller's list filters without a join. */
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    /** e.g. `ORD-20261102-0042`. */
    orderNo: text("order_no").notNull(),
    /** 1, 3 or 5 (spec §3, §9). */
    stars: integer("stars").notNull(),
    /** At most 1000 characters (src/resources/evaluations/schema.ts). */
    content: text("content").notNull().default(""),
    /** File keys of the buyer's photos (files table), in order. */
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
    /** The seller's reply, when there is one. */
    reply: text("reply"),
    replyTime: timestamp("reply_time", { withTimezone: true, mode: "date" }),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("reviews_stars_check", sql`${t.stars} in (1, 3, 5)`),
    index("reviews_shop_time_idx").on(t.shopId, t.createTime.desc(), t.id.desc()),
    index("reviews_item_idx").on(t.itemId),
    // One review per product of an order by the same buyer.
    uniqueIndex("reviews_buyer_order_item_uq").on(t.buyerUserId, t.orderNo, t.itemId),
  ],
);
