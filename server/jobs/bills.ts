/**
 * Bill sweeps (spec §4 "Bills and recaps", §9 settlement period and bill downloads; docs/architecture.md
 * §13): after each settlement period ends the bills of every shop and buyer are built (bills-generate);
 * bills still to be paid after their deadline become overdue (bills-overdue); requested bill files are
 * written (bill-downloads, on the download scheduler's shorter tick). Each is idempotent and safe with
 * several API processes (unique key / FOR NO KEY UPDATE SKIP LOCKED); the clock is injected (tests move it).
 */
import { and, asc, eq, lte } from "drizzle-orm";
import { BILL_TIMER_DEFAULTS, BillStatus } from "@src/domain/bill";
import type { Db } from "../db/client";
import { bills } from "../db/schema/bill";
import { generateDue } from "../modules/bill/bill-generation";
import { BILL_DOWNLOAD_KIND, buildBillWorkbook, type BillDownloadParams } from "../modules/bill/bill-download-service";
import { moveBillLocked } from "../modules/bill/bill-move-service";
import { sweepDownloadKind, type DownloadKind, type DownloadSweepDeps } from "./downloads";
import type { Job, JobContext } from "./job";

/** Bills moved per transaction. */
const BATCH = 100;

/**
 * Moves every bill still to be paid whose deadline is at or before `now` to overdue (system move expire),
 * in batches taken FOR NO KEY UPDATE SKIP LOCKED. Answers the bill numbers moved.
 */
export async function sweepOverdueBills(db: Db, now: Date): Promise<string[]> {
  const moved: string[] = [];
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(bills)
        .where(and(eq(bills.status, BillStatus.toBePaid), lte(bills.deadline, now)))
        .orderBy(asc(bills.deadline), asc(bills.id))
        .limit(BATCH)
        .for("no key update", { skipLocked: true });
      for (const bill of due) {
        await moveBillLocked(tx, { actor: "system" }, bill, { move: "expire" }, now, "id-ID");
        moved.push(bill.billNo);
      }
      return due.length;
    });
    if (n < BATCH) return moved;
  }
}

/** The bill sweeps of the minute scheduler: generation first, then the overdue timer. */
export const BILL_JOBS: readonly Job[] = [
  {
    name: "bills-generate",
    run: (db: Db, now: Date, ctx: JobContext) => generateDue(db, now, ctx.billTimers ?? BILL_TIMER_DEFAULTS),
  },
  { name: "bills-overdue", run: (db: Db, now: Date) => sweepOverdueBills(db, now) },
];

/** The bill file of bill-download (spec §2 bill-download, §9): the shop's bills of the chosen range. */
const BILL_DOWNLOAD: DownloadKind = {
  kind: BILL_DOWNLOAD_KIND,
  fileNamePrefix: "bills",
  build: (tx, job) =>
    buildBillWorkbook(tx, { shopId: job.shopId, params: job.params as unknown as BillDownloadParams }),
};

/** Writes up to `limit` generating bill files (server/jobs/downloads.ts sweepDownloadKind). */
export function sweepBillDownloads(
  deps: DownloadSweepDeps,
  opts: { limit?: number; onError?: (err: unknown, jobId: number) => void } = {},
): Promise<{ done: number; failed: number }> {
  return sweepDownloadKind(deps, BILL_DOWNLOAD, opts);
}

/** The bill-file sweep as a scheduler job; files go to `filesDir`, times from `clock`. */
export function billDownloadsJob(opts: {
  filesDir: string;
  clock: () => Date;
  onError?: (err: unknown, jobId: number) => void;
}): Job {
  return {
    name: "bill-downloads",
    run: (db) => sweepBillDownloads({ db, filesDir: opts.filesDir, clock: opts.clock }, { onError: opts.onError }),
  };
}
