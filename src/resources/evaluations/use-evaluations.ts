/**
 * Data and URL state of /commodity/evaluation-received: the page of EvaluationRow for the filters in the URL
 * (POST /api/evaluation/ina/page through the data provider) and the summary header
 * (POST /api/evaluation/ina/summary).
 */
import { useCustom, useList } from "@refinedev/core";
import { useUrlState } from "../../shell/page";
import { EVALUATION_SUMMARY_ENDPOINT } from "./index";
import { EVALUATION_QUERY_DEFAULTS, EVALUATION_QUERY_OPTIONS, evaluationFilters, evaluationQuerySchema } from "./query";
import type { EvaluationRow, EvaluationSummary } from "./schema";

export function useEvaluations() {
  const [query, setQuery] = useUrlState(evaluationQuerySchema, EVALUATION_QUERY_DEFAULTS, EVALUATION_QUERY_OPTIONS);
  const { query: request, result } = useList<EvaluationRow>({
    resource: "evaluations",
    pagination: { currentPage: query.page, pageSize: query.pageSize, mode: "server" },
    filters: evaluationFilters(query),
  });
  const summaryCall = useCustom<EvaluationSummary>({
    url: EVALUATION_SUMMARY_ENDPOINT,
    method: "post",
    queryOptions: { staleTime: 30_000 },
  });
  // Refine answers an empty object until the call returns.
  const summary = summaryCall.query.data?.data?.counts ? summaryCall.query.data.data : null;
  return { query, setQuery, rows: result.data, total: result.total ?? 0, loading: request.isFetching, summary };
}
