/**
 * The tender a screen shows: its number from `?tenderNo=` (spec §2 tenderManageDetail,
 * inquiry-order/tenderAndInquiryDetail; a malformed number is no tender) and its TenderDetail through the data
 * provider's `getOne` (POST /api/tender/ina/detail `{ tenderNo }`).
 */
import { useOne } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { TENDER_NO_FORMAT, type TenderDetail } from "./schema";

/** `?tenderNo=` when it is a tender number, else undefined. */
export function useTenderNo(): string | undefined {
  const [params] = useSearchParams();
  const raw = params.get("tenderNo")?.trim() ?? "";
  return TENDER_NO_FORMAT.test(raw) ? raw : undefined;
}

/** The tender of `tenderNo` (nothing asked while undefined or not `enabled`). */
export function useTender(tenderNo: string | undefined, enabled = true) {
  const { query, result } = useOne<TenderDetail>({
    resource: "tenders",
    id: tenderNo ?? "",
    queryOptions: { enabled: enabled && tenderNo !== undefined },
    errorNotification: false,
  });
  return { tender: result, error: query.error, loading: query.isLoading && enabled && tenderNo !== undefined };
}
