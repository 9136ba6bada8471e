/** The message module (/api/message/*: system messages and notification settings (spec §2, §3 "Messages")). Registers every side of it. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerMessageRoutes } from "./routes";

export async function registerMessageModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerMessageRoutes(app, deps);
}
