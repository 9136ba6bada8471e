/** The recap module (/api/recap/*, /api/buyer/recap/*, /api/platform/recap/*: spec §4 "Bills and recaps"). Registers every side of it. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerBuyerRecapRoutes } from "./buyer-routes";
import { registerPlatformRecapRoutes } from "./platform-routes";
import { registerRecapRoutes } from "./routes";

export async function registerRecapModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerRecapRoutes(app, deps);
  await registerBuyerRecapRoutes(app, deps);
  await registerPlatformRecapRoutes(app, deps);
}
