/**
 * Requested files generated in the background (spec §2 download pages: priority-part areas, bills, inquiry
 * data; §9 "page refreshes every 10 s while generating"): one `downloads` row per request, of a `kind`, written
 * by the shared sweep (server/jobs/downloads.ts sweepDownloadKind). Each kind's service adds its own checks,
 * params, activity and answer shape on top of these.
 */
import { and, count, desc, eq, gte } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import { ResultCode } from "@src/domain/wire";
import { DownloadStatus, type DownloadStatusValue } from "@src/resources/priority-areas/schema";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { files } from "../../db/schema/item";
import { downloads } from "../../db/schema/priority";
import { ApiError, offsetOf } from "../../http/envelope";
import type { CallerScope } from "../../http/scope";
import { fileUrl } from "./file-url";

/** A stored request with the asker's user name and, once written, the file's name. */
export interface StoredDownload {
  id: number;
  status: number;
  fileKey: string | null;
  fileName: string | null;
  userName: string;
  params: Record<string, unknown>;
  createTime: Date;
  doneTime: Date | null;
}

/** The fields every download list answers: status, the file's URL and name once done, who asked, when. */
export function downloadRowOf(r: StoredDownload): {
  id: number;
  status: DownloadStatusValue;
  url: string | null;
  fileName: string | null;
  userName: string;
  createTime: string;
  doneTime: string | null;
} {
  const done = r.status === DownloadStatus.done && r.fileKey !== null;
  return {
    id: r.id,
    status: r.status as DownloadStatusValue,
    url: done ? fileUrl(r.fileKey) : null,
    fileName: done ? r.fileName : null,
    userName: r.userName,
    createTime: formatDateTime(r.createTime),
    doneTime: r.doneTime ? formatDateTime(r.doneTime) : null,
  };
}

/**
 * Inserts a generating request of `kind` for the caller's shop, in the caller's transaction, unless one of that
 * kind is still generating (checked under a row lock, so two requests at once make one file).
 * @throws 409 `busyMessage` while another file of the kind is generating
 */
export async function insertDownloadJob(
  tx: Tx,
  scope: CallerScope,
  job: { kind: string; params: Record<string, unknown>; busyMessage: string },
  now: Date,
): Promise<StoredDownload> {
  const [busy] = await tx
    .select({ id: downloads.id })
    .from(downloads)
    .where(
      and(
        eq(downloads.shopId, scope.shopId),
        eq(downloads.kind, job.kind),
        eq(downloads.status, DownloadStatus.generating),
      ),
    )
    .limit(1)
    .for("no key update");
  if (busy) throw new ApiError(ResultCode.conflict, job.busyMessage);
  const [row] = await tx
    .insert(downloads)
    .values({
      shopId: scope.shopId,
      userId: scope.userId,
      kind: job.kind,
      status: DownloadStatus.generating,
      params: job.params,
      createTime: now,
    })
    .returning();
  return { ...row, fileName: null, userName: scope.auth.userName };
}

/** The shop's requests of `kind` made since `since`, newest first, one page. */
export async function pageDownloadJobs(
  db: Db,
  shopId: number,
  kind: string,
  since: Date,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: StoredDownload[]; rowCount: number }> {
  const condition = and(eq(downloads.shopId, shopId), eq(downloads.kind, kind), gte(downloads.createTime, since));
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(downloads).where(condition),
    db
      .select({
        id: downloads.id,
        status: downloads.status,
        fileKey: downloads.fileKey,
        fileName: files.originalName,
        userName: users.userName,
        params: downloads.params,
        createTime: downloads.createTime,
        doneTime: downloads.doneTime,
      })
      .from(downloads)
      .innerJoin(users, eq(users.id, downloads.userId))
      .leftJoin(files, eq(files.fileKey, downloads.fileKey))
      .where(condition)
      .orderBy(desc(downloads.createTime), desc(downloads.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
  ]);
  return { rowCount: n, rows };
}
