/**
 * The consignment return the detail shows: its number from `?refundNo=` (spec §2 returnrefund; a malformed
 * number is no return) and its ConsignRefundDetail through the data provider's `getOne`
 * (POST /api/consign-refund/ina/detail `{ refundNo }`).
 */
import { useOne } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { CONSIGN_REFUND_NO_FORMAT, type ConsignRefundDetail } from "./schema";

export function useConsignRefundNo(): string | undefined {
  const [params] = useSearchParams();
  const raw = params.get("refundNo")?.trim() ?? "";
  return CONSIGN_REFUND_NO_FORMAT.test(raw) ? raw : undefined;
}

export function useConsignRefund(refundNo: string | undefined) {
  const { query, result } = useOne<ConsignRefundDetail>({
    resource: "consignRefunds",
    id: refundNo ?? "",
    queryOptions: { enabled: refundNo !== undefined },
    errorNotification: false,
  });
  return { refund: result, error: query.error };
}
