/**
 * Seller payment-history endpoints (spec §2 /order historyPayment, historyPaymentDetail; §3 "Payment
 * history"; paths from src/resources/payments/index.ts). Access "shop"; payouts are the shop's (not
 * owner-scoped); another shop's payout answers 404 payments:errors.notFound. Read-only: payouts are made by
 * the payout sweep (server/jobs/settlement.ts).
 *
 * - POST /api/payment/ina/page {pageNo, pageSize, from?, to? (WIB days of the payment time)} -> PayoutPage
 *     [payments.list] (payment time desc; totals of every matching payout)
 * - POST /api/payment/ina/detail {payoutNo} -> PayoutDetail [payments.show]
 * - POST /api/payment/ina/export {from?, to?} -> PaymentExportFile (xlsx, base64) [payments.export]
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { pageRequestSchema } from "@src/domain/page-request";
import { daySchema, endNotBeforeStart } from "@src/domain/schema/day-range";
import { paymentFiltersSchema, payoutNoRequestSchema, type PayoutPage } from "@src/resources/payments/schema";
import type { AppDeps } from "../../deps";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { exportPayouts, pagePayouts, payoutDetail } from "./payment-query-service";

/** Body of /api/payment/ina/page. */
export const paymentPageRequestSchema = z
  .object({ ...pageRequestSchema.shape, from: daySchema.optional(), to: daySchema.optional() })
  .superRefine(endNotBeforeStart);

export async function registerPaymentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post("/api/payment/ina/page", shopRoute("payments.list"), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, paymentPageRequestSchema);
    const res = await pagePayouts(db, callerScope(request), filters, pageSize, offsetOf({ pageNo, pageSize }));
    return ok<PayoutPage>({ ...page({ pageNo, pageSize }, res.rowCount, res.rows), totals: res.totals });
  });

  app.post("/api/payment/ina/detail", shopRoute("payments.show"), async (request) => {
    const { payoutNo } = parseBody(request, payoutNoRequestSchema);
    return ok(await payoutDetail(db, callerScope(request), payoutNo));
  });

  app.post("/api/payment/ina/export", shopRoute("payments.export"), async (request) => {
    const filters = parseBody(request, paymentFiltersSchema);
    return ok(await exportPayouts(db, callerScope(request), filters, deps.clock(), request.lang));
  });
}
