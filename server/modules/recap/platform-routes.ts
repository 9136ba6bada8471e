/**
 * Platform side of recaps (spec §4 "Bills and recaps", §6 "The platform admin ..."). Access "platform".
 *
 * - POST /api/platform/recap/page {pageNo, pageSize, status?} -> RecapPage (every shop's recaps)
 * - POST /api/platform/recap/process {recapNo} -> {recapNo, status} (to be processed | accepted -> waiting payment)
 * - POST /api/platform/recap/pay {recapNo} -> {recapNo, status} (waiting payment -> to be paid: the buyer paid
 *     the difference; the payout sweep pays it to the seller and the recap becomes already paid)
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { pageRequestSchema } from "@src/domain/page-request";
import { recapAnyPageFiltersSchema, recapNoRequestSchema, type RecapPage } from "@src/resources/recaps/schema";
import type { AppDeps } from "../../deps";
import { requireAuth } from "../../http/auth";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { platformRoute } from "../../http/scope";
import { moveRecap } from "./recap-move-service";
import { pageRecaps } from "./recap-query-service";

const anyPageSchema = z.object({ ...pageRequestSchema.shape, ...recapAnyPageFiltersSchema.shape });

export async function registerPlatformRecapRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const platform = (request: Parameters<typeof requireAuth>[0]) =>
    ({ actor: "platform", userId: requireAuth(request).userId }) as const;

  app.post("/api/platform/recap/page", platformRoute(), async (request) => {
    const { pageNo, pageSize, status } = parseBody(request, anyPageSchema);
    const res = await pageRecaps(db, platform(request), { status }, pageSize, offsetOf({ pageNo, pageSize }));
    return ok<RecapPage>({ ...page({ pageNo, pageSize }, res.rowCount, res.rows), totals: res.totals });
  });

  for (const move of ["process", "pay"] as const) {
    app.post(`/api/platform/recap/${move}`, platformRoute(), async (request) => {
      const { recapNo } = parseBody(request, recapNoRequestSchema);
      const r = await moveRecap(db, platform(request), { recapNo, move }, deps.clock(), request.lang);
      return ok({ recapNo: r.recapNo, status: r.status });
    });
  }
}
