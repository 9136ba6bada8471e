/** The priority-area module (/api/priority-area/*: priority part areas and their downloads (spec §2 /commodity/area)). Registers every side of it. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerPriorityAreaRoutes } from "./routes";

export async function registerPriorityAreaModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerPriorityAreaRoutes(app, deps);
}
