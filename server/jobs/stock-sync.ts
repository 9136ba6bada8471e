/**
 * The scheduled stock sync (spec §2 "Stock sync period: Every Day or Every Week with weekdays and hours", §9
 * hours in WIB): for each shop with a source URL and third-party stock (type 3) products, at each slot of its
 * period, asks the source for the stock of those products and applies the answer to them (type 3 only, one
 * transaction per batch, server/modules/integration/stock-sync-service.ts).
 *
 * Once per slot, whatever the number of API processes: the run's row is inserted first and the unique
 * (shop, slot) index lets exactly one insert through. A slot missed while the API was down runs once on the
 * next sweep of the same WIB day (only the latest due slot of the day: missing 09 and 10 runs one sync, not
 * two); a slot of an earlier day is not caught up.
 *
 * The request: POST <sourceUrl> with body `{ shopId, items: [{ itemId, partNo }] }` (up to
 * STOCK_SYNC_BATCH_MAX per request) signed like a webhook (`X-Webhook-Signature: t=..,v1=..` with the
 * shop's source secret, `X-Webhook-Event: stock.sync`); the answer `{ items: [{ itemId | partNo, stock }] }`.
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { EVENT_HEADER, SIGNATURE_HEADER, STOCK_SYNC_BATCH_MAX, WEBHOOK_TIMEOUT_MS } from "@src/domain/integration";
import { MARKETPLACE_UTC_OFFSET_MINUTES } from "@src/domain/datetime";
import { stockSyncLineSchema } from "@src/resources/integrations/schema";
import { StockType } from "@src/resources/stock/rules";
import type { Db } from "../db/client";
import { items } from "../db/schema/item";
import { stockSyncRuns } from "../db/schema/integration";
import { stockSyncSettings } from "../db/schema/stock";
import type { FetchLike } from "../modules/integration/delivery-service";
import { signBody } from "../modules/integration/secrets";
import { applyStockLines } from "../modules/integration/stock-sync-service";
import type { Job } from "./job";

const OFFSET_MS = MARKETPLACE_UTC_OFFSET_MINUTES * 60_000;
const ERROR_MAX = 300;

const sourceAnswerSchema = z.object({ items: z.array(stockSyncLineSchema).max(STOCK_SYNC_BATCH_MAX) });

/**
 * The latest slot of the period due at `now` within the same WIB day (a whole WIB hour as a Date), or null
 * when none is due today (weekly on another weekday, or every hour of today still ahead).
 */
export function dueSlot(period: { mode: string; weekdays: number[]; hours: string[] }, now: Date): Date | null {
  const local = new Date(now.getTime() + OFFSET_MS);
  const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const isoWeekday = ((local.getUTCDay() + 6) % 7) + 1;
  if (period.mode === "weekly" && !period.weekdays.includes(isoWeekday)) return null;
  const due = period.hours.map(Number).filter((h) => Number.isInteger(h) && dayStart + h * 3600_000 <= local.getTime());
  if (due.length === 0) return null;
  return new Date(dayStart + Math.max(...due) * 3600_000 - OFFSET_MS);
}

async function syncShop(
  db: Db,
  shop: { shopId: number; sourceUrl: string; sourceSecret: string },
  now: Date,
  fetchFn: FetchLike,
): Promise<number> {
  const products = await db
    .select({ itemId: items.id, partNo: items.partNo })
    .from(items)
    .where(and(eq(items.shopId, shop.shopId), eq(items.stockType, StockType.thirdParty)))
    .orderBy(asc(items.id));
  let updated = 0;
  for (let i = 0; i < products.length; i += STOCK_SYNC_BATCH_MAX) {
    const body = JSON.stringify({ shopId: shop.shopId, items: products.slice(i, i + STOCK_SYNC_BATCH_MAX) });
    const res = await fetchFn(shop.sourceUrl, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER]: signBody(shop.sourceSecret, Math.floor(now.getTime() / 1000), body),
        [EVENT_HEADER]: "stock.sync",
      },
      body,
    });
    if (res.status < 200 || res.status >= 300) {
      await res.body?.cancel().catch(() => undefined);
      throw new Error(`HTTP ${res.status}`);
    }
    const parsed = sourceAnswerSchema.safeParse(await res.json());
    if (!parsed.success)
      throw new Error("the source answered a body that is not { items: [{ itemId | partNo, stock }] }");
    if (parsed.data.items.length === 0) continue;
    const result = await applyStockLines(db, { shopId: shop.shopId, userId: null }, parsed.data.items, now, "en-US", {
      thirdPartyOnly: true,
    });
    updated += result.updated;
  }
  return updated;
}

/**
 * Runs the due slot of every shop with a source URL and type-3 products; answers the runs started. Each
 * run ends `done` with the count of products whose stock changed, or `failed` with the error.
 */
export async function runStockSync(db: Db, now: Date, opts: { fetch?: FetchLike } = {}): Promise<number> {
  const fetchFn = opts.fetch ?? ((url, init) => fetch(url, init));
  const shops = await db
    .select({
      shopId: stockSyncSettings.shopId,
      mode: stockSyncSettings.mode,
      weekdays: stockSyncSettings.weekdays,
      hours: stockSyncSettings.hours,
      sourceUrl: stockSyncSettings.sourceUrl,
      sourceSecret: stockSyncSettings.sourceSecret,
    })
    .from(stockSyncSettings)
    .where(
      and(
        isNotNull(stockSyncSettings.sourceUrl),
        isNotNull(stockSyncSettings.sourceSecret),
        sql`exists (select 1 from ${items} where ${items.shopId} = ${stockSyncSettings.shopId} and ${items.stockType} = ${StockType.thirdParty})`,
      ),
    );
  let started = 0;
  for (const shop of shops) {
    const slot = dueSlot(shop, now);
    if (!slot || !shop.sourceUrl || !shop.sourceSecret) continue;
    const [run] = await db
      .insert(stockSyncRuns)
      .values({ shopId: shop.shopId, slotTime: slot, status: "running", startTime: now })
      .onConflictDoNothing()
      .returning({ id: stockSyncRuns.id });
    if (!run) continue;
    started++;
    try {
      const updated = await syncShop(
        db,
        { shopId: shop.shopId, sourceUrl: shop.sourceUrl, sourceSecret: shop.sourceSecret },
        now,
        fetchFn,
      );
      await db.update(stockSyncRuns).set({ status: "done", updated, endTime: now }).where(eq(stockSyncRuns.id, run.id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await db
        .update(stockSyncRuns)
        .set({ status: "failed", error: message.slice(0, ERROR_MAX), endTime: now })
        .where(eq(stockSyncRuns.id, run.id));
    }
  }
  return started;
}

/** The sweep as a scheduler job; `fetch` replaces the global fetch (tests). */
export function stockSyncJob(opts: { fetch?: FetchLike } = {}): Job {
  return { name: "stock-sync", run: (db, now) => runStockSync(db, now, opts) };
}

export const STOCK_SYNC_JOBS: readonly Job[] = [stockSyncJob()];
