/** The home module (/api/home/*: the seller's home dashboard, spec §2 "Home dashboard"). */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerHomeRoutes } from "./routes";

export async function registerHomeModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerHomeRoutes(app, deps);
}
