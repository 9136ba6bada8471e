/**
 * Tender management's view state kept in the URL query (spec §2 /tend tender; §4 tender statuses; §9 pager),
 * so a reload or a shared link shows the same tab, search, dates and page. Pure, free of zod. Keys: page,
 * pageSize, tab (TENDER_TABS key), keyword (tender no, inquiry no, plate, claim no, model, buyer, part no), from
 * / to (`yyyy-MM-dd` WIB creation days); defaults omitted.
 */
import type { CrudFilter } from "@refinedev/core";
import { TENDER_TAB_KEYS } from "../../domain/inquiry";
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
import type { TenderPageFilters } from "./schema";

export const tenderQuerySchema = urlObject({
  ...pageShape,
  tab: urlOneOf(TENDER_TAB_KEYS),
  keyword: urlText(MAX_KEYWORD),
  from: urlDay.optional(),
  to: urlDay.optional(),
});
export type TenderListQuery = UrlStateOf<typeof tenderQuerySchema>;
export const TENDER_QUERY_DEFAULTS: TenderListQuery = { ...PAGE_DEFAULTS, tab: "all", keyword: "" };
export const TENDER_QUERY_OPTIONS = { normalize: dropEndBeforeStart<TenderListQuery> };

/** The filters of the state without its tab: the body of /api/tender/ina/counts. */
export function tenderFilterBody(q: TenderListQuery): Omit<TenderPageFilters, "tab"> {
  const body: Omit<TenderPageFilters, "tab"> = {};
  if (q.keyword.trim()) body.keyword = q.keyword.trim();
  if (q.from) body.from = q.from;
  if (q.to) body.to = q.to;
  return body;
}

/** Filters for the data provider: the tab and the other filters, each a body field of its name. */
export function tenderFilters(q: TenderListQuery): CrudFilter[] {
  return Object.entries({ tab: q.tab, ...tenderFilterBody(q) }).map(([field, value]) => ({
    field,
    operator: "eq",
    value,
  }));
}

/** True when any filter besides the tab narrows the list. */
export function isFiltered(q: TenderListQuery): boolean {
  return Object.keys(tenderFilterBody(q)).length > 0;
}
