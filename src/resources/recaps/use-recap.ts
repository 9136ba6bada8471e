/** The recap a screen shows: its number from the URL (`?recapNo=`) and its detail through the data provider. */
import { useSearchParams } from "react-router";
import { useEndpointQuery } from "../../providers/data-hooks";
import type { RecapDetail } from "./schema";

export function useRecap() {
  const [params] = useSearchParams();
  const recapNo = params.get("recapNo") ?? "";
  const { query } = useEndpointQuery<RecapDetail>("recaps", "detail", { recapNo }, { enabled: recapNo !== "" });
  // Without a number (a bare link) there is nothing to load: the screen says "not found" instead of waiting.
  return { recapNo, missing: recapNo === "", recap: query.data?.data, loading: query.isLoading, error: query.error };
}
