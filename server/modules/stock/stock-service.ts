/**
 * Stock (spec §2 "Stock management", §5 "Orders and stock", §9): the list of a shop's items with their
 * stock, the raise (one transaction, rows locked), and the per-shop stock sync period.
 */
import { and, asc, count, desc, eq, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Language } from "@src/domain/wire";
import { StockType, unlimitedStockAfter } from "@src/resources/stock/rules";
import {
  DEFAULT_SYNC_PERIOD,
  finalStockSchema,
  type RaiseItem,
  type RaiseResult,
  type StockRow,
  type SyncPeriod,
  type SyncPeriodValue,
  type stockPageFiltersSchema,
} from "@src/resources/stock/schema";
import type { Db } from "../../db/client";
import { itemImages, items } from "../../db/schema/item";
import { stockSyncSettings } from "../../db/schema/stock";
import { conflict, notFound } from "../../http/envelope";
import { issueToFieldError } from "../../http/validate";
import { recordActivity } from "../activity/record";
import { likePattern } from "../../db/like";
import { asPlaceholder, asValue, boundValues, preparedOnce, type Bind } from "../../db/prepared";
import { setItemStock } from "../order/stock-take";
import type { CallerScope } from "../../http/scope";
import { fileUrl } from "../file/file-url";
import { formatDateTime } from "../item/format";
import { LOW_STOCK_THRESHOLD } from "../item/item-service";
import { fieldRefusal } from "../../http/validate";

export type StockFilters = z.infer<typeof stockPageFiltersSchema>;

/** The scope's items; `bind` (server/db/prepared.ts) names its values `shopId` and `ownerUserId`. */
function scopeWhere(scope: CallerScope, bind: Bind = asValue): SQL | undefined {
  return and(
    eq(items.shopId, bind("shopId", scope.shopId)),
    scope.ownerUserId === undefined ? undefined : eq(items.ownerUserId, bind("ownerUserId", scope.ownerUserId)),
  );
}

/** The page's conditions; `bind` names the filters' values `keyword` and `stockType` besides the scope's. */
function filterWhere(scope: CallerScope, f: StockFilters, bind: Bind = asValue): SQL | undefined {
  const keyword = f.keyword ? bind("keyword", likePattern(f.keyword)) : null;
  return and(
    scopeWhere(scope, bind),
    keyword ? or(ilike(items.partNo, keyword), ilike(items.itemName, keyword)) : undefined,
    f.stockType !== undefined ? eq(items.stockType, bind("stockType", f.stockType)) : undefined,
    f.lowStock ? and(eq(items.stockType, StockType.actual), lt(items.stockNum, LOW_STOCK_THRESHOLD)) : undefined,
  );
}

/** Which conditions `filterWhere` makes (not their values): names the page's prepared statements. */
const shapeOf = (scope: CallerScope, f: StockFilters) =>
  `${scope.ownerUserId === undefined ? "" : "o"}${f.keyword ? "k" : ""}${f.stockType !== undefined ? "t" : ""}${f.lowStock ? "l" : ""}`;

/**
 * One page of the scope's items, newest update first (low-stock view: lowest stock first).
 * Answers the rows and the total matching.
 */
export async function pageStock(
  db: Db,
  scope: CallerScope,
  f: StockFilters,
  limit: number,
  offset: number,
): Promise<{ rows: StockRow[]; rowCount: number }> {
  // Prepared per shape of the filters (docs/architecture.md §6 "Prepared statements"; 16 shapes at most).
  const where = () => filterWhere(scope, f, asPlaceholder);
  const values = boundValues((bind) => filterWhere(scope, f, bind));
  const shape = shapeOf(scope, f);
  const order = f.lowStock ? [asc(items.stockNum), desc(items.id)] : [desc(items.updateTime), desc(items.id)];
  const [rows, [total]] = await Promise.all([
    preparedOnce(db, `stock_page_${shape}`, (h, name) =>
      h
        .select({
          itemId: items.id,
          partNo: items.partNo,
          itemName: items.itemName,
          mainFileKey: sql<
            string | null
          >`(select ${itemImages.fileKey} from ${itemImages} where ${itemImages.itemId} = ${items.id} and ${itemImages.isMain} limit 1)`,
          stockType: items.stockType,
          stockNum: items.stockNum,
          reviewStatus: items.reviewStatus,
          updateTime: items.updateTime,
        })
        .from(items)
        .where(where())
        .orderBy(...order)
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset"))
        .prepare(name),
    ).execute({ ...values, limit, offset }),
    preparedOnce(db, `stock_count_${shape}`, (h, name) =>
      h.select({ n: count() }).from(items).where(where()).prepare(name),
    ).execute(values),
  ]);
  return {
    rowCount: total?.n ?? 0,
    rows: rows.map(({ mainFileKey, updateTime, ...r }) => ({
      ...r,
      mainImageUrl: mainFileKey ? fileUrl(mainFileKey) : null,
      updateTime: formatDateTime(updateTime),
    })),
  };
}

