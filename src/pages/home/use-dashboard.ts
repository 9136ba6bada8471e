/**
 * The home dashboard's data (spec §2 "Home dashboard"): POST /api/home/ina/dashboard { days } -> HomeDashboard
 * (src/domain/home.ts), through the data provider. The API decides which sections the caller sees; an answer
 * without a section simply shows nothing for it.
 */
import { useCallback } from "react";
import { failureCode, failureText, useEndpointQuery } from "../../providers/data-hooks";
import { ResultCode } from "../../domain/wire";
import type { DashboardPeriod, HomeDashboard } from "../../domain/home";

export type DashboardState =
  | { status: "loading" }
  /** The API answered 403 (the position may see none of it): the dashboard shows nothing, not an error. */
  | { status: "noAccess" }
  | { status: "error"; message: string }
  | { status: "ready"; dashboard: HomeDashboard };

/** Loads the dashboard for `days`; `reload` retries after an error. */
export function useDashboard(days: DashboardPeriod): DashboardState & { reload: () => void } {
  const { query } = useEndpointQuery<HomeDashboard>("home", "dashboard", { days });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const data = query.data?.data;
  if (query.isError && !data && failureCode(query.error) === ResultCode.forbidden)
    return { status: "noAccess", reload };
  if (query.isError && !data) return { status: "error", message: failureText(query.error, ""), reload };
  if (!data || typeof data !== "object") return { status: "loading", reload };
  return { status: "ready", dashboard: data, reload };
}
