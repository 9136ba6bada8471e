/**
 * The recap list's view state kept in the URL query (spec §9 pager): page, pageSize, tab (RECAP_TABS key),
 * keyword (recap no or buyer), month (`yyyy-MM`); defaults are omitted. Pure.
 */
import { RECAP_TAB_KEYS } from "../../domain/recap-transitions";
import { MAX_KEYWORD } from "../../domain/wire";
import { PAGE_DEFAULTS, pageShape, urlField, urlObject, urlOneOf, urlText, type UrlStateOf } from "../../shell/page";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const urlMonth = urlField((raw) => (MONTH.test(raw) ? raw : undefined));

export const recapQuerySchema = urlObject({
  ...pageShape,
  tab: urlOneOf(RECAP_TAB_KEYS),
  keyword: urlText(MAX_KEYWORD),
  month: urlMonth.optional(),
});
export type RecapListQuery = UrlStateOf<typeof recapQuerySchema>;
export const RECAP_QUERY_DEFAULTS: RecapListQuery = { ...PAGE_DEFAULTS, tab: "all", keyword: "" };

/** The filters without tab and page: the body of /api/recap/ina/counts. */
export function recapFilterBody(q: RecapListQuery): { keyword?: string; month?: string } {
  return { ...(q.keyword.trim() ? { keyword: q.keyword.trim() } : {}), ...(q.month ? { month: q.month } : {}) };
}

/** The body of /api/recap/ina/page. */
export function recapPageBody(q: RecapListQuery): Record<string, unknown> {
  return { pageNo: q.page, pageSize: q.pageSize, tab: q.tab, ...recapFilterBody(q) };
}
