import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { shops } from "./shop";

/**
 * The shop's address book (spec §3 "Address", §5 "Store"). `region_codes` are the four Kemendagri codes
 * province..village; `postal_code` matches the village's (checked by the API against `regions`).
 * Exactly one default per shop: enforced by the partial unique index and by the service, which clears
 * the old default before setting the new one in the same transaction.
 */
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    /** The user who created it (not used for scoping: addresses are shop-wide). */
    ownerUserId: integer("owner_user_id").notNull(),
    contactName: text("contact_name").notNull(),
    /** Digits only. */
    contactPhone: text("contact_phone").notNull(),
    label: text("label").notNull().default(""),
    regionCodes: jsonb("region_codes").$type<string[]>().notNull(),
    postalCode: text("postal_code").notNull(),
    detail: text("detail").notNull(),
    /** fileKey of an uploaded photo, or null. */
    photo: text("photo"),
    remark: text("remark").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_shop_idx").on(t.shopId, t.createTime.desc()),
    uniqueIndex("addresses_one_default_uq")
      .on(t.shopId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * Notification settings per user (spec §7 /api/message/setting/ina/*): one row per (user, type, channel)
 * the user changed; a missing row means the default of src/resources/notification-settings/schema.ts.
 */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    userId: integer("user_id").notNull(),
    type: text("type").notNull(),
    /** inApp | email | whatsapp */
    channel: text("channel").notNull(),
    enabled: boolean("enabled").notNull(),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("notification_settings_user_type_channel_uq").on(t.userId, t.type, t.channel)],
);
