/**
 * The stock list's view state kept in the URL query (spec §9 pager; lists keep filters and page in the URL),
 * so a reload or a shared link shows the same search, filters and page. Pure.
 * Query keys: page, pageSize, keyword, stockType (1|2|3), lowStock (1); defaults are omitted.
 */
import type { CrudFilter } from "@refinedev/core";
import { STOCK_TYPES } from "../../domain/product";
import { MAX_KEYWORD } from "../../domain/wire";
import {
  PAGE_DEFAULTS,
  pageShape,
  urlFlag,
  urlNumberIn,
  urlText,
  urlObject,
  type UrlField,
  type UrlStateOf,
} from "../../shell/page";

/** Off unless the URL says `1`; always in the state (its default is false). */
const lowStockFlag: UrlField<boolean> = urlFlag;

export const stockQuerySchema = urlObject({
  ...pageShape,
  keyword: urlText(MAX_KEYWORD),
  stockType: urlNumberIn(STOCK_TYPES).optional(),
  lowStock: lowStockFlag,
});
export type StockListQuery = UrlStateOf<typeof stockQuerySchema>;
export const STOCK_QUERY_DEFAULTS: StockListQuery = { ...PAGE_DEFAULTS, keyword: "", lowStock: false };

/** Filters for the data provider (sent as body fields: keyword, stockType, lowStock). */
export function stockFilters(q: StockListQuery): CrudFilter[] {
  const filters: CrudFilter[] = [];
  if (q.keyword.trim()) filters.push({ field: "keyword", operator: "contains", value: q.keyword.trim() });
  if (q.stockType) filters.push({ field: "stockType", operator: "eq", value: q.stockType });
  if (q.lowStock) filters.push({ field: "lowStock", operator: "eq", value: true });
  return filters;
}
