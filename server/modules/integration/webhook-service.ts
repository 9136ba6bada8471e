/**
 * Webhooks of a shop (spec §2 /settings/system-integration "webhook"): the seller's list, create (secret
 * shown once), update, delete, test ping, the delivery log and replay; and `enqueueWebhookEvent`, which the
 * order, refund and inquiry services call INSIDE the transaction of their change, so a delivery exists
 * exactly when the change committed. Every query is scoped by the caller's shop in SQL.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { WEBHOOKS_PER_SHOP_MAX, type WebhookDeliveryStatus, type WebhookEvent } from "@src/domain/integration";
import { formatDateTime } from "@src/domain/datetime";
import { ResultCode } from "@src/domain/wire";
import type { DeliveryRow, WebhookRow } from "@src/resources/integrations/schema";
import type { Db, Tx } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { webhookDeliveries, webhooks } from "../../db/schema/integration";
import { shops } from "../../db/schema/shop";
import { ApiError, notFound } from "../../http/envelope";
import type { CallerScope } from "../../http/scope";
import { recordActivity } from "../activity/record";
import { maskSecret, newWebhookSecret } from "./secrets";
import { sendDueDeliveries, type FetchLike } from "./delivery-service";

const fmt = (d: Date | null) => (d ? formatDateTime(d) : null);

/**
 * Queues `event` for every enabled webhook of `shopId` subscribed to it, in the caller's transaction `tx`
 * (nothing is queued if it rolls back). The body is `{ id (delivery id), event, createdAt (ISO 8601 UTC),
 * shopId, data }`, `data` the small JSON the caller gives (ids and key fields; readers fetch the rest). The
 * sweep (server/jobs/webhooks.ts) sends it within seconds. Answers the delivery ids.
 */
export async function enqueueWebhookEvent(
  tx: Db | Tx,
  shopId: number,
  event: WebhookEvent,
  data: Record<string, unknown>,
  now: Date,
): Promise<number[]> {
  // Prepared (docs/architecture.md §6 "Prepared statements"): every paid and cancelled order asks it.
  const targets = await preparedOnce(tx, "webhook_targets", (h, name) =>
    h
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(
        and(
          eq(webhooks.shopId, sql.placeholder("shopId")),
          eq(webhooks.enabled, 1),
          sql`${webhooks.events} @> ${sql.placeholder("events")}::jsonb`,
        ),
      )
      .prepare(name),
  ).execute({ shopId, events: JSON.stringify([event]) });
  return insertDeliveries(
    tx,
    shopId,
    targets.map((t) => t.id),
    event,
    data,
    now,
  );
}

