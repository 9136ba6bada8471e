/**
 * `useUrlState(schema, defaults)`: a list's view state in the URL query (see url-state.ts for the rules),
 * and the pager's "past the last page" repair (spec §9 pager).
 */
import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  nextUrlState,
  parseUrlState,
  urlStateToParams,
  type UrlSchema,
  type UrlStateOf,
  type UrlStateOptions,
} from "./url-state";

export type SetUrlState<T> = (changes: Partial<T>, how?: { replace?: boolean }) => void;

/**
 * The state described by `schema` read from the URL, and a setter that writes changes back (defaults
 * omitted, page reset to 1 on a filter change, other query keys kept). `schema` and `defaults` should be
 * module constants.
 */
export function useUrlState<S extends UrlSchema>(
  schema: S,
  defaults: UrlStateOf<S>,
  options: UrlStateOptions<UrlStateOf<S>> = {},
): [UrlStateOf<S>, SetUrlState<UrlStateOf<S>>] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // The query string is the state's identity: a new URLSearchParams object with the same text is the same state.
  const state = useMemo(() => parseUrlState(schema, defaults, params, options), [key, schema, defaults]);
  const setState: SetUrlState<UrlStateOf<S>> = (changes, how) =>
    setParams(urlStateToParams(schema, defaults, nextUrlState(state, changes, options), params), {
      replace: how?.replace,
    });
  return [state, setState];
}

/**
 * A page past the end (e.g. after rows left the list) shows the last page instead (spec §9 pager), once
 * the list has answered (`settled`) with `total` rows.
 */
export function useLastPageRepair(
  state: { page: number; pageSize: number },
  setState: SetUrlState<{ page: number }>,
  total: number,
  settled: boolean,
): void {
  const lastPage = Math.max(1, Math.ceil(total / state.pageSize));
  const overshoot = settled && total > 0 && state.page > lastPage;
  useEffect(() => {
    if (overshoot) setState({ page: lastPage }, { replace: true });
  });
}
