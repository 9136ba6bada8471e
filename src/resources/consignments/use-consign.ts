/**
 * The consignment a page shows: its number from `?consignNo=` (spec §2 consign-confirm, consign-offer-detail,
 * consign-order-detail; a malformed number is no consignment) and its ConsignDetail through the data
 * provider's `getOne` (POST /api/consign/ina/detail `{ consignNo }`).
 */
import { useOne } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { CONSIGN_NO_FORMAT, type ConsignDetail } from "./schema";

/** `?consignNo=` when it is a consign number, else undefined. */
export function useConsignNo(): string | undefined {
  const [params] = useSearchParams();
  const raw = params.get("consignNo")?.trim() ?? "";
  return CONSIGN_NO_FORMAT.test(raw) ? raw : undefined;
}

/** The consignment of `consignNo` (nothing asked while undefined). */
export function useConsign(consignNo: string | undefined) {
  const { query, result } = useOne<ConsignDetail>({
    resource: "consignments",
    id: consignNo ?? "",
    queryOptions: { enabled: consignNo !== undefined },
    errorNotification: false,
  });
  return { consign: result, error: query.error, loading: query.isLoading };
}
