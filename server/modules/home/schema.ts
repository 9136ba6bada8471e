/**
 * Body of POST /api/home/ina/dashboard (spec §2 "Home dashboard"): the period in WIB days, one of
 * src/domain/home.ts DASHBOARD_PERIODS (default 30).
 */
import { z } from "zod";
import { DASHBOARD_PERIODS } from "@src/domain/home";

export const dashboardRequestSchema = z.object({
  days: z
    .union([z.literal(DASHBOARD_PERIODS[0]), z.literal(DASHBOARD_PERIODS[1]), z.literal(DASHBOARD_PERIODS[2])])
    .optional(),
});
export type DashboardRequest = z.infer<typeof dashboardRequestSchema>;
