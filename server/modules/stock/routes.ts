/**
 * Stock endpoints (spec §2 "Stock management: view and raise stock", "Stock sync period"; §5; §9).
 * All access "shop"; every query is filtered by the caller's shop, and by owner for "only own" positions.
 *
 * - POST /api/stock/ina/page {pageNo, pageSize, keyword?, stockType? (1|2|3), lowStock?} -> Page<StockRow>
 *     [stock.list]; default order update time desc, id desc; lowStock: actual stock < 10, lowest first
 * - POST /api/stock/ina/raise {items: [{itemId, stockNum (new final stock), version? (stock last read)}]}
 *     -> {items: [{itemId, partNo, from, to}]} [stock.raise]; one transaction, rows locked; refusals:
 *     400 validation / stock:errors.rowRefused (data.errors items.<i>.stockNum), 404 errors:notFound,
 *     409 stock:errors.changed (stale version)
 * - POST /api/stock/ina/syncPeriod/get {} -> SyncPeriod {mode, weekdays, hours, updateTime|null} [stock.list]
 * - POST /api/stock/ina/syncPeriod/set {mode: "daily"|"weekly", weekdays: (1..7)[], hours: ("00".."23")[]}
 *     -> SyncPeriod [stock.syncPeriod]
 * - POST /api/stock/ina/syncSource/get {} -> {sourceUrl|null, hasSecret, runs: SyncRunRow[]} [stock.list]
 * - POST /api/stock/ina/syncSource/set {sourceUrl: https URL|null, rotateSecret?} -> {sourceUrl, secret|null}
 *     [stock.syncPeriod]; the signing secret is answered only when generated (spec §2 "Stock sync period")
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { pageRequestSchema } from "@src/domain/page-request";
import { raiseRequestSchema, stockPageFiltersSchema, syncPeriodSchema } from "@src/resources/stock/schema";
import type { AppDeps } from "../../deps";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { getSyncPeriod, pageStock, raiseStock, setSyncPeriod } from "./stock-service";
import { syncSourceSchema } from "@src/resources/integrations/schema";
import { getSyncSource, setSyncSource } from "../integration/stock-source-service";

/** Body of /api/stock/ina/page. */
export const stockPageRequestSchema = z.object({ ...pageRequestSchema.shape, ...stockPageFiltersSchema.shape });

export async function registerStockRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post("/api/stock/ina/page", shopRoute("stock.list"), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, stockPageRequestSchema);
    const { rows, rowCount } = await pageStock(
      db,
      callerScope(request),
      filters,
      pageSize,
      offsetOf({ pageNo, pageSize }),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/stock/ina/raise", shopRoute("stock.raise"), async (request) => {
    const body = parseBody(request, raiseRequestSchema);
    return ok(await raiseStock(db, callerScope(request), body.items, deps.clock(), request.lang));
  });

  app.post("/api/stock/ina/syncPeriod/get", shopRoute("stock.list"), async (request) => {
    return ok(await getSyncPeriod(db, callerScope(request).shopId));
  });

  app.post("/api/stock/ina/syncPeriod/set", shopRoute("stock.syncPeriod"), async (request) => {
    const value = parseBody(request, syncPeriodSchema);
    return ok(await setSyncPeriod(db, callerScope(request), value, deps.clock()));
  });

  app.post("/api/stock/ina/syncSource/get", shopRoute("stock.list"), async (request) => {
    return ok(await getSyncSource(db, callerScope(request).shopId));
  });

  app.post("/api/stock/ina/syncSource/set", shopRoute("stock.syncPeriod"), async (request) => {
    const body = parseBody(request, syncSourceSchema);
    return ok(await setSyncSource(db, callerScope(request), body, deps.clock()));
  });
}
