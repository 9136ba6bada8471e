/** The request module (/api/request/*, /api/platform/request/*: partnership change requests (spec §4 "Partnership") and their verification by the platform). Registers every side of it. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerRequestRoutes } from "./routes";
import { registerPlatformRequestRoutes } from "./platform-routes";

export async function registerRequestModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerRequestRoutes(app, deps);
  await registerPlatformRequestRoutes(app, deps);
}
