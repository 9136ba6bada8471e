/**
 * The template list's view state in the URL query (spec §9 lists keep filters and page in the URL; spec §3
 * "status filter value 2 means all"). Pure. Query keys: page, pageSize, status (0|1|2), keyword; defaults
 * (all statuses, no keyword) are omitted.
 */
import type { CrudFilter } from "@refinedev/core";
import { TEMPLATE_STATUS_FILTERS, TemplateStatus } from "../../domain/delivery-fee";
import { MAX_KEYWORD } from "../../domain/wire";
import {
  PAGE_DEFAULTS,
  pageShape,
  urlField,
  urlObject,
  urlText,
  type UrlField,
  type UrlStateOf,
} from "../../shell/page";

/** The status filter (0 disable, 1 able, 2 all); written as its digit. urlNumberIn reads only positive numbers. */
const templateStatusField: UrlField<(typeof TEMPLATE_STATUS_FILTERS)[number]> = urlField((raw) =>
  TEMPLATE_STATUS_FILTERS.find((v) => String(v) === raw),
);

export const templateQuerySchema = urlObject({
  ...pageShape,
  status: templateStatusField,
  keyword: urlText(MAX_KEYWORD),
});
export type TemplateListQuery = UrlStateOf<typeof templateQuerySchema>;
export const TEMPLATE_QUERY_DEFAULTS: TemplateListQuery = {
  ...PAGE_DEFAULTS,
  status: TemplateStatus.all,
  keyword: "",
};

/** Filters for the data provider (body fields `status` (always, 2 = all) and `keyword`). */
export function templateFilters(q: TemplateListQuery): CrudFilter[] {
  const filters: CrudFilter[] = [{ field: "status", operator: "eq", value: q.status }];
  if (q.keyword.trim()) filters.push({ field: "keyword", operator: "contains", value: q.keyword.trim() });
  return filters;
}
