/**
 * Who is calling (spec §6-§8). Every route declares `config.access`; the preHandler in server/app.ts
 * resolves the token and refuses before the handler runs:
 * - `public`: no token needed (login, healthz, reference data used by the sign-in page)
 * - `user`: any signed-in user
 * - `seller`: a seller user, with or without a shop
 * - `shop`: a seller whose shop is approved (applyStatus 2) and not frozen
 * - `platform`: the platform admin (role id 9)
 * - `buyer`: a buyer (the marketplace's buyer side, /api/buyer/*)
 */
import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AuthorityKey } from "@src/access/authorities";
import { ResultCode, type Language } from "@src/domain/wire";
import { ApiError } from "./envelope";
import type { Db } from "../db/client";
import { authChangeFeedOf } from "../db/client";
import { sessions, users } from "../db/schema/auth";
import { SessionCache } from "./session-cache";
import { asyncCommit } from "../db/async-commit";
import { preparedOnce } from "../db/prepared";
import { positions } from "../db/schema/access";
import { shops } from "../db/schema/shop";
import { parseAuthority } from "@src/access/authorities";
import {
  buildAbility,
  defineRules,
  ownerScopeOf,
  type AppAbility,
  type AppRule,
  type DataListPermissionValue,
} from "@src/access/ability";

export type Access = "public" | "user" | "seller" | "shop" | "platform" | "buyer";

/**
 * Access rules (spec §6): besides `config.access`, a route may declare `config.authority`, an authority key
 * `<subject>.<action>` of src/access/authorities.ts. The preHandler refuses a caller whose ability lacks it
 * (code 403, "Sorry, you cannot access this menu..."); handlers narrow their queries with `ownerScope`.
 */
export type { Role } from "@src/domain/user";
import type { Role } from "@src/domain/user";

export interface AuthContext {
  userId: number;
  userName: string;
  role: Role;
  shopId: number | null;
  isMainAdmin: boolean;
  sessionId: number;
  positionId: number | null;
  /** The state of the caller's shop (null without one), read with the session. */
  shop: { applyStatus: number; status: number } | null;
  /** The caller's CASL rules (answered with the user info) and the ability built from them. */
  rules: AppRule[];
  ability: AppAbility;
}

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
    lang: Language;
  }
  interface FastifyContextConfig {
    access?: Access;
    authority?: AuthorityKey;
  }
}

