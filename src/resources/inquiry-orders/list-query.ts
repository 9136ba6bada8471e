/**
 * The inquiry order list's view state kept in the URL query (spec §4 inquiry order filter values; §9 pager;
 * lists keep filters and page in the URL). Pure.
 * Keys: page, pageSize, filter (spec §4 value: 100 all, 5 unconfirmed, 0 awaiting payment, 7 being paid, 1 paid,
 * 2 shipped, 3 received, 6 in process, 4 closed, 8 cancelled), keyword, printStatus, indent (1: only POs
 * that need an indent letter), from / to (`yyyy-MM-dd` WIB order days); defaults are omitted.
 */
import type { CrudFilter } from "@refinedev/core";
import { INQUIRY_ORDER_FILTER_VALUES, type InquiryOrderFilter } from "../../domain/inquiry";
import { MAX_KEYWORD } from "../../domain/wire";
import {
  PAGE_DEFAULTS,
  dropEndBeforeStart,
  pageShape,
  urlDay,
  urlField,
  urlFlag,
  urlObject,
  urlOneOf,
  urlText,
  type UrlStateOf,
} from "../../shell/page";
import { PRINT_STATUSES } from "../orders/schema";
import type { InquiryOrderPageFilters } from "./schema";

/** A spec §4 filter value; 0 (awaiting payment) is one, so not urlNumberIn (positive numbers only). */
const urlFilterValue = urlField((raw): InquiryOrderFilter | undefined =>
  INQUIRY_ORDER_FILTER_VALUES.find((v) => String(v) === raw),
);

export const inquiryOrderQuerySchema = urlObject({
  ...pageShape,
  filter: urlFilterValue,
  keyword: urlText(MAX_KEYWORD),
  printStatus: urlOneOf(PRINT_STATUSES).optional(),
  indent: urlFlag.optional(),
  from: urlDay.optional(),
  to: urlDay.optional(),
});
export type InquiryOrderListQuery = UrlStateOf<typeof inquiryOrderQuerySchema>;
export const INQUIRY_ORDER_QUERY_DEFAULTS: InquiryOrderListQuery = { ...PAGE_DEFAULTS, filter: 100, keyword: "" };
export const INQUIRY_ORDER_QUERY_OPTIONS = { normalize: dropEndBeforeStart<InquiryOrderListQuery> };

/** The filters of the state without its filter value: the body of /api/inquiry-order/ina/counts. */
export function inquiryOrderFilterBody(q: InquiryOrderListQuery): Omit<InquiryOrderPageFilters, "filter"> {
  const body: Omit<InquiryOrderPageFilters, "filter"> = {};
  if (q.keyword.trim()) body.keyword = q.keyword.trim();
  if (q.printStatus) body.printStatus = q.printStatus;
  if (q.indent) body.needsIndentLetter = true;
  if (q.from) body.from = q.from;
  if (q.to) body.to = q.to;
  return body;
}

/** Filters for the data provider: the filter value and the other filters, each a body field of its name. */
export function inquiryOrderFilters(q: InquiryOrderListQuery): CrudFilter[] {
  return Object.entries({ filter: q.filter, ...inquiryOrderFilterBody(q) }).map(([field, value]) => ({
    field,
    operator: "eq",
    value,
  }));
}

/** True when any filter besides the filter value narrows the list. */
export function isFiltered(q: InquiryOrderListQuery): boolean {
  return Object.keys(inquiryOrderFilterBody(q)).length > 0;
}
