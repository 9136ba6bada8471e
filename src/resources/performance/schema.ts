/**
 * Sub-account performance (issue 3 part 5, spec §6): per user, the reward activities of a period and their
 * estimated rewards, plus a per-day series. Shared by the view and POST /api/activity/ina/performance.
 */
import { z } from "zod";
import type { ActivityType } from "../../domain/activity";
import { daySchema, endNotBeforeStart } from "../../domain/schema/day-range";

/** Longest period one request may cover, in days (a year and a day, so leap years fit). */
export const MAX_PERIOD_DAYS = 366;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Body: `from` / `to` are `yyyy-MM-dd` WIB days (both inclusive, at most MAX_PERIOD_DAYS), `userId` optional. */
export const performanceRequestSchema = z
  .object({ from: daySchema, to: daySchema, userId: z.number().int().positive().optional() })
  .superRefine(endNotBeforeStart)
  .superRefine((v, ctx) => {
    if (v.to >= v.from && daysBetween(v.from, v.to) > MAX_PERIOD_DAYS) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "activity:errors.periodTooLong" });
    }
  });
export type PerformanceRequest = z.infer<typeof performanceRequestSchema>;

/**
 * One user's period. `counts` per reward activity type, `total` their sum, `reward` the sum of the
 * estimated rewards (rupiah) stored on those activities, `writes` every recorded write (reward or not).
 */
export interface PerformanceRow {
  userId: number;
  userName: string;
  nickName: string;
  isMainAdmin: boolean;
  counts: Record<ActivityType, number>;
  total: number;
  reward: number;
  writes: number;
  /**
   * Tender win rate (issue part 7, beyond the spec): of the tenders this user submitted in the period that the
   * buyer decided (purchased or not purchased), the share purchased, 0..1; null with none decided.
   */
  tenderWinRate: number | null;
  /** Average response time in minutes: the tender's first submit less the inquiry's creation; null without tenders. */
  avgResponseMinutes: number | null;
}

/** One WIB day of the period (every day present, zero when idle). */
export interface PerformanceDay {
  date: string;
  total: number;
  reward: number;
}

export interface Performance {
  from: string;
  to: string;
  rows: PerformanceRow[];
  series: PerformanceDay[];
}
