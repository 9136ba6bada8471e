/**
 * Platform side of request tickets (spec §4 "Partnership": limit, part and tempo change requests need
 * verification by the platform; §6 "The platform admin approves ... partnership changes and ticket
 * requests"). Access "platform" (demo login platform.admin). The seller portal never calls these.
 *
 * - POST /api/platform/request/page    {pageNo, pageSize, kind?, status?, shopId?} -> Page<RequestTicket>
 * - POST /api/platform/request/process {id} -> RequestTicket; 0 -> 1
 * - POST /api/platform/request/confirm {id, confirmedLimit? (creditLimit only; default requested, <= max), note?}
 *                                      -> RequestTicket; 0|1 -> 2 confirmed; applies the change to the partnership,
 *                                      writes its history (events; limit history for creditLimit)
 * - POST /api/platform/request/reject  {id, note (required)} -> RequestTicket; 0|1 -> 2 rejected; partnership untouched
 * Any other move answers 409 errors:request.invalidTransition and changes nothing; the shop owner and the
 * requester get a system message on confirm / reject.
 */
import type { FastifyInstance } from "fastify";
import {
  platformConfirmSchema,
  platformRejectSchema,
  platformRequestPageSchema,
  requestIdSchema,
} from "@src/resources/requests/schema";
import type { AppDeps } from "../../deps";
import { requireAuth } from "../../http/auth";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { platformRoute } from "../../http/scope";
import { decideTicket, pageTickets, processTicket } from "./request-service";

export async function registerPlatformRequestRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post("/api/platform/request/page", platformRoute(), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, platformRequestPageSchema);
    const { rowCount, rows } = await pageTickets(db, filters, {
      limit: pageSize,
      offset: offsetOf({ pageNo, pageSize }),
    });
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/platform/request/process", platformRoute(), async (request) => {
    const { id } = parseBody(request, requestIdSchema);
    return ok(await processTicket(db, id, deps.clock()));
  });

  app.post("/api/platform/request/confirm", platformRoute(), async (request) => {
    const { id, confirmedLimit, note } = parseBody(request, platformConfirmSchema);
    const decision = { result: "confirmed", note, confirmedLimit, actorUserId: requireAuth(request).userId } as const;
    return ok(await decideTicket(db, id, decision, deps.clock(), request.lang));
  });

  app.post("/api/platform/request/reject", platformRoute(), async (request) => {
    const { id, note } = parseBody(request, platformRejectSchema);
    const decision = { result: "rejected", note, actorUserId: requireAuth(request).userId } as const;
    return ok(await decideTicket(db, id, decision, deps.clock(), request.lang));
  });
}
