/**
 * Access rules a route declares in its config beyond `access` and `authority` (spec §5 "Users and
 * positions", §7), checked at the seam for every route so that the README's endpoint table
 * (scripts/endpoints.ts, generated from the route table) states exactly what the API enforces:
 * - `mainAdmin: true`: a sub-account of a shop is refused (403 errors:forbidden); a seller with no shop
 *   yet passes (the shop application makes them its main admin).
 * - `anyAuthority: [...]`: the caller's position must hold at least one of these authorities (403); the
 *   handler may narrow further (e.g. the request form's kind picks one).
 */
import type { FastifyRequest } from "fastify";
import type { AuthorityKey } from "@src/access/authorities";
import { ResultCode } from "@src/domain/wire";
import { canAuthority, requireAuth } from "./auth";
import { ApiError } from "./envelope";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Only a shop's main admin (or a seller with no shop yet) may call. */
    mainAdmin?: boolean;
    /** At least one of these authority keys is needed. */
    anyAuthority?: readonly AuthorityKey[];
  }
}

/**
 * Refuses the caller when the route's `mainAdmin` / `anyAuthority` rules say so (403 errors:forbidden).
 * Called for every /api route by the preHandler of server/app.ts, after the access check.
 */
export function assertRouteRules(request: FastifyRequest): void {
  const { mainAdmin, anyAuthority } = request.routeOptions.config ?? {};
  if (!mainAdmin && !anyAuthority) return;
  const auth = requireAuth(request);
  if (mainAdmin && auth.shopId !== null && !auth.isMainAdmin)
    throw new ApiError(ResultCode.forbidden, "errors:forbidden");
  if (anyAuthority) {
    const holds = anyAuthority.some((key) => canAuthority(auth, key));
    if (!holds) throw new ApiError(ResultCode.forbidden, "errors:forbidden");
  }
}
