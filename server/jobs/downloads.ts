/**
 * The download sweep (spec §4 "Priority download file: generating, then done"; DESIGN.md §1 time-driven
 * rules): writes the file of every job still generating and marks it done (or failed when writing throws).
 * Idempotent and safe with several API processes: each run takes its jobs with FOR NO KEY UPDATE SKIP LOCKED, so
 * a job is written once; a job already done is never touched again. The clock is injected (tests move it).
 */
import fs from "node:fs";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { LANGUAGES, type Language } from "@src/domain/wire";
import { DownloadStatus } from "@src/resources/priority-areas/schema";
import type { Db, Tx } from "../db/client";
import { files } from "../db/schema/item";
import { downloads } from "../db/schema/priority";
import { newFileKey } from "../modules/file/file-service";
import { PRIORITY_DOWNLOAD_KIND } from "../modules/priority-area/priority-area-service";
import { XLSX_MIME, buildPriorityWorkbook } from "../modules/priority-area/workbook";
import type { Job } from "./job";

export interface DownloadSweepDeps {
  db: Db;
  filesDir: string;
  clock: () => Date;
}

/** `<prefix>-20261120-100000.xlsx` (WIB-free: the UTC instant, like the stored times). */
function fileNameOf(prefix: string, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${prefix}-${stamp}.xlsx`;
}

/** One kind of requested file: its `downloads.kind`, its file-name prefix, and how its workbook is built. */
export interface DownloadKind {
  kind: string;
  fileNamePrefix: string;
  build(tx: Tx, job: typeof downloads.$inferSelect): Promise<{ bytes: Uint8Array }>;
}

/**
 * Writes up to `limit` generating jobs of `spec.kind` (oldest first) and marks each done, or failed when
 * building or writing throws (the page then shows 'Download file failed', spec §8). Answers how many ended
 * done and failed; failures reach the caller's logger through `onError`.
 */
export async function sweepDownloadKind(
  deps: DownloadSweepDeps,
  spec: DownloadKind,
  opts: { limit?: number; onError?: (err: unknown, jobId: number) => void } = {},
): Promise<{ done: number; failed: number }> {
  const result = { done: 0, failed: 0 };
  await deps.db.transaction(async (tx) => {
    const jobs = await tx
      .select()
      .from(downloads)
      .where(and(eq(downloads.status, DownloadStatus.generating), eq(downloads.kind, spec.kind)))
      .orderBy(asc(downloads.id))
      .limit(opts.limit ?? 5)
      .for("no key update", { skipLocked: true });
    for (const job of jobs) {
      const now = deps.clock();
      let written: { fileKey: string; size: number } | null = null;
      try {
        const { bytes } = await spec.build(tx, job);
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
          originalName: fileNameOf(spec.fileNamePrefix, now),
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

/** The priority-part-area file (spec §4 "Priority download file"): the workbook of the chosen regencies. */
const PRIORITY_DOWNLOAD: DownloadKind = {
  kind: PRIORITY_DOWNLOAD_KIND,
  fileNamePrefix: "priority-part-area",
  build: (tx, job) => {
    const params = job.params as { regencyCodes?: unknown; lang?: unknown };
    const regencyCodes = Array.isArray(params.regencyCodes)
      ? params.regencyCodes.filter((c): c is string => typeof c === "string")
      : [];
    const lang: Language = (LANGUAGES as readonly unknown[]).includes(params.lang)
      ? (params.lang as Language)
      : "id-ID";
    return buildPriorityWorkbook(tx, { shopId: job.shopId, regencyCodes, lang });
  },
};

/** Writes up to `limit` generating priority-part-area files; see sweepDownloadKind. */
export function sweepDownloads(
  deps: DownloadSweepDeps,
  opts: { limit?: number; onError?: (err: unknown, jobId: number) => void } = {},
): Promise<{ done: number; failed: number }> {
  return sweepDownloadKind(deps, PRIORITY_DOWNLOAD, opts);
}

/** The sweep as a scheduler job (server/jobs/scheduler.ts); files go to `filesDir`, times from `clock`. */
export function downloadsJob(opts: {
  filesDir: string;
  clock: () => Date;
  onError?: (err: unknown, jobId: number) => void;
}): Job {
  return {
    name: "downloads",
    run: (db) => sweepDownloads({ db, filesDir: opts.filesDir, clock: opts.clock }, { onError: opts.onError }),
  };
}
