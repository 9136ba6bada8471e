/**
 * Data of /store/address and /store/address-edit through the data provider (endpoints of the
 * `addresses` descriptor): a page of addresses (default first), set default, delete, one address, save.
 * Failures reject with Refine's HttpError (message already translated; `errors` by field path).
 */
import { useState } from "react";
import { useCreate, useCustomMutation, useDelete, useInvalidate, useList, useOne, useUpdate } from "@refinedev/core";
import { DEFAULT_PAGE_SIZE } from "../../domain/wire";
import type { AddressFields, AddressRow } from "./schema";

const quiet = { successNotification: false, errorNotification: false } as const;

/** The address list with its actions. */
export function useAddressList() {
  const [page, setPage] = useState({ current: 1, pageSize: DEFAULT_PAGE_SIZE });
  const { query, result } = useList<AddressRow>({
    resource: "addresses",
    pagination: { currentPage: page.current, pageSize: page.pageSize, mode: "server" },
  });
  const invalidate = useInvalidate();
  const refresh = () => invalidate({ resource: "addresses", invalidates: ["list", "detail"] });
  const remove = useDelete();
  const custom = useCustomMutation();
  return {
    page,
    setPage,
    rows: result.data,
    total: result.total ?? 0,
    loading: query.isFetching,
    setDefault: async (id: number) => {
      await custom.mutateAsync({
        // By name through the data provider: the custom map loads with the pages (src/resources/custom-endpoints.ts).
        url: "setDefault",
        method: "post",
        values: { id },
        meta: { resource: "addresses" },
        ...quiet,
      });
      await refresh();
    },
    remove: async (id: number) => {
      await remove.mutateAsync({ resource: "addresses", id, ...quiet });
      await refresh();
    },
  };
}

/** One address (when `id` is given) and the save call (create without id, update with). */
export function useAddressForm(id: number | undefined) {
  const { query, result } = useOne<AddressRow>({
    resource: "addresses",
    id,
    queryOptions: { enabled: id !== undefined },
  });
  const create = useCreate({ resource: "addresses", ...quiet });
  const update = useUpdate({ resource: "addresses", ...quiet });
  return {
    address: result,
    loading: id !== undefined && query.isLoading,
    loadError: query.isError ? (query.error?.message ?? "") : null,
    saving: create.mutation.isPending || update.mutation.isPending,
    save: async (values: AddressFields) => {
      if (id === undefined) await create.mutateAsync({ values });
      else await update.mutateAsync({ id, values });
    },
  };
}
