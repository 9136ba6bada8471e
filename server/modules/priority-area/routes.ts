/**
 * Priority areas (spec §2 /commodity/area, §4 "Priority download file: generating, then done", §9). Access
 * "shop"; authorities from the `priorityAreas` resource. Contracts in src/resources/priority-areas/schema.ts:
 *
 * - POST /api/priority-area/ina/list            [priorityAreas.list] {} -> PriorityArea[]
 * - POST /api/priority-area/ina/set             [priorityAreas.edit] {regencyCodes: string[] max 50, each a level-2
 *                                               region} -> PriorityArea[]; an unknown code: 400 with data.errors
 * - POST /api/priority-area/ina/requestDownload [priorityAreas.requestDownload] {} -> DownloadRow (status 0);
 *                                               400 errors.noCities, 409 errors.generating
 * - POST /api/priority-area/ina/downloads       [priorityAreas.list] {pageNo, pageSize, range? 3d|1w|1m|3m (3m)}
 *                                               -> Page<DownloadRow> newest first
 * The file is written by server/jobs/downloads.ts and served by GET /files/<key> as an xlsx attachment.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { downloadsPageSchema, prioritySetSchema } from "@src/resources/priority-areas/schema";
import type { AppDeps } from "../../deps";
import { ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { listAreas, pageDownloads, requestDownload, setAreas } from "./priority-area-service";

const emptyBody = z.object({});

export async function registerPriorityAreaRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post("/api/priority-area/ina/list", shopRoute("priorityAreas.list"), async (request) => {
    parseBody(request, emptyBody);
    return ok(await listAreas(db, callerScope(request).shopId));
  });

  app.post("/api/priority-area/ina/set", shopRoute("priorityAreas.edit"), async (request) => {
    const { regencyCodes } = parseBody(request, prioritySetSchema);
    return ok(await setAreas(db, callerScope(request), regencyCodes, deps.clock(), request.lang));
  });

  app.post("/api/priority-area/ina/requestDownload", shopRoute("priorityAreas.requestDownload"), async (request) => {
    parseBody(request, emptyBody);
    return ok(await requestDownload(db, callerScope(request), deps.clock(), request.lang));
  });

  app.post("/api/priority-area/ina/downloads", shopRoute("priorityAreas.list"), async (request) => {
    const body = parseBody(request, downloadsPageSchema);
    const { rows, rowCount } = await pageDownloads(db, callerScope(request).shopId, body, deps.clock());
    return ok(page(body, rowCount, rows));
  });
}
