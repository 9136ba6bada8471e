/**
 * Consignment deadlines as sweeps (spec §4 "Consign"; README choices; DESIGN.md §1): requests the seller
 * does not offer on and offers the buyer does not answer within CONSIGN_ANSWER_DAYS close (expire),
 * shipments the buyer does not confirm within CONSIGN_AUTO_RECEIVE_DAYS are received for it (autoReceive),
 * and consignment refunds waiting for the buyer's change or shipment past CONSIGN_REFUND_ANSWER_DAYS close
 * (expire). Each sweep picks due rows `FOR NO KEY UPDATE SKIP LOCKED` in batches and applies the same move service
 * as actor "system", so a row another process (or a user's move) holds is left to it, and running a sweep
 * again changes nothing.
 */
import { and, asc, inArray, lte } from "drizzle-orm";
import {
  CONSIGN_TIMER_DEFAULTS,
  ConsignRefundStatus,
  ConsignStatus,
  type ConsignMove,
  type ConsignRefundMove,
} from "@src/domain/consign";
import type { Db } from "../db/client";
import { consignments, consignRefunds } from "../db/schema/consign";
import { moveConsignLocked } from "../modules/consign/consign-move-service";
import { moveConsignRefundLocked } from "../modules/consign-refund/consign-refund-move-service";
import type { Job, JobContext } from "./job";

/** Rows moved per transaction. */
const BATCH = 100;

const CONSIGN_SWEEPS: { name: string; statuses: number[]; move: ConsignMove }[] = [
  {
    name: "consignments-expire",
    statuses: [ConsignStatus.buyerApply, ConsignStatus.waitingConfirm],
    move: "expire",
  },
  { name: "consignments-auto-receive", statuses: [ConsignStatus.onDelivery], move: "autoReceive" },
];

const REFUND_SWEEPS: { name: string; statuses: number[]; move: ConsignRefundMove }[] = [
  {
    name: "consign-refunds-expire",
    statuses: [ConsignRefundStatus.waitingModified, ConsignRefundStatus.waitingDelivery],
    move: "expire",
  },
];

/** Names of every consignment sweep. */
export const CONSIGN_SWEEP_NAMES = [...CONSIGN_SWEEPS, ...REFUND_SWEEPS].map((s) => s.name);

/**
 * Runs one sweep until no due row is left (or only rows other transactions hold). Answers the consign or
 * refund numbers it moved.
 * @throws Error for an unknown sweep name.
 */
export async function sweepConsignments(db: Db, name: string, now: Date, ctx: JobContext): Promise<string[]> {
  const timers = ctx.consignTimers ?? CONSIGN_TIMER_DEFAULTS;
  const moved: string[] = [];
  const consignSweep = CONSIGN_SWEEPS.find((s) => s.name === name);
  const refundSweep = REFUND_SWEEPS.find((s) => s.name === name);
  if (!consignSweep && !refundSweep) throw new Error(`unknown consignment sweep ${name}`);
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      if (consignSweep) {
        const due = await tx
          .select()
          .from(consignments)
          .where(and(inArray(consignments.status, consignSweep.statuses), lte(consignments.deadline, now)))
          .orderBy(asc(consignments.deadline), asc(consignments.id))
          .limit(BATCH)
          .for("no key update", { skipLocked: true });
        for (const c of due) {
          await moveConsignLocked(tx, { actor: "system" }, c, { move: consignSweep.move, timers }, now, "id-ID");
          moved.push(c.consignNo);
        }
        return due.length;
      }
      const sweep = refundSweep!;
      const due = await tx
        .select()
        .from(consignRefunds)
        .where(and(inArray(consignRefunds.status, sweep.statuses), lte(consignRefunds.deadline, now)))
        .orderBy(asc(consignRefunds.deadline), asc(consignRefunds.id))
        .limit(BATCH)
        .for("no key update", { skipLocked: true });
      for (const r of due) {
        await moveConsignRefundLocked(tx, { actor: "system" }, r, { move: sweep.move, timers }, now, "id-ID");
        moved.push(r.refundNo);
      }
      return due.length;
    });
    if (batch < BATCH) return moved;
  }
}

/** Every consignment sweep as a scheduler job. */
export const CONSIGN_JOBS: readonly Job[] = CONSIGN_SWEEP_NAMES.map((name) => ({
  name,
  run: (db: Db, now: Date, ctx: JobContext) => sweepConsignments(db, name, now, ctx),
}));
