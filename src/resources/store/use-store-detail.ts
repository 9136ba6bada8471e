/**
 * Data of /store/store-detail and /store/store-detail-edit (spec §2 store detail, §3 "Store", §5 "Store"),
 * through the data provider on the store descriptor's endpoints:
 * - endpoints.one {} -> StoreDetail (cached; a save invalidates it)
 * - endpoints.update StoreUpdate -> StoreDetail; a validation refusal (code 400, data.errors) comes back
 *   as field errors, any other refusal (e.g. 403 for a bank change by a sub-account) as its message.
 */
import { useCallback, useMemo } from "react";
import { serverFieldErrors, type FieldErrorEntry } from "../../forms/zod-rule";
import { formFieldOf } from "./profile/application-form";
import { failureText, useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import { store } from "./index";
import type { StoreDetail, StoreUpdate } from "./schema";

export type DetailState =
  { status: "loading" } | { status: "error"; message: string } | { status: "ready"; detail: StoreDetail };
export type SaveOutcome =
  { ok: true; detail: StoreDetail } | { ok: false; fieldErrors: FieldErrorEntry[]; message: string };

const DETAIL = store.endpoints.one ?? "";
const UPDATE = store.endpoints.update ?? "";

/** The detail (and `reload` after a failure). */
export function useStoreDetail() {
  const { query } = useEndpointQuery<StoreDetail>(store.name, DETAIL);
  const detail = query.data?.data;
  const state = useMemo<DetailState>(() => {
    if (detail) return { status: "ready", detail };
    // A retry after a failure shows the spinner again.
    return query.isError && !query.isFetching
      ? { status: "error", message: failureText(query.error, "") }
      : { status: "loading" };
  }, [detail, query.isError, query.isFetching, query.error]);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { state, reload };
}

/** Sends the whole store (see module doc); the cached detail is refreshed. */
export function useSaveStore() {
  const update = useEndpointMutation<StoreDetail, StoreUpdate>(store.name, UPDATE, ["list"]);
  const { run } = update;
  const save = useCallback(
    async (body: StoreUpdate): Promise<SaveOutcome> => {
      try {
        return { ok: true, detail: await run(body) };
      } catch (err) {
        const data = (err as { data?: unknown } | null)?.data;
        return { ok: false, fieldErrors: serverFieldErrors(data, formFieldOf), message: failureText(err, "") };
      }
    },
    [run],
  );
  return { save, saving: update.isPending };
}
