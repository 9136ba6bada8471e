/**
 * The scroll loader of spec §4 "Other" / §9: pulling a scroll area to its edge (within SCROLL_EDGE_THRESHOLD
 * px) loads more; the loading state ends when the load finishes or after SCROLL_LOAD_TIMEOUT_MS, and lasts at
 * least SCROLL_LOAD_MIN_MS (so the indicator does not flash). One load at a time.
 *
 * useEdgeLoader(load, { edge, enabled }) -> { loading, onScroll, trigger }: put `onScroll` on the scrolling
 * element; `trigger` starts a load directly (a keyboard user's "load more" button).
 */
import { useCallback, useRef, useState, type UIEvent } from "react";

/** Spec §9 "Scroll edge threshold 20, timeout 5 s, minimum 1 s". */
export const SCROLL_EDGE_THRESHOLD = 20;
export const SCROLL_LOAD_TIMEOUT_MS = 5_000;
export const SCROLL_LOAD_MIN_MS = 1_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface EdgeLoaderOptions {
  /** Which edge loads: the top (older messages above) or the bottom (more rows below). */
  edge: "top" | "bottom";
  /** False: nothing more to load. */
  enabled: boolean;
}

/** True when `el` is scrolled within the threshold of `edge`. */
export function atEdge(
  el: Pick<HTMLElement, "scrollTop" | "scrollHeight" | "clientHeight">,
  edge: "top" | "bottom",
): boolean {
  return edge === "top"
    ? el.scrollTop <= SCROLL_EDGE_THRESHOLD
    : el.scrollHeight - el.scrollTop - el.clientHeight <= SCROLL_EDGE_THRESHOLD;
}

export function useEdgeLoader(load: () => Promise<unknown>, { edge, enabled }: EdgeLoaderOptions) {
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const trigger = useCallback(async () => {
    if (busy.current || !enabled) return;
    busy.current = true;
    setLoading(true);
    const started = Date.now();
    // A failed load ends the pull like a finished one; the caller shows its own error.
    await Promise.race([load().catch(() => undefined), delay(SCROLL_LOAD_TIMEOUT_MS)]);
    const rest = SCROLL_LOAD_MIN_MS - (Date.now() - started);
    if (rest > 0) await delay(rest);
    busy.current = false;
    setLoading(false);
  }, [load, enabled]);
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      if (atEdge(event.currentTarget, edge)) void trigger();
    },
    [edge, trigger],
  );
  return { loading, onScroll, trigger };
}
