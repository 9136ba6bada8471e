/**
 * Platform side of orders (the payment gateway's report, spec §3 "payment number/time"). Access "platform".
 *
 * - POST /api/platform/order/settlePayment {orderNo, paymentNo} -> {orderNo, status} (7 paying -> 1 paid,
 *     payment time set). Refusals: 404 orders:errors.notFound; 409 orders:errors.paymentMismatch (another
 *     payment number), orders:errors.invalidTransition (not paying)
 */
import type { FastifyInstance } from "fastify";
import { settlePaymentSchema } from "@src/resources/orders/schema";
import type { AppDeps } from "../../deps";
import { orderTimersOf } from "../../config";
import { requireAuth } from "../../http/auth";
import { ok } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { platformRoute } from "../../http/scope";
import { move } from "./order-move-service";

export async function registerPlatformOrderRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const timers = orderTimersOf(deps.config);
  app.post("/api/platform/order/settlePayment", platformRoute(), async (request) => {
    const { orderNo, paymentNo } = parseBody(request, settlePaymentSchema);
    const caller = { actor: "platform", userId: requireAuth(request).userId } as const;
    const o = await move(
      deps.db,
      caller,
      { orderNo, move: "settlePayment", paymentNo, timers },
      deps.clock(),
      request.lang,
    );
    return ok({ orderNo: o.orderNo, status: o.status });
  });
}
