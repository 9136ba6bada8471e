/**
 * Seller order endpoints (spec §2 /order, §4 "Orders", §5 "Orders and stock", "Shipment"; paths from
 * src/resources/orders/index.ts). All access "shop"; every query is filtered by the caller's shop, and for
 * "only own" positions by orders whose first product it owns or that it handled. Another shop's order no
 * answers 404 orders:errors.notFound. Moves outside src/domain/order-transitions.ts answer 409
 * orders:errors.invalidTransition {status} and change nothing. Bodies are parsed with
 * src/resources/orders/schema.ts (bad input: 400 with data.errors).
 *
 * - POST /api/order/ina/page {pageNo, pageSize, tab?, keyword?, paymentMethod?, printStatus?, from?, to?}
 *     -> Page<OrderRow> [orders.list]; order time desc, id desc; keyword: order no, buyer user/nick name,
 *     receiver name, or a line's part no
 * - POST /api/order/ina/counts {same filters} -> OrderTabCounts [orders.list]
 * - POST /api/order/ina/detail {orderNo} -> OrderDetail [orders.show]
 * - POST /api/order/ina/confirm {orderNo} -> {orderNo, status} [orders.confirm]; takes stock;
 *     409 orders:errors.insufficientStock {partNo, stock, quantity}
 * - POST /api/order/ina/confirm/batch {orderNos (1..50)} -> BulkResult [orders.confirm]; each in its own
 *     transaction, one refusal never stops the others
 * - POST /api/order/ina/releaseCreditHold {orderNo} -> {orderNo, status, creditHold: 2}
 *     [orders.releaseCreditHold]; 409 orders:errors.notHeld unless on credit hold (README choices "credit hold");
 *     confirm (single and batch) answers 409 orders:errors.creditHold while an order is held
 * - POST /api/order/ina/cancel {orderNo, reason (10..200)} -> {orderNo, status} [orders.cancel]; from 0
 *     gives back the stock the confirm took
 * - POST /api/order/ina/changeConfirm {orderNo, lines: [{lineId, quantity, unitPrice}], reason}
 *     -> {orderNo, status} [orders.modify]; 400 orders:errors.unknownLine (lines.<i>.lineId),
 *     orders:errors.noChange (lines); 409 orders:errors.tooLarge
 * - POST /api/order/ina/edt/extend {orderNo, days (1..30), reason} -> {orderNo, status} [orders.extendEdt]
 * - POST /api/order/ina/deliveryOrder/print {orderNos} -> {doNo} [orders.printDeliveryOrder]; paid orders
 *     of one buyer; 409 orders:errors.differentBuyers
 * - POST /api/order/ina/deliveryOrder/detail {doNo} -> DeliveryOrderDocument [orders.show]
 * - POST /api/order/ina/deliveryOrder/ship shipRequestSchema -> {doNo, orderNos} [orders.ship];
 *     409 orders:errors.notPrinted; 400 errors:file.unknownKey (proofPhoto not the shop's upload)
 * - POST /api/order/ina/export {filters} -> {fileName, mime, contentBase64 (xlsx), rows} [orders.export];
 *     at most 10,000 orders
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { OrderType } from "@src/domain/inquiry";
import { z } from "zod";
import { pageRequestSchema } from "@src/domain/page-request";
import { endNotBeforeStart } from "@src/domain/schema/day-range";
import {
  cancelRequestSchema,
  changeConfirmRequestSchema,
  doNoSchema,
  edtExtendRequestSchema,
  orderNoRequestSchema,
  orderNosRequestSchema,
  orderPageFiltersSchema,
  shipRequestSchema,
  type BulkResult,
} from "@src/resources/orders/schema";
import type { AppDeps } from "../../deps";
import { orderTimersOf } from "../../config";
import { ApiError, offsetOf, ok, page } from "../../http/envelope";
import { translate } from "../../http/i18n";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { deliveryOrderDocument } from "./delivery-order-document";
import { printDeliveryOrder, shipDeliveryOrder } from "./delivery-order-service";
import { orderDetail } from "./order-detail-service";
import { exportOrders } from "./order-export";
import { confirmOrder, releaseCreditHold } from "./order-confirm-service";
import { move, type MoveInput } from "./order-move-service";
import { countOrders, pageOrders } from "./order-query-service";

/** Body of /api/order/ina/page. */
export const orderPageRequestSchema = z
  .object({ ...pageRequestSchema.shape, ...orderPageFiltersSchema.shape })
  .superRefine(endNotBeforeStart);
/** Body of /api/order/ina/deliveryOrder/detail. */
export const doNoRequestSchema = z.object({ doNo: doNoSchema });

