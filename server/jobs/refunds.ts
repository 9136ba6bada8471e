/**
 * Return and refund deadlines as sweeps (spec §4 "If supplier or buyer does not respond in time there is
 * automatic approval or cancellation", DESIGN.md §1, docs/architecture.md §13): requests the seller does not
 * answer are approved (autoApproveRefund / autoApproveReturn), offers the buyer does not answer are
 * cancelled (expireOffer), returns the buyer does not ship are cancelled (expireShipment), and returned
 * parts the seller does not confirm are received for it (autoConfirmReceipt, stock back). Each sweep picks
 * due rows `FOR NO KEY UPDATE SKIP LOCKED` in batches and applies the same moveRefundLocked() as actor "system", so
 * a row another process (or a user's move) holds is left to it, and running a sweep again changes nothing.
 */
import { and, asc, inArray, lte, type SQL } from "drizzle-orm";
import { ORDER_TIMER_DEFAULTS } from "@src/domain/order";
import { RefundStatus, REFUND_TIMER_DEFAULTS } from "@src/domain/refund";
import { approveMoveOf, type RefundMove } from "@src/domain/refund-transitions";
import type { Db } from "../db/client";
import { yieldToEventLoop } from "../db/bulk-insert";
import { refunds } from "../db/schema/refund";
import { moveRefundLocked } from "../modules/refund/refund-move-service";
import type { RefundRecord } from "../modules/refund/refund-scope";
import type { Job, JobContext } from "./job";

/** Requests moved per transaction. */
const BATCH = 100;

const SWEEPS: { name: string; statuses: number[]; move: (r: RefundRecord) => RefundMove }[] = [
  {
    name: "refunds-auto-approve",
    statuses: [RefundStatus.toBeProcessed],
    move: (r) => approveMoveOf(r.method, "system"),
  },
  {
    name: "refunds-expire-offer",
    statuses: [RefundStatus.toBeModified, RefundStatus.supplierRejectProduct],
    move: () => "expireOffer",
  },
  { name: "refunds-expire-shipment", statuses: [RefundStatus.toBeShipped], move: () => "expireShipment" },
  {
    name: "refunds-auto-confirm-receipt",
    statuses: [RefundStatus.toBeConfirmReceipt],
    move: () => "autoConfirmReceipt",
  },
];

const dueWhere = (statuses: number[], now: Date): SQL | undefined =>
  and(inArray(refunds.status, statuses), lte(refunds.deadline, now));

/**
 * Runs one sweep until no due request is left (or only rows other transactions hold). Answers the refund
 * numbers it moved.
 * @throws Error for an unknown sweep name.
 */
export async function sweepRefunds(db: Db, name: string, now: Date, ctx: JobContext): Promise<string[]> {
  const sweep = SWEEPS.find((s) => s.name === name);
  if (!sweep) throw new Error(`unknown refund sweep ${name}`);
  const timers = ctx.refundTimers ?? REFUND_TIMER_DEFAULTS;
  const orderTimers = ctx.timers ?? ORDER_TIMER_DEFAULTS;
  const moved: string[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(refunds)
        .where(dueWhere(sweep.statuses, now))
        .orderBy(asc(refunds.deadline), asc(refunds.id))
        .limit(BATCH)
        .for("no key update", { skipLocked: true });
      for (const refund of due) {
        const input = { move: sweep.move(refund), timers, orderTimers };
        await moveRefundLocked(tx, { actor: "system" }, refund, input, now, "id-ID");
        moved.push(refund.refundNo);
      }
      return due.length;
    });
    if (batch > 0) ctx.log?.debug({ job: name, moved: moved.length }, "sweep batch committed");
    if (batch < BATCH) return moved;
    // On PGlite a chain of queries never leaves the microtask queue: without a turn of the event loop
    // between batches, a sweep of thousands of rows would hold every request (and its own log) until it ends.
    await yieldToEventLoop();
  }
}

/** Every refund sweep as a scheduler job. */
export const REFUND_JOBS: readonly Job[] = SWEEPS.map((s) => ({
  name: s.name,
  run: (db: Db, now: Date, ctx: JobContext) => sweepRefunds(db, s.name, now, ctx),
}));
