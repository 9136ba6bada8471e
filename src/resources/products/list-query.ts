/**
 * The product lists' view state kept in the URL query (spec §2 "Products for sale" and "Products off sale"
 * tabs, §9 pager), so a reload or a shared link shows the same tab, page, page size, search and sort. Pure:
 * a `useUrlState` schema per list (`ListKind`); only the tabs differ.
 * Query keys: tab, page, pageSize, keyword, categoryId, condition, sortField, sortOrder (defaults are omitted).
 */
import type { CrudFilter, CrudSort } from "@refinedev/core";
import { IN_SALE_TABS, OFF_SHELVE_TABS } from "../../domain/product";
import { MAX_KEYWORD } from "../../domain/wire";
import { PAGE_DEFAULTS, pageShape, urlInt, urlOneOf, urlText, urlObject, type UrlStateOf } from "../../shell/page";

export type InSaleTab = keyof typeof IN_SALE_TABS;
/** A tab of either product list (labels `products:list.tabs.<tab>`). */
export type ListTab = InSaleTab | keyof typeof OFF_SHELVE_TABS;
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
export const tabKeysOf = (kind: ListKind): ListTab[] => Object.keys(LIST_KINDS[kind].tabs) as ListTab[];
/** Review statuses a tab shows. */
export const tabStatuses = (kind: ListKind, tab: string): readonly number[] => LIST_KINDS[kind].tabs[tab] ?? [];

/** Sort and order are kept together: one without the other is dropped. */
const sortTogether = <T extends { sortField?: SortField; sortOrder?: "asc" | "desc" }>(q: T): T =>
  q.sortField && q.sortOrder ? q : { ...q, sortField: undefined, sortOrder: undefined };

const listSchema = (kind: ListKind) =>
  urlObject({
    /** A key of the list's tabs (see tabKeysOf). */
    tab: urlOneOf(tabKeysOf(kind)),
    ...pageShape,
    keyword: urlText(MAX_KEYWORD),
    categoryId: urlText(64).optional(),
    condition: urlInt.optional(),
    sortField: urlOneOf(SORT_FIELDS).optional(),
    sortOrder: urlOneOf(["asc", "desc"]).optional(),
  });

/** The URL state of each product list: schema, defaults (omitted from the URL) and the sort repair. */
export const LIST_URL_STATE = {
  inSale: {
    schema: listSchema("inSale"),
    defaults: { tab: tabKeysOf("inSale")[0], ...PAGE_DEFAULTS, keyword: "" },
    options: { normalize: sortTogether },
  },
  offShelve: {
    schema: listSchema("offShelve"),
    defaults: { tab: tabKeysOf("offShelve")[0], ...PAGE_DEFAULTS, keyword: "" },
    options: { normalize: sortTogether },
  },
} satisfies Record<ListKind, unknown>;

export type ListQuery = UrlStateOf<ReturnType<typeof listSchema>>;

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