export async function registerOrderRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const timers = orderTimersOf(deps.config);
  const moved = (o: { orderNo: string; status: number }) => ok({ orderNo: o.orderNo, status: o.status });
  // These routes reach product orders only; inquiry orders have their own routes and authorities (/api/inquiry-order).
  const productScope = (request: FastifyRequest) => ({ ...callerScope(request), orderType: OrderType.product });

  app.post("/api/order/ina/page", shopRoute("orders.list"), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, orderPageRequestSchema);
    const scope = productScope(request);
    const { rows, rowCount } = await pageOrders(db, scope, filters, pageSize, offsetOf({ pageNo, pageSize }));
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/order/ina/counts", shopRoute("orders.list"), async (request) => {
    const filters = parseBody(request, orderPageFiltersSchema);
    return ok(await countOrders(db, productScope(request), filters));
  });

  app.post("/api/order/ina/detail", shopRoute("orders.show"), async (request) => {
    const { orderNo } = parseBody(request, orderNoRequestSchema);
    return ok(await orderDetail(db, { actor: "seller", scope: productScope(request) }, orderNo));
  });

  app.post("/api/order/ina/confirm", shopRoute("orders.confirm"), async (request) => {
    const { orderNo } = parseBody(request, orderNoRequestSchema);
    return moved(await confirmOrder(db, productScope(request), { orderNo, timers }, deps.clock(), request.lang));
  });

  app.post("/api/order/ina/confirm/batch", shopRoute("orders.confirm"), async (request) => {
    const { orderNos } = parseBody(request, orderNosRequestSchema);
    const scope = productScope(request);
    const results: BulkResult["results"] = [];
    for (const orderNo of orderNos) {
      try {
        await confirmOrder(db, scope, { orderNo, timers }, deps.clock(), request.lang);
        results.push({ orderNo, ok: true });
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        results.push({ orderNo, ok: false, message: translate(request.lang, err.messageKey, err.params) });
      }
    }
    return ok<BulkResult>({ results });
  });

  app.post("/api/order/ina/releaseCreditHold", shopRoute("orders.releaseCreditHold"), async (request) => {
    const { orderNo } = parseBody(request, orderNoRequestSchema);
    return ok(await releaseCreditHold(db, productScope(request), { orderNo }, deps.clock()));
  });

  app.post("/api/order/ina/cancel", shopRoute("orders.cancel"), async (request) => {
    const { orderNo, reason } = parseBody(request, cancelRequestSchema);
    const caller = { actor: "seller", scope: productScope(request) } as const;
    return moved(await move(db, caller, { orderNo, move: "cancel", reason, timers }, deps.clock(), request.lang));
  });

  app.post("/api/order/ina/changeConfirm", shopRoute("orders.modify"), async (request) => {
    const { orderNo, lines, reason } = parseBody(request, changeConfirmRequestSchema);
    const caller = { actor: "seller", scope: productScope(request) } as const;
    const input: MoveInput = { orderNo, move: "proposeModification", lines, reason, timers };
    return moved(await move(db, caller, input, deps.clock(), request.lang));
  });

  app.post("/api/order/ina/edt/extend", shopRoute("orders.extendEdt"), async (request) => {
    const { orderNo, days, reason } = parseBody(request, edtExtendRequestSchema);
    const caller = { actor: "seller", scope: productScope(request) } as const;
    const input: MoveInput = { orderNo, move: "requestEdt", days, reason, timers };
    return moved(await move(db, caller, input, deps.clock(), request.lang));
  });

  app.post("/api/order/ina/deliveryOrder/print", shopRoute("orders.printDeliveryOrder"), async (request) => {
    const { orderNos } = parseBody(request, orderNosRequestSchema);
    return ok(await printDeliveryOrder(db, productScope(request), { orderNos, timers }, deps.clock(), request.lang));
  });

  app.post("/api/order/ina/deliveryOrder/detail", shopRoute("orders.show"), async (request) => {
    const { doNo } = parseBody(request, doNoRequestSchema);
    return ok(await deliveryOrderDocument(db, productScope(request), doNo));
  });

  app.post("/api/order/ina/deliveryOrder/ship", shopRoute("orders.ship"), async (request) => {
    const body = parseBody(request, shipRequestSchema);
    return ok(await shipDeliveryOrder(db, productScope(request), { ...body, timers }, deps.clock(), request.lang));
  });

  app.post("/api/order/ina/export", shopRoute("orders.export"), async (request) => {
    const filters = parseBody(request, orderPageFiltersSchema);
    return ok(await exportOrders(db, productScope(request), filters, deps.clock(), request.lang));
  });
}
