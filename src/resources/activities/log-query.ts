/**
 * The activity log's view state kept in the URL query (issue 3 part 5; spec §9 pager), so a reload or a
 * shared link shows the same filters and page. Pure. Keys: page, pageSize, userId, activityType, from, to
 * (defaults omitted). A malformed date, or an end before the start, is dropped rather than sent.
 */
import { parseDayRange } from "../../domain/datetime";
import { parsePageState, positiveInt } from "../../forms/pager";
import type { CrudFilter } from "@refinedev/core";
import { ACTIVITY_TYPES, type ActivityType } from "../../domain/activity";
import { DEFAULT_PAGE_SIZE } from "../../domain/wire";

export interface LogQuery {
  page: number;
  pageSize: number;
  userId?: number;
  activityType?: ActivityType;
  /** `yyyy-MM-dd` WIB days, both included. */
  from?: string;
  to?: string;
}

export function parseLogQuery(params: URLSearchParams): LogQuery {
  const type = params.get("activityType");
  return {
    ...parsePageState(params),
    userId: positiveInt(params.get("userId")),
    activityType: (ACTIVITY_TYPES as readonly string[]).includes(type ?? "") ? (type as ActivityType) : undefined,
    ...parseDayRange(params),
  };
}

export function logQueryToParams(q: LogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.page !== 1) params.set("page", String(q.page));
  if (q.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(q.pageSize));
  if (q.userId) params.set("userId", String(q.userId));
  if (q.activityType) params.set("activityType", q.activityType);
  if (q.from) params.set("from", q.from);
  if (q.to) params.set("to", q.to);
  return params;
}

/** Filters for the data provider (each sent as a body field of the same name). */
export function logFilters(q: LogQuery): CrudFilter[] {
  return [
    { field: "userId", operator: "eq", value: q.userId },
    { field: "activityType", operator: "eq", value: q.activityType },
    { field: "from", operator: "eq", value: q.from },
    { field: "to", operator: "eq", value: q.to },
  ];
}
