/**
 * Data and URL state of /store/request-list: the page of tickets (POST /api/request/ina/page) for the
 * kind / status filters, and the ticket open in the drawer (`?id=`, also the target of the decision
 * messages). Invalid URL values fall back to no filter / page 1 (spec §5 pager).
 */
import { parsePageState, positiveInt } from "../../forms/pager";
import { useList, type CrudFilter } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { REQUEST_KINDS, REQUEST_STATUSES, type RequestKind, type RequestStatusValue } from "../../domain/request";
import { DEFAULT_PAGE_SIZE } from "../../domain/wire";
import type { RequestTicket } from "./schema";

export interface RequestListQuery {
  page: number;
  pageSize: number;
  kind?: RequestKind;
  status?: RequestStatusValue;
  /** Ticket shown in the detail drawer. */
  id?: number;
}

/** URL -> query; unknown values are dropped. */
export function parseRequestListQuery(params: URLSearchParams): RequestListQuery {
  const kind = REQUEST_KINDS.find((k) => k === params.get("kind"));
  const statusText = params.get("status");
  const status = REQUEST_STATUSES.find((s) => statusText !== null && String(s) === statusText);
  return {
    ...parsePageState(params),
    kind,
    status,
    id: positiveInt(params.get("id")),
  };
}

/** Query -> URL (defaults omitted). */
export function requestListParams(q: RequestListQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (q.page !== 1) out.set("page", String(q.page));
  if (q.pageSize !== DEFAULT_PAGE_SIZE) out.set("pageSize", String(q.pageSize));
  if (q.kind) out.set("kind", q.kind);
  if (q.status !== undefined) out.set("status", String(q.status));
  if (q.id) out.set("id", String(q.id));
  return out;
}

export function useRequestList() {
  const [params, setParams] = useSearchParams();
  const query = parseRequestListQuery(params);
  const filters: CrudFilter[] = [
    { field: "kind", operator: "eq", value: query.kind },
    { field: "status", operator: "eq", value: query.status },
  ];
  const { query: request, result } = useList<RequestTicket>({
    resource: "requests",
    pagination: { currentPage: query.page, pageSize: query.pageSize, mode: "server" },
    filters,
  });
  const setQuery = (changes: Partial<RequestListQuery>) => setParams(requestListParams({ ...query, ...changes }));
  return { query, setQuery, rows: result.data, total: result.total ?? 0, loading: request.isFetching };
}
