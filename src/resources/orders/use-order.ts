/**
 * The order a detail-like screen shows: its number from `?orderNo=` (spec §2 detail-confirm,
 * change-confirm; a malformed number is no order) and its OrderDetail through the data provider's
 * `getOne` (POST /api/order/ina/detail `{ orderNo }`, or the bound resource's detail, ./binding.tsx).
 */
import { useOne } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { useOrderBinding } from "./binding";
import { ORDER_NO_FORMAT, type OrderDetail } from "./schema";

/** `?orderNo=` when it is an order number, else undefined. */
export function useOrderNo(): string | undefined {
  const [params] = useSearchParams();
  const raw = params.get("orderNo")?.trim() ?? "";
  return ORDER_NO_FORMAT.test(raw) ? raw : undefined;
}

/** The order of `orderNo` (nothing asked while undefined). */
export function useOrder<D extends OrderDetail = OrderDetail>(orderNo: string | undefined) {
  const { resource } = useOrderBinding();
  const { query, result } = useOne<D>({
    resource,
    id: orderNo ?? "",
    queryOptions: { enabled: orderNo !== undefined },
    errorNotification: false,
  });
  return { order: result, error: query.error, loading: query.isLoading };
}
