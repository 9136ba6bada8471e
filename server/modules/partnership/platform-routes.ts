/**
 * Platform side of partnerships (spec §4 "Partnership" waiting platform accept; §6 "The platform admin
 * approves ... partnership changes"). Access "platform" (demo login platform.admin); the seller portal never
 * calls these.
 *
 * - POST /api/platform/partnership/page {pageNo, pageSize} -> Page<PlatformPartnershipRow> (waitingPlatform,
 *     oldest first)
 * - POST /api/platform/partnership/accept {id, maxCreditLimit} -> PartnershipDetail; waitingPlatform -> active,
 *     max set, the credit limit clamped to it, limit history row (source initial); the seller is told
 * - POST /api/platform/partnership/reject {id, reason} -> PartnershipDetail; waitingPlatform -> inactive; the
 *     seller is told
 * Refusals: 404 partnerships:errors.notFound; 409 partnerships:errors.invalidTransition.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { pageRequestSchema } from "@src/domain/page-request";
import { platformPartnershipAcceptSchema, platformPartnershipRejectSchema } from "@src/resources/partnerships/schema";
import type { AppDeps } from "../../deps";
import { requireAuth } from "../../http/auth";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { platformRoute } from "../../http/scope";
import { movePartnership } from "./partnership-move-service";
import { pageWaitingPlatform, partnershipDetail } from "./partnership-query-service";

export async function registerPlatformPartnershipRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const caller = (request: FastifyRequest) => ({ actor: "platform", userId: requireAuth(request).userId }) as const;

  app.post("/api/platform/partnership/page", platformRoute(), async (request) => {
    const { pageNo, pageSize } = parseBody(request, pageRequestSchema);
    const { rowCount, rows } = await pageWaitingPlatform(db, {
      limit: pageSize,
      offset: offsetOf({ pageNo, pageSize }),
    });
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/platform/partnership/accept", platformRoute(), async (request) => {
    const { id, maxCreditLimit } = parseBody(request, platformPartnershipAcceptSchema);
    const input = { move: "platformAccept", maxCreditLimit } as const;
    const p = await movePartnership(db, caller(request), id, input, deps.clock(), request.lang);
    return ok(await partnershipDetail(db, { shopId: p.shopId }, id));
  });

  app.post("/api/platform/partnership/reject", platformRoute(), async (request) => {
    const { id, reason } = parseBody(request, platformPartnershipRejectSchema);
    const input = { move: "platformReject", reason } as const;
    const p = await movePartnership(db, caller(request), id, input, deps.clock(), request.lang);
    return ok(await partnershipDetail(db, { shopId: p.shopId }, id));
  });
}
