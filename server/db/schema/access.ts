import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { shops } from "./shop";

/**
 * Positions (spec §3 "Position (role)", §6): a set of authority keys (src/access/authorities.ts) plus a
 * data list permission (1 all accounts, 2 only own activities). Names are unique within a shop.
 */
export const positions = pgTable(
  "positions",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    name: text("name").notNull(),
    authorities: jsonb("authorities").$type<string[]>().notNull().default([]),
    dataListPermission: integer("data_list_permission").notNull().default(1),
    createdBy: integer("created_by"),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("positions_shop_name_uq").on(t.shopId, t.name), index("positions_shop_idx").on(t.shopId)],
);

/**
 * The activity log (spec §6): every write by a seller user, recorded by the API: who, what
 * (subject + action), which record, when, and the fields changed (from -> to). Activities of the reward
 * types of spec §6 carry the estimated reward (integer rupiah) in force when they happened.
 */
export const activities = pgTable(
  "activities",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id").notNull(),
    userId: integer("user_id").notNull(),
    /** Registry resource name, e.g. `products`. */
    subject: text("subject").notNull(),
    /** Authority action, e.g. `create`, `edit`, `approve`. */
    action: text("action").notNull(),
    recordId: text("record_id").notNull().default(""),
    /** One of the reward activity types of spec §6, or null for other writes. */
    activityType: text("activity_type"),
    changes: jsonb("changes").$type<{ field: string; from: unknown; to: unknown }[]>().notNull().default([]),
    /** Rupiah. */
    estimatedReward: integer("estimated_reward").notNull().default(0),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("activities_shop_time_idx").on(t.shopId, t.createTime.desc().nullsFirst()),
    index("activities_user_time_idx").on(t.userId, t.createTime.desc().nullsFirst()),
  ],
);
