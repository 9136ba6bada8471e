/**
 * Spec §2 "page auto-refreshes every 10 seconds while generating", §9: calls `refresh` every `everyMs` while
 * `active`, and stops as soon as it is not (no timer runs once every file is done).
 */
import { useEffect, useRef } from "react";

export function useAutoRefresh(active: boolean, refresh: () => void, everyMs: number): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => latest.current(), everyMs);
    return () => clearInterval(id);
  }, [active, everyMs]);
}
