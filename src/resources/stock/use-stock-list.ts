/**
 * Data and URL state of /commodity/stock-list (spec §2 "Stock management"): the page of StockRow for the
 * current search / filters through the data provider (POST /api/stock/ina/page), and the row selection
 * of a bulk raise (kept across pages until the filters change).
 */
import { useEffect, useState } from "react";
import { useList } from "@refinedev/core";
import { useSearchParams } from "react-router";
import type { StockRow } from "./schema";
import { parseStockQuery, stockFilters, stockQueryToParams, type StockListQuery } from "./list-query";

export function useStockList() {
  const [params, setParams] = useSearchParams();
  const query = parseStockQuery(params);
  const [selected, setSelected] = useState<StockRow[]>([]);

  const { query: request, result } = useList<StockRow>({
    resource: "stock",
    pagination: { currentPage: query.page, pageSize: query.pageSize, mode: "server" },
    filters: stockFilters(query),
  });

  const setQuery = (changes: Partial<StockListQuery>) => {
    const filtersChange = "keyword" in changes || "stockType" in changes || "lowStock" in changes;
    if (filtersChange) setSelected([]);
    setParams(stockQueryToParams({ ...query, ...(filtersChange ? { page: 1 } : {}), ...changes }));
  };

  // A page past the end shows the last page instead (spec §9 pager).
  const total = result.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / query.pageSize));
  const overshoot = request.isSuccess && total > 0 && query.page > lastPage;
  useEffect(() => {
    if (overshoot) setParams(stockQueryToParams({ ...query, page: lastPage }), { replace: true });
  });

  const refresh = async () => {
    await request.refetch();
  };

  return { query, setQuery, rows: result.data, total, loading: request.isFetching, selected, setSelected, refresh };
}
