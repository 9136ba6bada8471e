/**
 * The refund module (/api/refund/*, /api/buyer/refund/*, /api/platform/refund/*: spec §3 "Refund/return",
 * §4 "Refund", §5 "Refund"). Registers every side of it.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerBuyerRefundRoutes } from "./buyer-routes";
import { registerPlatformRefundRoutes } from "./platform-routes";
import { registerRefundRoutes } from "./routes";

export async function registerRefundModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerRefundRoutes(app, deps);
  await registerBuyerRefundRoutes(app, deps);
  await registerPlatformRefundRoutes(app, deps);
}
