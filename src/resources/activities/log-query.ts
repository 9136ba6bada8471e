/**
 * The activity log's view state kept in the URL query (spec §6 activity log; §9 pager), so a reload or a
 * shared link shows the same filters and page. Pure. Keys: page, pageSize, userId, activityType, from, to
 * (defaults omitted). A malformed date, or an end before the start, is dropped rather than sent.
 */
import type { CrudFilter } from "@refinedev/core";
import { ACTIVITY_TYPES } from "../../domain/activity";
import {
  PAGE_DEFAULTS,
  dropEndBeforeStart,
  pageShape,
  urlDay,
  urlInt,
  urlOneOf,
  urlObject,
  type UrlStateOf,
} from "../../shell/page";

export const logQuerySchema = urlObject({
  ...pageShape,
  userId: urlInt.optional(),
  activityType: urlOneOf(ACTIVITY_TYPES).optional(),
  /** `yyyy-MM-dd` WIB days, both included. */
  from: urlDay.optional(),
  to: urlDay.optional(),
});
export type LogQuery = UrlStateOf<typeof logQuerySchema>;
export const LOG_QUERY_DEFAULTS: LogQuery = { ...PAGE_DEFAULTS };
export const LOG_QUERY_OPTIONS = { normalize: dropEndBeforeStart<LogQuery> };

/** Filters for the data provider (each sent as a body field of the same name). */
export function logFilters(q: LogQuery): CrudFilter[] {
  return [
    { field: "userId", operator: "eq", value: q.userId },
    { field: "activityType", operator: "eq", value: q.activityType },
    { field: "from", operator: "eq", value: q.from },
    { field: "to", operator: "eq", value: q.to },
  ];
}
