import type { Role } from "../../../src/domain/user";
import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Users of every role (seller main admin and sub-accounts, platform admin, buyer). */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    userName: text("user_name").notNull().unique(),
    /** scrypt of the client's SHA-256 hex (spec §7 "hashed password"): `scrypt$N$r$p$salt$hash`. */
    passwordHash: text("password_hash").notNull(),
    nickName: text("nick_name").notNull().default(""),
    pltShowName: text("plt_show_name").notNull().default(""),
    email: text("email").notNull().default(""),
    /** seller | platform | buyer */
    role: text("role").$type<Role>().notNull(),
    /** The shop a seller user belongs to (null: platform, buyer, or a seller without a shop yet). */
    shopId: integer("shop_id"),
    /** The seller who signed up the shop; sub-accounts are false. */
    isMainAdmin: boolean("is_main_admin").notNull().default(false),
    /** A sub-account's position (server/db/schema/access.ts); null for a main admin. */
    positionId: integer("position_id"),
    /** A buyer's type (src/domain/order.ts BUYER_TYPES); null for other roles. */
    buyerType: text("buyer_type"),
    /** "ERP" shows the OMS link (spec §2). */
    extendedField: text("extended_field").notNull().default(""),
    /** 1 active, 0 inactive. */
    status: integer("status").notNull().default(1),
    createdBy: integer("created_by"),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("users_shop_idx").on(t.shopId)],
);

/** Sessions: random tokens stored only as a SHA-256 hash; idle expiry; ended with a reason. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    tokenHash: text("token_hash").notNull().unique(),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastSeenTime: timestamp("last_seen_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    endTime: timestamp("end_time", { withTimezone: true, mode: "date" }),
    /** logout | expired | deactivated | passwordChanged */
    endReason: text("end_reason"),
    /** Cloud-messaging device token registered by the portal for this session (spec §7 setCloudMessageToken). */
    cloudMessageToken: text("cloud_message_token"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Failed sign-in counters per user name (rate-limiter-flexible's RateLimiterDrizzle store). Kept in the
 * database so that N API processes on one PostgreSQL share the count; `expire` null never happens here.
 */
export const loginThrottle = pgTable("login_throttle", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true, mode: "date" }),
});
