/**
 * Data of /commodity/area: the shop's chosen cities (a draft until saved), the downloads page for the range
 * and page in the URL (keys range, page, pageSize; defaults omitted), requesting a download, and the
 * 10-second refresh while any file is generating (spec §2, §9).
 */
import { parsePageState } from "../../forms/pager";
import { useCallback, useEffect, useState } from "react";
import { useList } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { DEFAULT_PAGE_SIZE } from "../../domain/wire";
import { useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import { useAutoRefresh } from "./auto-refresh";
import { priorityAreas } from "./index";
import {
  DEFAULT_DOWNLOAD_RANGE,
  DOWNLOAD_RANGES,
  DOWNLOAD_REFRESH_MS,
  anyGenerating,
  type DownloadRange,
  type DownloadRow,
  type PriorityArea,
} from "./schema";

export interface DownloadsQuery {
  page: number;
  pageSize: number;
  range: DownloadRange;
}

/** Pure: the URL's downloads query, malformed values dropped. */
export function parseDownloadsQuery(params: URLSearchParams): DownloadsQuery {
  const range = params.get("range");
  return {
    ...parsePageState(params),
    range: (DOWNLOAD_RANGES as readonly string[]).includes(range ?? "") ? (range as DownloadRange) : DEFAULT_DOWNLOAD_RANGE,
  };
}

export function downloadsQueryToParams(q: DownloadsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.page !== 1) params.set("page", String(q.page));
  if (q.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(q.pageSize));
  if (q.range !== DEFAULT_DOWNLOAD_RANGE) params.set("range", q.range);
  return params;
}

/** The chosen cities: the saved list, the draft being edited, and save. */
export function useChosenCities() {
  const { query } = useEndpointQuery<PriorityArea[]>(priorityAreas.name, "cities");
  const saved = query.data?.data ?? null;
  const [draft, setDraft] = useState<PriorityArea[]>([]);
  // Each stored list (first load, and the answer of a save) becomes the draft.
  useEffect(() => {
    if (saved) setDraft(saved);
  }, [saved]);
  const setCities = useEndpointMutation<PriorityArea[]>(priorityAreas.name, "setCities", ["list"]);
  const save = useCallback(async () => {
    await setCities.run({ regencyCodes: draft.map((a) => a.regencyCode) });
  }, [draft, setCities]);
  const dirty = saved !== null && draft.map((a) => a.regencyCode).join() !== saved.map((a) => a.regencyCode).join();
  return { saved, draft, setDraft, save, saving: setCities.isPending, dirty, loading: query.isLoading, failed: query.isError };
}

/** The downloads list with its URL state, the request action and the auto-refresh. */
export function useDownloads() {
  const [params, setParams] = useSearchParams();
  const query = parseDownloadsQuery(params);
  const { query: request, result } = useList<DownloadRow>({
    resource: priorityAreas.name,
    pagination: { currentPage: query.page, pageSize: query.pageSize, mode: "server" },
    filters: [{ field: "range", operator: "eq", value: query.range }],
  });
  const rows = result.data;
  const generating = anyGenerating(rows);
  useAutoRefresh(generating, () => void request.refetch(), DOWNLOAD_REFRESH_MS);
  const setQuery = (changes: Partial<DownloadsQuery>) => setParams(downloadsQueryToParams({ ...query, ...changes }));
  const asking = useEndpointMutation<DownloadRow>(priorityAreas.name, "requestDownload", ["list"]);
  const requestDownload = async () => {
    // The mutation invalidates the downloads list; a new file shows on its first page.
    const row = await asking.run({});
    if (query.page !== 1) setQuery({ page: 1 });
    return row;
  };
  return { query, setQuery, rows, total: result.total ?? 0, loading: request.isFetching, generating, requestDownload, requesting: asking.isPending };
}
