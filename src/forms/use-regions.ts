/**
 * Region data (spec §3 "Store" address: province > regency/city > district > village) through the data
 * provider: reference `regions` `{ parentCode? }` -> RegionOption[]. Each level is cached for the page's
 * life (react-query), so pickers and cascaders share one request per level.
 */
import { useCallback } from "react";
import type { RegionOption } from "../domain/reference";
import { useEndpointCall, useEndpointQuery } from "../providers/data-hooks";

const body = (parentCode: string | null): Record<string, unknown> => (parentCode ? { parentCode } : {});

/** The children of `parentCode` (provinces for null); `enabled` false asks nothing. */
export function useRegions(
  parentCode: string | null,
  enabled = true,
): { regions: RegionOption[]; loading: boolean; failed: boolean } {
  const { query } = useEndpointQuery<RegionOption[]>("reference", "regions", body(parentCode), {
    enabled,
    staleTime: Infinity,
  });
  const data = query.data?.data;
  return { regions: Array.isArray(data) ? data : [], loading: query.isLoading, failed: query.isError };
}

/** Loads the children of `parentCode` on demand (cascader levels); rejects with HttpError. */
export function useRegionLoader(): (parentCode: string | null) => Promise<RegionOption[]> {
  const call = useEndpointCall<RegionOption[]>("reference", "regions");
  return useCallback((parentCode) => call(body(parentCode)), [call]);
}
