/**
 * Priority areas and their downloads (spec §2 /commodity/area, §4 "Priority download file: generating, then
 * done", §9 downloads). Every query is filtered by the caller's shop; writes are recorded as activities in
 * the same transaction. The file itself is written by the background sweep (server/jobs/downloads.ts).
 */
import { aliasedTable, and, asc, eq, inArray } from "drizzle-orm";
import type { Language } from "@src/domain/wire";
import {
  rangeStart,
  type DownloadRow,
  type DownloadsPageRequest,
  type PriorityArea,
} from "@src/resources/priority-areas/schema";
import type { Db, Tx } from "../../db/client";
import { priorityAreas } from "../../db/schema/priority";
import { regions } from "../../db/schema/reference";
import { badRequest } from "../../http/envelope";
import type { CallerScope } from "../../http/scope";
import { recordActivity } from "../activity/record";
import { downloadRowOf, insertDownloadJob, pageDownloadJobs, type StoredDownload } from "../file/download-jobs";
import { fieldRefusal } from "../../http/validate";

export const PRIORITY_DOWNLOAD_KIND = "priorityPartArea";

/** The shop's chosen cities, by province name then city name. */
export async function listAreas(db: Db | Tx, shopId: number): Promise<PriorityArea[]> {
  const province = aliasedTable(regions, "province");
  const rows = await db
    .select({
      regencyCode: priorityAreas.regencyCode,
      regencyName: regions.name,
      provinceCode: province.code,
      provinceName: province.name,
    })
    .from(priorityAreas)
    .innerJoin(regions, eq(regions.code, priorityAreas.regencyCode))
    .innerJoin(province, eq(province.code, regions.parentCode))
    .where(eq(priorityAreas.shopId, shopId))
    .orderBy(asc(province.name), asc(regions.name));
  return rows;
}

/**
 * Replaces the shop's chosen cities with `codes` (duplicates dropped), in one transaction.
 * @throws ApiError 400 priorityAreas:errors.unknownRegency (with `data.errors` per bad code) when a code is
 *   not a level-2 region.
 */
export async function setAreas(
  db: Db,
  actor: CallerScope,
  codes: string[],
  now: Date,
  lang: Language,
): Promise<PriorityArea[]> {
  const wanted = [...new Set(codes)];
  const known =
    wanted.length === 0
      ? []
      : await db
          .select({ code: regions.code })
          .from(regions)
          .where(and(inArray(regions.code, wanted), eq(regions.level, 2)));
  const knownSet = new Set(known.map((k) => k.code));
  const unknown = codes.map((code, i) => ({ code, i })).filter((c) => !knownSet.has(c.code));
  if (unknown.length > 0) {
    const errors = unknown.map((c) => ({
      path: `regencyCodes.${c.i}`,
      key: "priorityAreas:errors.unknownRegency",
      params: { code: c.code },
    }));
    throw fieldRefusal(lang, errors, { key: "priorityAreas:errors.unknownRegency", params: { code: unknown[0].code } });
  }
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ code: priorityAreas.regencyCode })
      .from(priorityAreas)
      .where(eq(priorityAreas.shopId, actor.shopId))
      .for("no key update");
    await tx.delete(priorityAreas).where(eq(priorityAreas.shopId, actor.shopId));
    if (wanted.length > 0)
      await tx
        .insert(priorityAreas)
        .values(wanted.map((regencyCode) => ({ shopId: actor.shopId, regencyCode, createTime: now })));
    await recordActivity(
      tx,
      actor,
      {
        subject: "priorityAreas",
        action: "edit",
        recordId: actor.shopId,
        before: { regencyCodes: before.map((b) => b.code).sort() },
        after: { regencyCodes: [...wanted].sort() },
      },
      now,
    );
    return listAreas(tx, actor.shopId);
  });
}

function toRow(r: StoredDownload): DownloadRow {
  return { ...downloadRowOf(r), kind: PRIORITY_DOWNLOAD_KIND };
}

/**
 * Asks for a new priority-part-area file of the shop's chosen cities (status generating; the sweep writes it).
 * @throws ApiError 400 priorityAreas:errors.noCities when no city is chosen; 409 priorityAreas:errors.generating
 *   while another file of the shop is still generating.
 */
export async function requestDownload(db: Db, actor: CallerScope, now: Date, lang: Language): Promise<DownloadRow> {
  return db.transaction(async (tx) => {
    const areas = await tx
      .select({ code: priorityAreas.regencyCode })
      .from(priorityAreas)
      .where(eq(priorityAreas.shopId, actor.shopId));
    if (areas.length === 0) throw badRequest("priorityAreas:errors.noCities");
    const regencyCodes = areas.map((a) => a.code).sort();
    const job = await insertDownloadJob(
      tx,
      actor,
      {
        kind: PRIORITY_DOWNLOAD_KIND,
        params: { regencyCodes, lang },
        busyMessage: "priorityAreas:errors.generating",
      },
      now,
    );
    await recordActivity(
      tx,
      actor,
      { subject: "priorityAreas", action: "requestDownload", recordId: job.id, after: { regencyCodes } },
      now,
    );
    return toRow(job);
  });
}

/** The shop's priority-part-area files asked within `range` of `now`, newest first. */
export async function pageDownloads(
  db: Db,
  shopId: number,
  req: DownloadsPageRequest,
  now: Date,
): Promise<{ rows: DownloadRow[]; rowCount: number }> {
  const { rows, rowCount } = await pageDownloadJobs(
    db,
    shopId,
    PRIORITY_DOWNLOAD_KIND,
    rangeStart(req.range, now),
    req,
  );
  return { rowCount, rows: rows.map(toRow) };
}
