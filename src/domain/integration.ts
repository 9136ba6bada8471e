/**
 * Developer settings (spec §2 /settings/system-integration "webhook and secret keys with permissions Create,
 * Update, Sync Stock"; §3 "Secret key: name, permission, created date"; §2 "Stock sync period"). Pure: the
 * API, the seed and the portal import it. Signatures are computed in server/modules/integration; this file
 * fixes their format so a receiver can be written from the README alone.
 */

/** Key permissions (spec §2): create products, update products, sync stock. */
export const KEY_PERMISSIONS = ["create", "update", "syncStock"] as const;
export type KeyPermission = (typeof KEY_PERMISSIONS)[number];

/** A key is `sk_live_` + 40 base62 characters; the list shows its first KEY_PREFIX_LENGTH characters. */
export const SECRET_KEY_PREFIX = "sk_live_";
export const KEY_PREFIX_LENGTH = 12;
/** Keys per shop (ours). */
export const KEYS_PER_SHOP_MAX = 10;
export const KEY_NAME_MAX = 50;

/** The header the integration API reads the key from. */
export const KEY_HEADER = "x-api-key";

/** Events a webhook can subscribe to; `ping` is the test call from the settings page. */
export const WEBHOOK_EVENTS = [
  "order.created",
  "order.paid",
  "order.cancelled",
  "refund.applied",
  "inquiry.created",
  "ping",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOKS_PER_SHOP_MAX = 5;

/**
 * Signature: `X-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`; a
 * receiver should refuse a timestamp further than WEBHOOK_TOLERANCE_S from its clock. `X-Webhook-Event` names
 * the event and `X-Webhook-Delivery` the delivery id (the same on every retry).
 */
export const SIGNATURE_HEADER = "x-webhook-signature";
export const EVENT_HEADER = "x-webhook-event";
export const DELIVERY_HEADER = "x-webhook-delivery";
export const WEBHOOK_TOLERANCE_S = 300;
/** A delivery attempt waits at most this long for the receiver. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * Waits before retries 1..5 after a failed attempt (any answer outside 2xx, or no answer): 1 min, 5 min,
 * 30 min, 2 h, 6 h; after the sixth failed attempt the delivery is `failed` and can be replayed by hand.
 */
export const WEBHOOK_BACKOFF_S = [60, 300, 1800, 7200, 21600] as const;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** When retry `attempt` (1-based count of attempts made) is due, or null when no retry is left. */
export function nextAttemptDelayS(attemptsMade: number): number | null {
  return WEBHOOK_BACKOFF_S[attemptsMade - 1] ?? null;
}

/** Requests per key per minute on the integration API (ours); over it answers 429 with Retry-After. */
export const KEY_RATE_LIMIT_PER_MINUTE = 120;
/** Items in one stock sync call (ours). */
export const STOCK_SYNC_BATCH_MAX = 1000;
