/**
 * Seller consignment refund endpoints (spec §2 /consign consign-refund-list, returnrefund; §4 "Consign"
 * after-sales; paths from src/resources/consign-refunds/index.ts). All access "shop"; every query is filtered
 * by the caller's shop, and for "only own" positions by the customers it manages. Another shop's refund no
 * answers 404 consignRefunds:errors.notFound; moves outside CONSIGN_REFUND_MOVES answer 409
 * consignRefunds:errors.invalidTransition {status}.
 *
 * - POST /api/consign-refund/ina/page consignRefundPageSchema -> Page<ConsignRefundRow> [consignRefunds.list]
 * - POST /api/consign-refund/ina/counts consignRefundPageFiltersSchema -> ConsignRefundCounts [consignRefunds.list]
 * - POST /api/consign-refund/ina/detail {refundNo} -> ConsignRefundDetail [consignRefunds.show]
 * - POST /api/consign-refund/ina/accept {refundNo} -> {refundNo, status} [consignRefunds.accept]; 1 -> 2
 * - POST /api/consign-refund/ina/askModify {refundNo, reason} -> {refundNo, status} [consignRefunds.askModify]; 1 -> 3
 * - POST /api/consign-refund/ina/reject {refundNo, reason} -> {refundNo, status} [consignRefunds.reject]; 1 -> 6
 * - POST /api/consign-refund/ina/confirmReceipt {refundNo} -> {refundNo, status} [consignRefunds.confirmReceipt];
 *     4 -> 5: the units leave the partner's on hand (returned) and go back into the shop's stock
 */
import type { FastifyInstance } from "fastify";
import {
  consignRefundNoRequestSchema,
  consignRefundPageFiltersSchema,
  consignRefundPageSchema,
  consignRefundReasonSchema,
} from "@src/resources/consign-refunds/schema";
import type { AppDeps } from "../../deps";
import { consignTimersOf } from "../../config";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { moveConsignRefund } from "./consign-refund-move-service";
import { consignRefundDetail, countConsignRefunds, pageConsignRefunds } from "./consign-refund-query-service";

export async function registerConsignRefundRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const timers = consignTimersOf(deps.config);
  const moved = (r: { refundNo: string; status: number }) => ok({ refundNo: r.refundNo, status: r.status });
  const seller = (request: Parameters<typeof callerScope>[0]) =>
    ({ actor: "seller", scope: callerScope(request) }) as const;

  app.post("/api/consign-refund/ina/page", shopRoute("consignRefunds.list"), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, consignRefundPageSchema);
    const { rows, rowCount } = await pageConsignRefunds(
      db,
      callerScope(request),
      filters,
      pageSize,
      offsetOf({ pageNo, pageSize }),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/consign-refund/ina/counts", shopRoute("consignRefunds.list"), async (request) => {
    const filters = parseBody(request, consignRefundPageFiltersSchema);
    return ok(await countConsignRefunds(db, callerScope(request), filters));
  });

  app.post("/api/consign-refund/ina/detail", shopRoute("consignRefunds.show"), async (request) => {
    const { refundNo } = parseBody(request, consignRefundNoRequestSchema);
    return ok(await consignRefundDetail(db, seller(request), refundNo));
  });

  app.post("/api/consign-refund/ina/accept", shopRoute("consignRefunds.accept"), async (request) => {
    const { refundNo } = parseBody(request, consignRefundNoRequestSchema);
    const input = { refundNo, move: "accept", timers } as const;
    return moved(await moveConsignRefund(db, seller(request), input, deps.clock(), request.lang));
  });

  app.post("/api/consign-refund/ina/askModify", shopRoute("consignRefunds.askModify"), async (request) => {
    const { refundNo, reason } = parseBody(request, consignRefundReasonSchema);
    const input = { refundNo, move: "askModify", reason, timers } as const;
    return moved(await moveConsignRefund(db, seller(request), input, deps.clock(), request.lang));
  });

  app.post("/api/consign-refund/ina/reject", shopRoute("consignRefunds.reject"), async (request) => {
    const { refundNo, reason } = parseBody(request, consignRefundReasonSchema);
    const input = { refundNo, move: "reject", reason, timers } as const;
    return moved(await moveConsignRefund(db, seller(request), input, deps.clock(), request.lang));
  });

  app.post("/api/consign-refund/ina/confirmReceipt", shopRoute("consignRefunds.confirmReceipt"), async (request) => {
    const { refundNo } = parseBody(request, consignRefundNoRequestSchema);
    const input = { refundNo, move: "confirmReceipt", timers } as const;
    return moved(await moveConsignRefund(db, seller(request), input, deps.clock(), request.lang));
  });
}
