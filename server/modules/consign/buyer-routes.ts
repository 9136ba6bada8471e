/**
 * Buyer side of consignment (spec §4 "Consign"; the buyer portal calls it, the seed drives it). Access
 * "buyer"; a buyer reaches only its own consignments (another's answers 404 consignments:errors.notFound).
 * Moves outside src/domain/consign.ts CONSIGN_MOVES answer 409 consignments:errors.invalidTransition.
 *
 * - POST /api/buyer/consign/create buyerConsignCreateSchema -> {consignNo} (status 1); 409
 *     consignments:errors.notPartner (no active partnership with the shop); 404 consignments:errors.itemNotFound
 * - POST /api/buyer/consign/page buyerConsignPageSchema -> Page<ConsignRow> (own, newest first)
 * - POST /api/buyer/consign/detail {consignNo} -> ConsignDetail (moves are the buyer's)
 * - POST /api/buyer/consign/cancel {consignNo, reason} -> {consignNo, status} (1, 2 -> 6)
 * - POST /api/buyer/consign/confirmOffer {consignNo} -> {consignNo, status} (2 -> 3)
 * - POST /api/buyer/consign/declineOffer {consignNo, reason} -> {consignNo, status} (2 -> 6)
 * - POST /api/buyer/consign/receive {consignNo} -> {consignNo, status} (4 -> 5)
 * - POST /api/buyer/consign/sale buyerConsignSaleSchema -> {onHand, sold}; 409 consignments:errors.onHandExceeded
 *     (more than on hand less the units of its open refunds)
 * - POST /api/buyer/consign/stock {shopId?} -> BuyerConsignStockRow[]
 */
import type { FastifyInstance } from "fastify";
import {
  buyerConsignCreateSchema,
  buyerConsignPageSchema,
  buyerConsignReasonSchema,
  buyerConsignSaleSchema,
  buyerConsignStockSchema,
  consignNoRequestSchema,
} from "@src/resources/consignments/schema";
import type { AppDeps } from "../../deps";
import { consignTimersOf } from "../../config";
import { requireAuth } from "../../http/auth";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { buyerRoute } from "../../http/scope";
import { createConsign } from "./consign-create-service";
import { moveConsign } from "./consign-move-service";
import { buyerConsignStock, consignDetail, pageBuyerConsigns } from "./consign-query-service";
import { reportSale } from "./consign-stock";

export async function registerBuyerConsignRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const timers = consignTimersOf(deps.config);
  const buyer = (request: Parameters<typeof requireAuth>[0]) =>
    ({ actor: "buyer", userId: requireAuth(request).userId }) as const;
  const moved = (c: { consignNo: string; status: number }) => ok({ consignNo: c.consignNo, status: c.status });

  app.post("/api/buyer/consign/create", buyerRoute(), async (request) => {
    const body = parseBody(request, buyerConsignCreateSchema);
    return ok(await createConsign(db, requireAuth(request).userId, { ...body, timers }, deps.clock(), request.lang));
  });

  app.post("/api/buyer/consign/page", buyerRoute(), async (request) => {
    const { pageNo, pageSize, status } = parseBody(request, buyerConsignPageSchema);
    const { rows, rowCount } = await pageBuyerConsigns(
      db,
      requireAuth(request).userId,
      status,
      pageSize,
      offsetOf({ pageNo, pageSize }),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/buyer/consign/detail", buyerRoute(), async (request) => {
    const { consignNo } = parseBody(request, consignNoRequestSchema);
    return ok(await consignDetail(db, buyer(request), consignNo));
  });

  app.post("/api/buyer/consign/cancel", buyerRoute(), async (request) => {
    const { consignNo, reason } = parseBody(request, buyerConsignReasonSchema);
    const input = { consignNo, move: "cancel", reason, timers } as const;
    return moved(await moveConsign(db, buyer(request), input, deps.clock(), request.lang));
  });

  app.post("/api/buyer/consign/confirmOffer", buyerRoute(), async (request) => {
    const { consignNo } = parseBody(request, consignNoRequestSchema);
    const input = { consignNo, move: "confirmOffer", timers } as const;
    return moved(await moveConsign(db, buyer(request), input, deps.clock(), request.lang));
  });

  app.post("/api/buyer/consign/declineOffer", buyerRoute(), async (request) => {
    const { consignNo, reason } = parseBody(request, buyerConsignReasonSchema);
    const input = { consignNo, move: "declineOffer", reason, timers } as const;
    return moved(await moveConsign(db, buyer(request), input, deps.clock(), request.lang));
  });

  app.post("/api/buyer/consign/receive", buyerRoute(), async (request) => {
    const { consignNo } = parseBody(request, consignNoRequestSchema);
    const input = { consignNo, move: "receive", timers } as const;
    return moved(await moveConsign(db, buyer(request), input, deps.clock(), request.lang));
  });

  app.post("/api/buyer/consign/sale", buyerRoute(), async (request) => {
    const { shopId, ...sale } = parseBody(request, buyerConsignSaleSchema);
    const partner = { shopId, buyerUserId: requireAuth(request).userId };
    const now = deps.clock();
    return ok(await db.transaction((tx) => reportSale(tx, partner, sale, now)));
  });

  app.post("/api/buyer/consign/stock", buyerRoute(), async (request) => {
    const { shopId } = parseBody(request, buyerConsignStockSchema);
    return ok(await buyerConsignStock(db, requireAuth(request).userId, shopId));
  });
}
