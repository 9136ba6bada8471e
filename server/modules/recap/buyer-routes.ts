/**
 * Buyer side of recaps (spec §4 "Bills and recaps"; the buyer portal calls it, the seed drives it). Access
 * "buyer"; a buyer reaches only its own recaps (another's answers 404 recaps:errors.notFound).
 *
 * - POST /api/buyer/recap/page {pageNo, pageSize, status?} -> RecapPage (own recaps, newest month first)
 * - POST /api/buyer/recap/detail {recapNo} -> RecapDetail
 * - POST /api/buyer/recap/accept {recapNo} -> {recapNo, status} (waiting confirmations -> accepted; the
 *     disputed values are written on the orders' deliveryFeeAdjustment)
 * - POST /api/buyer/recap/reject {recapNo} -> {recapNo, status} (waiting confirmations -> buyer rejected)
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { pageRequestSchema } from "@src/domain/page-request";
import { recapAnyPageFiltersSchema, recapNoRequestSchema, type RecapPage } from "@src/resources/recaps/schema";
import type { AppDeps } from "../../deps";
import { requireAuth } from "../../http/auth";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { buyerRoute } from "../../http/scope";
import { moveRecap } from "./recap-move-service";
import { pageRecaps, recapDetail } from "./recap-query-service";

const anyPageSchema = z.object({ ...pageRequestSchema.shape, ...recapAnyPageFiltersSchema.shape });

export async function registerBuyerRecapRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const buyer = (request: Parameters<typeof requireAuth>[0]) =>
    ({ actor: "buyer", userId: requireAuth(request).userId }) as const;
  const moved = (r: { recapNo: string; status: number }) => ok({ recapNo: r.recapNo, status: r.status });

  app.post("/api/buyer/recap/page", buyerRoute(), async (request) => {
    const { pageNo, pageSize, status } = parseBody(request, anyPageSchema);
    const res = await pageRecaps(db, buyer(request), { status }, pageSize, offsetOf({ pageNo, pageSize }));
    return ok<RecapPage>({ ...page({ pageNo, pageSize }, res.rowCount, res.rows), totals: res.totals });
  });

  app.post("/api/buyer/recap/detail", buyerRoute(), async (request) => {
    const { recapNo } = parseBody(request, recapNoRequestSchema);
    return ok(await recapDetail(db, buyer(request), recapNo));
  });

  for (const move of ["accept", "reject"] as const) {
    app.post(`/api/buyer/recap/${move}`, buyerRoute(), async (request) => {
      const { recapNo } = parseBody(request, recapNoRequestSchema);
      return moved(await moveRecap(db, buyer(request), { recapNo, move }, deps.clock(), request.lang));
    });
  }
}
