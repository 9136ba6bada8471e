/**
 * The partnership list's view state kept in the URL query (spec §9; lists keep filters and page in the
 * URL). Keys: page, pageSize, tab (PARTNERSHIP_TABS key; default all), keyword (buyer, e-mail, company).
 * Pure.
 */
import type { CrudFilter } from "@refinedev/core";
import { PARTNERSHIP_TAB_KEYS } from "../../domain/partnership";
import { MAX_KEYWORD } from "../../domain/wire";
import { PAGE_DEFAULTS, pageShape, urlObject, urlOneOf, urlText, type UrlStateOf } from "../../shell/page";
import type { PartnershipPageFilters } from "./schema";

export const partnershipQuerySchema = urlObject({
  ...pageShape,
  tab: urlOneOf(PARTNERSHIP_TAB_KEYS),
  keyword: urlText(MAX_KEYWORD),
});
export type PartnershipListQuery = UrlStateOf<typeof partnershipQuerySchema>;
export const PARTNERSHIP_QUERY_DEFAULTS: PartnershipListQuery = { ...PAGE_DEFAULTS, tab: "all", keyword: "" };

/** The keyword filter alone: the body of /api/partnership/ina/counts. */
export function partnershipCountBody(q: PartnershipListQuery): Omit<PartnershipPageFilters, "tab"> {
  return q.keyword.trim() ? { keyword: q.keyword.trim() } : {};
}

/** Filters for the data provider: the tab and the keyword, each a body field. */
export function partnershipFilters(q: PartnershipListQuery): CrudFilter[] {
  return Object.entries({ tab: q.tab, ...partnershipCountBody(q) }).map(([field, value]) => ({
    field,
    operator: "eq",
    value,
  }));
}