/**
 * Raises the stock of `rows` in one transaction (spec §5: integer, not lower than the current stock, final
 * at most 1.000.000). The items are locked `FOR NO KEY UPDATE` (in id order, so two bulk raises cannot deadlock),
 * so two concurrent raises of one item apply one after the other: the second sees the first's stock and is
 * refused if it would lower it, or if its `version` (the stock the caller saw) no longer matches. Never a
 * lost update. Unlimited items (type 1) keep the spec §9 rule: a final stock at or below 100 becomes 1000.
 * All or nothing; each changed item is recorded in the activity log (stockNum from -> to).
 * @throws notFound when an item is not in the scope (another shop, or not the caller's under "only own");
 *   400 `stock:errors.rowRefused` with `data.errors` (`items.<i>.stockNum`) for a stock the rules refuse;
 *   409 `stock:errors.changed` when a `version` is stale.
 */
export async function raiseStock(
  db: Db,
  scope: CallerScope,
  rows: RaiseItem[],
  now: Date,
  lang: Language,
): Promise<RaiseResult> {
  return db.transaction(async (tx) => {
    const ids = rows.map((r) => r.itemId);
    // Prepared (docs/architecture.md §6 "Prepared statements"): the ids as one array parameter.
    const locked = await preparedOnce(tx, `stock_raise_lock_${scope.ownerUserId === undefined ? "" : "o"}`, (h, name) =>
      h
        .select({ id: items.id, partNo: items.partNo, stockType: items.stockType, stockNum: items.stockNum })
        .from(items)
        .where(and(scopeWhere(scope, asPlaceholder), sql`${items.id} = any(${sql.placeholder("ids")}::int[])`))
        .orderBy(asc(items.id))
        .for("no key update")
        .prepare(name),
    ).execute({ ...boundValues((bind) => scopeWhere(scope, bind)), ids });
    const byId = new Map(locked.map((r) => [r.id, r]));
    if (byId.size !== ids.length) throw notFound();

    for (const row of rows) {
      const current = byId.get(row.itemId)!;
      if (row.version !== undefined && row.version !== current.stockNum) {
        throw conflict("stock:errors.changed", { partNo: current.partNo, current: current.stockNum });
      }
    }
    const errors = rows.flatMap((row, index) => {
      const check = finalStockSchema(byId.get(row.itemId)!.stockNum).safeParse(row.stockNum);
      return check.success
        ? []
        : [{ index, error: { ...issueToFieldError(check.error.issues[0], lang), path: `items.${index}.stockNum` } }];
    });
    if (errors.length > 0) {
      const first = errors[0];
      throw fieldRefusal(
        lang,
        errors.map((e) => e.error),
        {
          key: "stock:errors.rowRefused",
          params: { partNo: byId.get(rows[first.index].itemId)!.partNo, detail: first.error.message },
        },
      );
    }

    const result: RaiseResult["items"] = [];
    for (const row of rows) {
      const current = byId.get(row.itemId)!;
      const to = unlimitedStockAfter(current.stockType, row.stockNum);
      result.push({ itemId: current.id, partNo: current.partNo, from: current.stockNum, to });
      if (to === current.stockNum) continue;
      await setItemStock(tx, current.id, to, now);
      await recordActivity(
        tx,
        scope,
        {
          subject: "stock",
          action: "raise",
          recordId: current.id,
          before: { stockNum: current.stockNum },
          after: { stockNum: to },
        },
        now,
      );
    }
    return { items: result };
  });
}

function toSyncPeriod(row: typeof stockSyncSettings.$inferSelect | undefined): SyncPeriod {
  if (!row) return { ...DEFAULT_SYNC_PERIOD, updateTime: null };
  return {
    mode: row.mode === "weekly" ? "weekly" : "daily",
    weekdays: row.weekdays as SyncPeriod["weekdays"],
    hours: row.hours,
    updateTime: formatDateTime(row.updateTime),
  };
}

/** The shop's stock sync period, or the default (every day at 00) when it never saved one. */
export async function getSyncPeriod(db: Db, shopId: number): Promise<SyncPeriod> {
  const [row] = await db.select().from(stockSyncSettings).where(eq(stockSyncSettings.shopId, shopId));
  return toSyncPeriod(row);
}

/** Saves the shop's stock sync period (upsert) and records the change; answers the stored setting. */
export async function setSyncPeriod(
  db: Db,
  scope: CallerScope,
  value: SyncPeriodValue,
  now: Date,
): Promise<SyncPeriod> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(stockSyncSettings)
      .where(eq(stockSyncSettings.shopId, scope.shopId))
      .for("no key update");
    const [row] = await tx
      .insert(stockSyncSettings)
      .values({ shopId: scope.shopId, ...value, updatedBy: scope.userId, updateTime: now })
      .onConflictDoUpdate({
        target: stockSyncSettings.shopId,
        set: { ...value, updatedBy: scope.userId, updateTime: now },
      })
      .returning();
    const old = toSyncPeriod(before);
    await recordActivity(
      tx,
      scope,
      {
        subject: "stock",
        action: "syncPeriod",
        recordId: scope.shopId,
        before: { mode: old.mode, weekdays: old.weekdays, hours: old.hours },
        after: value,
      },
      now,
    );
    return toSyncPeriod(row);
  });
}
