/**
 * The consignment lists' view state in the URL query (spec §9 pager; lists keep filters and page in the
 * URL): page, pageSize, keyword (consign no / buyer / part no), from / to (`yyyy-MM-dd` WIB creation days)
 * and, on the order list, `status` (one of CONSIGN_LISTS.order; absent: all). Defaults are omitted. Pure.
 */
import type { CrudFilter } from "@refinedev/core";
import { CONSIGN_LISTS, type ConsignList } from "../../domain/consign";
import { MAX_KEYWORD } from "../../domain/wire";
import {
  PAGE_DEFAULTS,
  dropEndBeforeStart,
  pageShape,
  urlDay,
  urlNumberIn,
  urlObject,
  urlText,
  type UrlStateOf,
} from "../../shell/page";
import type { ConsignPageFilters } from "./schema";

export const consignQuerySchema = urlObject({
  ...pageShape,
  keyword: urlText(MAX_KEYWORD),
  status: urlNumberIn(CONSIGN_LISTS.order).optional(),
  from: urlDay.optional(),
  to: urlDay.optional(),
});
export type ConsignListQuery = UrlStateOf<typeof consignQuerySchema>;
export const CONSIGN_QUERY_DEFAULTS: ConsignListQuery = { ...PAGE_DEFAULTS, keyword: "" };
export const CONSIGN_QUERY_OPTIONS = { normalize: dropEndBeforeStart<ConsignListQuery> };

/** The list and filters without the status: the body of /api/consign/ina/counts. */
export function consignFilterBody(list: ConsignList, q: ConsignListQuery): Omit<ConsignPageFilters, "status"> {
  const body: Omit<ConsignPageFilters, "status"> = { list };
  if (q.keyword.trim()) body.keyword = q.keyword.trim();
  if (q.from) body.from = q.from;
  if (q.to) body.to = q.to;
  return body;
}

/**
 * Filters for the data provider, each a body field of its name: the list, its status tab (order list
 * only: the other lists hold one status) and the search.
 */
export function consignFilters(list: ConsignList, q: ConsignListQuery): CrudFilter[] {
  const status = list === "order" ? q.status : undefined;
  return Object.entries({ ...consignFilterBody(list, q), status }).map(([field, value]) => ({
    field,
    operator: "eq",
    value,
  }));
}

/** True when the search narrows the list (the empty state then says so). */
export function isFiltered(q: ConsignListQuery): boolean {
  return Boolean(q.keyword.trim() || q.from || q.to);
}
