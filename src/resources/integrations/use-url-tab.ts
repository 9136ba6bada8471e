/** The open tab of a page kept in the URL (`?tab=`), so a reload or a shared link opens the same tab. */
import { useSearchParams } from "react-router";

export function useUrlTab<T extends string>(tabs: readonly T[], fallback: T): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const current = params.get("tab");
  const tab = tabs.find((t) => t === current) ?? fallback;
  const set = (next: T) => {
    const copy = new URLSearchParams(params);
    copy.set("tab", next);
    setParams(copy, { replace: true });
  };
  return [tab, set];
}