async function insertDeliveries(
  tx: Db | Tx,
  shopId: number,
  webhookIds: number[],
  event: WebhookEvent,
  data: Record<string, unknown>,
  now: Date,
): Promise<number[]> {
  if (webhookIds.length === 0) return [];
  const base = { event, createdAt: now.toISOString(), shopId, data };
  const rows = await tx
    .insert(webhookDeliveries)
    .values(
      webhookIds.map((webhookId) => ({
        webhookId,
        shopId,
        event,
        payload: base,
        status: "pending" as const,
        nextAttemptTime: now,
        createTime: now,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  const ids = rows.map((r) => r.id);
  // The body carries its own delivery id, so a receiver can drop a repeat.
  await tx
    .update(webhookDeliveries)
    .set({ payload: sql`jsonb_set(${webhookDeliveries.payload}, '{id}', to_jsonb(${webhookDeliveries.id}))` })
    .where(inArray(webhookDeliveries.id, ids));
  return ids;
}

/** The shop's webhooks, oldest first, each with its newest delivery. */
export async function listWebhooks(db: Db, shopId: number): Promise<WebhookRow[]> {
  const rows = await db.select().from(webhooks).where(eq(webhooks.shopId, shopId)).orderBy(webhooks.id);
  if (rows.length === 0) return [];
  const last = await db
    .selectDistinctOn([webhookDeliveries.webhookId], {
      webhookId: webhookDeliveries.webhookId,
      status: webhookDeliveries.status,
      createTime: webhookDeliveries.createTime,
      deliveredTime: webhookDeliveries.deliveredTime,
      statusCode: webhookDeliveries.lastStatusCode,
    })
    .from(webhookDeliveries)
    .where(
      inArray(
        webhookDeliveries.webhookId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.id));
  const lastBy = new Map(last.map((l) => [l.webhookId, l]));
  return rows.map((w) => {
    const l = lastBy.get(w.id);
    return {
      id: w.id,
      url: w.url,
      events: w.events,
      enabled: w.enabled === 1,
      secretMasked: maskSecret(w.secret),
      createTime: formatDateTime(w.createTime),
      updateTime: formatDateTime(w.updateTime),
      lastDelivery: l
        ? { status: l.status, time: formatDateTime(l.deliveredTime ?? l.createTime), statusCode: l.statusCode }
        : null,
    };
  });
}

/**
 * Adds a webhook and answers its signing secret ONCE (`whsec_` + 32 base62; the list masks it later).
 * @throws ApiError 409 integrations:errors.tooManyWebhooks beyond WEBHOOKS_PER_SHOP_MAX.
 */
export async function createWebhook(
  db: Db,
  scope: CallerScope,
  input: { url: string; events: WebhookEvent[] },
  now: Date,
): Promise<{ id: number; secret: string }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, scope.shopId)).for("no key update");
    const [have] = await tx.select({ n: count() }).from(webhooks).where(eq(webhooks.shopId, scope.shopId));
    if ((have?.n ?? 0) >= WEBHOOKS_PER_SHOP_MAX)
      throw new ApiError(ResultCode.conflict, "integrations:errors.tooManyWebhooks", { max: WEBHOOKS_PER_SHOP_MAX });
    const secret = newWebhookSecret();
    const events = [...new Set(input.events)];
    const [row] = await tx
      .insert(webhooks)
      .values({
        shopId: scope.shopId,
        url: input.url,
        secret,
        events,
        createdBy: scope.userId,
        createTime: now,
        updateTime: now,
      })
      .returning({ id: webhooks.id });
    await recordActivity(
      tx,
      scope,
      {
        subject: "integrations",
        action: "create",
        recordId: `webhook-${row.id}`,
        before: null,
        after: { url: input.url, events },
      },
      now,
    );
    return { id: row.id, secret };
  });
}

async function lockWebhook(tx: Tx, shopId: number, id: number) {
  const [row] = await tx
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.shopId, shopId)))
    .for("no key update");
  if (!row) throw notFound();
  return row;
}

/** Changes the fields sent (url, events, enabled). @throws errors:notFound for another shop's webhook. */
export async function updateWebhook(
  db: Db,
  scope: CallerScope,
  input: { id: number; url?: string; events?: WebhookEvent[]; enabled?: boolean },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockWebhook(tx, scope.shopId, input.id);
    const set = {
      ...(input.url === undefined ? {} : { url: input.url }),
      ...(input.events === undefined ? {} : { events: [...new Set(input.events)] }),
      ...(input.enabled === undefined ? {} : { enabled: input.enabled ? 1 : 0 }),
    };
    await tx
      .update(webhooks)
      .set({ ...set, updateTime: now })
      .where(eq(webhooks.id, input.id));
    await recordActivity(
      tx,
      scope,
      {
        subject: "integrations",
        action: "edit",
        recordId: `webhook-${input.id}`,
        before: { url: before.url, events: before.events, enabled: before.enabled },
        after: { url: before.url, events: before.events, enabled: before.enabled, ...set },
      },
      now,
    );
  });
}

