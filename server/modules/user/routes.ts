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
import type { AppDeps } from "../../app";
import { ok } from "../../http/envelope";
import { requireAuth } from "../../http/auth";
import { parseBody } from "../../http/validate";
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
} from "./service";

export async function registerUserRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const throttle = createLoginThrottle(deps.db);

  app.post("/api/user/login/login", { config: { access: "public" } }, async (request) => {
    const body = parseBody(request, loginSchema);
    return ok(await login(deps, throttle, body));
  });

  app.post("/api/user/login/logout", { config: { access: "user" } }, async (request) => {
    await logout(deps, requireAuth(request));
    return ok(null);
  });

  app.post("/api/user/queryUserInfo", { config: { access: "user" } }, async (request) => {
    return ok(await userInfo(deps, requireAuth(request)));
  });

  app.post("/api/user/ina/changePassword", { config: { access: "user" } }, async (request) => {
    const body = parseBody(request, changePasswordSchema);
    await changePassword(deps, throttle, requireAuth(request), body);
    return ok(null);
  });

  app.post("/api/user/login/setCloudMessageToken", { config: { access: "user" } }, async (request) => {
    const body = parseBody(request, cloudTokenSchema);
    await setCloudMessageToken(deps, requireAuth(request), body.token);
    return ok(null);
  });
}
