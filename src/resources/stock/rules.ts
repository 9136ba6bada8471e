/**
 * Stock rules without zod (spec §5 "Orders and stock", §9), shared by the portal, the API and the
 * unlimited-stock sweep (server/jobs/unlimited-stock.ts).
 */
import { UNLIMITED_STOCK_FLOOR, UNLIMITED_STOCK_RESET } from "../../domain/product";

/** Stock types (spec §3 "Product"): 1 unlimited (virtual), 2 actual, 3 third party. */
export const StockType = { unlimited: 1, actual: 2, thirdParty: 3 } as const;

/** Actual stock below this counts as low (same bound as the dashboard, server/modules/item/service.ts). */
export const LOW_STOCK_BELOW = 10;

/**
 * The stock an item keeps after a write (spec §9): unlimited (type 1) stock that is at or below
 * UNLIMITED_STOCK_FLOOR (100) becomes UNLIMITED_STOCK_RESET (1000); anything else is unchanged.
 * Idempotent: applying it twice answers the same as once.
 */
export function unlimitedStockAfter(stockType: number, stockNum: number): number {
  return stockType === StockType.unlimited && stockNum <= UNLIMITED_STOCK_FLOOR ? UNLIMITED_STOCK_RESET : stockNum;
}

/** Weekdays of the sync period: 1 Monday ... 7 Sunday (ISO). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Short name of ISO weekday `day` (1 Monday .. 7 Sunday) in `language`, e.g. "Mon" / "Sen" (no locale keys needed). */
export function weekdayName(day: number, language: string): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(language, { weekday: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

/** Hours of the sync period, 24-hour clock in WIB (spec §9 "Time pickers 24 hours"). */
export const SYNC_HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, "0"));
