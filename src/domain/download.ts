/**
 * Requested files generated in the background (spec §2 download pages, §9 "downloads default to the last 3
 * months; time filters 3 days, 1 week, 1 month"): the time filters every download list shares (priority-part
 * areas, bills, inquiry data) and where each starts. Pure.
 */

/** Time filters of a download list, newest first; 3m is the default. */
export const DOWNLOAD_RANGES = ["3d", "1w", "1m", "3m"] as const;
export type DownloadRange = (typeof DOWNLOAD_RANGES)[number];
export const DEFAULT_DOWNLOAD_RANGE: DownloadRange = "3m";

/** The instant a range starts, counted back from `now` (months are calendar months). */
export function rangeStart(range: DownloadRange, now: Date): Date {
  const d = new Date(now.getTime());
  if (range === "3d") d.setUTCDate(d.getUTCDate() - 3);
  else if (range === "1w") d.setUTCDate(d.getUTCDate() - 7);
  else d.setUTCMonth(d.getUTCMonth() - (range === "1m" ? 1 : 3));
  return d;
}
