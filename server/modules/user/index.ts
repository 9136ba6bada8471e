/** The user module (/api/user/*, /api/platform/user/*: sign-in, sessions, the caller's own account (spec §6-§7), and the platform's user status). Registers every side of it. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerUserRoutes } from "./routes";
import { registerPlatformUserRoutes } from "./platform-routes";

export async function registerUserModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerUserRoutes(app, deps);
  await registerPlatformUserRoutes(app, deps);
}
