/**
 * The request the detail shows: its number from `?refundNo=` (spec §2 return-detail; a malformed number is
 * no request) and its RefundDetail through the data provider's `getOne` (POST /api/refund/ina/detail
 * `{ refundNo }`).
 */
import { useOne } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { REFUND_NO_FORMAT, type RefundDetail } from "./schema";

/** `?refundNo=` when it is a refund number, else undefined. */
export function useRefundNo(): string | undefined {
  const [params] = useSearchParams();
  const raw = params.get("refundNo")?.trim() ?? "";
  return REFUND_NO_FORMAT.test(raw) ? raw : undefined;
}

/** The request of `refundNo` (nothing asked while undefined). */
export function useRefund(refundNo: string | undefined) {
  const { query, result } = useOne<RefundDetail>({
    resource: "refunds",
    id: refundNo ?? "",
    queryOptions: { enabled: refundNo !== undefined },
    errorNotification: false,
  });
  return { refund: result, error: query.error, loading: query.isLoading };
}
