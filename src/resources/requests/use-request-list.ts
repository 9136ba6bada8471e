/**
 * Data and URL state of /store/request-list: the page of tickets (POST /api/request/ina/page) for the
 * kind / status filters, and the ticket open in the drawer (`?id=`, also the target of the decision
 * messages; opening it keeps the page). Invalid URL values fall back to no filter / page 1 (spec §5 pager).
 */
import { useList, type CrudFilter } from "@refinedev/core";
import { REQUEST_KINDS, REQUEST_STATUSES } from "../../domain/request";
import {
  PAGE_DEFAULTS,
  pageShape,
  urlInt,
  urlNumberIn,
  urlOneOf,
  useUrlState,
  urlObject,
  type UrlStateOf,
} from "../../shell/page";
import type { RequestTicket } from "./schema";

export const requestListSchema = urlObject({
  ...pageShape,
  kind: urlOneOf(REQUEST_KINDS).optional(),
  status: urlNumberIn(REQUEST_STATUSES).optional(),
  /** Ticket shown in the detail drawer. */
  id: urlInt.optional(),
});
export type RequestListQuery = UrlStateOf<typeof requestListSchema>;
const DEFAULTS: RequestListQuery = { ...PAGE_DEFAULTS };
const OPTIONS = { keepPageOn: ["id"] };

export function useRequestList() {
  const [query, setQuery] = useUrlState(requestListSchema, DEFAULTS, OPTIONS);
  const filters: CrudFilter[] = [
    { field: "kind", operator: "eq", value: query.kind },
    { field: "status", operator: "eq", value: query.status },
  ];
  const { query: request, result } = useList<RequestTicket>({
    resource: "requests",
    pagination: { currentPage: query.page, pageSize: query.pageSize, mode: "server" },
    filters,
  });
  return { query, setQuery, rows: result.data, total: result.total ?? 0, loading: request.isFetching };
}
