/**
 * Data and URL state of the product lists (spec §2 "Products for sale", "Products off sale"): the page of
 * ProductRow for list `kind`'s current tab / search / sort through the data provider (POST
 * /api/item/ina/page), and the rows selected for bulk actions (kept on the page shown: a new page, tab or
 * search clears them).
 */
import { useState } from "react";
import { useList } from "@refinedev/core";
import { useLastPageRepair, useUrlState } from "../../shell/page";
import type { ProductRow } from "./schema";
import { LIST_URL_STATE, listFilters, listSorters, type ListKind, type ListQuery } from "./list-query";

export function useProductList(kind: ListKind = "inSale") {
  const url = LIST_URL_STATE[kind];
  const [query, setUrlState] = useUrlState(url.schema, url.defaults, url.options);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);

  const { query: request, result } = useList<ProductRow>({
    resource: "products",
    pagination: { currentPage: query.page, pageSize: query.pageSize, mode: "server" },
    filters: listFilters(query, kind),
    sorters: listSorters(query),
  });

  const setQuery = (changes: Partial<ListQuery>) => {
    setSelectedIds([]);
    setUrlState(changes);
  };

  // A page past the end (e.g. after rows left the tab) shows the last page instead (spec §9 pager).
  const total = result.total ?? 0;
  useLastPageRepair(query, setUrlState, total, request.isSuccess);

  const rows = result.data;
  // Rows that left the page (moved to another tab by a bulk action) drop out of the selection.
  const selected = rows.filter((r) => selectedIds.includes(r.itemId));
  return { query, setQuery, rows, total, loading: request.isFetching, error: request.error, selected, setSelectedIds };
}
