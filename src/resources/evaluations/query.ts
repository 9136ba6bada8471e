/**
 * The evaluation list's view state kept in the URL (spec §9 pager; lists keep filters and page in the URL).
 * Pure. Keys: page, pageSize, stars (1|3|5), hasPhoto (1), keyword, itemId, from, to (yyyy-MM-dd);
 * defaults are omitted. A malformed value, or an end before the start, is dropped rather than sent.
 */
import type { CrudFilter } from "@refinedev/core";
import {
  PAGE_DEFAULTS,
  dropEndBeforeStart,
  pageShape,
  urlDay,
  urlFlag,
  urlInt,
  urlNumberIn,
  urlField,
  urlObject,
  type UrlStateOf,
} from "../../shell/page";
import { REVIEW_STARS } from "./schema";

export const evaluationQuerySchema = urlObject({
  ...pageShape,
  stars: urlNumberIn(REVIEW_STARS).optional(),
  hasPhoto: urlFlag.optional(),
  keyword: urlField((s) => s.trim().slice(0, 150) || undefined).optional(),
  itemId: urlInt.optional(),
  from: urlDay.optional(),
  to: urlDay.optional(),
});
export type EvaluationQuery = UrlStateOf<typeof evaluationQuerySchema>;
export const EVALUATION_QUERY_DEFAULTS: EvaluationQuery = { ...PAGE_DEFAULTS };
export const EVALUATION_QUERY_OPTIONS = { normalize: dropEndBeforeStart<EvaluationQuery> };

/** Filters for the data provider (each sent as a body field of the same name; empty ones are omitted). */
export function evaluationFilters(q: EvaluationQuery): CrudFilter[] {
  return (["stars", "hasPhoto", "keyword", "itemId", "from", "to"] as const).map((field) => ({
    field,
    operator: "eq" as const,
    value: q[field],
  }));
}
