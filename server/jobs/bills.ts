/**
 * Bill sweeps (spec §4 "Bills and recaps", §9 settlement period and bill downloads; docs/architecture.md
 * §13): after each settlement period ends the bills of every shop and buyer are built (bills-generate);
 * bills still to be paid after their deadline become overdue (bills-overdue); requested bill files are
 * written (bill-downloads, on the download scheduler's shorter tick). Each is idempotent and safe with
 * several API processes (unique key / FOR UPDATE SKIP LOCKED); the clock is injected (tests move it).
 */
import fs from "node:fs";
import path from "node:path";
import { and, asc, eq, lte } from "drizzle-orm";
import { BILL_TIMER_DEFAULTS, BillStatus } from "@src/domain/bill";
import { DownloadStatus } from "@src/resources/bills/schema";
import type { Db } from "../db/client";
import { bills } from "../db/schema/bill";
import { files } from "../db/schema/item";
import { downloads } from "../db/schema/priority";
import { generateDue } from "../modules/bill/bill-generation";
import {
  BILL_DOWNLOAD_KIND,
  buildBillWorkbook,
  XLSX_MIME,
  type BillDownloadParams,
} from "../modules/bill/bill-download-service";
import { moveBillLocked } from "../modules/bill/bill-move-service";
import { newFileKey } from "../modules/file/file-service";
import type { Job, JobContext } from "./job";

/** Bills moved per transaction. */
const BATCH = 100;

/**
 * Moves every bill still to be paid whose deadline is at or before `now` to overdue (system move expire),
 * in batches taken FOR UPDATE SKIP LOCKED. Answers the bill numbers moved.
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
        .for("update", { skipLocked: true });
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

export interface BillDownloadSweepDeps {
  db: Db;
  filesDir: string;
  clock: () => Date;
}

/** `bills-20261120-100000.xlsx` (the UTC instant, like the priority downloads). */
function fileNameOf(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `bills-${stamp}.xlsx`;
}

/**
 * Writes up to `limit` generating bill files (oldest first) and marks each done, or failed when writing
 * throws (the page then shows 'Download file failed', spec §8). Answers how many ended done and failed.
 */
export async function sweepBillDownloads(
  deps: BillDownloadSweepDeps,
  opts: { limit?: number; onError?: (err: unknown, jobId: number) => void } = {},
): Promise<{ done: number; failed: number }> {
  const result = { done: 0, failed: 0 };
  await deps.db.transaction(async (tx) => {
    const jobs = await tx
      .select()
      .from(downloads)
      .where(and(eq(downloads.status, DownloadStatus.generating), eq(downloads.kind, BILL_DOWNLOAD_KIND)))
      .orderBy(asc(downloads.id))
      .limit(opts.limit ?? 5)
      .for("update", { skipLocked: true });
    for (const job of jobs) {
      const now = deps.clock();
      let written: { fileKey: string; size: number } | null = null;
      try {
        const { bytes } = await buildBillWorkbook(tx, {
          shopId: job.shopId,
          params: job.params as unknown as BillDownloadParams,
        });
        const fileKey = newFileKey();
        await fs.promises.mkdir(deps.filesDir, { recursive: true });
        await fs.promises.writeFile(path.join(deps.filesDir, fileKey), bytes, { flag: "wx" });
        written = { fileKey, size: bytes.length };
      } catch (err) {
        opts.onError?.(err, job.id);
      }
      if (written) {
        await tx.insert(files).values({
          fileKey: written.fileKey,
          shopId: job.shopId,
          ownerUserId: job.userId,
          kind: "document",
          mime: XLSX_MIME,
          ext: "xlsx",
          size: written.size,
          originalName: fileNameOf(now),
          createTime: now,
        });
        await tx
          .update(downloads)
          .set({ status: DownloadStatus.done, fileKey: written.fileKey, doneTime: now })
          .where(eq(downloads.id, job.id));
        result.done++;
      } else {
        await tx
          .update(downloads)
          .set({ status: DownloadStatus.failed, doneTime: now })
          .where(eq(downloads.id, job.id));
        result.failed++;
      }
    }
  });
  return result;
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
