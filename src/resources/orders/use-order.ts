/**
 * The order a detail-like screen shows: its number from `?orderNo=` (spec §2 detail-confirm,
 * change-confirm; a malformed number is no order) and its OrderDetail through the data provider's
 * `getOne` (POST /api/order/ina/detail `{ orderNo }`).
 */
import { useOne } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { ORDER_NO_FORMAT, type OrderDetail } from "./schema";

/** `?orderNo=` when it is an order number, else undefined. */
export function useOrderNo(): string | undefined {
  const [params] = useSearchParams();
  const raw = params.get("orderNo")?.trim() ?? "";
  return ORDER_NO_FORMAT.test(raw) ? raw : undefined;
}

/** The order of `orderNo` (nothing asked while undefined). */
export function useOrder(orderNo: string | undefined) {
  const { query, result } = useOne<OrderDetail>({
    resource: "orders",
    id: orderNo ?? "",
    queryOptions: { enabled: orderNo !== undefined },
    errorNotification: false,
  });
  return { order: result, error: query.error, loading: query.isLoading };
}
