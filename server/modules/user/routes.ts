/**
 * User module routes (spec §7):
 * - POST /api/user/login/login `{ userName, password: sha256 hex }` -> `{ accessToken }` (public)
 * - POST /api/user/login/logout -> null
 * - POST /api/user/queryUserInfo -> UserInfo
 * - POST /api/user/ina/changePassword `{ oldPassword, newPassword }` (sha256 hex) -> null
 * - POST /api/user/login/setCloudMessageToken `{ token }` (1-500 characters) -> null
 * Refusals and codes: see ./service.ts.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { ok } from "../../http/envelope";
import { requireAuth } from "../../http/auth";
import { parseBody } from "../../http/validate";
import { publicRoute, userRoute } from "../../http/scope";
import { createLoginThrottle } from "./throttle";
import {
  changePassword,
  changePasswordSchema,
  cloudTokenSchema,
  login,
  loginSchema,
  logout,
  setCloudMessageToken,
  userInfo,
} from "./user-service";

export async function registerUserRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const throttle = createLoginThrottle(deps.db);

  app.post("/api/user/login/login", publicRoute(), async (request) => {
    const body = parseBody(request, loginSchema);
    return ok(await login(deps.db, throttle, body, deps.clock()));
  });

  app.post("/api/user/login/logout", userRoute(), async (request) => {
    await logout(deps.db, requireAuth(request), deps.clock());
    return ok(null);
  });

  app.post("/api/user/queryUserInfo", userRoute(), async (request) => {
    return ok(await userInfo(deps.db, requireAuth(request)));
  });

  app.post("/api/user/ina/changePassword", userRoute(), async (request) => {
    const body = parseBody(request, changePasswordSchema);
    await changePassword(deps.db, throttle, requireAuth(request), body, deps.clock());
    return ok(null);
  });

  app.post("/api/user/login/setCloudMessageToken", userRoute(), async (request) => {
    const body = parseBody(request, cloudTokenSchema);
    await setCloudMessageToken(deps.db, requireAuth(request), body.token);
    return ok(null);
  });
}
