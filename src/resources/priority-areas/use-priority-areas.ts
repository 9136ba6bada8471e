/**
 * Data of /commodity/area: the shop's chosen cities (a draft until saved), the downloads page for the range
 * and page in the URL (keys range, page, pageSize; defaults omitted), requesting a download, and the
 * 10-second refresh while any file is generating (spec §2, §9).
 */
import { useCallback, useEffect, useState } from "react";
import { useList } from "@refinedev/core";
import { PAGE_DEFAULTS, pageShape, urlOneOf, useUrlState, urlObject, type UrlStateOf } from "../../shell/page";
import { useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import { useAutoRefresh } from "./auto-refresh";
import { priorityAreas } from "./index";
import {
  DEFAULT_DOWNLOAD_RANGE,
  DOWNLOAD_RANGES,
  DOWNLOAD_REFRESH_MS,
  anyGenerating,
  type DownloadRow,
  type PriorityArea,
} from "./schema";

/** The downloads' URL state: range (default 3 months, spec §9), page, pageSize; defaults omitted. */
export const downloadsQuerySchema = urlObject({ ...pageShape, range: urlOneOf(DOWNLOAD_RANGES) });
export type DownloadsQuery = UrlStateOf<typeof downloadsQuerySchema>;
const DOWNLOADS_DEFAULTS: DownloadsQuery = { ...PAGE_DEFAULTS, range: DEFAULT_DOWNLOAD_RANGE };

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
  return {
    saved,
    draft,
    setDraft,
    save,
    saving: setCities.isPending,
    dirty,
    loading: query.isLoading,
    failed: query.isError,
  };
}

/** The downloads list with its URL state, the request action and the auto-refresh. */
export function useDownloads() {
  const [query, setQuery] = useUrlState(downloadsQuerySchema, DOWNLOADS_DEFAULTS);
  const { query: request, result } = useList<DownloadRow>({
    resource: priorityAreas.name,
    pagination: { currentPage: query.page, pageSize: query.pageSize, mode: "server" },
    filters: [{ field: "range", operator: "eq", value: query.range }],
  });
  const rows = result.data;
  const generating = anyGenerating(rows);
  useAutoRefresh(generating, () => void request.refetch(), DOWNLOAD_REFRESH_MS);
  const asking = useEndpointMutation<DownloadRow>(priorityAreas.name, "requestDownload", ["list"]);
  const requestDownload = async () => {
    // The mutation invalidates the downloads list; a new file shows on its first page.
    const row = await asking.run({});
    if (query.page !== 1) setQuery({ page: 1 });
    return row;
  };
  return {
    query,
    setQuery,
    rows,
    total: result.total ?? 0,
    loading: request.isFetching,
    generating,
    requestDownload,
    requesting: asking.isPending,
  };
}
