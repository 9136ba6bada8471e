/**
 * `useResourceList`: the data of a paged list screen through the data provider (Refine `useList`, the
 * resource's `list` endpoint from its descriptor) for the state in the URL (`useUrlState`), with the
 * pager's "past the last page" repair (spec §9 pager).
 */
import { useList, type BaseRecord, type CrudFilter, type CrudSort } from "@refinedev/core";
import { useLastPageRepair, useUrlState } from "./use-url-state";
import type { UrlSchema, UrlStateOf, UrlStateOptions } from "./url-state";
import type { PageState } from "../../forms/pager";

export interface ResourceListSpec<S extends UrlSchema> {
  /** The descriptor's Refine name, e.g. `stock`. */
  resource: string;
  /** The list's URL state (with `page` / `pageSize`, e.g. `...pageShape`) and its defaults. */
  schema: S;
  defaults: UrlStateOf<S>;
  options?: UrlStateOptions<UrlStateOf<S>>;
  /** The state -> the data provider's filters (sent as body fields). */
  filters: (state: UrlStateOf<S>) => CrudFilter[];
  sorters?: (state: UrlStateOf<S>) => CrudSort[];
}

export function useResourceList<T extends BaseRecord, S extends UrlSchema>(spec: ResourceListSpec<S>) {
  const [query, setQuery] = useUrlState(spec.schema, spec.defaults, spec.options);
  const page = query as UrlStateOf<S> & PageState;
  const { query: request, result } = useList<T>({
    resource: spec.resource,
    pagination: { currentPage: page.page, pageSize: page.pageSize, mode: "server" },
    filters: spec.filters(query),
    sorters: spec.sorters?.(query) ?? [],
  });
  const total = result.total ?? 0;
  useLastPageRepair(page, setQuery as (changes: Partial<PageState>) => void, total, request.isSuccess);
  const refresh = async () => {
    await request.refetch();
  };
  return { query, setQuery, rows: result.data, total, loading: request.isFetching, error: request.error, refresh };
}
