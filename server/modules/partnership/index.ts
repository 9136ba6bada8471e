/**
 * The partnership module (/api/partnership/*, /api/buyer/partnership/*, /api/platform/partnership/*: spec §2
 * /customer partnership, partnershipDetail, addendum; §4 "Partnership"). Registers every side of it.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerBuyerPartnershipRoutes } from "./buyer-routes";
import { registerPlatformPartnershipRoutes } from "./platform-routes";
import { registerPartnershipRoutes } from "./routes";

export async function registerPartnershipModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerPartnershipRoutes(app, deps);
  await registerBuyerPartnershipRoutes(app, deps);
  await registerPlatformPartnershipRoutes(app, deps);
}
