/**
 * The product lists' view state kept in the URL query (spec §2 "Products for sale" and "Products off sale"
 * tabs, §9 pager), so a reload or a shared link shows the same tab, page, page size, search and sort. Pure.
 * One shape for both lists (`ListKind`): only the tabs differ.
 * Query keys: tab, page, pageSize, keyword, categoryId, condition, sortField, sortOrder (defaults are omitted).
 */
import { parsePageState, positiveInt } from "../../forms/pager";
import type { CrudFilter, CrudSort } from "@refinedev/core";
import { IN_SALE_TABS, OFF_SHELVE_TABS } from "../../domain/product";
import { MAX_KEYWORD } from "../../domain/reference";
import { DEFAULT_PAGE_SIZE } from "../../domain/wire";

export type InSaleTab = keyof typeof IN_SALE_TABS;
export const IN_SALE_TAB_KEYS = Object.keys(IN_SALE_TABS) as InSaleTab[];
export const SORT_FIELDS = ["updateTime", "price", "stockNum"] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** The two product lists: /commodity/in-sale and /commodity/off-shelve, each a set of review-status tabs. */
export const LIST_KINDS = {
  inSale: { tabs: IN_SALE_TABS as Record<string, readonly number[]>, titleKey: "titles.inSale" },
  offShelve: { tabs: OFF_SHELVE_TABS as Record<string, readonly number[]>, titleKey: "titles.offShelve" },
} as const;
export type ListKind = keyof typeof LIST_KINDS;

/** Tab keys of a list, in order; the first is the default. Labels are `products:list.tabs.<key>`. */
export const tabKeysOf = (kind: ListKind): string[] => Object.keys(LIST_KINDS[kind].tabs);
/** Review statuses a tab shows. */
export const tabStatuses = (kind: ListKind, tab: string): readonly number[] => LIST_KINDS[kind].tabs[tab] ?? [];

export interface ListQuery {
  /** A key of the list's tabs (see tabKeysOf). */
  tab: string;
  page: number;
  pageSize: number;
  keyword: string;
  categoryId?: string;
  condition?: number;
  sortField?: SortField;
  sortOrder?: "asc" | "desc";
}

/** The URL query -> the view state of list `kind` (unknown or invalid values fall back to defaults). */
export function parseListQuery(params: URLSearchParams, kind: ListKind = "inSale"): ListQuery {
  const tab = params.get("tab") ?? "";
  const tabs = tabKeysOf(kind);
  const categoryId = (params.get("categoryId") ?? "").slice(0, 64);
  const condition = positiveInt(params.get("condition"));
  const sortField = params.get("sortField");
  const sortOrder = params.get("sortOrder");
  const hasSort = (SORT_FIELDS as readonly string[]).includes(sortField ?? "") && (sortOrder === "asc" || sortOrder === "desc");
  return {
    tab: tabs.includes(tab) ? tab : tabs[0],
    ...parsePageState(params),
    keyword: (params.get("keyword") ?? "").slice(0, MAX_KEYWORD),
    categoryId: categoryId || undefined,
    condition,
    sortField: hasSort ? (sortField as SortField) : undefined,
    sortOrder: hasSort ? (sortOrder as "asc" | "desc") : undefined,
  };
}

/** The view state -> the URL query (defaults omitted). */
export function listQueryToParams(q: ListQuery, kind: ListKind = "inSale"): URLSearchParams {
  const params = new URLSearchParams();
  if (q.tab !== tabKeysOf(kind)[0]) params.set("tab", q.tab);
  if (q.page !== 1) params.set("page", String(q.page));
  if (q.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(q.pageSize));
  if (q.keyword.trim()) params.set("keyword", q.keyword.trim());
  if (q.categoryId) params.set("categoryId", q.categoryId);
  if (q.condition) params.set("condition", String(q.condition));
  if (q.sortField && q.sortOrder) {
    params.set("sortField", q.sortField);
    params.set("sortOrder", q.sortOrder);
  }
  return params;
}

/** Filters for the data provider (sent as body fields by field name: reviewStatus, keyword, categoryId, condition). */
export function listFilters(q: ListQuery, kind: ListKind = "inSale"): CrudFilter[] {
  const filters: CrudFilter[] = [{ field: "reviewStatus", operator: "in", value: [...tabStatuses(kind, q.tab)] }];
  if (q.keyword.trim()) filters.push({ field: "keyword", operator: "contains", value: q.keyword.trim() });
  if (q.categoryId) filters.push({ field: "categoryId", operator: "eq", value: q.categoryId });
  if (q.condition) filters.push({ field: "condition", operator: "eq", value: q.condition });
  return filters;
}

export function listSorters(q: ListQuery): CrudSort[] {
  return q.sortField && q.sortOrder ? [{ field: q.sortField, order: q.sortOrder }] : [];
}
