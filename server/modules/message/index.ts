/**
 * The message module (/api/message/*, /api/notification/custom/*, /api/buyer/message/*,
 * /api/platform/notification/*: system messages, notices and notification settings (spec §2, §3
 * "Messages")). Registers every side of it.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerBuyerMessageRoutes } from "./buyer-routes";
import { registerPlatformMessageRoutes } from "./platform-routes";
import { registerMessageRoutes } from "./routes";

export async function registerMessageModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerMessageRoutes(app, deps);
  await registerBuyerMessageRoutes(app, deps);
  await registerPlatformMessageRoutes(app, deps);
}
