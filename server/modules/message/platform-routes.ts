/**
 * The platform side of notices (spec §3 broadcast notice, type 1 banner, 2 popup), access `platform`:
 * - POST /api/platform/notification/create `{ type, title, summary, url?, shopId?, startTime?, endTime? }`
 *   -> `{ notificationId }`; to every seller, or to one shop (a missing shop: errors:notFound). Live at once
 *   (no start, or a start in the past) it is pushed in the same transaction; a later start is pushed by the
 *   sweep server/jobs/notices.ts.
 */
import type { FastifyInstance } from "fastify";
import { broadcastCreateSchema } from "@src/resources/notifications/schema";
import type { AppDeps } from "../../deps";
import { requireAuth } from "../../http/auth";
import { ok } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { platformRoute } from "../../http/scope";
import { createBroadcastNotice } from "./notice-service";

export async function registerPlatformMessageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post("/api/platform/notification/create", platformRoute(), async (request) => {
    const body = parseBody(request, broadcastCreateSchema);
    return ok(await createBroadcastNotice(deps.db, requireAuth(request).userId, body, deps.clock()));
  });
}
