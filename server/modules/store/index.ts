/** The store module (/api/store/*: store settings and addresses (spec §2 /store, §3 "Store", "Address")). Registers every side of it. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerStoreRoutes } from "./routes";

export async function registerStoreModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerStoreRoutes(app, deps);
}
