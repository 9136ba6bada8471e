/** The reference module (/api/reference/*: regions, vehicles, categories and banks (spec §3 reference data)). Registers every side of it. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerReferenceRoutes } from "./routes";

export async function registerReferenceModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerReferenceRoutes(app, deps);
}
