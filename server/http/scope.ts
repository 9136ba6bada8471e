/**
 * The seam between a route and its module (spec §6-§8): who is calling and which shop they act for,
 * and how a route declares who may call it.
 *
 * Every module service takes the same arguments, in this order (server/modules/<module>/<entity>-service.ts):
 *   `(db, scope, input, now, lang)` — `db` the database or an open transaction, `scope` the CallerScope
 *   (or the part of it the service reads), `input` the parsed body, then `now` (the injectable clock's
 *   time) and `lang` (the caller's language, for field errors and generated text) when the service needs
 *   them. Platform services, which act on any shop, take the ids they act on instead of a scope.
 */
import type { AuthorityKey } from "@src/access/authorities";
import type { FastifyRequest, RouteShorthandOptions } from "fastify";
import { requireAuth, ownerScope, requireShopId, type Access, type AuthContext } from "./auth";

/**
 * An authority key `<subject>.<action>` of src/access/authorities.ts (spec §6), derived from the registry, so
 * a misspelt authority on a route fails the type check.
 */
export type RouteAuthority = AuthorityKey;

/**
 * Who is calling, for which shop: the caller, their shop, their user id, and — for a position that grants
 * the route's authority only on the caller's own rows ("only own activities", spec §6) — the owner every
 * query must be limited to (absent: every row of the shop). Shop scoping always applies.
 */
export interface CallerScope {
  auth: AuthContext;
  shopId: number;
  userId: number;
  ownerUserId?: number;
}

/** The rows a scope reaches: its shop, and only its owner's rows when set. */
export type RowScope = Pick<CallerScope, "shopId" | "ownerUserId">;

/**
 * Which conditions a caller's rows are read under, not their values (server/db/prepared.ts): a seller's scope
 * (its order type, when narrowed to one, and "only own"), a buyer's own rows, or every row (the platform and the
 * timer sweeps). Names the prepared statements built on the order and refund callers' conditions; the order
 * type's value is part of the name, as a refund's statement writes it into its text.
 */
export function callerShape(caller: { actor: string; scope?: RowScope & { orderType?: number } }): string {
  if (caller.actor === "seller" && caller.scope) {
    const { orderType, ownerUserId } = caller.scope;
    return `s${orderType ?? ""}${ownerUserId === undefined ? "" : "o"}`;
  }
  return caller.actor === "buyer" ? "b" : "any";
}

/**
 * The caller's scope on a `shop` route (the preHandler guarantees a shop).
 * @param authority the authority whose "only own" grant narrows the scope; defaults to the route's own.
 * @throws ApiError 987654321 without a session, 2202 (errors:noShop) without a shop.
 */
export function callerScope(request: FastifyRequest, authority?: RouteAuthority): CallerScope {
  const auth = requireAuth(request);
  const shopId = requireShopId(request);
  const owner = ownerScope(request, authority ?? request.routeOptions.config?.authority);
  return { auth, shopId, userId: auth.userId, ...(owner === null ? {} : { ownerUserId: owner }) };
}

/** Route options declaring who may call a route; the preHandler of server/app.ts enforces them. */
export type RouteOptions = RouteShorthandOptions & {
  config: { access: Access; authority?: RouteAuthority } & RouteRules;
};

/**
 * Rules a route may add beyond its access kind, enforced for every route by server/http/route-rules.ts and
 * shown in the README's endpoint table: `mainAdmin` (a shop's main admin only, spec §6), `anyAuthority`
 * (at least one of these authorities; the handler may narrow, e.g. by the request form's kind).
 */
export interface RouteRules {
  mainAdmin?: boolean;
  anyAuthority?: readonly RouteAuthority[];
}

/**
 * A seller whose shop is approved and open, holding `authority` (spec §6). Without `authority` the
 * handler checks what it needs itself (e.g. an authority decided by the body, with `assertCan`).
 */
export const shopRoute = (authority?: RouteAuthority, rules: RouteRules = {}): RouteOptions => ({
  config: authority === undefined ? { access: "shop", ...rules } : { access: "shop", authority, ...rules },
});
/** A seller user, with or without a shop (applying for one, messages, uploads). */
export const sellerRoute = (rules: RouteRules = {}): RouteOptions => ({ config: { access: "seller", ...rules } });
/** The platform admin (spec §6 "The platform admin approves ..."). */
export const platformRoute = (): RouteOptions => ({ config: { access: "platform" } });
/** A buyer (the marketplace's buyer side, /api/buyer/*). */
export const buyerRoute = (): RouteOptions => ({ config: { access: "buyer" } });
/** Any signed-in user. */
export const userRoute = (): RouteOptions => ({ config: { access: "user" } });
/** No session needed (login, health, files). */
export const publicRoute = (): RouteOptions => ({ config: { access: "public" } });
