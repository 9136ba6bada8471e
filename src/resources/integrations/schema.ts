/**
 * Developer settings (spec §2 /settings/system-integration, §3 "Secret key"): the zod schemas of the
 * seller's key and webhook calls and of the key-authenticated integration API (/api/open/v1/*). One object
 * for both sides: the portal's forms validate with them and the API re-validates every body. Messages are
 * i18n keys (`integrations:rules.*`, `validation:*`).
 */
import { z } from "zod";
import {
  KEY_NAME_MAX,
  KEY_PERMISSIONS,
  STOCK_SYNC_BATCH_MAX,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  type KeyPermission,
  type WebhookDeliveryStatus,
  type WebhookEvent,
} from "../../domain/integration";
import { MAX_STOCK } from "../../domain/product";
import { boundedArray } from "../../domain/schema/array";
import { text } from "../../domain/schema/text";
import { productFieldsSchema, withProductRules } from "../products/schema";

/** Longest webhook or stock-source URL we accept (ours). */
export const URL_MAX = 500;
/** Hosts where plain http is accepted, for a receiver on the seller's own machine while testing (ours). */
export const LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]"] as const;

/**
 * True for an https URL, or an http URL on localhost / 127.0.0.1 / [::1] (a receiver being tested on the
 * developer's machine). Pure, so the form and the API agree.
 */
export function isAcceptedUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && (LOCAL_HOSTS as readonly string[]).includes(url.hostname);
}

/** A receiver URL: https, or http on a local host; no credentials inside it. */
export const receiverUrlSchema = text()
  .trim()
  .min(1, "validation:required")
  .max(URL_MAX, "validation:maxLength")
  .refine(isAcceptedUrl, "integrations:rules.url");

const idSchema = z.number({ error: "validation:required" }).int().positive();

/** Body of /api/integration/ina/key/create. */
export const keyCreateSchema = z.object({
  name: text().trim().min(1, "validation:required").max(KEY_NAME_MAX, "validation:maxLength"),
  permissions: boundedArray(z.enum(KEY_PERMISSIONS, { error: "validation:oneOf" }), KEY_PERMISSIONS.length).min(
    1,
    "integrations:rules.permissionRequired",
  ),
});
export type KeyCreateInput = z.input<typeof keyCreateSchema>;

/** Body of the calls naming one key, webhook or delivery. */
export const idBodySchema = z.object({ id: idSchema });

/** Body of /api/integration/ina/webhook/create. */
export const webhookCreateSchema = z.object({
  url: receiverUrlSchema,
  events: boundedArray(z.enum(WEBHOOK_EVENTS, { error: "validation:oneOf" }), WEBHOOK_EVENTS.length).min(
    1,
    "integrations:rules.eventRequired",
  ),
});
export type WebhookCreateInput = z.input<typeof webhookCreateSchema>;

/** Body of /api/integration/ina/webhook/update: only the fields sent change. */
export const webhookUpdateSchema = z.object({
  id: idSchema,
  url: receiverUrlSchema.optional(),
  events: boundedArray(z.enum(WEBHOOK_EVENTS, { error: "validation:oneOf" }), WEBHOOK_EVENTS.length)
    .min(1, "integrations:rules.eventRequired")
    .optional(),
  enabled: z.boolean().optional(),
});
export type WebhookUpdateInput = z.input<typeof webhookUpdateSchema>;

/** Filters of /api/integration/ina/delivery/page (besides pageNo / pageSize). */
export const deliveryFiltersSchema = z.object({
  webhookId: idSchema.optional(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: "validation:oneOf" }).optional(),
  event: z.enum(WEBHOOK_EVENTS, { error: "validation:oneOf" }).optional(),
});

/** Body of /api/stock/ina/syncSource/set: where the scheduled stock sync reads from (null: none). */
export const syncSourceSchema = z.object({
  sourceUrl: receiverUrlSchema.nullable(),
  rotateSecret: z.boolean().optional(),
});

// ---- the integration API (/api/open/v1/*) ----

/** Body of /api/open/v1/product/create: the seller's product create (same fields and rules). */
export const openProductCreateSchema = withProductRules(productFieldsSchema).and(
  z.object({ submit: z.boolean().default(true) }),
);

/**
 * Body of /api/open/v1/product/update: the seller's full-replace update, naming the product by `itemId`,
 * or (without it) by the body's `partNo` within the key's shop.
 */
export const openProductUpdateSchema = withProductRules(productFieldsSchema).and(
  z.object({ itemId: idSchema.optional(), submit: z.boolean().default(true) }),
);

/** One line of a stock sync: the product by `itemId` or `partNo`, and its stock now. */
export const stockSyncLineSchema = z
  .object({
    itemId: idSchema.optional(),
    partNo: text().trim().min(1, "validation:required").max(64, "validation:maxLength").optional(),
    stock: z
      .number({ error: "validation:required" })
      .int("validation:integer")
      .min(0, "validation:min")
      .max(MAX_STOCK, "validation:max"),
  })
  .refine((l) => l.itemId !== undefined || l.partNo !== undefined, {
    message: "integrations:rules.itemRequired",
    path: ["itemId"],
  });
export type StockSyncLine = z.infer<typeof stockSyncLineSchema>;

/** Body of /api/open/v1/stock/sync (also the answer the scheduled sync expects from the source). */
export const stockSyncSchema = z.object({
  items: z.array(stockSyncLineSchema).min(1, "validation:required").max(STOCK_SYNC_BATCH_MAX, "validation:maxItems"),
});

/** A key as the list shows it (the key itself is never answered again). */
export interface KeyRow {
  id: number;
  name: string;
  keyPrefix: string;
  permissions: KeyPermission[];
  createdBy: string | null;
  /** `yyyy-MM-dd HH:mm:ss` WIB */
  createTime: string;
  lastUsedTime: string | null;
  revokeTime: string | null;
}

/** A webhook as the list shows it; the secret masked except its last 4 characters. */
export interface WebhookRow {
  id: number;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  secretMasked: string;
  createTime: string;
  updateTime: string;
  /** The newest delivery's status and time, or null. */
  lastDelivery: { status: WebhookDeliveryStatus; time: string; statusCode: number | null } | null;
}

/** A row of the delivery log. */
export interface DeliveryRow {
  id: number;
  webhookId: number;
  url: string;
  event: WebhookEvent;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastDurationMs: number | null;
  nextAttemptTime: string | null;
  createTime: string;
  deliveredTime: string | null;
  payload: Record<string, unknown>;
}

/** A stock sync run (the /OMS page and the stock sync screen). */
export interface SyncRunRow {
  id: number;
  slotTime: string;
  status: string;
  updated: number;
  error: string | null;
  startTime: string;
  endTime: string | null;
}
