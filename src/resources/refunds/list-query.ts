/**
 * The return-and-refund list's view state kept in the URL query (spec §9 pager; lists keep filters and page
 * in the URL), so a reload or a shared link shows the same tab, search, filters and page. Pure.
 * Keys: page, pageSize, tab (REFUND_TABS key), keyword (refund no / order no / buyer / part no), method
 * (1 refund | 2 return), from / to (`yyyy-MM-dd` WIB apply days); defaults are omitted.
 */
import type { CrudFilter } from "@refinedev/core";
import { REFUND_METHODS, REFUND_TAB_KEYS } from "../../domain/refund";
import { MAX_KEYWORD } from "../../domain/wire";
import {
  PAGE_DEFAULTS,
  dropEndBeforeStart,
  pageShape,
  urlDay,
  urlNumberIn,
  urlObject,
  urlOneOf,
  urlText,
  type UrlStateOf,
} from "../../shell/page";
import type { RefundPageFilters, RefundRow } from "./schema";

export const refundQuerySchema = urlObject({
  ...pageShape,
  tab: urlOneOf(REFUND_TAB_KEYS),
  keyword: urlText(MAX_KEYWORD),
  method: urlNumberIn(REFUND_METHODS).optional(),
  from: urlDay.optional(),
  to: urlDay.optional(),
});
export type RefundListQuery = UrlStateOf<typeof refundQuerySchema>;
export const REFUND_QUERY_DEFAULTS: RefundListQuery = { ...PAGE_DEFAULTS, tab: "all", keyword: "" };
export const REFUND_QUERY_OPTIONS = { normalize: dropEndBeforeStart<RefundListQuery> };

/** The filters of the state without its tab: the body of /api/refund/ina/counts (tabs with counts). */
export function refundFilterBody(q: RefundListQuery): Omit<RefundPageFilters, "tab"> {
  const body: Omit<RefundPageFilters, "tab"> = {};
  if (q.keyword.trim()) body.keyword = q.keyword.trim();
  if (q.method) body.method = q.method;
  if (q.from) body.from = q.from;
  if (q.to) body.to = q.to;
  return body;
}

/** Filters for the data provider: the tab and the other filters, each sent as a body field of its name. */
export function refundFilters(q: RefundListQuery): CrudFilter[] {
  return Object.entries({ tab: q.tab, ...refundFilterBody(q) }).map(([field, value]) => ({
    field,
    operator: "eq",
    value,
  }));
}

/** True when any filter besides the tab narrows the list (the empty state then says so). */
export function isFiltered(q: RefundListQuery): boolean {
  return Object.keys(refundFilterBody(q)).length > 0;
}

/**
 * The totals line of a page for the finance clerk: the number of rows, the sum of their original amounts
 * and of their refund amounts (rows not yet agreed add nothing to the latter), integer rupiah.
 */
export function pageTotals(rows: readonly Pick<RefundRow, "originalAmount" | "refundAmount">[]): {
  count: number;
  original: number;
  refund: number;
} {
  return rows.reduce(
    (sum, r) => ({
      count: sum.count + 1,
      original: sum.original + r.originalAmount,
      refund: sum.refund + (r.refundAmount ?? 0),
    }),
    { count: 0, original: 0, refund: 0 },
  );
}
