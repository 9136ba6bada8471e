/**
 * The order list's view state kept in the URL query (spec §9 pager; lists keep filters and page in the
 * URL), so a reload or a shared link shows the same tab, search, filters and page. Pure.
 * Keys: page, pageSize, tab (ORDER_TABS key), keyword (order no / buyer / part no), paymentMethod (1|2),
 * printStatus (printed|notPrinted), from / to (`yyyy-MM-dd` WIB order days); defaults are omitted.
 */
import type { CrudFilter } from "@refinedev/core";
import { ORDER_TAB_KEYS, PAYMENT_METHODS } from "../../domain/order";
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
import { PRINT_STATUSES, type OrderPageFilters, type OrderRow } from "./schema";

export const orderQuerySchema = urlObject({
  ...pageShape,
  tab: urlOneOf(ORDER_TAB_KEYS),
  keyword: urlText(MAX_KEYWORD),
  paymentMethod: urlNumberIn(PAYMENT_METHODS).optional(),
  printStatus: urlOneOf(PRINT_STATUSES).optional(),
  from: urlDay.optional(),
  to: urlDay.optional(),
});
export type OrderListQuery = UrlStateOf<typeof orderQuerySchema>;
export const ORDER_QUERY_DEFAULTS: OrderListQuery = { ...PAGE_DEFAULTS, tab: "all", keyword: "" };
export const ORDER_QUERY_OPTIONS = { normalize: dropEndBeforeStart<OrderListQuery> };

/** The filters of the state without its tab: the body of /api/order/ina/counts (spec §4 tabs with counts). */
export function orderFilterBody(q: OrderListQuery): Omit<OrderPageFilters, "tab"> {
  const body: Omit<OrderPageFilters, "tab"> = {};
  if (q.keyword.trim()) body.keyword = q.keyword.trim();
  if (q.paymentMethod) body.paymentMethod = q.paymentMethod;
  if (q.printStatus) body.printStatus = q.printStatus;
  if (q.from) body.from = q.from;
  if (q.to) body.to = q.to;
  return body;
}

/** Filters for the data provider: the tab and the other filters, each sent as a body field of its name. */
export function orderFilters(q: OrderListQuery): CrudFilter[] {
  return Object.entries({ tab: q.tab, ...orderFilterBody(q) }).map(([field, value]) => ({
    field,
    operator: "eq",
    value,
  }));
}

/** True when any filter besides the tab narrows the list (the empty state then says so). */
export function isFiltered(q: OrderListQuery): boolean {
  return Object.keys(orderFilterBody(q)).length > 0;
}

/** The selected orders that one delivery order may group: all of one buyer and all printable now. */
export function printableGroup(rows: readonly OrderRow[]): "ok" | "none" | "differentBuyers" | "notPrintable" {
  if (rows.length === 0) return "none";
  if (new Set(rows.map((r) => r.buyerUserName)).size > 1) return "differentBuyers";
  return rows.every((r) => r.moves.includes("printDeliveryOrder")) ? "ok" : "notPrintable";
}
