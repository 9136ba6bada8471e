/**
 * Stock taken by a confirm and given back by a cancel or a close (spec §5 "Orders and stock", §9):
 * actual stock (type 2) is taken under a row lock and refuses an order it cannot cover; unlimited stock
 * (type 1) is taken and resets to 1000 when it falls to 100 or below; third-party stock (type 3) is never
 * taken nor blocks. Items are locked in item id order so two orders sharing products cannot deadlock. Runs
 * inside the move's transaction: a refusal rolls back everything the move did.
 */
import { asc, eq, sql } from "drizzle-orm";
import { MAX_STOCK } from "@src/domain/product";
import { StockType, unlimitedStockAfter } from "@src/resources/stock/rules";
import type { Tx } from "../../db/client";
import { placeholderRow, preparedOnce } from "../../db/prepared";
import { items } from "../../db/schema/item";
import { conflict } from "../../http/envelope";

/** A line's product and quantity. */
export interface StockLine {
  /** Null on an inquiry order's line offered without one of the shop's products: it moves no stock. */
  itemId: number | null;
  quantity: number;
}

async function lockItems(tx: Tx, lines: readonly StockLine[]) {
  const totals = new Map<number, number>();
  for (const l of lines) if (l.itemId !== null) totals.set(l.itemId, (totals.get(l.itemId) ?? 0) + l.quantity);
  if (totals.size === 0) return [];
  // Prepared (docs/architecture.md §6 "Prepared statements"): the ids as one array parameter, one text for
  // any number of lines.
  const rows = await preparedOnce(tx, "stock_lock_items", (h, name) =>
    h
      .select({ id: items.id, partNo: items.partNo, stockType: items.stockType, stockNum: items.stockNum })
      .from(items)
      .where(sql`${items.id} = any(${sql.placeholder("ids")}::int[])`)
      .orderBy(asc(items.id))
      .for("no key update")
      .prepare(name),
  ).execute({ ids: [...totals.keys()] });
  return rows.map((r) => ({ ...r, quantity: totals.get(r.id)! }));
}

/**
 * Sets item `id`'s stock and update time, nothing else (no rule: the caller has applied them). Prepared
 * (docs/architecture.md §6 "Prepared statements"): every confirm, cancel and close runs it per line, and every
 * stock raise per item.
 */
export async function setItemStock(tx: Tx, id: number, stockNum: number, now: Date): Promise<void> {
  const set = placeholderRow(items, { stockNum, updateTime: now });
  await preparedOnce(tx, "stock_set_item", (h, name) =>
    h
      .update(items)
      .set(set.columns())
      .where(eq(items.id, sql.placeholder("id")))
      .prepare(name),
  ).execute({ ...set.values, id });
}

/**
 * Takes the lines' stock (the product's current stock type decides), bumping each changed item's update
 * time (the stock list's order and its optimistic `version` = stock_num check).
 * @throws 409 `orders:errors.insufficientStock` {partNo, stock, quantity} when actual stock is short.
 */
export async function takeStock(tx: Tx, lines: readonly StockLine[], now: Date): Promise<void> {
  for (const item of await lockItems(tx, lines)) {
    if (item.stockType === StockType.actual) {
      if (item.stockNum < item.quantity)
        throw conflict("orders:errors.insufficientStock", {
          partNo: item.partNo,
          stock: item.stockNum,
          quantity: item.quantity,
        });
      await setItemStock(tx, item.id, item.stockNum - item.quantity, now);
    } else if (item.stockType === StockType.unlimited) {
      const after = unlimitedStockAfter(item.stockType, item.stockNum - item.quantity);
      await setItemStock(tx, item.id, after, now);
    }
  }
}

/** Gives the lines' stock back to unlimited and actual items (never above MAX_STOCK); third party untouched. */
export async function returnStock(tx: Tx, lines: readonly StockLine[], now: Date): Promise<void> {
  for (const item of await lockItems(tx, lines)) {
    if (item.stockType !== StockType.actual && item.stockType !== StockType.unlimited) continue;
    const after = Math.min(MAX_STOCK, item.stockNum + item.quantity);
    await setItemStock(tx, item.id, after, now);
  }
}
