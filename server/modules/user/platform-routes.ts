/**
 * Platform admin side of users (spec §6). Access `platform`; the seller portal never calls it.
 * - POST /api/platform/user/setStatus `{ userId, status: 0 | 1 }` -> `{ userId, status }`; 0 ends every
 *   session of that user (endReason deactivated: their next call answers 987654322). The admin's own
 *   account: 403; already so: 409 errors:invalidTransition; an unknown id: errors:notFound.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { requireAuth } from "../../http/auth";
import { ok } from "../../http/envelope";
import { platformRoute } from "../../http/scope";
import { parseBody } from "../../http/validate";
import { setUserActive, setUserStatusSchema } from "./user-service";

export async function registerPlatformUserRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post("/api/platform/user/setStatus", platformRoute(), async (request) => {
    const body = parseBody(request, setUserStatusSchema);
    await setUserActive(deps.db, requireAuth(request), body, deps.clock());
    return ok({ userId: body.userId, status: body.status });
  });
}
