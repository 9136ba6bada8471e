import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { shops } from "./shop";

/**
 * Sub-account reward settings (spec §3 "Sub-account reward: current and previous value, create time", §6).
 * History is kept: every change inserts a row; the value in force for (shop, activity type) at a time is
 * the latest row created at or before it. `value` / `previousValue` are integer rupiah per activity.
 */
export const rewardSettings = pgTable(
  "reward_settings",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    /** One of ACTIVITY_TYPES (src/domain/activity.ts). */
    activityType: text("activity_type").notNull(),
    value: integer("value").notNull(),
    /** The value this row replaced (0 for the first setting). */
    previousValue: integer("previous_value").notNull().default(0),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    createdBy: integer("created_by"),
  },
  (t) => [index("reward_settings_shop_type_time_idx").on(t.shopId, t.activityType, t.createTime.desc(), t.id.desc())],
);
