/**
 * Where the scheduled stock sync reads third-party stock from (spec §2 "Stock sync period", §9): the
 * shop's source URL and the secret its requests are signed with (generated here, answered once), and the
 * recent runs of server/jobs/stock-sync.ts.
 */
import { desc, eq } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import { DEFAULT_SYNC_PERIOD } from "@src/resources/stock/schema";
import type { SyncRunRow } from "@src/resources/integrations/schema";
import type { Db } from "../../db/client";
import { stockSyncRuns } from "../../db/schema/integration";
import { stockSyncSettings } from "../../db/schema/stock";
import type { CallerScope } from "../../http/scope";
import { recordActivity } from "../activity/record";
import { newSourceSecret } from "./secrets";

/** The source as the stock sync screen shows it (the secret itself only once, from `setSyncSource`). */
export interface SyncSource {
  sourceUrl: string | null;
  hasSecret: boolean;
  runs: SyncRunRow[];
}

/** The last `limit` stock sync runs of the shop, newest first. */
export async function recentSyncRuns(db: Db, shopId: number, limit = 10): Promise<SyncRunRow[]> {
  const rows = await db
    .select()
    .from(stockSyncRuns)
    .where(eq(stockSyncRuns.shopId, shopId))
    .orderBy(desc(stockSyncRuns.slotTime))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    slotTime: formatDateTime(r.slotTime),
    status: r.status,
    updated: r.updated,
    error: r.error,
    startTime: formatDateTime(r.startTime),
    endTime: r.endTime ? formatDateTime(r.endTime) : null,
  }));
}

/** The shop's stock source and its recent runs. */
export async function getSyncSource(db: Db, shopId: number): Promise<SyncSource> {
  const [row] = await db
    .select({ sourceUrl: stockSyncSettings.sourceUrl, sourceSecret: stockSyncSettings.sourceSecret })
    .from(stockSyncSettings)
    .where(eq(stockSyncSettings.shopId, shopId));
  return {
    sourceUrl: row?.sourceUrl ?? null,
    hasSecret: Boolean(row?.sourceSecret),
    runs: await recentSyncRuns(db, shopId),
  };
}

/**
 * Sets (or clears, with null) the shop's stock source URL. A signing secret is generated when the shop has
 * none yet or `rotateSecret` is true, and answered ONCE in `secret`; otherwise `secret` is null. A shop
 * without a sync period gets the default one (every day at 00 WIB).
 */
export async function setSyncSource(
  db: Db,
  scope: CallerScope,
  input: { sourceUrl: string | null; rotateSecret?: boolean },
  now: Date,
): Promise<{ sourceUrl: string | null; secret: string | null }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(stockSyncSettings)
      .where(eq(stockSyncSettings.shopId, scope.shopId))
      .for("no key update");
    const secret = input.sourceUrl !== null && (!before?.sourceSecret || input.rotateSecret) ? newSourceSecret() : null;
    const set = {
      sourceUrl: input.sourceUrl,
      ...(secret ? { sourceSecret: secret } : {}),
      updatedBy: scope.userId,
      updateTime: now,
    };
    await tx
      .insert(stockSyncSettings)
      .values({ shopId: scope.shopId, ...DEFAULT_SYNC_PERIOD, ...set })
      .onConflictDoUpdate({ target: stockSyncSettings.shopId, set });
    await recordActivity(
      tx,
      scope,
      {
        subject: "stock",
        action: "syncPeriod",
        recordId: scope.shopId,
        before: { sourceUrl: before?.sourceUrl ?? null },
        after: { sourceUrl: input.sourceUrl },
      },
      now,
    );
    return { sourceUrl: input.sourceUrl, secret };
  });
}
