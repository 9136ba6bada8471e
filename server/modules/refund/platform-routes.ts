/**
 * Platform side of returns and refunds (the payout of an agreed refund, spec §4 "Refund" refunding ->
 * success). Access "platform".
 *
 * - POST /api/platform/refund/settle {refundNo} -> {refundNo, status} (4 refunding / 7 approved value -> 8
 *     success): the amount goes to the order lines and the order (restored, or closed when every unit of
 *     every line is refunded). Refusals: 404 refunds:errors.notFound; 409 refunds:errors.invalidTransition
 */
import type { FastifyInstance } from "fastify";
import { refundNoRequestSchema } from "@src/resources/refunds/schema";
import type { AppDeps } from "../../deps";
import { orderTimersOf, refundTimersOf } from "../../config";
import { requireAuth } from "../../http/auth";
import { ok } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { platformRoute } from "../../http/scope";
import { moveRefund } from "./refund-move-service";

export async function registerPlatformRefundRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const timers = refundTimersOf(deps.config);
  const orderTimers = orderTimersOf(deps.config);
  app.post("/api/platform/refund/settle", platformRoute(), async (request) => {
    const { refundNo } = parseBody(request, refundNoRequestSchema);
    const caller = { actor: "platform", userId: requireAuth(request).userId } as const;
    const r = await moveRefund(
      deps.db,
      caller,
      { refundNo, move: "settle", timers, orderTimers },
      deps.clock(),
      request.lang,
    );
    return ok({ refundNo: r.refundNo, status: r.status });
  });
}
