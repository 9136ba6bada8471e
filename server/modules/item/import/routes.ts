/**
 * Bulk Excel import endpoints (spec §5 "Import"; issue 4 part 5). Spreadsheets never reach the server: the
 * portal's worker parses them; these endpoints receive rows as JSON. All access "shop", authority
 * products.import; every query is limited to the caller's shop (and own rows for "only own" positions).
 *
 * - POST /api/item/ina/import {importId: uuid, mode: "create"|"update", rows: unknown[1..10000]} -> ImportResult
 *   Rows are validated with importCreateRowSchema / productStockPriceUpdateSchema; any bad row refuses the
 *   whole import (400, data.errors paths `rows.<i>.<field>`), else all rows apply in one transaction. The
 *   same importId again answers the first result with `repeated: true`; another shop's id: 409 errors:import.idTaken.
 * - POST /api/item/ina/import/progress {importId} -> ImportProgress {status: running|done|none, percent 0-100, total}:
 *   while this process applies the import, its progress; once committed, done (100); unknown, another
 *   shop's, refused or rolled back: none. Poll it while the import request is under way.
 * - POST /api/item/ina/import/vehicles {names: string[]} -> VehicleRef[]: reference vehicles whose
 *   `brand series` (lower case) is one of names (the fitment texts of a file).
 * - POST /api/item/ina/export {reviewStatus?: number[] (default [5])} -> ExportRow[] (at most 10,000, newest first).
 */
import type { FastifyInstance } from "fastify";
import { and, eq, inArray, sql } from "drizzle-orm";
import { ReviewStatus } from "@src/domain/product";
import { MAX_IMPORT_ROWS } from "@src/resources/products/import/columns";
import {
  importExportRequestSchema,
  importProgressRequestSchema,
  importRequestSchema,
  importVehiclesRequestSchema,
} from "@src/resources/products/import/schema";
import type { AppDeps } from "../../../deps";
import { vehicles } from "../../../db/schema/reference";
import { importJobs } from "../../../db/schema/import";
import { runningImport, type ImportProgress } from "./progress";
import { requireShopId } from "../../../http/auth";
import { callerScope, shopRoute } from "../../../http/scope";
import { ok } from "../../../http/envelope";
import { parseBody } from "../../../http/validate";
import { exportItems, importCreate, importUpdate, importVehicleColumns } from "./import-service";

const route = shopRoute("products.import");

export async function registerImportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  // 10,000 create rows of JSON run to ~8 MB; the app-wide limit is 1 MB.
  app.post("/api/item/ina/import", { ...route, bodyLimit: 32 * 1024 * 1024 }, async (request) => {
    const body = parseBody(request, importRequestSchema);
    const run = body.mode === "create" ? importCreate : importUpdate;
    return ok(await run(db, callerScope(request), body.importId, body.rows, deps.clock(), request.lang));
  });

  app.post("/api/item/ina/import/progress", route, async (request) => {
    const { importId } = parseBody(request, importProgressRequestSchema);
    const shopId = requireShopId(request);
    // In memory first: while the import's transaction is open nothing of it can be read from the database.
    const live = runningImport(importId, shopId);
    if (live) return ok<ImportProgress>({ status: "running", ...live });
    const [job] = await db
      .select({ rowCount: importJobs.rowCount })
      .from(importJobs)
      .where(and(eq(importJobs.id, importId), eq(importJobs.shopId, shopId)));
    return ok<ImportProgress>(
      job ? { status: "done", percent: 100, total: job.rowCount } : { status: "none", percent: 0, total: 0 },
    );
  });

  app.post("/api/item/ina/import/vehicles", route, async (request) => {
    const body = parseBody(request, importVehiclesRequestSchema);
    requireShopId(request);
    const names = [...new Set(body.names.map((n) => n.toLowerCase().replace(/\s+/g, " ")))];
    if (names.length === 0) return ok([]);
    const rows = await db
      .select(importVehicleColumns)
      .from(vehicles)
      .where(inArray(sql`lower(${vehicles.brandName} || ' ' || ${vehicles.series})`, names));
    return ok(rows);
  });

  app.post("/api/item/ina/export", route, async (request) => {
    const body = parseBody(request, importExportRequestSchema);
    return ok(await exportItems(db, callerScope(request), body.reviewStatus ?? [ReviewStatus.inSale], MAX_IMPORT_ROWS));
  });
}
