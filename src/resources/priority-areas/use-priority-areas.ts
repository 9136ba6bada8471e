/**
 * Data of /commodity/area: the shop's chosen cities (a draft until saved), the downloads page for the range
 * and page in the URL (keys range, page, pageSize; defaults omitted), requesting a download, and the
 * 10-second refresh while any file is generating (spec §2, §9).
 */
import { useCallback, useEffect, useState } from "react";
import { z } from "zod";
import { useList } from "@refinedev/core";
import { PAGE_DEFAULTS, pageShape, urlOneOf, useUrlState, type UrlStateOf } from "../../shell/page";
import { post } from "../../providers/http";
import { useAutoRefresh } from "./auto-refresh";
import { AREA_ENDPOINTS, priorityAreas } from "./index";
import {
  DEFAULT_DOWNLOAD_RANGE,
  DOWNLOAD_RANGES,
  DOWNLOAD_REFRESH_MS,
  anyGenerating,
  type DownloadRow,
  type PriorityArea,
} from "./schema";

/** The downloads' URL state: range (default 3 months, spec §9), page, pageSize; defaults omitted. */
export const downloadsQuerySchema = z.object({ ...pageShape, range: urlOneOf(DOWNLOAD_RANGES) });
export type DownloadsQuery = UrlStateOf<typeof downloadsQuerySchema>;
const DOWNLOADS_DEFAULTS: DownloadsQuery = { ...PAGE_DEFAULTS, range: DEFAULT_DOWNLOAD_RANGE };

/** The chosen cities: the saved list, the draft being edited, and save. */
export function useChosenCities() {
  const [saved, setSaved] = useState<PriorityArea[] | null>(null);
  const [draft, setDraft] = useState<PriorityArea[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    post<PriorityArea[]>(AREA_ENDPOINTS.list, {}).then(
      (areas) => {
        if (cancelled) return;
        setSaved(areas);
        setDraft(areas);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  const save = useCallback(async () => {
    const areas = await post<PriorityArea[]>(AREA_ENDPOINTS.set, { regencyCodes: draft.map((a) => a.regencyCode) });
    setSaved(areas);
    setDraft(areas);
  }, [draft]);
  const dirty = saved !== null && draft.map((a) => a.regencyCode).join() !== saved.map((a) => a.regencyCode).join();
  return { saved, draft, setDraft, save, dirty, loading: saved === null && !failed, failed };
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
  const requestDownload = async () => {
    const endpoint = priorityAreas.endpoints.custom?.requestDownload ?? "";
    const row = await post<DownloadRow>(endpoint, {});
    // A new file shows on the first page of the default-or-wider range.
    if (query.page !== 1) setQuery({ page: 1 });
    else await request.refetch();
    return row;
  };
  return { query, setQuery, rows, total: result.total ?? 0, loading: request.isFetching, generating, requestDownload };
}
