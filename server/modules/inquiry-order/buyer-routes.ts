/**
 * Buyer side of inquiry orders (spec §3 "Inquiry", §4 "Inquiry and tender"; the buyer portal and the seed call
 * it). Access "buyer"; a buyer reaches only its own inquiries (another's answers 404 inquiries:errors.notFound).
 *
 * - POST /api/buyer/inquiry-order/create buyerPurchaseSchema {inquiryNo, paymentMethod 1|2, tenders:
 *     [{tenderNo, offers: [{offerId, quantity}]}]} -> InquiryPurchaseResult {inquiryNo, orders: [{tenderNo,
 *     orderNo, groupNo, shopId}]}. One transaction (purchase-service.ts); refusals: 409 inquiries:errors.closed,
 *     400 tenders.<i>.tenderNo (tenders:errors.notFound, tenders:errors.invalidTransition),
 *     tenders.<i>.offers.<j>.offerId (tenders:errors.notFound), tenders.<i>.offers.<j>.quantity (validation:max
 *     {max}); 409 orders:errors.billNotAllowed, orders:errors.tooLarge
 */
import type { FastifyInstance } from "fastify";
import { buyerPurchaseSchema } from "@src/resources/tenders/schema";
import type { AppDeps } from "../../deps";
import { inquiryTimersOf } from "../../config";
import { requireAuth } from "../../http/auth";
import { ok } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { buyerRoute } from "../../http/scope";
import { purchaseTenders } from "./purchase-service";

export async function registerBuyerInquiryOrderRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const timers = inquiryTimersOf(deps.config);

  app.post("/api/buyer/inquiry-order/create", buyerRoute(), async (request) => {
    const body = parseBody(request, buyerPurchaseSchema);
    return ok(await purchaseTenders(db, requireAuth(request).userId, body, timers, deps.clock(), request.lang));
  });
}
