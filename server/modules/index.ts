/** Every API module, registered in one place. Each module owns its folder under server/modules/. */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../deps";
import { registerUserRoutes } from "./user/routes";
import { registerShopRoutes } from "./shop/routes";
import { registerReferenceRoutes } from "./reference/routes";
import { registerItemRoutes } from "./item/routes";
import { registerImportRoutes } from "./import/routes";
import { registerStockRoutes } from "./stock/routes";
import { registerFileRoutes } from "./file/routes";
import { registerMessageRoutes } from "./message/routes";
import { registerStoreRoutes } from "./store/routes";
import { registerStaffRoutes } from "./staff/routes";
import { registerActivityRoutes } from "./activity/routes";
import { registerPlatformShopRoutes } from "../marketplace/platform-shop";
import { registerPlatformItemRoutes } from "../marketplace/platform-item";
import { registerRequestRoutes } from "./request/routes";
import { registerPlatformRequestRoutes } from "../marketplace/platform-request";
import { registerEvaluationRoutes } from "./evaluation/routes";
import { registerBuyerReviewRoutes } from "../marketplace/buyer-review";
import { registerPriorityAreaRoutes } from "./priority-area/routes";

export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerUserRoutes(app, deps);
  await registerShopRoutes(app, deps);
  await registerReferenceRoutes(app, deps);
  await registerFileRoutes(app, deps);
  await registerItemRoutes(app, deps);
  await registerImportRoutes(app, deps);
  await registerStockRoutes(app, deps);
  await registerMessageRoutes(app, deps);
  await registerStoreRoutes(app, deps);
  await registerStaffRoutes(app, deps);
  await registerActivityRoutes(app, deps);
  await registerPlatformShopRoutes(app, deps);
  await registerPlatformItemRoutes(app, deps);
  await registerRequestRoutes(app, deps);
  await registerPlatformRequestRoutes(app, deps);
  await registerEvaluationRoutes(app, deps);
  await registerBuyerReviewRoutes(app, deps);
  await registerPriorityAreaRoutes(app, deps);
}
