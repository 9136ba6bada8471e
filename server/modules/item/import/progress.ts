/**
 * Progress of the imports this process is applying (issue 4 part 5: "a progress bar follows the work").
 * The import runs in one transaction, so nothing of it is visible in the database until it commits: the
 * process applying it keeps its progress in memory and answers POST /api/item/ina/import/progress. A
 * finished import is read from import_jobs; an import that was refused or rolled back leaves nothing.
 */
import type { ImportProgress } from "@src/resources/products/import/schema";

export type { ImportProgress };

interface Running {
  shopId: number;
  percent: number;
  total: number;
}

const running = new Map<string, Running>();

/**
 * Tracks one import while `work` runs; `work` gets a reporter taking the fraction done (0-1).
 * The entry goes when `work` settles, whatever the outcome.
 */
export async function trackImport<T>(
  importId: string,
  shopId: number,
  total: number,
  work: (report: (fraction: number) => void) => Promise<T>,
): Promise<T> {
  const entry: Running = { shopId, percent: 0, total };
  running.set(importId, entry);
  try {
    return await work((fraction) => {
      entry.percent = Math.max(entry.percent, Math.min(99, Math.round(fraction * 100)));
    });
  } finally {
    if (running.get(importId) === entry) running.delete(importId);
  }
}

/** The running import `importId` of `shopId` in this process, or undefined (another shop's id is unknown). */
export function runningImport(importId: string, shopId: number): Omit<ImportProgress, "status"> | undefined {
  const entry = running.get(importId);
  if (!entry || entry.shopId !== shopId) return undefined;
  return { percent: entry.percent, total: entry.total };
}
