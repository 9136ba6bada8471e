/**
 * The bill list's view state kept in the URL query (spec §9 pager; lists keep filters and page in the URL):
 * page, pageSize, tab (BILL_TABS key), billNo, buyer, from / to (`yyyy-MM-dd` WIB bill days). Pure.
 */
import type { CrudFilter } from "@refinedev/core";
import { BILL_TAB_KEYS } from "../../domain/bill";
import { MAX_KEYWORD } from "../../domain/wire";
import {
  PAGE_DEFAULTS,
  dropEndBeforeStart,
  pageShape,
  urlDay,
  urlObject,
  urlOneOf,
  urlText,
  type UrlStateOf,
} from "../../shell/page";
import type { BillPageFilters, BillRow } from "./schema";

export const billQuerySchema = urlObject({
  ...pageShape,
  tab: urlOneOf(BILL_TAB_KEYS),
  billNo: urlText(20),
  buyer: urlText(MAX_KEYWORD),
  from: urlDay.optional(),
  to: urlDay.optional(),
});
export type BillListQuery = UrlStateOf<typeof billQuerySchema>;
export const BILL_QUERY_DEFAULTS: BillListQuery = { ...PAGE_DEFAULTS, tab: "all", billNo: "", buyer: "" };
export const BILL_QUERY_OPTIONS = { normalize: dropEndBeforeStart<BillListQuery> };

/** The filters of the state without its tab: the body of /api/bill/ina/counts. */
export function billFilterBody(q: BillListQuery): Omit<BillPageFilters, "tab"> {
  const body: Omit<BillPageFilters, "tab"> = {};
  if (q.billNo.trim()) body.billNo = q.billNo.trim();
  if (q.buyer.trim()) body.buyer = q.buyer.trim();
  if (q.from) body.from = q.from;
  if (q.to) body.to = q.to;
  return body;
}

/** Filters for the data provider: the tab and the other filters, each sent as a body field of its name. */
export function billFilters(q: BillListQuery): CrudFilter[] {
  return Object.entries({ tab: q.tab, ...billFilterBody(q) }).map(([field, value]) => ({
    field,
    operator: "eq",
    value,
  }));
}

/** The sums of a page's rows (a finance clerk's check: totals on every list). */
export function pageTotals(rows: readonly BillRow[]) {
  const sum = { orderCount: 0, quantity: 0, productAmount: 0, deliveryFeeBefore: 0, deliveryFeeAfter: 0, total: 0 };
  for (const r of rows) for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += r[k];
  return sum;
}
