/**
 * Seller consignment endpoints (spec §2 /consign consign-request-list, consign-confirm, consign-offer-list,
 * consign-order-list, shipment/shipment-operate/consign/{id}, consign-offer-detail, consign-order-detail; §4
 * "Consign"; paths from src/resources/consignments/index.ts). All access "shop"; every query is filtered by
 * the caller's shop, and for "only own" positions by the customers it manages (customers.account_manager_user_id).
 * Another shop's consign no answers 404 consignments:errors.notFound. Moves outside src/domain/consign.ts
 * CONSIGN_MOVES answer 409 consignments:errors.invalidTransition {status} and change nothing. Bodies are
 * parsed with src/resources/consignments/schema.ts (bad input: 400 with data.errors).
 *
 * - POST /api/consign/ina/page consignPageSchema -> Page<ConsignRow> [consignments.list]; newest first
 * - POST /api/consign/ina/counts consignCountsSchema -> ConsignCounts [consignments.list]
 * - POST /api/consign/ina/detail {consignNo} -> ConsignDetail [consignments.show]
 * - POST /api/consign/ina/offer consignOfferSchema -> {consignNo, status} [consignments.offer]; 1 -> 2; 409
 *     consignments:errors.insufficientStock {partNo}; deadline now + CONSIGN_ANSWER_DAYS
 * - POST /api/consign/ina/reject {consignNo, reason} -> {consignNo, status} [consignments.reject]; 1 -> 6
 * - POST /api/consign/ina/extendEdt {consignNo, days, reason} -> {consignNo, status, edtAdditionalDays}
 *     [consignments.extendEdt]; only in 3
 * - POST /api/consign/ina/ship consignShipSchema -> {consignNo, status} [consignments.ship]; 3 -> 4, the offered
 *     units leave the shop's stock for the partner's; 400 proofPhoto errors:file.unknownKey; 409 insufficientStock
 * - POST /api/consign/ina/sellThrough sellThroughSchema -> Page<SellThroughRow> [consignments.list]
 */
import type { FastifyInstance } from "fastify";
import {
  consignCountsSchema,
  consignExtendEdtSchema,
  consignNoRequestSchema,
  consignOfferSchema,
  consignPageSchema,
  consignRejectSchema,
  consignShipSchema,
  sellThroughSchema,
} from "@src/resources/consignments/schema";
import type { AppDeps } from "../../deps";
import { consignTimersOf } from "../../config";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { extendConsignEdt, moveConsign } from "./consign-move-service";
import { consignDetail, countConsigns, pageConsigns, sellThroughPage } from "./consign-query-service";

export async function registerConsignRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const timers = consignTimersOf(deps.config);
  const moved = (c: { consignNo: string; status: number }) => ok({ consignNo: c.consignNo, status: c.status });
  const seller = (request: Parameters<typeof callerScope>[0]) =>
    ({ actor: "seller", scope: callerScope(request) }) as const;

  app.post("/api/consign/ina/page", shopRoute("consignments.list"), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, consignPageSchema);
    const { rows, rowCount } = await pageConsigns(
      db,
      callerScope(request),
      filters,
      pageSize,
      offsetOf({ pageNo, pageSize }),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/consign/ina/counts", shopRoute("consignments.list"), async (request) => {
    const filters = parseBody(request, consignCountsSchema);
    return ok(await countConsigns(db, callerScope(request), filters));
  });

  app.post("/api/consign/ina/detail", shopRoute("consignments.show"), async (request) => {
    const { consignNo } = parseBody(request, consignNoRequestSchema);
    return ok(await consignDetail(db, seller(request), consignNo));
  });

  app.post("/api/consign/ina/offer", shopRoute("consignments.offer"), async (request) => {
    const { consignNo, items, edtInitialDays } = parseBody(request, consignOfferSchema);
    const input = { consignNo, move: "offer", offer: { items, edtInitialDays }, timers } as const;
    return moved(await moveConsign(db, seller(request), input, deps.clock(), request.lang));
  });

  app.post("/api/consign/ina/reject", shopRoute("consignments.reject"), async (request) => {
    const { consignNo, reason } = parseBody(request, consignRejectSchema);
    const input = { consignNo, move: "reject", reason, timers } as const;
    return moved(await moveConsign(db, seller(request), input, deps.clock(), request.lang));
  });

  app.post("/api/consign/ina/extendEdt", shopRoute("consignments.extendEdt"), async (request) => {
    const body = parseBody(request, consignExtendEdtSchema);
    const c = await extendConsignEdt(db, callerScope(request), body, deps.clock(), request.lang);
    return ok({ consignNo: c.consignNo, status: c.status, edtAdditionalDays: c.edtAdditionalDays });
  });

  app.post("/api/consign/ina/ship", shopRoute("consignments.ship"), async (request) => {
    const { consignNo, ...ship } = parseBody(request, consignShipSchema);
    const input = { consignNo, move: "ship", ship, timers } as const;
    return moved(await moveConsign(db, seller(request), input, deps.clock(), request.lang));
  });

  app.post("/api/consign/ina/sellThrough", shopRoute("consignments.list"), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, sellThroughSchema);
    const { rows, rowCount } = await sellThroughPage(
      db,
      callerScope(request),
      filters,
      pageSize,
      offsetOf({ pageNo, pageSize }),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });
}
