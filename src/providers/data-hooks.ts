/**
 * Reads and writes of custom endpoints through the data provider (DESIGN.md §4), for calls that are no
 * list / one / create / update / delete: catalogues, reference data, bulk and state actions.
 *
 * - useEndpointQuery(resource, name, payload?) -> Refine `useCustom` over `endpoints.custom[name]` of the
 *   resource (or endpoint group); cached by react-query under the resource's list key, so any mutation
 *   that invalidates the resource's lists (Refine's default for create / update / delete, and
 *   useEndpointMutation) refreshes it too. Failures are Refine's HttpError (toHttpError).
 * - useEndpointMutation(resource, name) -> `{ run(values): Promise<data>, isPending }` over Refine
 *   `useCustomMutation`; on success it invalidates every query of the resource (`invalidates`, default
 *   ["resourceAll"]: lists, details and named reads; Refine's "detail" alone needs the record's id, so an
 *   open detail page would keep its old answer); rejects with HttpError. Notifications are the caller's.
 * - useEndpointCall(resource, name) -> `(payload) => Promise<data>`: the data provider's `custom` called
 *   imperatively (loaders driven by user steps: cascader levels, polling during a request); no cache.
 */
import { useCallback } from "react";
import {
  useCustom,
  useCustomMutation,
  useDataProvider,
  useInvalidate,
  useKeys,
  type BaseRecord,
  type HttpError,
} from "@refinedev/core";

type Invalidation = Parameters<ReturnType<typeof useInvalidate>>[0]["invalidates"];

export interface EndpointQueryOptions {
  /** False: ask nothing (e.g. before the user may). Default true. */
  enabled?: boolean;
  /** How long an answer stays fresh, in ms (reference data: Infinity). Default 0. */
  staleTime?: number;
  /** Poll every n ms while mounted (stops on a failure when the caller disables it). */
  refetchInterval?: number | false;
}

/** See module doc. `payload` is the POST body (and part of the cache key). */
export function useEndpointQuery<TData>(
  resource: string,
  name: string,
  payload: Record<string, unknown> = {},
  options: EndpointQueryOptions = {},
) {
  const { keys } = useKeys();
  return useCustom<TData & BaseRecord, HttpError>({
    url: name,
    method: "post",
    config: { payload },
    meta: { resource },
    errorNotification: false,
    queryOptions: {
      queryKey: keys()
        .data("default")
        .resource(resource)
        .action("list")
        .params({ endpoint: name, ...payload })
        .get(),
      enabled: options.enabled ?? true,
      staleTime: options.staleTime,
      refetchInterval: options.refetchInterval,
    },
  });
}

/** See module doc. */
export function useEndpointMutation<TData, TVariables = Record<string, unknown>>(
  resource: string,
  name: string,
  invalidates: Invalidation = ["resourceAll"],
) {
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<TData & BaseRecord, HttpError, TVariables>();
  const run = useCallback(
    async (values: TVariables): Promise<TData> => {
      const answer = await mutateAsync({
        url: name,
        method: "post",
        values,
        meta: { resource },
        successNotification: false,
        errorNotification: false,
      });
      await invalidate({ resource, invalidates });
      return answer.data as TData;
    },
    [mutateAsync, invalidate, resource, name, invalidates],
  );
  return { run, isPending: mutation.isPending };
}

/** See module doc; rejects with HttpError. */
export function useEndpointCall<TData>(resource: string, name: string) {
  const dataProvider = useDataProvider();
  return useCallback(
    async (payload: Record<string, unknown> = {}): Promise<TData> => {
      const custom = dataProvider().custom;
      if (!custom) throw new Error("The data provider has no custom method");
      const answer = await custom<TData & BaseRecord>({ url: name, method: "post", payload, meta: { resource } });
      return answer.data as TData;
    },
    [dataProvider, resource, name],
  );
}

/** The message of a failure reaching a view (Refine's HttpError or any Error), or `fallback`. */
export function failureText(err: unknown, fallback: string): string {
  const message = (err as { message?: unknown } | null)?.message;
  return typeof message === "string" && message ? message : fallback;
}

/** The envelope code of a failure (HttpError.statusCode), or 0. */
export function failureCode(err: unknown): number {
  const code = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === "number" ? code : 0;
}
