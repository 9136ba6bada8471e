/**
 * Sending webhook deliveries (spec §2 /settings/system-integration "webhook"; formats and backoff in
 * src/domain/integration.ts). Used by the sweep (server/jobs/webhooks.ts) and by the settings page's test
 * ping. Safe with several API processes: a delivery is claimed with FOR NO KEY UPDATE SKIP LOCKED and leased (its
 * next attempt time pushed past the send) in a short transaction, then sent outside any transaction, then
 * its result written. A process that dies mid-send leaves the lease to expire and the delivery is sent
 * again: delivery is at least once, and receivers drop repeats by the delivery id (X-Webhook-Delivery).
 */
import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import {
  DELIVERY_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_MS,
  nextAttemptDelayS,
  type WebhookDeliveryStatus,
} from "@src/domain/integration";
import type { Db } from "../../db/client";
import { webhookDeliveries, webhooks } from "../../db/schema/integration";
import { signBody } from "./secrets";

/** The fetch the sender uses (injectable in tests). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** How long a claimed delivery is hidden from other sweeps while it is being sent. */
const LEASE_MS = WEBHOOK_TIMEOUT_MS + 60_000;
/** Deliveries one sweep sends at most (the rest wait for the next tick). */
const SWEEP_BATCH = 50;
/** Parallel sends within one sweep. */
const PARALLEL = 8;
const ERROR_MAX = 300;

export interface SendOptions {
  fetch?: FetchLike;
  /** Only these deliveries (the test ping); they are sent even when not yet due or their webhook is off. */
  ids?: number[];
  limit?: number;
}

interface Claimed {
  id: number;
  attempts: number;
  event: string;
  payload: Record<string, unknown>;
  url: string;
  secret: string;
}

/** Claims due pending deliveries (leased), oldest first. */
async function claim(db: Db, now: Date, opts: SendOptions): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = opts.ids
      ? and(inArray(webhookDeliveries.id, opts.ids), eq(webhookDeliveries.status, "pending"))
      : and(
          eq(webhookDeliveries.status, "pending"),
          or(isNull(webhookDeliveries.nextAttemptTime), lte(webhookDeliveries.nextAttemptTime, now)),
          eq(webhooks.enabled, 1),
        );
    const rows = await tx
      .select({
        id: webhookDeliveries.id,
        attempts: webhookDeliveries.attempts,
        event: webhookDeliveries.event,
        payload: webhookDeliveries.payload,
        url: webhooks.url,
        secret: webhooks.secret,
      })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(due)
      .orderBy(asc(webhookDeliveries.nextAttemptTime), asc(webhookDeliveries.id))
      .limit(opts.limit ?? SWEEP_BATCH)
      .for("no key update", { of: webhookDeliveries, skipLocked: true });
    if (rows.length > 0)
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptTime: new Date(now.getTime() + LEASE_MS) })
        .where(
          inArray(
            webhookDeliveries.id,
            rows.map((r) => r.id),
          ),
        );
    return rows;
  });
}

interface Outcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** One POST of a delivery: signed body, timeout, no redirects followed (a 3xx is a failure). */
async function send(row: Claimed, now: Date, fetchFn: FetchLike): Promise<Outcome> {
  const body = JSON.stringify(row.payload);
  const started = performance.now();
  try {
    const res = await fetchFn(row.url, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      headers: {
        "content-type": "application/json",
        "user-agent": "seller-portal-webhooks/1",
        [SIGNATURE_HEADER]: signBody(row.secret, Math.floor(now.getTime() / 1000), body),
        [EVENT_HEADER]: row.event,
        [DELIVERY_HEADER]: String(row.id),
      },
      body,
    });
    await res.body?.cancel().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return {
      ok,
      statusCode: res.status,
      error: ok ? null : `HTTP ${res.status}`,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : "";
    const message = err instanceof Error ? `${err.message}${cause}` : String(err);
    return {
      ok: false,
      statusCode: null,
      error: message.slice(0, ERROR_MAX),
      durationMs: Math.round(performance.now() - started),
    };
  }
}

/** Writes one attempt's outcome: delivered, or the next retry per WEBHOOK_BACKOFF_S, or failed after 6. */
async function record(db: Db, row: Claimed, outcome: Outcome, now: Date): Promise<WebhookDeliveryStatus> {
  const attempts = row.attempts + 1;
  const delay = outcome.ok ? null : nextAttemptDelayS(attempts);
  const status: WebhookDeliveryStatus = outcome.ok ? "delivered" : delay === null ? "failed" : "pending";
  await db
    .update(webhookDeliveries)
    .set({
      status,
      attempts,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      lastDurationMs: outcome.durationMs,
      nextAttemptTime: status === "pending" && delay !== null ? new Date(now.getTime() + delay * 1000) : null,
      deliveredTime: outcome.ok ? now : null,
    })
    .where(eq(webhookDeliveries.id, row.id));
  return status;
}

/**
 * Sends the due deliveries (or `opts.ids`) once each and records the outcomes; answers how many were sent
 * and how each ended. `now` is the injectable clock's time (signature timestamp and backoff base).
 */
export async function sendDueDeliveries(
  db: Db,
  now: Date,
  opts: SendOptions = {},
): Promise<{ id: number; status: WebhookDeliveryStatus; outcome: Outcome }[]> {
  const fetchFn = opts.fetch ?? ((url, init) => fetch(url, init));
  const claimed = await claim(db, now, opts);
  const results: { id: number; status: WebhookDeliveryStatus; outcome: Outcome }[] = [];
  for (let i = 0; i < claimed.length; i += PARALLEL) {
    const chunk = claimed.slice(i, i + PARALLEL);
    await Promise.all(
      chunk.map(async (row) => {
        const outcome = await send(row, now, fetchFn);
        results.push({ id: row.id, status: await record(db, row, outcome, now), outcome });
      }),
    );
  }
  return results;
}
