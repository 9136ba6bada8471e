/**
 * The customer a detail page shows: its id from `?id=` (a malformed id is no customer) and its
 * CustomerDetail through the data provider's `getOne` (POST /api/customer/ina/detail `{ id }`).
 */
import { useOne } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { idParam } from "./paths";
import type { CustomerDetail } from "./schema";

/** `?id=` when it is a positive whole number, else undefined. */
export function useCustomerId(): number | undefined {
  const [params] = useSearchParams();
  return idParam(params.get("id"));
}

/** The customer of `id` (nothing asked while undefined). */
export function useCustomer(id: number | undefined) {
  const { query, result } = useOne<CustomerDetail>({
    resource: "customers",
    id: id ?? 0,
    queryOptions: { enabled: id !== undefined },
    errorNotification: false,
  });
  const refetch = async () => {
    await query.refetch();
  };
  return { customer: result, error: query.error, loading: query.isLoading, refetch };
}
