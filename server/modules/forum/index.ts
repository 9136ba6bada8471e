/**
 * The forum module (/api/forum/*, /api/buyer/forum/*: product discussions, spec §2 message-discussion and
 * discussionList, §7 the forum calls). Registers every side of it.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerForumRoutes } from "./routes";
import { registerBuyerForumRoutes } from "./buyer-routes";

export async function registerForumModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerForumRoutes(app, deps);
  await registerBuyerForumRoutes(app, deps);
}
