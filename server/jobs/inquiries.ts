/**
 * Inquiry timers as sweeps (spec §4 "Inquiry and tender", README choices "timers", docs/architecture.md §13):
 * - inquiries-close-offers: at the deadline an open inquiry stops taking offers (closeOffers: 1 -> 2 quoted,
 *   purchaseDeadline = deadline + purchaseDays; wait tenders -> tended, unprocessed drafts -> expired); one
 *   without any submitted tender expires at once (2 -> 5);
 * - inquiries-expire: at the purchase deadline a quoted inquiry nobody purchased expires (2 -> 5; tended and
 *   wait-to-be-purchased tenders -> expired).
 * Each sweep picks due inquiries `FOR NO KEY UPDATE SKIP LOCKED` in batches and applies the one inquiry move
 * (server/modules/inquiry/inquiry-move-service.ts) as actor "system", so a row a user's move holds is left
 * to the next run, and running a sweep again changes nothing.
 */
import { and, asc, eq, lte, type SQL } from "drizzle-orm";
import { INQUIRY_TIMER_DEFAULTS, InquiryStatus } from "@src/domain/inquiry";
import type { InquiryMove } from "@src/domain/tender-transitions";
import type { Db } from "../db/client";
import { inquiries } from "../db/schema/inquiry";
import { moveInquiryLocked } from "../modules/inquiry/inquiry-move-service";
import type { Job, JobContext } from "./job";

/** Inquiries moved per transaction. */
const BATCH = 50;

const SWEEPS: { name: string; move: InquiryMove; due: (now: Date) => SQL | undefined }[] = [
  {
    name: "inquiries-close-offers",
    move: "closeOffers",
    due: (now) => and(eq(inquiries.status, InquiryStatus.open), lte(inquiries.deadline, now)),
  },
  {
    name: "inquiries-expire",
    move: "expire",
    due: (now) => and(eq(inquiries.status, InquiryStatus.quoted), lte(inquiries.purchaseDeadline, now)),
  },
];

/**
 * Runs one sweep until no due inquiry is left (or only rows other transactions hold). Answers the inquiry
 * numbers it moved.
 * @throws Error for an unknown sweep name.
 */
export async function sweepInquiries(db: Db, name: string, now: Date, ctx: JobContext): Promise<string[]> {
  const sweep = SWEEPS.find((s) => s.name === name);
  if (!sweep) throw new Error(`unknown inquiry sweep ${name}`);
  const timers = ctx.inquiryTimers ?? INQUIRY_TIMER_DEFAULTS;
  const moved: string[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(inquiries)
        .where(sweep.due(now))
        .orderBy(asc(inquiries.id))
        .limit(BATCH)
        .for("no key update", { skipLocked: true });
      for (const inquiry of due) {
        await moveInquiryLocked(tx, { actor: "system" }, inquiry, sweep.move, timers, now, "id-ID");
        moved.push(inquiry.inquiryNo);
      }
      return due.length;
    });
    if (batch < BATCH) return moved;
  }
}

/** Every inquiry sweep as a scheduler job. */
export const INQUIRY_JOBS: readonly Job[] = SWEEPS.map((s) => ({
  name: s.name,
  run: (db: Db, now: Date, ctx: JobContext) => sweepInquiries(db, s.name, now, ctx),
}));
