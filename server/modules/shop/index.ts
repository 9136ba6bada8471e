/** The shop module (/api/shop/*, /api/platform/shop/*: the seller's shop application and bank data (spec §3 "Shop info", §4 "Store status"), and the platform's review of shops). Registers every side of it. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerShopRoutes } from "./routes";
import { registerPlatformShopRoutes } from "./platform-routes";

export async function registerShopModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerShopRoutes(app, deps);
  await registerPlatformShopRoutes(app, deps);
}
