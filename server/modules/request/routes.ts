/**
 * Seller request-ticket endpoints (spec §2 "/store" request forms, §3 "Request ticket", §4 "Partnership").
 * Access "shop"; every query is filtered by the caller's shop in SQL (and by requester for "only own
 * activities" positions). Times `yyyy-MM-dd HH:mm:ss` WIB; money integer rupiah.
 *
 * - POST /api/request/ina/page     {pageNo, pageSize, kind?, status? (0|1|2), buyerUserId?} -> Page<RequestTicket>
 *                                  newest request first [requests.list]
 * - POST /api/request/ina/detail   {id} -> RequestTicket; errors:notFound [requests.list]
 * - POST /api/request/ina/create   requestCreateSchema ({kind, buyerUserId, reason, ...kind fields}) -> RequestTicket
 *                                  status 0, number REQ-yyyyMMdd-nnnn; authority `requests.<kind>`;
 *                                  409 errors:request.pending while one of the kind is 0 or 1 for that buyer
 * - POST /api/request/ina/partners {} -> PartnerOption[] (the forms' buyer picker) [any requests.* authority]
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { REQUEST_KINDS, requestAuthority } from "@src/domain/request";
import { requestCreateSchema, requestIdSchema, requestPageSchema } from "@src/resources/requests/schema";
import type { AppDeps } from "../../deps";
import { assertCan } from "../../http/auth";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { createTicket, getTicket, listPartners, pageTickets } from "./request-service";

const LIST = "requests.list" as const;
/** One authority per request form (the body's kind picks the one create needs). */
const KIND_AUTHORITIES = REQUEST_KINDS.map(requestAuthority);

/** The caller's reach: their shop, narrowed to their own tickets by an "only own" position of the list. */
const scopeOf = (request: FastifyRequest) => {
  const { shopId, ownerUserId } = callerScope(request, LIST);
  return ownerUserId === undefined ? { shopId } : { shopId, ownerUserId };
};

export async function registerRequestRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post("/api/request/ina/page", shopRoute(LIST), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, requestPageSchema);
    const { rowCount, rows } = await pageTickets(
      db,
      { ...filters, ...scopeOf(request) },
      { limit: pageSize, offset: offsetOf({ pageNo, pageSize }) },
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/request/ina/detail", shopRoute(LIST), async (request) => {
    const { id } = parseBody(request, requestIdSchema);
    return ok(await getTicket(db, id, scopeOf(request)));
  });

  app.post("/api/request/ina/create", shopRoute(undefined, { anyAuthority: KIND_AUTHORITIES }), async (request) => {
    const body = parseBody(request, requestCreateSchema);
    // The kind decides the authority (one form per kind, spec §2 /store formsuspend ... formlimit).
    assertCan(request, requestAuthority(body.kind));
    return ok(await createTicket(db, callerScope(request), body, deps.clock(), request.lang));
  });

  // The forms' picker: a position holding any one form (not necessarily the list) needs it.
  app.post(
    "/api/request/ina/partners",
    shopRoute(undefined, { anyAuthority: [LIST, ...KIND_AUTHORITIES] }),
    async (request) => {
      return ok(await listPartners(db, callerScope(request).shopId));
    },
  );
}
