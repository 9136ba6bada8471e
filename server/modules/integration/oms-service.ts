/**
 * The /OMS page (spec §2 "/OMS", §6 "The OMS menu is only for users whose extendedField is ERP"): the state
 * of the shop's link with its ERP in one answer: live keys, webhooks with their newest delivery, delivery
 * counts of the last 24 hours by status, and the last stock sync runs.
 */
import { and, count, eq, gte, isNull } from "drizzle-orm";
import type { KeyRow, SyncRunRow, WebhookRow } from "@src/resources/integrations/schema";
import type { Db } from "../../db/client";
import { secretKeys, webhookDeliveries } from "../../db/schema/integration";
import { pageKeys } from "./key-service";
import { listWebhooks } from "./webhook-service";
import { recentSyncRuns } from "./stock-source-service";

export interface OmsStatus {
  liveKeys: number;
  keys: KeyRow[];
  webhooks: WebhookRow[];
  /** Deliveries created in the last 24 hours, by status. */
  deliveries24h: { pending: number; delivered: number; failed: number };
  runs: SyncRunRow[];
}

/** The ERP link status of `shopId` at `now`. */
export async function omsStatus(db: Db, shopId: number, now: Date): Promise<OmsStatus> {
  const since = new Date(now.getTime() - 24 * 3600_000);
  const [[live], keys, webhooks, byStatus, runs] = await Promise.all([
    db
      .select({ n: count() })
      .from(secretKeys)
      .where(and(eq(secretKeys.shopId, shopId), isNull(secretKeys.revokeTime))),
    pageKeys(db, shopId, 5, 0),
    listWebhooks(db, shopId),
    db
      .select({ status: webhookDeliveries.status, n: count() })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.shopId, shopId), gte(webhookDeliveries.createTime, since)))
      .groupBy(webhookDeliveries.status),
    recentSyncRuns(db, shopId, 5),
  ]);
  const deliveries24h = { pending: 0, delivered: 0, failed: 0 };
  for (const s of byStatus) deliveries24h[s.status] = s.n;
  return { liveKeys: live?.n ?? 0, keys: keys.rows, webhooks, deliveries24h, runs };
}
