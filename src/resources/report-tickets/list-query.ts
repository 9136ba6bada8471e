/**
 * The report ticket list's view state in the URL (spec §9 pager): page, pageSize, keyword, status (the tab:
 * 0 new, 1 in process, 2 closed; absent: all). Pure.
 */
import type { CrudFilter } from "@refinedev/core";
import { REPORT_TICKET_STATUSES } from "../../domain/report-ticket";
import { MAX_KEYWORD } from "../../domain/wire";
import { PAGE_DEFAULTS, pageShape, urlNumberIn, urlObject, urlText, type UrlStateOf } from "../../shell/page";

export const reportQuerySchema = urlObject({
  ...pageShape,
  keyword: urlText(MAX_KEYWORD),
  status: urlNumberIn(REPORT_TICKET_STATUSES).optional(),
});
export type ReportListQuery = UrlStateOf<typeof reportQuerySchema>;
export const REPORT_QUERY_DEFAULTS: ReportListQuery = { ...PAGE_DEFAULTS, keyword: "" };

/** Filters for the data provider (body fields keyword, status). */
export function reportFilters(q: ReportListQuery): CrudFilter[] {
  const filters: CrudFilter[] = [];
  if (q.keyword.trim()) filters.push({ field: "keyword", operator: "contains", value: q.keyword.trim() });
  if (q.status !== undefined) filters.push({ field: "status", operator: "eq", value: q.status });
  return filters;
}
