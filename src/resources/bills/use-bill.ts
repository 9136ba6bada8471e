/**
 * The bill a detail-like screen shows: its number from `?billNo=` (spec §2 bill-detail, bill-upload,
 * print_bill_uncheck, DetailGeneratedBill; a malformed number is no bill) and its BillDetail through the
 * data provider's `getOne` (POST /api/bill/ina/detail `{ billNo }`).
 */
import { useOne } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { BILL_NO_FORMAT } from "../../domain/bill";
import type { BillDetail } from "./schema";

/** `?billNo=` when it is a bill number, else undefined. */
export function useBillNo(): string | undefined {
  const [params] = useSearchParams();
  const raw = params.get("billNo")?.trim().toUpperCase() ?? "";
  return BILL_NO_FORMAT.test(raw) ? raw : undefined;
}

/** The bill of `billNo` (nothing asked while undefined). */
export function useBill(billNo: string | undefined) {
  const { query, result } = useOne<BillDetail>({
    resource: "bills",
    id: billNo ?? "",
    queryOptions: { enabled: billNo !== undefined },
    errorNotification: false,
  });
  return { bill: result, error: query.error, loading: query.isLoading, refetch: query.refetch };
}
