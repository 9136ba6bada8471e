/**
 * Demo developer settings of seller.active's shop (spec §2 /settings/system-integration, /OMS): two secret
 * keys (one revoked), a webhook to http://127.0.0.1:9/hook where nothing listens (so its deliveries fail and
 * show their retries) with deliveries in every status, and past stock sync runs done and failed (no stock
 * source is set: the stock sync screen starts at its default, and a seller adds one there). The keys are random: the demo never ships a usable key. seller.active's
 * extendedField is ERP already (server/seed/demo-accounts.ts), so its main admin sees /OMS.
 */
import { and, eq } from "drizzle-orm";
import { WEBHOOK_EVENTS } from "@src/domain/integration";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { secretKeys, stockSyncRuns, webhookDeliveries, webhooks } from "../db/schema/integration";
import { newSecretKey, newWebhookSecret } from "../modules/integration/secrets";

const HOUR = 3600_000;

export async function seedDemoIntegration(db: Db, deps: { shopId: number; clock: () => Date }): Promise<void> {
  const now = deps.clock();
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.shopId, deps.shopId), eq(users.isMainAdmin, true)));
  const createdBy = admin?.id ?? null;

  const live = newSecretKey();
  const old = newSecretKey();
  await db.insert(secretKeys).values([
    {
      shopId: deps.shopId,
      name: "ERP produksi",
      keyPrefix: live.keyPrefix,
      keyHash: live.keyHash,
      permissions: ["create", "update", "syncStock"],
      createdBy,
      createTime: at(24 * 30),
      lastUsedTime: at(2),
    },
    {
      shopId: deps.shopId,
      name: "ERP uji coba (lama)",
      keyPrefix: old.keyPrefix,
      keyHash: old.keyHash,
      permissions: ["syncStock"],
      createdBy,
      createTime: at(24 * 90),
      lastUsedTime: at(24 * 40),
      revokeTime: at(24 * 31),
    },
  ]);

  const [hook] = await db
    .insert(webhooks)
    .values({
      shopId: deps.shopId,
      url: "http://127.0.0.1:9/hook",
      secret: newWebhookSecret(),
      events: WEBHOOK_EVENTS.filter((e) => e !== "ping"),
      createdBy,
      createTime: at(24 * 30),
      updateTime: at(24 * 30),
    })
    .returning({ id: webhooks.id });
  const payload = (event: string, hoursAgo: number, data: Record<string, unknown>) => ({
    event,
    createdAt: at(hoursAgo).toISOString(),
    shopId: deps.shopId,
    data,
  });
  const rows = await db
    .insert(webhookDeliveries)
    .values([
      {
        webhookId: hook.id,
        shopId: deps.shopId,
        event: "order.created" as const,
        payload: payload("order.created", 48, { orderNo: "DEMO-ORDER-1", status: 5, total: 1_250_000 }),
        status: "delivered" as const,
        attempts: 1,
        lastStatusCode: 200,
        lastDurationMs: 84,
        createTime: at(48),
        deliveredTime: at(48),
      },
      {
        webhookId: hook.id,
        shopId: deps.shopId,
        event: "order.paid" as const,
        payload: payload("order.paid", 30, { orderNo: "DEMO-ORDER-1", status: 1, total: 1_250_000 }),
        status: "failed" as const,
        attempts: 6,
        lastError: "fetch failed: connect ECONNREFUSED 127.0.0.1:9",
        lastDurationMs: 3,
        createTime: at(30),
      },
      {
        webhookId: hook.id,
        shopId: deps.shopId,
        event: "refund.applied" as const,
        payload: payload("refund.applied", 1, { refundNo: "DEMO-REFUND-1", orderNo: "DEMO-ORDER-1", amount: 250_000 }),
        status: "pending" as const,
        attempts: 2,
        lastError: "fetch failed: connect ECONNREFUSED 127.0.0.1:9",
        lastDurationMs: 2,
        nextAttemptTime: new Date(now.getTime() + 4 * 60_000),
        createTime: at(1),
      },
    ])
    .returning({ id: webhookDeliveries.id, payload: webhookDeliveries.payload });
  for (const r of rows)
    await db
      .update(webhookDeliveries)
      .set({ payload: { ...r.payload, id: r.id } })
      .where(eq(webhookDeliveries.id, r.id));

  const slot = (daysAgo: number, hour: number) => {
    const d = new Date(now.getTime() - daysAgo * 24 * HOUR);
    // The WIB hour `hour` of that day, as a UTC instant.
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour - 7));
  };
  await db.insert(stockSyncRuns).values([
    {
      shopId: deps.shopId,
      slotTime: slot(2, 6),
      status: "done",
      updated: 14,
      startTime: slot(2, 6),
      endTime: slot(2, 6),
    },
    {
      shopId: deps.shopId,
      slotTime: slot(2, 18),
      status: "done",
      updated: 3,
      startTime: slot(2, 18),
      endTime: slot(2, 18),
    },
    {
      shopId: deps.shopId,
      slotTime: slot(1, 6),
      status: "failed",
      error: "fetch failed: connect ECONNREFUSED 127.0.0.1:9",
      startTime: slot(1, 6),
      endTime: slot(1, 6),
    },
  ]);
}
