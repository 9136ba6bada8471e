/**
 * System messages (spec §3 "Messages": sender name, summary, url, hasNewMsg; countNewMsg). One row per
 * recipient. Title and summary are not stored as text: `title_key` names an i18n entry holding
 * `{ title, summary }` (e.g. `messages:system.item.approved`), filled with `params` at read time in the
 * caller's language.
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const systemMessages = pgTable(
  "system_messages",
  {
    id: serial("id").primaryKey(),
    /** The recipient. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    shopId: integer("shop_id"),
    /** item.approved | item.rejected | shop.approved | shop.rejected | shop.status */
    type: text("type").notNull(),
    titleKey: text("title_key").notNull(),
    params: jsonb("params").$type<Record<string, string | number>>().notNull().default({}),
    /** Portal hash path the message opens, e.g. `/commodity/in-detail?itemId=12`. */
    url: text("url").notNull().default(""),
    senderName: text("sender_name").notNull().default("Platform"),
    isRead: boolean("is_read").notNull().default(false),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("system_messages_user_read_idx").on(t.userId, t.isRead)],
);
