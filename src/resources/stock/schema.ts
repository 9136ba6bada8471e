/**
 * Stock: the zod schemas of spec §5 "Orders and stock" (stock required, integer, final stock at most
 * 1.000.000, not lower than the current stock) and spec §2 / §9 "Stock sync period". One object for both
 * sides: the raise form validates with `finalStockSchema(current)`, the API re-validates every row with the
 * same function once it has locked the row. Messages are i18n keys (`stock:rules.*`, `validation:*`).
 */
import { z } from "zod";
import { MAX_STOCK, STOCK_TYPES } from "../../domain/product";
import { MAX_KEYWORD } from "../../domain/wire";
import { keyword } from "../../domain/schema/text";
import { SYNC_HOURS, WEEKDAYS } from "./rules";

/** Most rows one raise may carry (a bulk raise of selected rows). */
export const MAX_RAISE_ITEMS = 200;

const stockNumber = z.number({
  error: (issue) =>
    issue.input === undefined || issue.input === null ? "stock:rules.required" : "stock:rules.integer",
});

/**
 * The new final stock of an item whose stock is `current` now: an integer, >= current, <= MAX_STOCK.
 * A too-low value reports `stock:rules.notLower` with `{ min: current }`; too high `stock:rules.max`.
 */
export function finalStockSchema(current: number) {
  return stockNumber.int("stock:rules.integer").min(current, "stock:rules.notLower").max(MAX_STOCK, "stock:rules.max");
}

/** One row of a raise: the item, its new final stock, and optionally the stock the caller last read. */
export const raiseItemSchema = z.object({
  itemId: z.number({ error: "validation:required" }).int().positive(),
  stockNum: stockNumber.int("stock:rules.integer").min(0, "stock:rules.min").max(MAX_STOCK, "stock:rules.max"),
  /**
   * Optimistic check: the stockNum the caller saw. When the row's stock differs at write time (someone
   * else or an order changed it) the raise is refused with 409 `stock:errors.changed`.
   */
  version: z.number().int().min(0).optional(),
});
export type RaiseItem = z.infer<typeof raiseItemSchema>;

/** Body of /api/stock/ina/raise. */
export const raiseRequestSchema = z.object({
  items: z
    .array(raiseItemSchema)
    .min(1, "stock:rules.noItems")
    .max(MAX_RAISE_ITEMS, "validation:maxItems")
    .refine((items) => new Set(items.map((i) => i.itemId)).size === items.length, "stock:rules.duplicate"),
});
export type RaiseRequest = z.infer<typeof raiseRequestSchema>;

/** Answer of a raise: each item's stock before and after (after the unlimited rule, spec §9). */
export interface RaiseResult {
  items: { itemId: number; partNo: string; from: number; to: number }[];
}

/** Filters of /api/stock/ina/page (besides pageNo / pageSize). */
export const stockPageFiltersSchema = z.object({
  keyword: keyword(MAX_KEYWORD),
  stockType: z.literal([...STOCK_TYPES], { error: "validation:oneOf" }).optional(),
  /** Actual-stock (type 2) items below LOW_STOCK_BELOW only. */
  lowStock: z.boolean().optional(),
});

/** A row of /api/stock/ina/page. `updateTime` is `yyyy-MM-dd HH:mm:ss` WIB. */
export interface StockRow {
  itemId: number;
  partNo: string;
  itemName: string;
  mainImageUrl: string | null;
  stockType: number;
  stockNum: number;
  reviewStatus: number;
  updateTime: string;
}

export const SYNC_MODES = ["daily", "weekly"] as const;
export type SyncMode = (typeof SYNC_MODES)[number];

/**
 * Stock sync period (spec §2, §9): Every Day, or Every Week on chosen weekdays (1 Monday .. 7 Sunday),
 * at one or more hours ("00".."23", WIB). Weekly needs at least one weekday; daily stores none.
 */
export const syncPeriodSchema = z
  .object({
    mode: z.enum(SYNC_MODES, { error: "validation:oneOf" }),
    weekdays: z
      .array(z.literal([...WEEKDAYS], { error: "validation:oneOf" }))
      .max(WEEKDAYS.length, "validation:maxItems")
      .default([]),
    hours: z
      .array(z.enum(SYNC_HOURS as [string, ...string[]], { error: "validation:oneOf" }))
      .min(1, "stock:rules.hoursRequired")
      .max(SYNC_HOURS.length, "validation:maxItems"),
  })
  .superRefine((value, ctx) => {
    if (value.mode === "weekly" && value.weekdays.length === 0)
      ctx.addIssue({ code: "custom", path: ["weekdays"], message: "stock:rules.weekdaysRequired" });
    if (new Set(value.weekdays).size !== value.weekdays.length)
      ctx.addIssue({ code: "custom", path: ["weekdays"], message: "stock:rules.duplicate" });
    if (new Set(value.hours).size !== value.hours.length)
      ctx.addIssue({ code: "custom", path: ["hours"], message: "stock:rules.duplicate" });
  })
  .transform((value) => ({
    mode: value.mode,
    weekdays: value.mode === "weekly" ? [...value.weekdays].sort((a, b) => a - b) : [],
    hours: [...value.hours].sort(),
  }));
export type SyncPeriodInput = z.input<typeof syncPeriodSchema>;
export type SyncPeriodValue = z.output<typeof syncPeriodSchema>;

/** Answer of syncPeriod/get and /set: the setting, and when it was last saved (null: never, the default). */
export interface SyncPeriod extends SyncPeriodValue {
  updateTime: string | null;
}

/** The setting of a shop that never saved one: every day at 00. */
export const DEFAULT_SYNC_PERIOD: SyncPeriodValue = { mode: "daily", weekdays: [], hours: ["00"] };
