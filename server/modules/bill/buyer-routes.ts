/**
 * Buyer side of bills (spec §3 "Bill", §4 "Bills and recaps"; the buyer portal calls it, the seed drives it).
 * Access "buyer"; a buyer reaches only its own bills (another's answers 404 bills:errors.notFound). Moves
 * outside src/domain/bill-transitions.ts answer 409 bills:errors.invalidTransition.
 *
 * - POST /api/buyer/bill/page {pageNo, pageSize, tab?, billNo?, from?, to?} -> Page<BillRow> (own bills, newest first)
 * - POST /api/buyer/bill/detail {billNo} -> BillDetail
 * - POST /api/buyer/bill/orders {billNo, pageNo, pageSize} -> Page<BillOrderRow>
 * - POST /api/buyer/bill/pay {billNo, paymentType} -> {billNo, status, paymentNo} (3 to be paid or 6 overdue
 *     -> 4 paying; paymentNo `8809` + 12 digits, a virtual account)
 */
import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import {
  billNoRequestSchema,
  billOrdersRequestSchema,
  billPageRequestSchema,
  billPaySchema,
} from "@src/resources/bills/schema";
import type { AppDeps } from "../../deps";
import { requireAuth } from "../../http/auth";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { buyerRoute } from "../../http/scope";
import { moveBill } from "./bill-move-service";
import { billDetail, pageBillOrders, pageBills } from "./bill-query-service";

/** A virtual-account number for a bill: `8809` and 12 random digits. */
const newPaymentNo = () =>
  `8809${String(randomInt(0, 1_000_000)).padStart(6, "0")}${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;

export async function registerBuyerBillRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const buyer = (request: Parameters<typeof requireAuth>[0]) =>
    ({ actor: "buyer", userId: requireAuth(request).userId }) as const;

  app.post("/api/buyer/bill/page", buyerRoute(), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, billPageRequestSchema);
    const { rows, rowCount } = await pageBills(db, buyer(request), filters, pageSize, offsetOf({ pageNo, pageSize }));
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/buyer/bill/detail", buyerRoute(), async (request) => {
    const { billNo } = parseBody(request, billNoRequestSchema);
    return ok(await billDetail(db, buyer(request), billNo, deps.clock()));
  });

  app.post("/api/buyer/bill/orders", buyerRoute(), async (request) => {
    const { billNo, pageNo, pageSize } = parseBody(request, billOrdersRequestSchema);
    const { rows, rowCount } = await pageBillOrders(
      db,
      buyer(request),
      billNo,
      pageSize,
      offsetOf({ pageNo, pageSize }),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/buyer/bill/pay", buyerRoute(), async (request) => {
    const { billNo, paymentType } = parseBody(request, billPaySchema);
    const input = { billNo, move: "pay", paymentType, paymentNo: newPaymentNo() } as const;
    const b = await moveBill(db, buyer(request), input, deps.clock(), request.lang);
    return ok({ billNo: b.billNo, status: b.status, paymentNo: b.paymentNo });
  });
}
