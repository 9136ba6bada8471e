/**
 * The inquiry-data file sweep (spec §2 /tend download, §9 downloads): writes every generating job of kind
 * `inquiries` through the shared download machinery (server/jobs/downloads.ts sweepDownloadKind).
 */
import type { Db } from "../db/client";
import {
  buildInquiryWorkbook,
  INQUIRY_DOWNLOAD_KIND,
  type InquiryDownloadParams,
} from "../modules/inquiry-order/inquiry-download-service";
import { sweepDownloadKind, type DownloadKind, type DownloadSweepDeps } from "./downloads";
import type { Job } from "./job";

const INQUIRY_DOWNLOAD: DownloadKind = {
  kind: INQUIRY_DOWNLOAD_KIND,
  fileNamePrefix: "inquiry-data",
  build: (tx, job) =>
    buildInquiryWorkbook(tx, { shopId: job.shopId, params: job.params as unknown as InquiryDownloadParams }),
};

/** Writes up to `limit` generating inquiry-data files; see sweepDownloadKind. */
export function sweepInquiryDownloads(
  deps: DownloadSweepDeps,
  opts: { limit?: number; onError?: (err: unknown, jobId: number) => void } = {},
): Promise<{ done: number; failed: number }> {
  return sweepDownloadKind(deps, INQUIRY_DOWNLOAD, opts);
}

/** The inquiry-file sweep as a scheduler job; files go to `filesDir`, times from `clock`. */
export function inquiryDownloadsJob(opts: {
  filesDir: string;
  clock: () => Date;
  onError?: (err: unknown, jobId: number) => void;
}): Job {
  return {
    name: "inquiry-downloads",
    run: (db: Db) =>
      sweepInquiryDownloads({ db, filesDir: opts.filesDir, clock: opts.clock }, { onError: opts.onError }),
  };
}
