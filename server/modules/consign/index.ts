/**
 * The consignment module (/api/consign/*, /api/buyer/consign/*: spec §2 /consign, §3 "Consign", §4
 * "Consign"). Registers every side of it.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerBuyerConsignRoutes } from "./buyer-routes";
import { registerConsignRoutes } from "./routes";

export async function registerConsignModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerConsignRoutes(app, deps);
  await registerBuyerConsignRoutes(app, deps);
}
