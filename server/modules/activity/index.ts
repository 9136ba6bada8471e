/** The activity module (/api/activity/*: activity log, performance and reward settings (spec §2 /activities)). Registers every side of it. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerActivityRoutes } from "./routes";

export async function registerActivityModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerActivityRoutes(app, deps);
}
