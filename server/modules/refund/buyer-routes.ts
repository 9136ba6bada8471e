/**
 * Buyer side of returns and refunds (spec §3 "Refund/return", §4 "Refund", §5 "Refund"; the buyer portal
 * calls it, the seed drives it). Access "buyer"; a buyer reaches only its own requests (another's answers 404
 * refunds:errors.notFound). Moves outside src/domain/refund-transitions.ts answer 409
 * refunds:errors.invalidTransition.
 *
 * - POST /api/buyer/refund/apply refundApplyRequestSchema -> {refundNo} (status 1; the order shows
 *     "refund pending"). Refusals: see refund-apply-service.ts applyRefund
 * - POST /api/buyer/refund/accept {refundNo} -> {refundNo, status} (2 -> 7 refund or 3 return; 6 -> 7)
 * - POST /api/buyer/refund/decline {refundNo} -> {refundNo, status} (2 / 6 -> 9 closed)
 * - POST /api/buyer/refund/cancel {refundNo} -> {refundNo, status} (1, 2, 3, 6 -> 10); 409
 *     refunds:errors.cancelOnce when a line's request was already cancelled once
 * - POST /api/buyer/refund/ship {refundNo, courierName, deliveryNo, photo} -> {refundNo, status} (3 -> 5);
 *     400 photo errors:file.unknownKey (not the buyer's upload)
 * - POST /api/buyer/refund/page {pageNo, pageSize} -> Page<RefundRow> (own requests, newest first; moves are
 *     the buyer's)
 * - POST /api/buyer/refund/detail {refundNo} -> RefundDetail
 */
import type { FastifyInstance } from "fastify";
import { count, eq } from "drizzle-orm";
import { pageRequestSchema } from "@src/domain/page-request";
import { acceptMoveOf } from "@src/domain/refund-transitions";
import {
  refundApplyRequestSchema,
  refundNoRequestSchema,
  refundShipRequestSchema,
} from "@src/resources/refunds/schema";
import type { AppDeps } from "../../deps";
import { orderTimersOf, refundTimersOf } from "../../config";
import { refunds } from "../../db/schema/refund";
import { requireAuth } from "../../http/auth";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { buyerRoute } from "../../http/scope";
import { applyRefund } from "./refund-apply-service";
import { lockRefund, moveRefund, moveRefundLocked } from "./refund-move-service";
import { refundDetail, selectRefunds, withLines } from "./refund-query-service";

export async function registerBuyerRefundRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const timers = refundTimersOf(deps.config);
  const orderTimers = orderTimersOf(deps.config);
  const buyer = (request: Parameters<typeof requireAuth>[0]) =>
    ({ actor: "buyer", userId: requireAuth(request).userId }) as const;
  const moved = (r: { refundNo: string; status: number }) => ok({ refundNo: r.refundNo, status: r.status });

  app.post("/api/buyer/refund/apply", buyerRoute(), async (request) => {
    const body = parseBody(request, refundApplyRequestSchema);
    const input = { ...body, timers, orderTimers };
    return ok(await applyRefund(db, requireAuth(request).userId, input, deps.clock(), request.lang));
  });

  app.post("/api/buyer/refund/accept", buyerRoute(), async (request) => {
    const { refundNo } = parseBody(request, refundNoRequestSchema);
    const caller = buyer(request);
    // Which accept depends on the stored status and method: read them under the lock.
    return moved(
      await db.transaction(async (tx) => {
        const refund = await lockRefund(tx, caller, { refundNo });
        const move = acceptMoveOf(refund.status, refund.method);
        return moveRefundLocked(tx, caller, refund, { move, timers, orderTimers }, deps.clock(), request.lang);
      }),
    );
  });

  app.post("/api/buyer/refund/decline", buyerRoute(), async (request) => {
    const { refundNo } = parseBody(request, refundNoRequestSchema);
    const input = { refundNo, move: "declineOffer", timers, orderTimers } as const;
    return moved(await moveRefund(db, buyer(request), input, deps.clock(), request.lang));
  });

  app.post("/api/buyer/refund/cancel", buyerRoute(), async (request) => {
    const { refundNo } = parseBody(request, refundNoRequestSchema);
    const input = { refundNo, move: "cancel", timers, orderTimers } as const;
    return moved(await moveRefund(db, buyer(request), input, deps.clock(), request.lang));
  });

  app.post("/api/buyer/refund/ship", buyerRoute(), async (request) => {
    const { refundNo, courierName, deliveryNo, photo } = parseBody(request, refundShipRequestSchema);
    const input = { refundNo, move: "ship", courierName, deliveryNo, photo, timers, orderTimers } as const;
    return moved(await moveRefund(db, buyer(request), input, deps.clock(), request.lang));
  });

  app.post("/api/buyer/refund/page", buyerRoute(), async (request) => {
    const { pageNo, pageSize } = parseBody(request, pageRequestSchema);
    const where = eq(refunds.buyerUserId, requireAuth(request).userId);
    const [joined, [total]] = await Promise.all([
      selectRefunds(db, where).limit(pageSize).offset(offsetOf({ pageNo, pageSize })),
      db.select({ n: count() }).from(refunds).where(where),
    ]);
    return ok(page({ pageNo, pageSize }, total?.n ?? 0, await withLines(db, joined, "buyer")));
  });

  app.post("/api/buyer/refund/detail", buyerRoute(), async (request) => {
    const { refundNo } = parseBody(request, refundNoRequestSchema);
    return ok(await refundDetail(db, buyer(request), refundNo));
  });
}
