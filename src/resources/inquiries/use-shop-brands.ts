/**
 * The car brands the shop sells (store details `partBrands`, spec §3 "Store"): inquiries are offered to a shop
 * by these (README choices), so the inquiry list offers them as its brand filter and, when there are none,
 * tells the seller to add them. Read from the store detail when the account may read it (`store.list`);
 * otherwise unknown (`null`), and the list simply shows no brand hint.
 */
import { useCan } from "../../access/can";
import { useEndpointQuery } from "../../providers/data-hooks";
import type { StoreDetail } from "../store/schema";
import { store } from "../store/index";

/** The shop's brand names, or null while unknown (loading, no access, or a failure). */
export function useShopBrands(): string[] | null {
  const can = useCan({ resource: "store", action: "list" });
  const allowed = can.data?.can === true;
  const { query } = useEndpointQuery<Pick<StoreDetail, "partBrands">>(
    store.name,
    store.endpoints.one,
    {},
    { enabled: allowed, staleTime: 60_000 },
  );
  const brands = query.data?.data.partBrands;
  return allowed && Array.isArray(brands) ? brands : null;
}

/** Where the seller edits the brands it sells. */
export const STORE_EDIT_PATH = store.routes.detailEdit.path;
