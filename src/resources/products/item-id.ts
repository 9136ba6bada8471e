/** The `itemId` query parameter of /commodity/update and /commodity/in-detail, or undefined when absent or not a positive integer. */
import { useSearchParams } from "react-router";

export function parseItemId(raw: string | null): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

export function useItemId(): number | undefined {
  const [params] = useSearchParams();
  return parseItemId(params.get("itemId"));
}
