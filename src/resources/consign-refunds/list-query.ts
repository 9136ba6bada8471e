/**
 * The consignment return list's view state in the URL query (spec §9 pager; lists keep filters and page in
 * the URL): page, pageSize, status (one of the six after-sales statuses; absent: all), keyword (return no /
 * buyer / part no), from / to (`yyyy-MM-dd` WIB apply days). Defaults are omitted. Pure.
 */
import type { CrudFilter } from "@refinedev/core";
import { CONSIGN_REFUND_STATUSES } from "../../domain/consign";
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
import type { ConsignRefundPageFilters } from "./schema";

export const consignRefundQuerySchema = urlObject({
  ...pageShape,
  status: urlNumberIn(CONSIGN_REFUND_STATUSES).optional(),
  keyword: urlText(MAX_KEYWORD),
  from: urlDay.optional(),
  to: urlDay.optional(),
});
export type ConsignRefundListQuery = UrlStateOf<typeof consignRefundQuerySchema>;
export const CONSIGN_REFUND_QUERY_DEFAULTS: ConsignRefundListQuery = { ...PAGE_DEFAULTS, keyword: "" };
export const CONSIGN_REFUND_QUERY_OPTIONS = { normalize: dropEndBeforeStart<ConsignRefundListQuery> };

/** The filters without the status: the body of /api/consign-refund/ina/counts. */
export function consignRefundFilterBody(q: ConsignRefundListQuery): Omit<ConsignRefundPageFilters, "status"> {
  const body: Omit<ConsignRefundPageFilters, "status"> = {};
  if (q.keyword.trim()) body.keyword = q.keyword.trim();
  if (q.from) body.from = q.from;
  if (q.to) body.to = q.to;
  return body;
}

/** Filters for the data provider: the status tab and the search, each a body field of its name. */
export function consignRefundFilters(q: ConsignRefundListQuery): CrudFilter[] {
  return Object.entries({ status: q.status, ...consignRefundFilterBody(q) }).map(([field, value]) => ({
    field,
    operator: "eq",
    value,
  }));
}

export function isFiltered(q: ConsignRefundListQuery): boolean {
  return Object.keys(consignRefundFilterBody(q)).length > 0;
}
