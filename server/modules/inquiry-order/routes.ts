/**
 * Seller inquiry order endpoints (spec §2 /tend inquiry-order, get-detail, change-detail, shipment-inquiry,
 * shipment-operate/inquiry/{id}, ReturnandRefund, ReturnandRefundDetail, createIndentLetter, download; §4
 * inquiry order filter values; paths and authorities from src/resources/inquiry-orders/index.ts). All access
 * "shop"; every query is filtered by the caller's shop, order_type 2 and "only own" (inquiry-order-scope.ts):
 * a product order, another shop's order or one outside "only own" answers 404 inquiryOrders:errors.notFound.
 * The moves call the order and refund SERVICES (their refusals: 409 orders:errors.invalidTransition,
 * refunds:errors.invalidTransition...). Bodies are parsed with src/resources/{inquiry-orders,orders,refunds}/schema.ts.
 *
 * - POST /api/inquiry-order/ina/page {pageNo, pageSize, filter? (100|5|0|7|1|2|3|6|4|8), keyword?, printStatus?,
 *     needsIndentLetter?, from?, to?} -> Page<InquiryOrderRow> [inquiryOrders.list]; order time desc
 * - POST /api/inquiry-order/ina/counts {same filters} -> InquiryOrderCounts [inquiryOrders.list]
 * - POST /api/inquiry-order/ina/detail {orderNo} -> InquiryOrderDetail [inquiryOrders.show]
 * - POST /api/inquiry-order/ina/releaseCreditHold {orderNo} -> {orderNo, status, creditHold: 2}
 *     [inquiryOrders.releaseCreditHold]; 409 orders:errors.notHeld (README choices "credit hold")
 * - POST /api/inquiry-order/ina/confirm {orderNo} -> {orderNo, status} [inquiryOrders.confirm]; lines whose
 *     product's stock is short become part status indent; records activity inquiryOrder
 * - POST /api/inquiry-order/ina/cancel {orderNo, reason} -> {orderNo, status} [inquiryOrders.cancel]
 * - POST /api/inquiry-order/ina/changeConfirm {orderNo, lines, reason} -> {orderNo, status} [inquiryOrders.modify]
 * - POST /api/inquiry-order/ina/edt/extend {orderNo, days, reason} -> {orderNo, status} [inquiryOrders.extendEdt]
 * - POST /api/inquiry-order/ina/deliveryOrder/print {orderNos} -> {doNo} [inquiryOrders.printDeliveryOrder]
 * - POST /api/inquiry-order/ina/deliveryOrder/detail {doNo} -> DeliveryOrderDocument [inquiryOrders.show]
 * - POST /api/inquiry-order/ina/deliveryOrder/ship shipRequestSchema -> {doNo, orderNos} [inquiryOrders.ship]
 * - POST /api/inquiry-order/ina/refund/page {pageNo, pageSize, tab?, keyword?, method?, from?, to?}
 *     -> Page<RefundRow> (requests on inquiry orders) [inquiryOrders.answerRefund]
 * - POST /api/inquiry-order/ina/refund/detail {refundNo} -> RefundDetail [inquiryOrders.answerRefund]
 * - POST /api/inquiry-order/ina/refund/answer {refundNo, move: approve | confirmReceipt} |
 *     {refundNo, move: negotiate | reject, amount, reason} -> {refundNo, status} [inquiryOrders.answerRefund];
 *     404 refunds:errors.notFound for a request on a product order
 * - POST /api/inquiry-order/ina/createIndentLetter indentLetterRequestSchema -> IndentLetterView
 *     [inquiryOrders.createIndentLetter]; 409 inquiryOrders:errors.indentNotAllowed, noIndentLine;
 *     400 estimatedDelivery inquiryOrders:rules.edtNotEarlier {previous}
 * - POST /api/inquiry-order/ina/indentLetter/detail {letterNo} -> IndentLetterDocument [inquiryOrders.show]
 * - POST /api/inquiry-order/ina/download {period? 3d|1w|1m|3m (3m)} -> InquiryDownloadRow (status 0)
 *     [inquiryOrders.export]; 409 inquiryOrders:errors.generating
 * - POST /api/inquiry-order/ina/download/page {pageNo, pageSize, period? (3m)} -> Page<InquiryDownloadRow>
 *     [inquiryOrders.export]
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { DOWNLOAD_PERIODS, OrderType } from "@src/domain/inquiry";
import { pageRequestSchema } from "@src/domain/page-request";
import { approveMoveOf } from "@src/domain/refund-transitions";
import { endNotBeforeStart } from "@src/domain/schema/day-range";
import {
  indentLetterNoRequestSchema,
  indentLetterRequestSchema,
  inquiryDownloadRequestSchema,
  inquiryOrderPageFiltersSchema,
  inquiryRefundAnswerSchema,
} from "@src/resources/inquiry-orders/schema";
import {
  cancelRequestSchema,
  changeConfirmRequestSchema,
  doNoSchema,
  edtExtendRequestSchema,
  orderNoRequestSchema,
  orderNosRequestSchema,
  shipRequestSchema,
} from "@src/resources/orders/schema";
import { refundNoRequestSchema, refundPageFiltersSchema } from "@src/resources/refunds/schema";
import type { AppDeps } from "../../deps";
import { orderTimersOf, refundTimersOf } from "../../config";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema/order";
import { refunds } from "../../db/schema/refund";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute, type RowScope } from "../../http/scope";
import { deliveryOrderDocument } from "../order/delivery-order-document";
import { printDeliveryOrder, shipDeliveryOrder } from "../order/delivery-order-service";
import { move, type MoveInput } from "../order/order-move-service";
import { lockRefund, moveRefund, moveRefundLocked } from "../refund/refund-move-service";
import { pageRefunds, refundDetail } from "../refund/refund-query-service";
import { refundNotFound } from "../refund/refund-scope";
import { confirmInquiryOrder } from "./inquiry-confirm-service";
import { releaseCreditHold } from "../order/order-confirm-service";
import { pageInquiryDownloads, requestInquiryDownload } from "./inquiry-download-service";
import { assertInquiryDeliveryOrder, assertInquiryOrders } from "./inquiry-order-scope";
import { countInquiryOrders, inquiryOrderDetail, pageInquiryOrders } from "./inquiry-order-query-service";
import { createIndentLetter, indentLetterDocument } from "./indent-letter-service";

/** Body of /api/inquiry-order/ina/page. */
export const inquiryOrderPageRequestSchema = z
  .object({ ...pageRequestSchema.shape, ...inquiryOrderPageFiltersSchema.shape })
  .superRefine(endNotBeforeStart);
