/**
 * Seller recap endpoints (spec §2 /order RecapDeliveryFee, modifyRecapDeliveryFee, detailRecapDeliveryFee,
 * detaillogisticnoRecapDeliveryFee; §4 "Bills and recaps"; §5 'Please Fill Value and Reason'; paths from
 * src/resources/recaps/index.ts). Access "shop"; every query is filtered by the caller's shop (recaps are
 * not owner-scoped); another shop's recap answers 404 recaps:errors.notFound. Moves outside
 * src/domain/recap-transitions.ts answer 409 recaps:errors.invalidTransition and change nothing.
 *
 * - POST /api/recap/ina/page {pageNo, pageSize, tab?, keyword?, month? (yyyy-MM)} -> RecapPage [recaps.list]
 *     (month desc, id desc; totals of every matching recap)
 * - POST /api/recap/ina/counts {keyword?, month?} -> RecapTabCounts [recaps.list]
 * - POST /api/recap/ina/detail {recapNo} -> RecapDetail [recaps.show]
 * - POST /api/recap/ina/logisticNo {recapNo, logisticNo} -> RecapLogisticDetail [recaps.show]
 * - POST /api/recap/ina/modify {recapNo, lines: [{lineId, value, reason}] (1..500)} -> {recapNo, status}
 *     [recaps.modify]; each line needs value AND reason: 400 lines.<i>.value / .reason 'Please Fill Value
 *     and Reason'; 400 lines.<i>.lineId recaps:errors.unknownLine; unconfirmed | buyer rejected ->
 *     waiting confirmations, the buyer answers within RECAP_BUYER_RESPONSE_DAYS
 * - POST /api/recap/ina/confirm {recapNo} -> {recapNo, status} [recaps.confirm]; unconfirmed | buyer
 *     rejected -> to be processed (every line at its charged fee)
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { pageRequestSchema } from "@src/domain/page-request";
import {
  recapLogisticRequestSchema,
  recapModifyRequestSchema,
  recapNoRequestSchema,
  recapPageFiltersSchema,
  type RecapPage,
} from "@src/resources/recaps/schema";
import type { AppDeps } from "../../deps";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { moveRecap } from "./recap-move-service";
import { countRecaps, pageRecaps, recapDetail, recapLogisticDetail } from "./recap-query-service";

/** Body of /api/recap/ina/page. */
export const recapPageRequestSchema = z.object({ ...pageRequestSchema.shape, ...recapPageFiltersSchema.shape });

export async function registerRecapRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const seller = (request: Parameters<typeof callerScope>[0]) =>
    ({ actor: "seller", scope: callerScope(request) }) as const;
  const moved = (r: { recapNo: string; status: number }) => ok({ recapNo: r.recapNo, status: r.status });

  app.post("/api/recap/ina/page", shopRoute("recaps.list"), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, recapPageRequestSchema);
    const { rows, rowCount, totals } = await pageRecaps(
      db,
      seller(request),
      filters,
      pageSize,
      offsetOf({ pageNo, pageSize }),
    );
    return ok<RecapPage>({ ...page({ pageNo, pageSize }, rowCount, rows), totals });
  });

  app.post("/api/recap/ina/counts", shopRoute("recaps.list"), async (request) => {
    const { keyword, month } = parseBody(request, recapPageFiltersSchema);
    return ok(await countRecaps(db, seller(request), { keyword, month }));
  });

  app.post("/api/recap/ina/detail", shopRoute("recaps.show"), async (request) => {
    const { recapNo } = parseBody(request, recapNoRequestSchema);
    return ok(await recapDetail(db, seller(request), recapNo));
  });

  app.post("/api/recap/ina/logisticNo", shopRoute("recaps.show"), async (request) => {
    const { recapNo, logisticNo } = parseBody(request, recapLogisticRequestSchema);
    return ok(await recapLogisticDetail(db, seller(request), recapNo, logisticNo));
  });

  app.post("/api/recap/ina/modify", shopRoute("recaps.modify"), async (request) => {
    const { recapNo, lines } = parseBody(request, recapModifyRequestSchema);
    const input = {
      recapNo,
      move: "dispute",
      lines,
      buyerResponseDays: deps.config.RECAP_BUYER_RESPONSE_DAYS,
    } as const;
    return moved(await moveRecap(db, seller(request), input, deps.clock(), request.lang));
  });

  app.post("/api/recap/ina/confirm", shopRoute("recaps.confirm"), async (request) => {
    const { recapNo } = parseBody(request, recapNoRequestSchema);
    return moved(await moveRecap(db, seller(request), { recapNo, move: "confirm" }, deps.clock(), request.lang));
  });
}
