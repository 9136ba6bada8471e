/** The evaluation module (/api/evaluation/*, /api/buyer/review/*: product reviews, read by the seller and written by buyers (spec §3 "Review")). Registers every side of it. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerEvaluationRoutes } from "./routes";
import { registerBuyerReviewRoutes } from "./buyer-routes";

export async function registerEvaluationModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerEvaluationRoutes(app, deps);
  await registerBuyerReviewRoutes(app, deps);
}
