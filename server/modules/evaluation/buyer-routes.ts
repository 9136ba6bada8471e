/**
 * Buyer side of reviews (spec §3 "Review: star ratings 1, 3 or 5"). Access "buyer" (demo logins
 * buyer.ordinary, buyer.priority, buyer.insurance, buyer.workshop, buyer.rental); the seller portal never calls it.
 *
 * - POST /api/buyer/review/create reviewCreateSchema {itemId, orderNo (e.g. ORD-20261102-0042), stars 1|3|5,
 *   content? (max 1000), photos? (image file keys, max 5)} -> {id}
 *   Refusals: other stars -> validation envelope (evaluations:errors.stars); a product not in sale ->
 *   404 evaluations:errors.notInSale; an unknown photo -> 400; the same order and product twice -> 409.
 */
import type { FastifyInstance } from "fastify";
import { reviewCreateSchema } from "@src/resources/evaluations/schema";
import type { AppDeps } from "../../deps";
import { requireAuth } from "../../http/auth";
import { ok } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { buyerRoute } from "../../http/scope";
import { createReview } from "./evaluation-service";

export async function registerBuyerReviewRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post("/api/buyer/review/create", buyerRoute(), async (request) => {
    const body = parseBody(request, reviewCreateSchema);
    return ok(await createReview(deps.db, requireAuth(request).userId, body, deps.clock()));
  });
}
