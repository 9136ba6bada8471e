/**
 * Developer settings (spec §2 /settings/system-integration; §3 "Secret key: name, permission, created date"):
 * secret keys for the shop's own systems (stored as a SHA-256 hash, shown once), webhooks with their signing
 * secret, the delivery log the retry sweep works through, and the runs of the scheduled stock sync
 * (spec §2 "Stock sync period") for shops with third-party stock (type 3).
 */
import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { KeyPermission, WebhookDeliveryStatus, WebhookEvent } from "../../../src/domain/integration";
import { users } from "./auth";
import { shops } from "./shop";

const time = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const secretKeys = pgTable(
  "secret_keys",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    name: text("name").notNull(),
    /** The key's first characters, shown in the list so the seller can tell keys apart. */
    keyPrefix: text("key_prefix").notNull(),
    /** hex SHA-256 of the whole key; the key itself is never stored. */
    keyHash: text("key_hash").notNull().unique(),
    permissions: jsonb("permissions").$type<KeyPermission[]>().notNull(),
    createdBy: integer("created_by").references(() => users.id),
    createTime: time("create_time").notNull().defaultNow(),
    lastUsedTime: time("last_used_time"),
    /** Set when revoked; a revoked key is refused at once. */
    revokeTime: time("revoke_time"),
  },
  (t) => [index("secret_keys_shop_idx").on(t.shopId, t.createTime.desc())],
);

export const webhooks = pgTable(
  "webhooks",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    url: text("url").notNull(),
    /** The HMAC-SHA256 signing secret (the receiver holds it too, so it is kept, not hashed). */
    secret: text("secret").notNull(),
    events: jsonb("events").$type<WebhookEvent[]>().notNull(),
    enabled: integer("enabled").notNull().default(1),
    createdBy: integer("created_by").references(() => users.id),
    createTime: time("create_time").notNull().defaultNow(),
    updateTime: time("update_time").notNull().defaultNow(),
  },
  (t) => [index("webhooks_shop_idx").on(t.shopId)],
);

/**
 * One event to one webhook: written in the transaction of the change it reports, sent by the sweep
 * (server/jobs/webhooks.ts) and retried with backoff until delivered or out of attempts.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    webhookId: integer("webhook_id")
      .notNull()
      .references(() => webhooks.id),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    event: text("event").$type<WebhookEvent>().notNull(),
    /** The JSON body sent (its id is the delivery id, so a receiver can drop repeats). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptTime: time("next_attempt_time"),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    /** Milliseconds the last attempt took. */
    lastDurationMs: integer("last_duration_ms"),
    createTime: time("create_time").notNull().defaultNow(),
    deliveredTime: time("delivered_time"),
  },
  (t) => [
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptTime)
      .where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_shop_idx").on(t.shopId, t.id.desc()),
  ],
);

/** A scheduled stock sync of one shop at one slot (WIB hour): the unique slot makes the sweep run it once. */
export const stockSyncRuns = pgTable(
  "stock_sync_runs",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    /** The slot's start (a whole WIB hour of the shop's period). */
    slotTime: time("slot_time").notNull(),
    /** running | done | failed */
    status: text("status").notNull(),
    /** Products whose stock changed. */
    updated: integer("updated").notNull().default(0),
    error: text("error"),
    startTime: time("start_time").notNull().defaultNow(),
    endTime: time("end_time"),
  },
  (t) => [uniqueIndex("stock_sync_runs_slot_uq").on(t.shopId, t.slotTime)],
);
