/**
 * The integration module (/api/integration/* the seller's developer settings, /api/open/v1/* the
 * key-authenticated integration API; spec §2 /settings/system-integration). Registers every side of it.
 * `enqueueWebhookEvent` (./webhook-service.ts) is what other modules call inside their transactions.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerIntegrationRoutes } from "./routes";
import { registerOpenRoutes } from "./open-routes";

export async function registerIntegrationModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerIntegrationRoutes(app, deps);
  await registerOpenRoutes(app, deps);
}
