/**
 * The scroll loader of spec §4 "Other" ("an edge pull loads; it ends when callbacks finish or after 5 s,
 * minimum 1 s") with the §9 constants (edge threshold 20, timeout 5 s, minimum 1 s). Pure timing: no React.
 */

/** Distance from the edge, px, at which a pull starts a load. */
export const SCROLL_EDGE_PX = 20;
/** A load shows at most this long, ms, even when its callback has not finished. */
export const SCROLL_LOAD_TIMEOUT_MS = 5_000;
/** A load shows at least this long, ms, so the indicator never flickers. */
export const SCROLL_LOAD_MIN_MS = 1_000;

/** True when a scroll position is within the edge threshold of the top. */
export function atTopEdge(scrollTop: number): boolean {
  return scrollTop <= SCROLL_EDGE_PX;
}

/**
 * Runs `load` as one loader cycle: resolves when `load` settles or after SCROLL_LOAD_TIMEOUT_MS, whichever
 * comes first, but never before SCROLL_LOAD_MIN_MS. A failure of `load` ends the cycle like a success (the
 * caller reports it); the answer says whether `load` finished in time.
 */
export async function runScrollLoad(
  load: () => Promise<unknown>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<{ finished: boolean }> {
  const minimum = wait(SCROLL_LOAD_MIN_MS);
  const done = load().then(
    () => true,
    () => true,
  );
  const finished = await Promise.race([done, wait(SCROLL_LOAD_TIMEOUT_MS).then(() => false)]);
  await minimum;
  return { finished };
}
