/**
 * The inquiry list's view state kept in the URL query (spec §2 "Inquiry list (tabs list and passed)"; §9 pager;
 * lists keep filters and page in the URL), so a reload or a shared link shows the same tab, search, filters
 * and sort. Pure, and free of zod (the list's bundle). Keys: page, pageSize, tab (list | passed), keyword
 * (inquiry no, VIN, plate, claim no, WO, model, part), carBrand (one of the shop's brands), buyerType
 * (src/domain/order.ts BUYER_TYPES), sort (deadline = most urgent first | newest | oldest); defaults omitted.
 */
import type { CrudFilter } from "@refinedev/core";
import { INQUIRY_TAB_KEYS } from "../../domain/inquiry";
import { BUYER_TYPES } from "../../domain/order";
import { MAX_KEYWORD } from "../../domain/wire";
import { PAGE_DEFAULTS, pageShape, urlObject, urlOneOf, urlText, type UrlStateOf } from "../../shell/page";
import type { InquiryPageFilters, InquirySort } from "./schema";

/** The sorts of schema.ts INQUIRY_SORTS (repeated here: schema.ts brings zod). */
export const INQUIRY_LIST_SORTS = ["deadline", "newest", "oldest"] as const satisfies readonly InquirySort[];

/** Longest car brand name a filter carries (the API's limit). */
export const MAX_CAR_BRAND = 50;

export const inquiryQuerySchema = urlObject({
  ...pageShape,
  tab: urlOneOf(INQUIRY_TAB_KEYS),
  keyword: urlText(MAX_KEYWORD),
  carBrand: urlText(MAX_CAR_BRAND).optional(),
  buyerType: urlOneOf(BUYER_TYPES).optional(),
  sort: urlOneOf(INQUIRY_LIST_SORTS),
});
export type InquiryListQuery = UrlStateOf<typeof inquiryQuerySchema>;
export const INQUIRY_QUERY_DEFAULTS: InquiryListQuery = {
  ...PAGE_DEFAULTS,
  tab: "list",
  keyword: "",
  sort: "deadline",
};

/** The filters of the state without its tab: the body of /api/inquiry/ina/counts (tabs with counts). */
export function inquiryFilterBody(q: InquiryListQuery): Omit<InquiryPageFilters, "tab"> {
  const body: Omit<InquiryPageFilters, "tab"> = { sort: q.sort };
  if (q.keyword.trim()) body.keyword = q.keyword.trim();
  if (q.carBrand?.trim()) body.carBrand = q.carBrand.trim();
  if (q.buyerType) body.buyerType = q.buyerType;
  return body;
}

/** Filters for the data provider: the tab and the other filters, each a body field of its name. */
export function inquiryFilters(q: InquiryListQuery): CrudFilter[] {
  return Object.entries({ tab: q.tab, ...inquiryFilterBody(q) }).map(([field, value]) => ({
    field,
    operator: "eq",
    value,
  }));
}

/** True when a filter besides the tab and the sort narrows the list (the empty state then says so). */
export function isFiltered(q: InquiryListQuery): boolean {
  return Boolean(q.keyword.trim() || q.carBrand?.trim() || q.buyerType);
}
