/** The search module (/api/search/*: the buyer-facing header's suggestions and cart count, and the survey modal; spec §1, §2). */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerSearchRoutes } from "./routes";

export async function registerSearchModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerSearchRoutes(app, deps);
}
