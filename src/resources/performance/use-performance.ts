/**
 * Data of /store/sub-account-performance (issue 3 part 5): the Performance of the period in the URL
 * (POST /api/activity/ina/performance) and the period setter.
 */
import { useCustom } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { formatDate } from "../../domain/datetime";
import { performance as descriptor } from "./index";
import { parsePeriod, periodToParams, type Period } from "./period";
import type { Performance } from "./schema";

export function usePerformance(today: string = formatDate(new Date())) {
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params, today);
  const { query } = useCustom<Performance>({
    url: descriptor.endpoints.list!,
    method: "post",
    config: { payload: { from: period.from, to: period.to, ...(period.userId ? { userId: period.userId } : {}) } },
  });
  const setPeriod = (next: Period) => setParams(periodToParams({ ...period, ...next }));
  return { period, setPeriod, data: query.data?.data, loading: query.isFetching };
}
