/**
 * Buyer side of consignment refunds (spec §4 "Consign" after-sales; the buyer portal calls it, the seed
 * drives it). Access "buyer"; a buyer reaches only its own refunds (another's answers 404
 * consignRefunds:errors.notFound); moves outside CONSIGN_REFUND_MOVES answer 409
 * consignRefunds:errors.invalidTransition.
 *
 * - POST /api/buyer/consign-refund/create buyerConsignRefundCreateSchema -> {refundNo} (status 1); 409
 *     consignments:errors.onHandExceeded (a line above on hand less its other open refunds at the shop)
 * - POST /api/buyer/consign-refund/page buyerConsignRefundPageSchema -> Page<ConsignRefundRow>
 * - POST /api/buyer/consign-refund/detail {refundNo} -> ConsignRefundDetail (moves are the buyer's)
 * - POST /api/buyer/consign-refund/modify buyerConsignRefundModifySchema -> {refundNo, status} (3 -> 1, new lines)
 * - POST /api/buyer/consign-refund/cancel {refundNo} -> {refundNo, status} (1, 2, 3 -> 6)
 * - POST /api/buyer/consign-refund/ship buyerConsignRefundShipSchema -> {refundNo, status} (2 -> 4)
 */
import type { FastifyInstance } from "fastify";
import {
  buyerConsignRefundCreateSchema,
  buyerConsignRefundModifySchema,
  buyerConsignRefundPageSchema,
  buyerConsignRefundShipSchema,
  consignRefundNoRequestSchema,
} from "@src/resources/consign-refunds/schema";
import type { AppDeps } from "../../deps";
import { consignTimersOf } from "../../config";
import { requireAuth } from "../../http/auth";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { buyerRoute } from "../../http/scope";
import { createConsignRefund, moveConsignRefund } from "./consign-refund-move-service";
import { consignRefundDetail, pageBuyerConsignRefunds } from "./consign-refund-query-service";

export async function registerBuyerConsignRefundRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const timers = consignTimersOf(deps.config);
  const buyer = (request: Parameters<typeof requireAuth>[0]) =>
    ({ actor: "buyer", userId: requireAuth(request).userId }) as const;
  const moved = (r: { refundNo: string; status: number }) => ok({ refundNo: r.refundNo, status: r.status });

  app.post("/api/buyer/consign-refund/create", buyerRoute(), async (request) => {
    const body = parseBody(request, buyerConsignRefundCreateSchema);
    return ok(await createConsignRefund(db, requireAuth(request).userId, body, deps.clock(), request.lang));
  });

  app.post("/api/buyer/consign-refund/page", buyerRoute(), async (request) => {
    const { pageNo, pageSize, status } = parseBody(request, buyerConsignRefundPageSchema);
    const { rows, rowCount } = await pageBuyerConsignRefunds(
      db,
      requireAuth(request).userId,
      status,
      pageSize,
      offsetOf({ pageNo, pageSize }),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/buyer/consign-refund/detail", buyerRoute(), async (request) => {
    const { refundNo } = parseBody(request, consignRefundNoRequestSchema);
    return ok(await consignRefundDetail(db, buyer(request), refundNo));
  });

  app.post("/api/buyer/consign-refund/modify", buyerRoute(), async (request) => {
    const { refundNo, items } = parseBody(request, buyerConsignRefundModifySchema);
    const input = { refundNo, move: "modify", items, timers } as const;
    return moved(await moveConsignRefund(db, buyer(request), input, deps.clock(), request.lang));
  });

  app.post("/api/buyer/consign-refund/cancel", buyerRoute(), async (request) => {
    const { refundNo } = parseBody(request, consignRefundNoRequestSchema);
    const input = { refundNo, move: "cancel", timers } as const;
    return moved(await moveConsignRefund(db, buyer(request), input, deps.clock(), request.lang));
  });

  app.post("/api/buyer/consign-refund/ship", buyerRoute(), async (request) => {
    const { refundNo, courier, deliveryNo } = parseBody(request, buyerConsignRefundShipSchema);
    const input = { refundNo, move: "ship", ship: { courier, deliveryNo }, timers } as const;
    return moved(await moveConsignRefund(db, buyer(request), input, deps.clock(), request.lang));
  });
}
