/** The order module (/api/order/*, /api/buyer/order/*, /api/platform/order/*: spec §3 "Order", §4 "Orders"). Registers every side of it. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerBuyerOrderRoutes } from "./buyer-routes";
import { registerPlatformOrderRoutes } from "./platform-routes";
import { registerOrderRoutes } from "./routes";

export async function registerOrderModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerOrderRoutes(app, deps);
  await registerBuyerOrderRoutes(app, deps);
  await registerPlatformOrderRoutes(app, deps);
}
