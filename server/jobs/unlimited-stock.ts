/**
 * Unlimited (virtual) stock reset (spec §9 "Unlimited (virtual) stock resets to 1000 when it falls to 100";
 * DESIGN.md §1 time-driven rules). Orders are not built yet, so any write that lowers a type-1 item's stock
 * (an order, an import, a direct update) is caught by this idempotent sweep, run every minute by
 * server/jobs/scheduler.ts; the raise path applies the same per-item rule (`unlimitedStockAfter`) itself.
 */
import { sql } from "drizzle-orm";
import { UNLIMITED_STOCK_FLOOR, UNLIMITED_STOCK_RESET } from "@src/domain/product";
import { StockType, unlimitedStockAfter } from "@src/resources/stock/rules";
import type { Db, Tx } from "../db/client";
import { items } from "../db/schema/item";

export { unlimitedStockAfter };

/** An item the sweep reset, with the stock it had. */
export interface ResetItem {
  itemId: number;
  shopId: number;
  from: number;
}

/**
 * Sets every unlimited item whose stock is at or below 100 back to 1000 (update time `now`).
 * Safe with several API processes: the due rows are picked `FOR NO KEY UPDATE SKIP LOCKED` in a CTE, so a row
 * another process (or a raise in progress) holds is left to that writer or the next run; running it again
 * right after changes nothing. Answers the items it reset.
 */
export async function resetUnlimitedStock(db: Db | Tx, now: Date): Promise<ResetItem[]> {
  const res = (await db.execute(sql`
    with due as (
      select ${items.id} as id, ${items.stockNum} as before
      from ${items}
      where ${items.stockType} = ${StockType.unlimited} and ${items.stockNum} <= ${UNLIMITED_STOCK_FLOOR}
      order by ${items.id}
      for no key update skip locked
    )
    update ${items} set stock_num = ${UNLIMITED_STOCK_RESET}, update_time = ${now.toISOString()}
    from due where ${items.id} = due.id
    returning ${items.id} as "itemId", ${items.shopId} as "shopId", due.before as "from"`)) as unknown as {
    rows: ResetItem[];
  };
  return res.rows.map((r) => ({ itemId: Number(r.itemId), shopId: Number(r.shopId), from: Number(r.from) }));
}
