/**
 * The in-sale list's view state kept in the URL query (spec §2 "Products for sale" tabs, §9 pager), so
 * a reload or a shared link shows the same tab, page, page size, search and sort. Pure.
 * Query keys: tab, page, pageSize, keyword, condition, sortField, sortOrder (defaults are omitted).
 */
import type { CrudFilter, CrudSort } from "@refinedev/core";
import { IN_SALE_TABS } from "../../domain/product";
import { MAX_KEYWORD } from "../../domain/reference";
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from "../../domain/wire";

export type InSaleTab = keyof typeof IN_SALE_TABS;
export const IN_SALE_TAB_KEYS = Object.keys(IN_SALE_TABS) as InSaleTab[];
export const SORT_FIELDS = ["updateTime", "price", "stockNum"] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export interface ListQuery {
  tab: InSaleTab;
  page: number;
  pageSize: number;
  keyword: string;
  condition?: number;
  sortField?: SortField;
  sortOrder?: "asc" | "desc";
}

/** Positive integer or `fallback` (spec §9: the pager accepts only positive integers, else page 1). */
export function positiveInt(raw: string | null, fallback: number): number {
  if (!raw || !/^\d+$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 && Number.isSafeInteger(n) ? n : fallback;
}

export function parseListQuery(params: URLSearchParams): ListQuery {
  const tab = params.get("tab");
  const size = positiveInt(params.get("pageSize"), DEFAULT_PAGE_SIZE);
  const condition = positiveInt(params.get("condition"), 0);
  const sortField = params.get("sortField");
  const sortOrder = params.get("sortOrder");
  const hasSort = (SORT_FIELDS as readonly string[]).includes(sortField ?? "") && (sortOrder === "asc" || sortOrder === "desc");
  return {
    tab: IN_SALE_TAB_KEYS.includes(tab as InSaleTab) ? (tab as InSaleTab) : "inSale",
    page: positiveInt(params.get("page"), 1),
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    keyword: (params.get("keyword") ?? "").slice(0, MAX_KEYWORD),
    condition: condition || undefined,
    sortField: hasSort ? (sortField as SortField) : undefined,
    sortOrder: hasSort ? (sortOrder as "asc" | "desc") : undefined,
  };
}

export function listQueryToParams(q: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.tab !== "inSale") params.set("tab", q.tab);
  if (q.page !== 1) params.set("page", String(q.page));
  if (q.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(q.pageSize));
  if (q.keyword.trim()) params.set("keyword", q.keyword.trim());
  if (q.condition) params.set("condition", String(q.condition));
  if (q.sortField && q.sortOrder) {
    params.set("sortField", q.sortField);
    params.set("sortOrder", q.sortOrder);
  }
  return params;
}

/** Filters for the data provider (sent as body fields by field name: reviewStatus, keyword, condition). */
export function listFilters(q: ListQuery): CrudFilter[] {
  const filters: CrudFilter[] = [{ field: "reviewStatus", operator: "in", value: [...IN_SALE_TABS[q.tab]] }];
  if (q.keyword.trim()) filters.push({ field: "keyword", operator: "contains", value: q.keyword.trim() });
  if (q.condition) filters.push({ field: "condition", operator: "eq", value: q.condition });
  return filters;
}

export function listSorters(q: ListQuery): CrudSort[] {
  return q.sortField && q.sortOrder ? [{ field: q.sortField, order: q.sortOrder }] : [];
}
