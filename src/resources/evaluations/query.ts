/**
 * The evaluation list's view state kept in the URL (spec §9 pager; issue 4 "lists keep filters/page in the
 * URL"). Pure. Keys: page, pageSize, stars (1|3|5), hasPhoto (1), keyword, itemId, from, to (yyyy-MM-dd);
 * defaults are omitted. A malformed value, or an end before the start, is dropped rather than sent.
 */
import { parseDayRange } from "../../domain/datetime";
import { parsePageState, positiveInt } from "../../forms/pager";
import type { CrudFilter } from "@refinedev/core";
import { DEFAULT_PAGE_SIZE } from "../../domain/wire";
import { REVIEW_STARS, type ReviewStars } from "./schema";

export interface EvaluationQuery {
  page: number;
  pageSize: number;
  stars?: ReviewStars;
  hasPhoto?: boolean;
  keyword?: string;
  itemId?: number;
  from?: string;
  to?: string;
}

export function parseEvaluationQuery(params: URLSearchParams): EvaluationQuery {
  const stars = positiveInt(params.get("stars"));
  const keyword = params.get("keyword")?.trim().slice(0, 150);
  return {
    ...parsePageState(params),
    stars: (REVIEW_STARS as readonly number[]).includes(stars ?? 0) ? (stars as ReviewStars) : undefined,
    hasPhoto: params.get("hasPhoto") === "1" ? true : undefined,
    keyword: keyword || undefined,
    itemId: positiveInt(params.get("itemId")),
    ...parseDayRange(params),
  };
}

export function evaluationQueryToParams(q: EvaluationQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.page !== 1) params.set("page", String(q.page));
  if (q.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(q.pageSize));
  if (q.stars) params.set("stars", String(q.stars));
  if (q.hasPhoto) params.set("hasPhoto", "1");
  if (q.keyword) params.set("keyword", q.keyword);
  if (q.itemId) params.set("itemId", String(q.itemId));
  if (q.from) params.set("from", q.from);
  if (q.to) params.set("to", q.to);
  return params;
}

/** Filters for the data provider (each sent as a body field of the same name; empty ones are omitted). */
export function evaluationFilters(q: EvaluationQuery): CrudFilter[] {
  return (["stars", "hasPhoto", "keyword", "itemId", "from", "to"] as const).map((field) => ({ field, operator: "eq" as const, value: q[field] }));
}
