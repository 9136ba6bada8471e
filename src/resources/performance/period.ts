/**
 * The performance period kept in the URL (`from`, `to`, `userId`), defaulting to this month so far in
 * WIB (spec §9 dates `yyyy-MM-dd`). Pure; a malformed, reversed or too long period falls back to the default.
 */
import { isCalendarDate } from "../../domain/datetime";
import { MAX_PERIOD_DAYS } from "./schema";

export interface Period {
  from: string;
  to: string;
}

/** This month up to `today` (a WIB `yyyy-MM-dd`). */
export function thisMonth(today: string): Period {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

function daySpan({ from, to }: Period): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export function parsePeriod(params: URLSearchParams, today: string): Period & { userId?: number } {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const rawUser = params.get("userId") ?? "";
  const userId = /^\d{1,9}$/.test(rawUser) && Number(rawUser) > 0 ? Number(rawUser) : undefined;
  const valid = isCalendarDate(from) && isCalendarDate(to) && from <= to && daySpan({ from, to }) <= MAX_PERIOD_DAYS;
  return { ...(valid ? { from, to } : thisMonth(today)), userId };
}

export function periodToParams(p: Period & { userId?: number }): URLSearchParams {
  const params = new URLSearchParams({ from: p.from, to: p.to });
  if (p.userId) params.set("userId", String(p.userId));
  return params;
}

/** `2026-11-05` -> `05/11` for chart axes. */
export function shortDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}
