/**
 * The inquiry a screen shows: its number from `?inquiryNo=` (spec §2 inquirydetail, addTend; a malformed
 * number is no inquiry) and its InquiryDetail through the data provider's `getOne` (POST
 * /api/inquiry/ina/detail `{ inquiryNo }`).
 */
import { useOne } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { INQUIRY_NO_FORMAT, type InquiryDetail } from "./schema";

/** `?inquiryNo=` when it is an inquiry number, else undefined. */
export function useInquiryNo(): string | undefined {
  const [params] = useSearchParams();
  const raw = params.get("inquiryNo")?.trim() ?? "";
  return INQUIRY_NO_FORMAT.test(raw) ? raw : undefined;
}

/** The inquiry of `inquiryNo` (nothing asked while undefined). */
export function useInquiry(inquiryNo: string | undefined) {
  const { query, result } = useOne<InquiryDetail>({
    resource: "inquiries",
    id: inquiryNo ?? "",
    queryOptions: { enabled: inquiryNo !== undefined },
    errorNotification: false,
  });
  return { inquiry: result, error: query.error, loading: query.isLoading };
}
