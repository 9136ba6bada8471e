/**
 * The stock list's view state kept in the URL query (spec §9 pager; issue 4 "lists keep filters/page in
 * the URL"), so a reload or a shared link shows the same search, filters and page. Pure.
 * Query keys: page, pageSize, keyword, stockType (1|2|3), lowStock (1); defaults are omitted.
 */
import type { CrudFilter } from "@refinedev/core";
import { STOCK_TYPES } from "../../domain/product";
import { MAX_KEYWORD } from "../../domain/reference";
import { DEFAULT_PAGE_SIZE } from "../../domain/wire";
import { parsePageState, positiveInt } from "../../forms/pager";

export interface StockListQuery {
  page: number;
  pageSize: number;
  keyword: string;
  stockType?: number;
  lowStock: boolean;
}

export function parseStockQuery(params: URLSearchParams): StockListQuery {
  const type = positiveInt(params.get("stockType")) ?? 0;
  return {
    ...parsePageState(params),
    keyword: (params.get("keyword") ?? "").slice(0, MAX_KEYWORD),
    stockType: (STOCK_TYPES as readonly number[]).includes(type) ? type : undefined,
    lowStock: params.get("lowStock") === "1",
  };
}

export function stockQueryToParams(q: StockListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.page !== 1) params.set("page", String(q.page));
  if (q.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(q.pageSize));
  if (q.keyword.trim()) params.set("keyword", q.keyword.trim());
  if (q.stockType) params.set("stockType", String(q.stockType));
  if (q.lowStock) params.set("lowStock", "1");
  return params;
}

/** Filters for the data provider (sent as body fields: keyword, stockType, lowStock). */
export function stockFilters(q: StockListQuery): CrudFilter[] {
  const filters: CrudFilter[] = [];
  if (q.keyword.trim()) filters.push({ field: "keyword", operator: "contains", value: q.keyword.trim() });
  if (q.stockType) filters.push({ field: "stockType", operator: "eq", value: q.stockType });
  if (q.lowStock) filters.push({ field: "lowStock", operator: "eq", value: true });
  return filters;
}
