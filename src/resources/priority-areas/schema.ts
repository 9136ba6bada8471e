/**
 * Priority areas and the priority-part-area download (spec §2 /commodity/area, §4 "Priority download file:
 * generating, then done", §9 "Downloads ... default to the last 3 months; time filters 3 days, 1 week,
 * 1 month. Download page refreshes every 10 seconds"): the wire shared by the portal and the API.
 *
 * - POST /api/priority-area/ina/list            {} -> PriorityArea[] (the shop's chosen cities, by province then name)
 * - POST /api/priority-area/ina/set             prioritySetSchema {regencyCodes: string[] (max 50, level-2 region codes)}
 *                                               -> PriorityArea[] after the change
 * - POST /api/priority-area/ina/requestDownload {} -> DownloadRow (status 0 generating)
 * - POST /api/priority-area/ina/downloads       downloadsPageSchema {pageNo, pageSize, range? 3d|1w|1m|3m (default 3m)}
 *                                               -> Page<DownloadRow>, newest first
 */
import { z } from "zod";
import { pageRequestSchema } from "../../domain/page-request";
import { boundedArray } from "../../domain/schema/array";
import { DEFAULT_DOWNLOAD_RANGE, DOWNLOAD_RANGES } from "../../domain/download";

export const MAX_PRIORITY_CITIES = 50;
/** Spec §9: the download page refreshes every 10 seconds while a file is generating. */
export const DOWNLOAD_REFRESH_MS = 10_000;

/** Status of a download job. */
export const DownloadStatus = { generating: 0, done: 1, failed: 2 } as const;
export type DownloadStatusValue = (typeof DownloadStatus)[keyof typeof DownloadStatus];

/** The download lists' time filters (src/domain/download.ts), shared by every download page. */
export { DEFAULT_DOWNLOAD_RANGE, DOWNLOAD_RANGES, rangeStart, type DownloadRange } from "../../domain/download";

/** A regency / city code of the regions table, e.g. `31.71`. */
export const REGENCY_CODE_PATTERN = /^\d{2}\.\d{2}$/;

export const prioritySetSchema = z.object({
  // A city picked twice is the same city: the API keeps it once (the cascader may repeat a pick).
  regencyCodes: boundedArray(
    z.string().regex(REGENCY_CODE_PATTERN, "priorityAreas:errors.notRegency"),
    MAX_PRIORITY_CITIES,
    {
      maxMessage: "priorityAreas:errors.tooMany",
      uniqueBy: false,
    },
  ),
});
export type PrioritySet = z.infer<typeof prioritySetSchema>;

export const downloadsPageSchema = pageRequestSchema.extend({
  range: z.enum(DOWNLOAD_RANGES).default(DEFAULT_DOWNLOAD_RANGE),
});
export type DownloadsPageRequest = z.infer<typeof downloadsPageSchema>;

/** One chosen city with its province, for tags and the file. */
export interface PriorityArea {
  regencyCode: string;
  regencyName: string;
  provinceCode: string;
  provinceName: string;
}

/** One requested file; times `yyyy-MM-dd HH:mm:ss` WIB; `url` `/files/<key>` once done. */
export interface DownloadRow {
  id: number;
  kind: "priorityPartArea";
  status: DownloadStatusValue;
  url: string | null;
  fileName: string | null;
  userName: string;
  createTime: string;
  doneTime: string | null;
}

/** True while some row of the list is still generating (the page then refreshes every 10 s). */
export function anyGenerating(rows: readonly Pick<DownloadRow, "status">[]): boolean {
  return rows.some((r) => r.status === DownloadStatus.generating);
}
