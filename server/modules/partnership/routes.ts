/**
 * Seller partnership endpoints (spec §2 /customer partnership, partnershipDetail, addendum; §4 "Partnership";
 * §5 "Partnership"; paths from src/resources/partnerships/index.ts, bodies from its schema.ts). All access
 * "shop"; every query is filtered by the caller's shop, and for "only own" positions by the customers whose
 * account manager the caller is. Another shop's partnership answers 404 partnerships:errors.notFound. Moves
 * outside src/domain/partnership.ts PARTNERSHIP_MOVES answer 409 partnerships:errors.invalidTransition.
 *
 * - POST /api/partnership/ina/page {pageNo, pageSize, tab?, keyword?} -> Page<PartnershipRow> [partnerships.list]
 * - POST /api/partnership/ina/counts {tab?, keyword?} -> PartnershipTabCounts [partnerships.list]
 * - POST /api/partnership/ina/detail {id} -> PartnershipDetail [partnerships.show]
 * - POST /api/partnership/ina/request partnershipRequestSchema -> PartnershipDetail [partnerships.request];
 *     -> waitingBuyer; 409 partnerships:errors.exists; 400 creditLimit partnerships:rules.limitAboveMax
 * - POST /api/partnership/ina/accept {id} -> PartnershipDetail [partnerships.accept]; waitingSupplier -> waitingPlatform
 * - POST /api/partnership/ina/reject {id, reason} -> PartnershipDetail [partnerships.reject]; waitingSupplier -> inactive
 * - POST /api/partnership/ina/addendum/create addendumCreateSchema -> AddendumRow [partnerships.addendum];
 *     400 effectiveDate partnerships:rules.effectiveDate; 409 partnerships:rules.tempoNotApplied
 * - POST /api/partnership/ina/addendum/withdraw {id} -> AddendumRow [partnerships.addendum]; waiting -> withdrawn
 */
import type { FastifyInstance } from "fastify";
import {
  addendumCreateSchema,
  addendumIdSchema,
  partnershipIdSchema,
  partnershipPageFiltersSchema,
  partnershipPageSchema,
  partnershipRejectSchema,
  partnershipRequestSchema,
} from "@src/resources/partnerships/schema";
import type { AppDeps } from "../../deps";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { createAddendum, moveAddendum } from "./addendum-service";
import { movePartnership } from "./partnership-move-service";
import { countPartnerships, pagePartnerships, partnershipDetail, toAddendumRow } from "./partnership-query-service";
import { proposePartnership } from "./partnership-start-service";

export async function registerPartnershipRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post("/api/partnership/ina/page", shopRoute("partnerships.list"), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, partnershipPageSchema);
    const { rowCount, rows } = await pagePartnerships(db, callerScope(request), filters, {
      limit: pageSize,
      offset: offsetOf({ pageNo, pageSize }),
    });
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/partnership/ina/counts", shopRoute("partnerships.list"), async (request) => {
    const filters = parseBody(request, partnershipPageFiltersSchema);
    return ok(await countPartnerships(db, callerScope(request), filters));
  });

  app.post("/api/partnership/ina/detail", shopRoute("partnerships.show"), async (request) => {
    const { id } = parseBody(request, partnershipIdSchema);
    return ok(await partnershipDetail(db, callerScope(request), id));
  });

  app.post("/api/partnership/ina/request", shopRoute("partnerships.request"), async (request) => {
    const body = parseBody(request, partnershipRequestSchema);
    const scope = callerScope(request);
    const p = await proposePartnership(db, scope, body, deps.clock(), request.lang);
    return ok(await partnershipDetail(db, scope, p.id));
  });

  app.post("/api/partnership/ina/accept", shopRoute("partnerships.accept"), async (request) => {
    const { id } = parseBody(request, partnershipIdSchema);
    const scope = callerScope(request);
    await movePartnership(db, { actor: "seller", scope }, id, { move: "sellerAccept" }, deps.clock(), request.lang);
    return ok(await partnershipDetail(db, scope, id));
  });

  app.post("/api/partnership/ina/reject", shopRoute("partnerships.reject"), async (request) => {
    const { id, reason } = parseBody(request, partnershipRejectSchema);
    const scope = callerScope(request);
    const input = { move: "sellerReject", reason } as const;
    await movePartnership(db, { actor: "seller", scope }, id, input, deps.clock(), request.lang);
    return ok(await partnershipDetail(db, scope, id));
  });

  app.post("/api/partnership/ina/addendum/create", shopRoute("partnerships.addendum"), async (request) => {
    const body = parseBody(request, addendumCreateSchema);
    return ok(toAddendumRow(await createAddendum(db, callerScope(request), body, deps.clock(), request.lang)));
  });

  app.post("/api/partnership/ina/addendum/withdraw", shopRoute("partnerships.addendum"), async (request) => {
    const { id } = parseBody(request, addendumIdSchema);
    const caller = { actor: "seller", scope: callerScope(request) } as const;
    return ok(toAddendumRow(await moveAddendum(db, caller, id, "withdraw", deps.clock())));
  });
}
