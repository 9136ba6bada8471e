/** The chat module (/api/chat/ina/* seller, /api/buyer/chat/* buyer; spec §2 message-chat). Registers every side of it. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerBuyerChatRoutes } from "./buyer-routes";
import { registerChatRoutes } from "./routes";

export async function registerChatModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerChatRoutes(app, deps);
  await registerBuyerChatRoutes(app, deps);
}
