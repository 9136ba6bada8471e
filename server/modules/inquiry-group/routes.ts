/**
 * Seller inquiry order group endpoints (spec §2 /tend inquiryordergroup, shipment-operate/inquiryGroup/{id},
 * multiple-po-single-do, deliveryOrderGroup; §4 group tabs; paths and authorities from
 * src/resources/inquiry-groups/index.ts). All access "shop"; scoped by the caller's shop and "only own". Another
 * shop's group no answers 404 inquiryGroups:errors.notFound; an order or DO that is not one of the shop's
 * inquiry orders 404 inquiryOrders:errors.notFound. Printing and shipping call the order module's
 * delivery-order service (several POs of ONE buyer under one DO: 409 orders:errors.differentBuyers).
 *
 * - POST /api/inquiry-group/ina/page {pageNo, pageSize, tab? (0..4, 0), keyword?} -> Page<InquiryGroupRow>
 *     [inquiryGroups.list]; newest first
 * - POST /api/inquiry-group/ina/counts {keyword?} -> InquiryGroupCounts [inquiryGroups.list]
 * - POST /api/inquiry-group/ina/detail {groupNo} -> InquiryGroupDetail [inquiryGroups.show]
 * - POST /api/inquiry-group/ina/candidates {buyerUserName?, keyword?} -> InquiryOrderRow[] (paid POs not on a
 *     printed DO, at most 100) [inquiryGroups.show]
 * - POST /api/inquiry-group/ina/deliveryOrder/print {orderNos} -> {doNo} [inquiryGroups.printDeliveryOrder]
 * - POST /api/inquiry-group/ina/deliveryOrder/ship shipRequestSchema -> {doNo, orderNos} [inquiryGroups.ship]
 * - POST /api/inquiry-group/ina/deliveryOrder/page {pageNo, pageSize} -> Page<GroupedDeliveryOrderRow>
 *     (DOs holding more than one PO) [inquiryGroups.list]
 * - POST /api/inquiry-group/ina/deliveryOrder/detail {doNo} -> DeliveryOrderDocument [inquiryGroups.show]
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { pageRequestSchema } from "@src/domain/page-request";
import {
  candidatesRequestSchema,
  groupNoRequestSchema,
  inquiryGroupPageFiltersSchema,
} from "@src/resources/inquiry-groups/schema";
import { doNoSchema, orderNosRequestSchema, shipRequestSchema } from "@src/resources/orders/schema";
import type { AppDeps } from "../../deps";
import { orderTimersOf } from "../../config";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { deliveryOrderDocument } from "../order/delivery-order-document";
import { printDeliveryOrder, shipDeliveryOrder } from "../order/delivery-order-service";
import { assertInquiryDeliveryOrder, assertInquiryOrders } from "../inquiry-order/inquiry-order-scope";
import { candidates, countGroups, groupDetail, pageGroupedDeliveryOrders, pageGroups } from "./inquiry-group-service";

/** Body of /api/inquiry-group/ina/page. */
export const inquiryGroupPageRequestSchema = z.object({
  ...pageRequestSchema.shape,
  ...inquiryGroupPageFiltersSchema.shape,
});
const countsRequestSchema = inquiryGroupPageFiltersSchema.pick({ keyword: true });
const doNoRequestSchema = z.object({ doNo: doNoSchema });

export async function registerInquiryGroupRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const timers = orderTimersOf(deps.config);

  app.post("/api/inquiry-group/ina/page", shopRoute("inquiryGroups.list"), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, inquiryGroupPageRequestSchema);
    const { rows, rowCount } = await pageGroups(
      db,
      callerScope(request),
      filters,
      pageSize,
      offsetOf({ pageNo, pageSize }),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/inquiry-group/ina/counts", shopRoute("inquiryGroups.list"), async (request) => {
    const filters = parseBody(request, countsRequestSchema);
    return ok(await countGroups(db, callerScope(request), filters));
  });

  app.post("/api/inquiry-group/ina/detail", shopRoute("inquiryGroups.show"), async (request) => {
    const { groupNo } = parseBody(request, groupNoRequestSchema);
    return ok(await groupDetail(db, callerScope(request), groupNo));
  });

  app.post("/api/inquiry-group/ina/candidates", shopRoute("inquiryGroups.show"), async (request) => {
    const filters = parseBody(request, candidatesRequestSchema);
    return ok(await candidates(db, callerScope(request), filters));
  });

  app.post(
    "/api/inquiry-group/ina/deliveryOrder/print",
    shopRoute("inquiryGroups.printDeliveryOrder"),
    async (request) => {
      const { orderNos } = parseBody(request, orderNosRequestSchema);
      const scope = callerScope(request);
      await assertInquiryOrders(db, scope, orderNos);
      return ok(await printDeliveryOrder(db, scope, { orderNos, timers }, deps.clock(), request.lang));
    },
  );

  app.post("/api/inquiry-group/ina/deliveryOrder/ship", shopRoute("inquiryGroups.ship"), async (request) => {
    const body = parseBody(request, shipRequestSchema);
    const scope = callerScope(request);
    await assertInquiryDeliveryOrder(db, scope, body.doNo);
    return ok(await shipDeliveryOrder(db, scope, { ...body, timers }, deps.clock(), request.lang));
  });

  app.post("/api/inquiry-group/ina/deliveryOrder/page", shopRoute("inquiryGroups.list"), async (request) => {
    const { pageNo, pageSize } = parseBody(request, pageRequestSchema);
    const scope = callerScope(request);
    const { rows, rowCount } = await pageGroupedDeliveryOrders(db, scope, pageSize, offsetOf({ pageNo, pageSize }));
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/inquiry-group/ina/deliveryOrder/detail", shopRoute("inquiryGroups.show"), async (request) => {
    const { doNo } = parseBody(request, doNoRequestSchema);
    const scope = callerScope(request);
    await assertInquiryDeliveryOrder(db, scope, doNo);
    return ok(await deliveryOrderDocument(db, scope, doNo));
  });
}
