/**
 * The item module (/api/item/ina/*, /api/platform/item/*): products of a shop (spec §3-§5 "Product").
 * Seller side in ./routes.ts, the spreadsheet import and export (spec §5 "Import") in ./import/routes.ts,
 * platform review in ./platform-routes.ts.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerItemRoutes } from "./routes";
import { registerPlatformItemRoutes } from "./platform-routes";
import { registerImportRoutes } from "./import/routes";

export async function registerItemModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerItemRoutes(app, deps);
  await registerImportRoutes(app, deps);
  await registerPlatformItemRoutes(app, deps);
}
