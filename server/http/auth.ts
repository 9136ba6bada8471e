/**
 * Who is calling (spec §6-§8). Every route declares `config.access`; the preHandler in server/app.ts
 * resolves the token and refuses before the handler runs:
 * - `public`: no token needed (login, healthz, reference data used by the sign-in page)
 * - `user`: any signed-in user
 * - `seller`: a seller user, with or without a shop
 * - `shop`: a seller whose shop is approved (applyStatus 2) and not frozen
 * - `platform`: the platform admin (role id 9)
 */
import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { ResultCode, type Language } from "../../src/domain/wire";
import { ApiError } from "./envelope";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema/auth";

export type Access = "public" | "user" | "seller" | "shop" | "platform";
export type { Role } from "../../src/domain/user";
import type { Role } from "../../src/domain/user";

export interface AuthContext {
  userId: number;
  userName: string;
  role: Role;
  shopId: number | null;
  isMainAdmin: boolean;
  sessionId: number;
}

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
    lang: Language;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** SHA-256 hex of a session token: tokens are stored only hashed. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Resolves a raw Authorization value to a session.
 * Errors: ApiError 987654321 for a missing, unknown, idle-expired or logged-out token;
 * 987654322 for a session the server ended (deactivated, password changed).
 * Touches lastSeenTime (at most once a minute) so idle expiry counts from the last call.
 */
export async function resolveSession(
  db: Db,
  rawToken: string | undefined,
  now: Date,
  idleMinutes: number,
): Promise<AuthContext> {
  const token = rawToken?.replace(/^Bearer\s+/i, "").trim();
  if (!token || token.length > 200) throw new ApiError(ResultCode.loginTimeout, "errors:loginTimeout");
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw new ApiError(ResultCode.loginTimeout, "errors:loginTimeout");
  const { session, user } = row;
  if (session.endTime) {
    if (session.endReason === "logout" || session.endReason === "expired") {
      throw new ApiError(ResultCode.loginTimeout, "errors:loginTimeout");
    }
    throw new ApiError(ResultCode.sessionReplaced, "errors:sessionReplaced");
  }
  if (user.status !== 1) throw new ApiError(ResultCode.sessionReplaced, "errors:sessionReplaced");
  const idleMs = now.getTime() - session.lastSeenTime.getTime();
  if (idleMs > idleMinutes * 60_000) {
    await db
      .update(sessions)
      .set({ endTime: now, endReason: "expired" })
      .where(and(eq(sessions.id, session.id), isNull(sessions.endTime)));
    throw new ApiError(ResultCode.loginTimeout, "errors:loginTimeout");
  }
  if (idleMs > 60_000) {
    await db.update(sessions).set({ lastSeenTime: now }).where(eq(sessions.id, session.id));
  }
  return {
    userId: user.id,
    userName: user.userName,
    role: user.role,
    shopId: user.shopId,
    isMainAdmin: user.isMainAdmin,
    sessionId: session.id,
  };
}

/** The caller, or a login-timeout refusal (for handlers on `user`-or-stronger routes). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError(ResultCode.loginTimeout, "errors:loginTimeout");
  return request.auth;
}

/** The caller's shop id on a `shop` route (the preHandler guarantees it). */
export function requireShopId(request: FastifyRequest): number {
  const auth = requireAuth(request);
  if (auth.shopId === null) throw new ApiError(ResultCode.noShop, "errors:noShop");
  return auth.shopId;
}