/** Body of /api/inquiry-order/ina/refund/page. */
export const inquiryRefundPageRequestSchema = z
  .object({ ...pageRequestSchema.shape, ...refundPageFiltersSchema.shape })
  .superRefine(endNotBeforeStart);
/** Body of /api/inquiry-order/ina/download/page. */
export const inquiryDownloadPageSchema = pageRequestSchema.extend({
  period: z.enum(DOWNLOAD_PERIODS, { error: "validation:oneOf" }).default("3m"),
});
const doNoRequestSchema = z.object({ doNo: doNoSchema });

/**
 * Refuses a return or refund request that is not on an inquiry order of the shop.
 * @throws 404 refunds:errors.notFound
 */
async function assertInquiryRefund(db: Db, scope: RowScope, refundNo: string): Promise<void> {
  const [r] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(eq(refunds.refundNo, refundNo), eq(refunds.shopId, scope.shopId), eq(orders.orderType, OrderType.inquiry)),
    );
  if (!r) throw refundNotFound();
}

export async function registerInquiryOrderRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Every order and refund service called here sees inquiry orders only (order_type 2), as the product routes
  // see product orders only: an authority of one never reaches the other's orders.
  const inquiryScope = (request: FastifyRequest) => ({ ...callerScope(request), orderType: OrderType.inquiry });
  const { db } = deps;
  const timers = orderTimersOf(deps.config);
  const refundTimers = refundTimersOf(deps.config);
  const moved = (o: { orderNo: string; status: number }) => ok({ orderNo: o.orderNo, status: o.status });

  app.post("/api/inquiry-order/ina/page", shopRoute("inquiryOrders.list"), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, inquiryOrderPageRequestSchema);
    const scope = inquiryScope(request);
    const { rows, rowCount } = await pageInquiryOrders(db, scope, filters, pageSize, offsetOf({ pageNo, pageSize }));
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/inquiry-order/ina/counts", shopRoute("inquiryOrders.list"), async (request) => {
    const filters = parseBody(request, inquiryOrderPageFiltersSchema);
    return ok(await countInquiryOrders(db, inquiryScope(request), filters));
  });

  app.post("/api/inquiry-order/ina/detail", shopRoute("inquiryOrders.show"), async (request) => {
    const { orderNo } = parseBody(request, orderNoRequestSchema);
    return ok(await inquiryOrderDetail(db, inquiryScope(request), orderNo));
  });

  app.post(
    "/api/inquiry-order/ina/releaseCreditHold",
    shopRoute("inquiryOrders.releaseCreditHold"),
    async (request) => {
      const { orderNo } = parseBody(request, orderNoRequestSchema);
      return ok(await releaseCreditHold(db, inquiryScope(request), { orderNo }, deps.clock()));
    },
  );

  app.post("/api/inquiry-order/ina/confirm", shopRoute("inquiryOrders.confirm"), async (request) => {
    const { orderNo } = parseBody(request, orderNoRequestSchema);
    return moved(await confirmInquiryOrder(db, inquiryScope(request), { orderNo, timers }, deps.clock(), request.lang));
  });

  /** A seller move of one inquiry order through the order move service. */
  const sellerMove = async (request: Parameters<typeof callerScope>[0], input: MoveInput & { orderNo: string }) => {
    const scope = inquiryScope(request);
    await assertInquiryOrders(db, scope, [input.orderNo]);
    return moved(await move(db, { actor: "seller", scope }, input, deps.clock(), request.lang));
  };

  app.post("/api/inquiry-order/ina/cancel", shopRoute("inquiryOrders.cancel"), async (request) => {
    const { orderNo, reason } = parseBody(request, cancelRequestSchema);
    return sellerMove(request, { orderNo, move: "cancel", reason, timers });
  });

  app.post("/api/inquiry-order/ina/changeConfirm", shopRoute("inquiryOrders.modify"), async (request) => {
    const { orderNo, lines, reason } = parseBody(request, changeConfirmRequestSchema);
    return sellerMove(request, { orderNo, move: "proposeModification", lines, reason, timers });
  });

  app.post("/api/inquiry-order/ina/edt/extend", shopRoute("inquiryOrders.extendEdt"), async (request) => {
    const { orderNo, days, reason } = parseBody(request, edtExtendRequestSchema);
    return sellerMove(request, { orderNo, move: "requestEdt", days, reason, timers });
  });

  app.post(
    "/api/inquiry-order/ina/deliveryOrder/print",
    shopRoute("inquiryOrders.printDeliveryOrder"),
    async (request) => {
      const { orderNos } = parseBody(request, orderNosRequestSchema);
      const scope = inquiryScope(request);
      await assertInquiryOrders(db, scope, orderNos);
      return ok(await printDeliveryOrder(db, scope, { orderNos, timers }, deps.clock(), request.lang));
    },
  );

  app.post("/api/inquiry-order/ina/deliveryOrder/detail", shopRoute("inquiryOrders.show"), async (request) => {
    const { doNo } = parseBody(request, doNoRequestSchema);
    const scope = inquiryScope(request);
    await assertInquiryDeliveryOrder(db, scope, doNo);
    return ok(await deliveryOrderDocument(db, scope, doNo));
  });

  app.post("/api/inquiry-order/ina/deliveryOrder/ship", shopRoute("inquiryOrders.ship"), async (request) => {
    const body = parseBody(request, shipRequestSchema);
    const scope = inquiryScope(request);
    await assertInquiryDeliveryOrder(db, scope, body.doNo);
    return ok(await shipDeliveryOrder(db, scope, { ...body, timers }, deps.clock(), request.lang));
  });

  app.post("/api/inquiry-order/ina/refund/page", shopRoute("inquiryOrders.answerRefund"), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, inquiryRefundPageRequestSchema);
    const scope = inquiryScope(request);
    const offset = offsetOf({ pageNo, pageSize });
    const { rows, rowCount } = await pageRefunds(db, scope, filters, pageSize, offset, OrderType.inquiry);
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/inquiry-order/ina/refund/detail", shopRoute("inquiryOrders.answerRefund"), async (request) => {
    const { refundNo } = parseBody(request, refundNoRequestSchema);
    return ok(await refundDetail(db, { actor: "seller", scope: inquiryScope(request) }, refundNo, OrderType.inquiry));
  });

  app.post("/api/inquiry-order/ina/refund/answer", shopRoute("inquiryOrders.answerRefund"), async (request) => {
    const body = parseBody(request, inquiryRefundAnswerSchema);
    const scope = inquiryScope(request);
    await assertInquiryRefund(db, scope, body.refundNo);
    const caller = { actor: "seller", scope } as const;
    const now = deps.clock();
    const base = { refundNo: body.refundNo, timers: refundTimers, orderTimers: timers };
    let r;
    if (body.move === "approve") {
      r = await db.transaction(async (tx) => {
        const refund = await lockRefund(tx, caller, { refundNo: body.refundNo });
        const input = { ...base, move: approveMoveOf(refund.method, "seller") };
        return moveRefundLocked(tx, caller, refund, input, now, request.lang);
      });
    } else if (body.move === "confirmReceipt") {
      r = await moveRefund(db, caller, { ...base, move: "confirmReceipt" }, now, request.lang);
    } else {
      const input = { ...base, move: body.move, amount: body.amount, reason: body.reason };
      r = await moveRefund(db, caller, input, now, request.lang);
    }
    return ok({ refundNo: r.refundNo, status: r.status });
  });

  app.post(
    "/api/inquiry-order/ina/createIndentLetter",
    shopRoute("inquiryOrders.createIndentLetter"),
    async (request) => {
      const body = parseBody(request, indentLetterRequestSchema);
      return ok(await createIndentLetter(db, inquiryScope(request), body, deps.clock(), request.lang));
    },
  );

  app.post("/api/inquiry-order/ina/indentLetter/detail", shopRoute("inquiryOrders.show"), async (request) => {
    const { letterNo } = parseBody(request, indentLetterNoRequestSchema);
    return ok(await indentLetterDocument(db, inquiryScope(request), letterNo));
  });

  app.post("/api/inquiry-order/ina/download", shopRoute("inquiryOrders.export"), async (request) => {
    const { period } = parseBody(request, inquiryDownloadRequestSchema);
    return ok(await requestInquiryDownload(db, inquiryScope(request), period, deps.clock(), request.lang));
  });

  app.post("/api/inquiry-order/ina/download/page", shopRoute("inquiryOrders.export"), async (request) => {
    const body = parseBody(request, inquiryDownloadPageSchema);
    const { rows, rowCount } = await pageInquiryDownloads(db, inquiryScope(request).shopId, body, deps.clock());
    return ok(page(body, rowCount, rows));
  });
}
