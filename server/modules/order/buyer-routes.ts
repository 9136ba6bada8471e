/**
 * Buyer side of orders (spec §3 "Order", §5, §6; the buyer portal calls it, the seed drives it). Access
 * "buyer"; a buyer reaches only its own orders (another's answers 404 orders:errors.notFound). Moves
 * outside src/domain/order-transitions.ts answer 409 orders:errors.invalidTransition.
 *
 * - POST /api/buyer/order/create buyerOrderCreateSchema {shopId, items: [{itemId, quantity}], addressId |
 *     receiver, paymentMethod 1|2, licensePlate?, workOrderNo?, vin?, note?} -> {orderNo}
 *     Totals and delivery fee computed here. Refusals: 400 items.<i>.itemId / items.<i>.quantity
 *     (errors:notFound, orders:errors.otherShop, notInSale, wrongPlatform, belowMinimum, noPriceTier),
 *     400 addressId (orders:errors.addressNotFound); 404 unknown shop; 409 orders:errors.insufficientStock,
 *     billNotAllowed (no active partnership), tooLarge. The customer's discounts of the day are taken off; a
 *     bill order over the available credit or from a buyer with an overdue bill is created on credit hold
 * - POST /api/buyer/order/pay {orderNo, paymentType} -> {orderNo, status, paymentNo} (0 -> 7 paying;
 *     paymentNo `8808` + 12 digits, a virtual account)
 * - POST /api/buyer/order/confirmReceipt {orderNo} -> {orderNo, status} (2 -> 3)
 * - POST /api/buyer/order/edt/answer {orderNo, accept} -> {orderNo, status} (approveEdt | rejectEdt)
 * - POST /api/buyer/order/modification/answer {orderNo, accept} -> {orderNo, status} (accept replaces the
 *     lines and recomputes totals and delivery fee; the order waits for the seller's confirm again)
 * - POST /api/buyer/order/page {pageNo, pageSize} -> Page<OrderRow> (own orders, newest first)
 * - POST /api/buyer/order/detail {orderNo} -> OrderDetail
 */
import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { count, eq, sql } from "drizzle-orm";
import { pageRequestSchema } from "@src/domain/page-request";
import {
  buyerAnswerSchema,
  buyerOrderCreateSchema,
  buyerPaySchema,
  orderNoRequestSchema,
} from "@src/resources/orders/schema";
import type { AppDeps } from "../../deps";
import { orderTimersOf } from "../../config";
import { preparedOnce } from "../../db/prepared";
import { orders } from "../../db/schema/order";
import { requireAuth } from "../../http/auth";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { buyerRoute } from "../../http/scope";
import { createOrder } from "./order-create-service";
import { orderDetail } from "./order-detail-service";
import { move } from "./order-move-service";
import { selectRows, withLines } from "./order-query-service";

/** A virtual-account number: `8808` and 12 random digits. */
const newPaymentNo = () =>
  `8808${String(randomInt(0, 1_000_000)).padStart(6, "0")}${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;

export async function registerBuyerOrderRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const timers = orderTimersOf(deps.config);
  const buyer = (request: Parameters<typeof requireAuth>[0]) =>
    ({ actor: "buyer", userId: requireAuth(request).userId }) as const;
  const moved = (o: { orderNo: string; status: number }) => ok({ orderNo: o.orderNo, status: o.status });

  app.post("/api/buyer/order/create", buyerRoute(), async (request) => {
    const body = parseBody(request, buyerOrderCreateSchema);
    return ok(await createOrder(db, requireAuth(request).userId, { ...body, timers }, deps.clock(), request.lang));
  });

  app.post("/api/buyer/order/pay", buyerRoute(), async (request) => {
    const { orderNo, paymentType } = parseBody(request, buyerPaySchema);
    const input = { orderNo, move: "pay", paymentType, paymentNo: newPaymentNo(), timers } as const;
    const o = await move(db, buyer(request), input, deps.clock(), request.lang);
    return ok({ orderNo: o.orderNo, status: o.status, paymentNo: o.paymentNo });
  });

  app.post("/api/buyer/order/confirmReceipt", buyerRoute(), async (request) => {
    const { orderNo } = parseBody(request, orderNoRequestSchema);
    return moved(
      await move(db, buyer(request), { orderNo, move: "confirmReceipt", timers }, deps.clock(), request.lang),
    );
  });

  app.post("/api/buyer/order/edt/answer", buyerRoute(), async (request) => {
    const { orderNo, accept } = parseBody(request, buyerAnswerSchema);
    const input = { orderNo, move: accept ? "approveEdt" : "rejectEdt", timers } as const;
    return moved(await move(db, buyer(request), input, deps.clock(), request.lang));
  });

  app.post("/api/buyer/order/modification/answer", buyerRoute(), async (request) => {
    const { orderNo, accept } = parseBody(request, buyerAnswerSchema);
    const input = { orderNo, move: accept ? "acceptModification" : "rejectModification", timers } as const;
    return moved(await move(db, buyer(request), input, deps.clock(), request.lang));
  });

  app.post("/api/buyer/order/page", buyerRoute(), async (request) => {
    const { pageNo, pageSize } = parseBody(request, pageRequestSchema);
    // Prepared (docs/architecture.md §6 "Prepared statements"): a buyer's order list is its home screen.
    const where = eq(orders.buyerUserId, sql.placeholder("buyerUserId"));
    const buyerUserId = requireAuth(request).userId;
    const [rows, [total]] = await Promise.all([
      preparedOnce(db, "buyer_orders_page", (h, name) =>
        selectRows(h, where).limit(sql.placeholder("limit")).offset(sql.placeholder("offset")).prepare(name),
      ).execute({ buyerUserId, limit: pageSize, offset: offsetOf({ pageNo, pageSize }) }),
      preparedOnce(db, "buyer_orders_count", (h, name) =>
        h.select({ n: count() }).from(orders).where(where).prepare(name),
      ).execute({ buyerUserId }),
    ]);
    return ok(page({ pageNo, pageSize }, total?.n ?? 0, await withLines(db, rows)));
  });

  app.post("/api/buyer/order/detail", buyerRoute(), async (request) => {
    const { orderNo } = parseBody(request, orderNoRequestSchema);
    return ok(await orderDetail(db, buyer(request), orderNo));
  });
}
