/**
 * Marketplace days and day ranges on the wire (spec §6 activity log and performance, §9 date filters):
 * `yyyy-MM-dd` days in WIB (UTC+7); a range's `from` is inclusive from 00:00 WIB, `to` inclusive until
 * 24:00 WIB, and a `to` before `from` is refused.
 */
import { z } from "zod";
import { isCalendarDate } from "../datetime";

/** A `yyyy-MM-dd` day; anything else answers `activity:errors.date`. */
export const daySchema = z.string().refine(isCalendarDate, "activity:errors.date");

/** Adds the end-before-start refusal (`activity:errors.endBeforeStart`, on `to`) to an object with optional `from` / `to` days. */
export function endNotBeforeStart(value: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (value.from && value.to && value.to < value.from) {
    ctx.addIssue({ code: "custom", path: ["to"], message: "activity:errors.endBeforeStart" });
  }
}
