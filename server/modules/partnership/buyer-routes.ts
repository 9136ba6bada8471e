/**
 * Buyer side of partnerships (spec §4 "Partnership" actions request, accept, reject; §1 term and agreement
 * with addendum; §5 "Term of payment ... after the buyer applied for the service"; the buyer portal calls it,
 * the seed drives it). Access "buyer"; a buyer reaches only its own partnerships and their addenda (another's
 * answers 404). Moves outside PARTNERSHIP_MOVES / ADDENDUM_MOVES answer 409.
 *
 * - POST /api/buyer/partnership/page {pageNo, pageSize, tab?, keyword? (store name)} -> Page<BuyerPartnershipRow>
 * - POST /api/buyer/partnership/detail {id} -> BuyerPartnershipDetail (addenda, limit history, events)
 * - POST /api/buyer/partnership/request {shopId, reason} -> BuyerPartnershipDetail; -> waitingSupplier (the
 *     shop's customer row is made when missing); 404 errors:notFound (no open shop); 409 partnerships:errors.exists
 * - POST /api/buyer/partnership/accept {id} -> BuyerPartnershipDetail; waitingBuyer -> waitingPlatform, agreement confirmed
 * - POST /api/buyer/partnership/reject {id, reason} -> BuyerPartnershipDetail; waitingBuyer -> inactive
 * - POST /api/buyer/partnership/applyTempo {id} -> BuyerPartnershipDetail; tempoApplied true
 * - POST /api/buyer/partnership/confirmAgreement {id} -> BuyerPartnershipDetail; agreement confirmed unless an
 *     addendum waits
 * - POST /api/buyer/partnership/addendum/accept {id} -> AddendumRow; waiting -> accepted (applied by the sweep
 *     on its effective date)
 * - POST /api/buyer/partnership/addendum/reject {id} -> AddendumRow; waiting -> rejected
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  buyerAddendumSchema,
  buyerPartnershipIdSchema,
  buyerPartnershipRejectSchema,
  buyerPartnershipRequestSchema,
  partnershipPageSchema,
} from "@src/resources/partnerships/schema";
import type { AppDeps } from "../../deps";
import { requireAuth } from "../../http/auth";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { buyerRoute } from "../../http/scope";
import { applyTempo, confirmAgreement, moveAddendum } from "./addendum-service";
import { movePartnership } from "./partnership-move-service";
import { buyerPartnershipDetail, pageBuyerPartnerships, toAddendumRow } from "./partnership-query-service";
import { applyPartnership } from "./partnership-start-service";

export async function registerBuyerPartnershipRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const buyerId = (request: FastifyRequest) => requireAuth(request).userId;
  const caller = (request: FastifyRequest) => ({ actor: "buyer", userId: buyerId(request) }) as const;

  app.post("/api/buyer/partnership/page", buyerRoute(), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, partnershipPageSchema);
    const { rowCount, rows } = await pageBuyerPartnerships(db, buyerId(request), filters, {
      limit: pageSize,
      offset: offsetOf({ pageNo, pageSize }),
    });
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/buyer/partnership/detail", buyerRoute(), async (request) => {
    const { id } = parseBody(request, buyerPartnershipIdSchema);
    return ok(await buyerPartnershipDetail(db, buyerId(request), id));
  });

  app.post("/api/buyer/partnership/request", buyerRoute(), async (request) => {
    const body = parseBody(request, buyerPartnershipRequestSchema);
    const p = await applyPartnership(db, buyerId(request), body, deps.clock(), request.lang);
    return ok(await buyerPartnershipDetail(db, buyerId(request), p.id));
  });

  app.post("/api/buyer/partnership/accept", buyerRoute(), async (request) => {
    const { id } = parseBody(request, buyerPartnershipIdSchema);
    await movePartnership(db, caller(request), id, { move: "buyerAccept" }, deps.clock(), request.lang);
    return ok(await buyerPartnershipDetail(db, buyerId(request), id));
  });

  app.post("/api/buyer/partnership/reject", buyerRoute(), async (request) => {
    const { id, reason } = parseBody(request, buyerPartnershipRejectSchema);
    await movePartnership(db, caller(request), id, { move: "buyerReject", reason }, deps.clock(), request.lang);
    return ok(await buyerPartnershipDetail(db, buyerId(request), id));
  });

  app.post("/api/buyer/partnership/applyTempo", buyerRoute(), async (request) => {
    const { id } = parseBody(request, buyerPartnershipIdSchema);
    await applyTempo(db, buyerId(request), id, deps.clock());
    return ok(await buyerPartnershipDetail(db, buyerId(request), id));
  });

  app.post("/api/buyer/partnership/confirmAgreement", buyerRoute(), async (request) => {
    const { id } = parseBody(request, buyerPartnershipIdSchema);
    await confirmAgreement(db, buyerId(request), id, deps.clock());
    return ok(await buyerPartnershipDetail(db, buyerId(request), id));
  });

  app.post("/api/buyer/partnership/addendum/accept", buyerRoute(), async (request) => {
    const { id } = parseBody(request, buyerAddendumSchema);
    return ok(toAddendumRow(await moveAddendum(db, caller(request), id, "accept", deps.clock())));
  });

  app.post("/api/buyer/partnership/addendum/reject", buyerRoute(), async (request) => {
    const { id } = parseBody(request, buyerAddendumSchema);
    return ok(toAddendumRow(await moveAddendum(db, caller(request), id, "reject", deps.clock())));
  });
}
