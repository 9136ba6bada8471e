/**
 * Seller return and refund endpoints (spec §2 /order return-and-refund, return-detail; §4 "Refund"; §5
 * "Refund"; paths from src/resources/refunds/index.ts). All access "shop"; every query is filtered by the
 * caller's shop, and for "only own" positions by requests whose order it owns or that it handled. Another
 * shop's refund no answers 404 refunds:errors.notFound. Moves outside src/domain/refund-transitions.ts answer
 * 409 refunds:errors.invalidTransition {status} and change nothing. Bodies are parsed with
 * src/resources/refunds/schema.ts (bad input: 400 with data.errors).
 *
 * - POST /api/refund/ina/page {pageNo, pageSize, tab?, keyword?, method?, from?, to?} -> Page<RefundRow>
 *     [refunds.list]; apply time desc; keyword: refund no, order no, buyer user / nick name, a line's part no
 * - POST /api/refund/ina/counts {same filters} -> RefundTabCounts [refunds.list]
 * - POST /api/refund/ina/detail {refundNo} -> RefundDetail [refunds.show]
 * - POST /api/refund/ina/approve {refundNo} -> {refundNo, status} [refunds.approve]; refund 1 -> 4, return 1 -> 3
 * - POST /api/refund/ina/negotiate {refundNo, amount, reason} -> {refundNo, status} [refunds.negotiate]; 1 -> 2;
 *     400 amount refunds:rules.negotiateLower (not below the amount asked)
 * - POST /api/refund/ina/reject {refundNo, amount, reason} -> {refundNo, status} [refunds.reject]; 1 -> 6;
 *     400 amount refunds:rules.offerTooHigh {max} (above the amount asked)
 * - POST /api/refund/ina/confirmReceipt {refundNo} -> {refundNo, status} [refunds.confirmReceipt]; 5 -> 4,
 *     the returned parts back in stock
 * - POST /api/refund/ina/export {filters} -> {fileName, mime, contentBase64 (xlsx), rows} [refunds.export];
 *     at most 10,000 requests
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { OrderType } from "@src/domain/inquiry";
import { z } from "zod";
import { pageRequestSchema } from "@src/domain/page-request";
import { approveMoveOf } from "@src/domain/refund-transitions";
import { endNotBeforeStart } from "@src/domain/schema/day-range";
import {
  refundAnswerRequestSchema,
  refundNoRequestSchema,
  refundPageFiltersSchema,
} from "@src/resources/refunds/schema";
import type { AppDeps } from "../../deps";
import { orderTimersOf, refundTimersOf } from "../../config";
import { ok, offsetOf, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { exportRefunds } from "./refund-export";
import { lockRefund, moveRefund, moveRefundLocked } from "./refund-move-service";
import { countRefunds, pageRefunds, refundDetail } from "./refund-query-service";

/** Body of /api/refund/ina/page. */
export const refundPageRequestSchema = z
  .object({ ...pageRequestSchema.shape, ...refundPageFiltersSchema.shape })
  .superRefine(endNotBeforeStart);

export async function registerRefundRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // These routes reach the requests of product orders only; inquiry orders' have their own (/api/inquiry-order).
  const productScope = (request: FastifyRequest) => ({ ...callerScope(request), orderType: OrderType.product });
  const { db } = deps;
  const timers = refundTimersOf(deps.config);
  const orderTimers = orderTimersOf(deps.config);
  const moved = (r: { refundNo: string; status: number }) => ok({ refundNo: r.refundNo, status: r.status });

  app.post("/api/refund/ina/page", shopRoute("refunds.list"), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, refundPageRequestSchema);
    const { rows, rowCount } = await pageRefunds(
      db,
      productScope(request),
      filters,
      pageSize,
      offsetOf({ pageNo, pageSize }),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/refund/ina/counts", shopRoute("refunds.list"), async (request) => {
    const filters = parseBody(request, refundPageFiltersSchema);
    return ok(await countRefunds(db, productScope(request), filters));
  });

  app.post("/api/refund/ina/detail", shopRoute("refunds.show"), async (request) => {
    const { refundNo } = parseBody(request, refundNoRequestSchema);
    return ok(await refundDetail(db, { actor: "seller", scope: productScope(request) }, refundNo));
  });

  app.post("/api/refund/ina/approve", shopRoute("refunds.approve"), async (request) => {
    const { refundNo } = parseBody(request, refundNoRequestSchema);
    const caller = { actor: "seller", scope: productScope(request) } as const;
    // The approve move depends on the stored method: read it under the lock, in the move's transaction.
    return moved(
      await db.transaction(async (tx) => {
        const refund = await lockRefund(tx, caller, { refundNo });
        const move = approveMoveOf(refund.method, "seller");
        return moveRefundLocked(tx, caller, refund, { move, timers, orderTimers }, deps.clock(), request.lang);
      }),
    );
  });

  app.post("/api/refund/ina/negotiate", shopRoute("refunds.negotiate"), async (request) => {
    const { refundNo, amount, reason } = parseBody(request, refundAnswerRequestSchema);
    const caller = { actor: "seller", scope: productScope(request) } as const;
    const input = { refundNo, move: "negotiate", amount, reason, timers, orderTimers } as const;
    return moved(await moveRefund(db, caller, input, deps.clock(), request.lang));
  });

  app.post("/api/refund/ina/reject", shopRoute("refunds.reject"), async (request) => {
    const { refundNo, amount, reason } = parseBody(request, refundAnswerRequestSchema);
    const caller = { actor: "seller", scope: productScope(request) } as const;
    const input = { refundNo, move: "reject", amount, reason, timers, orderTimers } as const;
    return moved(await moveRefund(db, caller, input, deps.clock(), request.lang));
  });

  app.post("/api/refund/ina/confirmReceipt", shopRoute("refunds.confirmReceipt"), async (request) => {
    const { refundNo } = parseBody(request, refundNoRequestSchema);
    const caller = { actor: "seller", scope: productScope(request) } as const;
    const input = { refundNo, move: "confirmReceipt", timers, orderTimers } as const;
    return moved(await moveRefund(db, caller, input, deps.clock(), request.lang));
  });

  app.post("/api/refund/ina/export", shopRoute("refunds.export"), async (request) => {
    const filters = parseBody(request, refundPageFiltersSchema);
    return ok(await exportRefunds(db, productScope(request), filters, deps.clock(), request.lang));
  });
}
