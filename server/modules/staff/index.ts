/** The staff module (/api/staff/*: sub-accounts and positions of a shop (spec §6)). Registers every side of it. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerStaffRoutes } from "./routes";

export async function registerStaffModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerStaffRoutes(app, deps);
}
