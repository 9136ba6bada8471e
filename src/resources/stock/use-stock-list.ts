/**
 * Data and URL state of /commodity/stock-list (spec §2 "Stock management"): the page of StockRow for the
 * current search / filters through the data provider (POST /api/stock/ina/page), and the row selection
 * of a bulk raise (kept across pages until the filters change).
 */
import { useState } from "react";
import { useList } from "@refinedev/core";
import { useLastPageRepair, useUrlState } from "../../shell/page";
import type { StockRow } from "./schema";
import { STOCK_QUERY_DEFAULTS, stockFilters, stockQuerySchema, type StockListQuery } from "./list-query";

export function useStockList() {
  const [query, setUrlState] = useUrlState(stockQuerySchema, STOCK_QUERY_DEFAULTS);
  const [selected, setSelected] = useState<StockRow[]>([]);

  const { query: request, result } = useList<StockRow>({
    resource: "stock",
    pagination: { currentPage: query.page, pageSize: query.pageSize, mode: "server" },
    filters: stockFilters(query),
  });

  const setQuery = (changes: Partial<StockListQuery>) => {
    if ("keyword" in changes || "stockType" in changes || "lowStock" in changes) setSelected([]);
    setUrlState(changes);
  };

  // A page past the end shows the last page instead (spec §9 pager).
  const total = result.total ?? 0;
  useLastPageRepair(query, setUrlState, total, request.isSuccess);

  const refresh = async () => {
    await request.refetch();
  };

  return { query, setQuery, rows: result.data, total, loading: request.isFetching, selected, setSelected, refresh };
}
