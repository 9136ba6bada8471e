/** The logistics module (/api/logistics/*: delivery-fee templates, spec §2 /order/delivery-fee-template). Registers every side of it. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerLogisticsRoutes } from "./routes";

export async function registerLogisticsModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerLogisticsRoutes(app, deps);
}
