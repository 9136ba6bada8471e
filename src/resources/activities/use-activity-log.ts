/**
 * Data and URL state of /store/sub-account-log-activity (issue 3 part 5): the page of ActivityRow for the
 * filters in the URL (POST /api/activity/ina/page through the data provider) and the shop's users for the
 * account filter (POST /api/activity/ina/users).
 */
import { useCustom, useList } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { ACTIVITY_USERS_ENDPOINT } from "./index";
import { logFilters, logQueryToParams, parseLogQuery, type LogQuery } from "./log-query";
import type { ActivityRow, ActivityUser } from "./schema";

export function useActivityLog() {
  const [params, setParams] = useSearchParams();
  const query = parseLogQuery(params);
  const { query: request, result } = useList<ActivityRow>({
    resource: "activities",
    pagination: { currentPage: query.page, pageSize: query.pageSize, mode: "server" },
    filters: logFilters(query),
  });
  const people = useCustom<ActivityUser[]>({ url: ACTIVITY_USERS_ENDPOINT, method: "post", queryOptions: { staleTime: 60_000 } });
  // Refine answers an empty object until the call returns.
  const users = people.query.data?.data ?? [];
  const setQuery = (changes: Partial<LogQuery>) => setParams(logQueryToParams({ ...query, ...changes }));
  return { query, setQuery, rows: result.data, total: result.total ?? 0, loading: request.isFetching, users };
}
