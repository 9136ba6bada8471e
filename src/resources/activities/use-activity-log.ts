/**
 * Data and URL state of /store/sub-account-log-activity (spec §6): the page of ActivityRow for the
 * filters in the URL (POST /api/activity/ina/page through the data provider) and the shop's users for the
 * account filter (POST /api/activity/ina/users).
 */
import { useCustom, useList } from "@refinedev/core";
import { useUrlState } from "../../shell/page";
import { ACTIVITY_USERS_ENDPOINT } from "./index";
import { LOG_QUERY_DEFAULTS, LOG_QUERY_OPTIONS, logFilters, logQuerySchema } from "./log-query";
import type { ActivityRow, ActivityUser } from "./schema";

export function useActivityLog() {
  const [query, setQuery] = useUrlState(logQuerySchema, LOG_QUERY_DEFAULTS, LOG_QUERY_OPTIONS);
  const { query: request, result } = useList<ActivityRow>({
    resource: "activities",
    pagination: { currentPage: query.page, pageSize: query.pageSize, mode: "server" },
    filters: logFilters(query),
  });
  const people = useCustom<ActivityUser[]>({
    url: ACTIVITY_USERS_ENDPOINT,
    method: "post",
    queryOptions: { staleTime: 60_000 },
  });
  // Refine answers an empty object until the call returns.
  const users = people.query.data?.data ?? [];
  return { query, setQuery, rows: result.data, total: result.total ?? 0, loading: request.isFetching, users };
}
