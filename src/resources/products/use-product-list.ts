/**
 * Data and URL state of /commodity/in-sale (spec §2 "Products for sale"): the page of ProductRow for the
 * current tab / search / sort through the data provider (POST /api/item/ina/page).
 */
import { useEffect } from "react";
import { useList } from "@refinedev/core";
import { useSearchParams } from "react-router";
import type { ProductRow } from "./schema";
import { listFilters, listQueryToParams, listSorters, parseListQuery, type ListQuery } from "./list-query";

export function useProductList() {
  const [params, setParams] = useSearchParams();
  const query = parseListQuery(params);

  const { query: request, result } = useList<ProductRow>({
    resource: "products",
    pagination: { currentPage: query.page, pageSize: query.pageSize, mode: "server" },
    filters: listFilters(query),
    sorters: listSorters(query),
  });

  const setQuery = (changes: Partial<ListQuery>) => setParams(listQueryToParams({ ...query, ...changes }));

  // A page past the end (e.g. after rows left the tab) shows the last page instead (spec §9 pager).
  const total = result.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / query.pageSize));
  const overshoot = request.isSuccess && total > 0 && query.page > lastPage;
  useEffect(() => {
    if (overshoot) setParams(listQueryToParams({ ...query, page: lastPage }), { replace: true });
  });

  return { query, setQuery, rows: result.data, total, loading: request.isFetching, error: request.error };
}
