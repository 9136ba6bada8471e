/**
 * Stock sync from the shop's own system (spec §2 "Stock sync period", §5 "Orders and stock", §9): the lines
 * of /api/open/v1/stock/sync and of the scheduled pull (server/jobs/stock-sync.ts) applied in ONE
 * transaction, each line answered ok or with its error (a refused line does not stop the others).
 *
 * Rules per stock type (spec §3 "stock type"): third-party stock (3) mirrors the source, so it is set to the
 * reported number (0..1.000.000); the shop's own stock (1 unlimited, 2 actual) follows the stock module's raise
 * rule (spec §5: integer, not lower than the current stock, at most 1.000.000) and the unlimited reset of
 * spec §9 (at or below 100 becomes 1000). The scheduled pull touches type 3 only.
 */
import { and, asc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Language } from "@src/domain/wire";
import { StockType, unlimitedStockAfter } from "@src/resources/stock/rules";
import { finalStockSchema } from "@src/resources/stock/schema";
import type { StockSyncLine } from "@src/resources/integrations/schema";
import type { Db, Tx } from "../../db/client";
import { items } from "../../db/schema/item";
import { translate } from "../../http/i18n";
import { recordActivity } from "../activity/record";

/** One line's outcome: the product it reached (when found) and either its stock move or the error. */
export interface StockLineResult {
  index: number;
  itemId: number | null;
  partNo: string | null;
  ok: boolean;
  from?: number;
  to?: number;
  /** integrations:errors.* key of a refused line */
  code?: string;
  /** The refusal in the caller's language. */
  message?: string;
}

export interface StockSyncActor {
  shopId: number;
  /** Recorded as the one who changed the stock (the key's creator; null: not recorded). */
  userId: number | null;
}

/**
 * Applies `lines` to the products of `actor.shopId` in one transaction (rows locked FOR NO KEY UPDATE in id order,
 * so concurrent syncs and orders cannot lose an update). `thirdPartyOnly` refuses lines for types 1 and 2
 * (the scheduled pull). Answers the count of products whose stock changed and one result per line.
 */
export async function applyStockLines(
  db: Db | Tx,
  actor: StockSyncActor,
  lines: StockSyncLine[],
  now: Date,
  lang: Language,
  opts: { thirdPartyOnly?: boolean } = {},
): Promise<{ updated: number; items: StockLineResult[] }> {
  const run = async (tx: Db | Tx) => {
    const ids = [...new Set(lines.flatMap((l) => (l.itemId === undefined ? [] : [l.itemId])))];
    const partNos = [...new Set(lines.flatMap((l) => (l.itemId === undefined && l.partNo ? [l.partNo] : [])))];
    const reach: SQL[] = [];
    if (ids.length) reach.push(inArray(items.id, ids));
    if (partNos.length) reach.push(inArray(items.partNo, partNos));
    const locked = reach.length
      ? await tx
          .select({ id: items.id, partNo: items.partNo, stockType: items.stockType, stockNum: items.stockNum })
          .from(items)
          .where(and(eq(items.shopId, actor.shopId), or(...reach)))
          .orderBy(asc(items.id))
          .for("no key update")
      : [];
    const byId = new Map(locked.map((r) => [r.id, r]));
    const byPartNo = new Map<string, (typeof locked)[number][]>();
    for (const r of locked) byPartNo.set(r.partNo, [...(byPartNo.get(r.partNo) ?? []), r]);

    const refuse = (
      index: number,
      line: StockSyncLine,
      code: string,
      params: Record<string, unknown> = {},
      itemId: number | null = null,
    ): StockLineResult => ({
      index,
      itemId: itemId ?? line.itemId ?? null,
      partNo: line.partNo ?? null,
      ok: false,
      code,
      message: translate(lang, code, params),
    });

    const results: StockLineResult[] = [];
    const seen = new Set<number>();
    let updated = 0;
    for (const [index, line] of lines.entries()) {
      let row = line.itemId === undefined ? undefined : byId.get(line.itemId);
      if (line.itemId === undefined && line.partNo) {
        const found = byPartNo.get(line.partNo) ?? [];
        if (found.length > 1) {
          results.push(refuse(index, line, "integrations:errors.partNoAmbiguous", { partNo: line.partNo }));
          continue;
        }
        row = found[0];
      }
      if (!row) {
        results.push(refuse(index, line, "errors:notFound"));
        continue;
      }
      if (seen.has(row.id)) {
        results.push(refuse(index, line, "integrations:errors.duplicateLine", {}, row.id));
        continue;
      }
      seen.add(row.id);
      if (opts.thirdPartyOnly && row.stockType !== StockType.thirdParty) {
        results.push(refuse(index, line, "integrations:errors.notThirdParty", {}, row.id));
        continue;
      }
      if (row.stockType !== StockType.thirdParty) {
        const check = finalStockSchema(row.stockNum).safeParse(line.stock);
        if (!check.success) {
          const issue = check.error.issues[0];
          results.push(refuse(index, line, issue.message, { min: row.stockNum, max: 1_000_000 }, row.id));
          continue;
        }
      }
      const to = unlimitedStockAfter(row.stockType, line.stock);
      results.push({ index, itemId: row.id, partNo: row.partNo, ok: true, from: row.stockNum, to });
      if (to === row.stockNum) continue;
      updated++;
      await tx.update(items).set({ stockNum: to, updateTime: now }).where(eq(items.id, row.id));
      if (actor.userId !== null)
        await recordActivity(
          tx,
          { shopId: actor.shopId, userId: actor.userId },
          {
            subject: "stock",
            action: "syncStock",
            recordId: row.id,
            before: { stockNum: row.stockNum },
            after: { stockNum: to },
          },
          now,
        );
    }
    return { updated, items: results };
  };
  return db.transaction(run);
}
