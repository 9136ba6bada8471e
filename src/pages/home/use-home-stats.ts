/**
 * The seller's own product figures for /home (spec §2 home page; §4 "Product" review statuses).
 * products `stats` {} -> HomeStats (through the data provider, cached), scoped by the API to the
 * caller's shop (and to the caller's own rows for an "only own" position); product changes invalidate it.
 */
import { useCallback } from "react";
import { failureCode, failureText, useEndpointQuery } from "../../providers/data-hooks";
import { ResultCode } from "../../domain/wire";
import { ReviewStatus } from "../../domain/product";
import type { ProductRow } from "../../resources/products/schema";

/** Answer of /api/item/ina/stats. `byReviewStatus` is keyed by review status code ("1", "3", ...). */
export interface HomeStats {
  total: number;
  byReviewStatus: Record<string, number>;
  inSale: number;
  lowStock: number;
  recent: ProductRow[];
}

/** The figures the cards show, in display order, with where each one leads. */
export interface HomeFigure {
  key: "inSale" | "underAssessment" | "auditFailed" | "draft" | "lowStock";
  value: number;
  to: string;
}

/** Picks the dashboard figures out of the stats answer (missing statuses count 0). */
export function homeFigures(stats: HomeStats): HomeFigure[] {
  const of = (status: number) => stats.byReviewStatus[String(status)] ?? 0;
  return [
    { key: "inSale", value: stats.inSale, to: "/commodity/in-sale" },
    { key: "underAssessment", value: of(ReviewStatus.underAssessment), to: "/commodity/in-sale" },
    { key: "auditFailed", value: of(ReviewStatus.illegalOffShelve), to: "/commodity/in-sale" },
    { key: "draft", value: of(ReviewStatus.draft), to: "/commodity/off-shelve" },
    { key: "lowStock", value: stats.lowStock, to: "/commodity/in-sale" },
  ];
}

export type HomeStatsState =
  | { status: "loading" }
  /** The user's position lacks products.list (spec §6): nothing is asked, or the API answered 403. */
  | { status: "noAccess" }
  | { status: "error"; message: string }
  | { status: "ready"; stats: HomeStats };

/**
 * Loads the stats; `reload` retries after an error. `allowed` false (the user may not list products)
 * asks nothing and answers noAccess; a 403 answer is noAccess as well, not an error.
 */
export function useHomeStats(allowed = true): HomeStatsState & { reload: () => void } {
  const { query } = useEndpointQuery<HomeStats>("products", "stats", {}, { enabled: allowed });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const stats = query.data?.data;
  if (!allowed) return { status: "noAccess", reload };
  // A retry after a failure shows the spinner again.
  if (query.isFetching && !stats) return { status: "loading", reload };
  if (query.isError) {
    if (failureCode(query.error) === ResultCode.forbidden) return { status: "noAccess", reload };
    return { status: "error", message: failureText(query.error, ""), reload };
  }
  return stats ? { status: "ready", stats, reload } : { status: "loading", reload };
}
