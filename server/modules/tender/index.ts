/**
 * The tender module (/api/tender/ina/*, /api/buyer/tender/*: spec §3 "Tender", §4 "Inquiry and tender", §5
 * "Tender, consign, inquiry", §8). Registers every side of it.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerBuyerTenderRoutes } from "./buyer-routes";
import { registerTenderRoutes } from "./routes";

export async function registerTenderModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerTenderRoutes(app, deps);
  await registerBuyerTenderRoutes(app, deps);
}
