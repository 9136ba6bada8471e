/**
 * The consignment refund module (/api/consign-refund/*, /api/buyer/consign-refund/*: spec §2 /consign
 * consign-refund-list, returnrefund; §4 "Consign" after-sales). Registers every side of it.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerBuyerConsignRefundRoutes } from "./buyer-routes";
import { registerConsignRefundRoutes } from "./routes";

export async function registerConsignRefundModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerConsignRefundRoutes(app, deps);
  await registerBuyerConsignRefundRoutes(app, deps);
}
