/**
 * The discussion list's view state in the URL (spec §9 pager; lists keep search, filters and page in the URL).
 * Query keys: page, pageSize, keyword, answer (unanswered | answered); defaults are omitted. Pure.
 */
import type { CrudFilter } from "@refinedev/core";
import { MAX_KEYWORD } from "../../domain/wire";
import { PAGE_DEFAULTS, pageShape, urlObject, urlOneOf, urlText, type UrlStateOf } from "../../shell/page";

export const ANSWER_FILTERS = ["unanswered", "answered"] as const;

export const discussionQuerySchema = urlObject({
  ...pageShape,
  keyword: urlText(MAX_KEYWORD),
  answer: urlOneOf(ANSWER_FILTERS).optional(),
});
export type DiscussionListQuery = UrlStateOf<typeof discussionQuerySchema>;
export const DISCUSSION_QUERY_DEFAULTS: DiscussionListQuery = { ...PAGE_DEFAULTS, keyword: "" };

/** Filters for the data provider (body fields keyword, unanswered). */
export function discussionFilters(q: DiscussionListQuery): CrudFilter[] {
  const filters: CrudFilter[] = [];
  if (q.keyword.trim()) filters.push({ field: "keyword", operator: "contains", value: q.keyword.trim() });
  if (q.answer) filters.push({ field: "unanswered", operator: "eq", value: q.answer === "unanswered" });
  return filters;
}
