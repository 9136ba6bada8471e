/** The bill module (/api/bill/ina/*, /api/buyer/bill/*, /api/platform/bill/*: spec §3 "Bill", §4 "Bills and recaps"). Registers every side of it. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerBuyerBillRoutes } from "./buyer-routes";
import { registerPlatformBillRoutes } from "./platform-routes";
import { registerBillRoutes } from "./routes";

export async function registerBillModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerBillRoutes(app, deps);
  await registerBuyerBillRoutes(app, deps);
  await registerPlatformBillRoutes(app, deps);
}
