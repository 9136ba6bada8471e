/**
 * The home dashboard's data (spec §2 "Home dashboard"): POST /api/home/ina/dashboard { days } -> HomeDashboard
 * (src/domain/home.ts), through the data provider. The API decides which sections the caller sees; an answer
 * without a section simply shows nothing for it.
 */
import { useCallback } from "react";
import { failureText, useEndpointQuery } from "../../providers/data-hooks";
import type { DashboardPeriod, HomeDashboard } from "../../domain/home";

export type DashboardState =
  { status: "loading" } | { status: "error"; message: string } | { status: "ready"; dashboard: HomeDashboard };

/** Loads the dashboard for `days`; `reload` retries after an error. */
export function useDashboard(days: DashboardPeriod): DashboardState & { reload: () => void } {
  const { query } = useEndpointQuery<HomeDashboard>("home", "dashboard", { days });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const data = query.data?.data;
  if (query.isError && !data) return { status: "error", message: failureText(query.error, ""), reload };
  if (!data || typeof data !== "object") return { status: "loading", reload };
  return { status: "ready", dashboard: data, reload };
}