/** Deletes a webhook with its delivery log (one transaction). @throws errors:notFound for another shop's. */
export async function deleteWebhook(db: Db, scope: CallerScope, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockWebhook(tx, scope.shopId, id);
    await tx.delete(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id));
    await tx.delete(webhooks).where(eq(webhooks.id, id));
    await recordActivity(
      tx,
      scope,
      {
        subject: "integrations",
        action: "delete",
        recordId: `webhook-${id}`,
        before: { url: before.url, events: before.events },
        after: null,
      },
      now,
    );
  });
}

/**
 * The test ping of the settings page: queues a `ping` delivery to the webhook (whatever its events and
 * switch) and sends it at once; answers its outcome (status, HTTP code, error, duration). A failed ping
 * stays in the log and is retried like any delivery.
 */
export async function testWebhook(
  db: Db,
  scope: CallerScope,
  id: number,
  now: Date,
  fetchFn?: FetchLike,
): Promise<{
  deliveryId: number;
  status: WebhookDeliveryStatus;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}> {
  const [deliveryId] = await db.transaction(async (tx) => {
    await lockWebhook(tx, scope.shopId, id);
    return insertDeliveries(tx, scope.shopId, [id], "ping", { message: "ping" }, now);
  });
  const [result] = await sendDueDeliveries(db, now, { ids: [deliveryId], ...(fetchFn ? { fetch: fetchFn } : {}) });
  if (!result) return { deliveryId, status: "pending", statusCode: null, error: null, durationMs: 0 };
  return { deliveryId, status: result.status, ...result.outcome };
}

export interface DeliveryFilters {
  webhookId?: number;
  status?: WebhookDeliveryStatus;
  event?: WebhookEvent;
}

/** One page of the shop's delivery log, newest first. */
export async function pageDeliveries(
  db: Db,
  shopId: number,
  f: DeliveryFilters,
  limit: number,
  offset: number,
): Promise<{ rows: DeliveryRow[]; rowCount: number }> {
  const where: SQL | undefined = and(
    eq(webhookDeliveries.shopId, shopId),
    f.webhookId === undefined ? undefined : eq(webhookDeliveries.webhookId, f.webhookId),
    f.status === undefined ? undefined : eq(webhookDeliveries.status, f.status),
    f.event === undefined ? undefined : eq(webhookDeliveries.event, f.event),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ d: webhookDeliveries, url: webhooks.url })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return {
    rowCount: total?.n ?? 0,
    rows: rows.map(({ d, url }) => ({
      id: d.id,
      webhookId: d.webhookId,
      url,
      event: d.event,
      status: d.status,
      attempts: d.attempts,
      lastStatusCode: d.lastStatusCode,
      lastError: d.lastError,
      lastDurationMs: d.lastDurationMs,
      nextAttemptTime: d.status === "pending" ? fmt(d.nextAttemptTime) : null,
      createTime: formatDateTime(d.createTime),
      deliveredTime: fmt(d.deliveredTime),
      payload: d.payload,
    })),
  };
}

/**
 * Sends a delivery again as a new series of attempts (same delivery id, same body): back to pending, due
 * now, attempts from 0. A pending one is left as it is (already on its way).
 * @throws errors:notFound for another shop's delivery.
 */
export async function replayDelivery(db: Db, scope: CallerScope, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: webhookDeliveries.id, status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.shopId, scope.shopId)))
      .for("no key update");
    if (!row) throw notFound();
    if (row.status === "pending") return;
    await tx
      .update(webhookDeliveries)
      .set({ status: "pending", attempts: 0, nextAttemptTime: now, deliveredTime: null })
      .where(eq(webhookDeliveries.id, id));
    await recordActivity(
      tx,
      scope,
      {
        subject: "integrations",
        action: "edit",
        recordId: `delivery-${id}`,
        before: { status: row.status },
        after: { status: "pending" },
      },
      now,
    );
  });
}

/** The `data` of an order.* webhook (spec §2 webhooks): ids and key fields; total in integer rupiah. */
export function orderWebhookData(order: { id: number; orderNo: string; status: number; total: number }) {
  return { orderId: order.id, orderNo: order.orderNo, status: order.status, total: order.total };
}