/** SHA-256 hex of a session token: tokens are stored only hashed. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The session lookup of every call: prepared once per database (no parse and plan per request). */
const sessionLookup = (db: Db) =>
  preparedOnce(db, "session_lookup", (d, name) =>
    d
      .select({
        session: sessions,
        user: users,
        position: { authorities: positions.authorities, dataListPermission: positions.dataListPermission },
        // The shop's state rides along: the "shop" access check needs no second query (API page bench).
        shop: { applyStatus: shops.applyStatus, status: shops.status },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(positions, and(eq(positions.id, users.positionId), eq(positions.shopId, users.shopId)))
      .leftJoin(shops, eq(shops.id, users.shopId))
      .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
      .limit(1)
      .prepare(name),
  );

const sessionCaches = new WeakMap<Db, SessionCache<AuthContext> | null>();
/** The session cache of a database; null for a handle without an auth-change feed (nothing cached). */
function sessionCacheOf(db: Db): SessionCache<AuthContext> | null {
  let cache = sessionCaches.get(db);
  if (cache === undefined) {
    const feed = authChangeFeedOf(db);
    cache = feed ? new SessionCache<AuthContext>(feed) : null;
    sessionCaches.set(db, cache);
  }
  return cache;
}

/**
 * Marks the session as seen now (at most once a minute per session): a touch is not an auth change. Its commit
 * does not wait for the disk (server/db/async-commit.ts): a read call must not stall behind a slow WAL flush.
 */
async function touchSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await asyncCommit(db, (tx) => tx.update(sessions).set({ lastSeenTime: now }).where(eq(sessions.id, sessionId)));
}

/**
 * Resolves a raw Authorization value to a session.
 * Errors: ApiError 987654321 for a missing, unknown, idle-expired or logged-out token, or one of a
 * sub-account its shop deactivated (endReason deactivatedByShop); 987654322 for another session the
 * server ended (deactivated, password changed) and for any session of an inactive user.
 * Touches lastSeenTime (at most once a minute) so idle expiry counts from the last call.
 * A session resolved once is kept in process (server/http/session-cache.ts) until the database announces
 * an auth change; the answer is a fresh object each call, so handlers cannot alter the cached one.
 */
export async function resolveSession(
  db: Db,
  rawToken: string | undefined,
  now: Date,
  idleMinutes: number,
): Promise<AuthContext> {
  const token = rawToken?.replace(/^Bearer\s+/i, "").trim();
  if (!token || token.length > 200) throw new ApiError(ResultCode.loginTimeout, "errors:loginTimeout");
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(db);
  const hit = cache?.get(tokenHash);
  if (hit) {
    const idleMs = now.getTime() - hit.lastSeenMs;
    if (idleMs <= idleMinutes * 60_000) {
      if (idleMs > 60_000) {
        await touchSession(db, hit.value.sessionId, now);
        hit.lastSeenMs = now.getTime();
      }
      return { ...hit.value };
    }
    // Idle too long as far as this process knows: the database decides (another process may have seen it).
    cache!.delete(tokenHash);
  }
  const mark = cache?.mark() ?? 0;
  const [row] = await sessionLookup(db).execute({ tokenHash });
  if (!row) throw new ApiError(ResultCode.loginTimeout, "errors:loginTimeout");
  const { session, user, position, shop } = row;
  if (session.endTime) {
    // deactivatedByShop: the shop's admin deactivated the sub-account (spec §6: their next call answers 987654321).
    if (
      session.endReason === "logout" ||
      session.endReason === "expired" ||
      session.endReason === "deactivatedByShop"
    ) {
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
  let lastSeenMs = session.lastSeenTime.getTime();
  if (idleMs > 60_000) {
    await touchSession(db, session.id, now);
    lastSeenMs = now.getTime();
  }
  const rules = defineRules({
    userId: user.id,
    role: user.role,
    shopId: user.shopId,
    isMainAdmin: user.isMainAdmin,
    position: position?.authorities
      ? {
          authorities: position.authorities,
          dataListPermission: position.dataListPermission as DataListPermissionValue,
        }
      : null,
  });
  const auth: AuthContext = {
    userId: user.id,
    userName: user.userName,
    role: user.role,
    shopId: user.shopId,
    isMainAdmin: user.isMainAdmin,
    sessionId: session.id,
    positionId: user.positionId,
    rules,
    ability: cachedAbility(rules),
    shop:
      shop?.applyStatus === undefined || shop.applyStatus === null
        ? null
        : { applyStatus: shop.applyStatus, status: shop.status },
  };
  cache?.set(tokenHash, auth, lastSeenMs, mark);
  return { ...auth };
}

/**
 * Abilities by their rules: many requests share few distinct rule sets (every main admin has the same one,
 * every holder of a position the same), and building one costs more than the page query it guards.
 * Bounded: the oldest entry goes when full.
 */
const abilityCache = new Map<string, AppAbility>();
const ABILITY_CACHE_MAX = 500;
function cachedAbility(rules: AppRule[]): AppAbility {
  const key = JSON.stringify(rules);
  let ability = abilityCache.get(key);
  if (!ability) {
    ability = buildAbility(rules);
    if (abilityCache.size >= ABILITY_CACHE_MAX) abilityCache.delete(abilityCache.keys().next().value!);
    abilityCache.set(key, ability);
  }
  return ability;
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

/**
 * The owner a query of this route must be limited to: the caller's user id when their position grants the
 * route's authority only on their own rows ("only own activities"), else null (all rows of the shop).
 * Shop scoping is separate and always applies. Spec §6.
 */
export function ownerScope(request: FastifyRequest, authority = request.routeOptions.config?.authority): number | null {
  const auth = requireAuth(request);
  const parsed = authority ? parseAuthority(authority) : null;
  if (!parsed) return null;
  return ownerScopeOf(auth.ability, parsed.action, parsed.subject);
}

/**
 * Checks one authority inside a handler (for an action decided by the body, e.g. submit vs. save as draft).
 * @throws ApiError 403 errors:forbidden
 */
export function assertCan(request: FastifyRequest, authority: AuthorityKey): void {
  if (!canAuthority(requireAuth(request), authority)) throw new ApiError(ResultCode.forbidden, "errors:forbidden");
}

/** True when the caller's position holds `authority` (a main admin holds every one). Spec §6. */
export function canAuthority(auth: AuthContext, authority: AuthorityKey): boolean {
  const parsed = parseAuthority(authority);
  return !!parsed && auth.ability.can(parsed.action, parsed.subject);
}
