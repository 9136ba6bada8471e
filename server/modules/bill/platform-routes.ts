/**
 * Platform side of bills (spec §4 "Bills and recaps": the platform verifies, holds and pays bills). Access
 * "platform". Moves outside src/domain/bill-transitions.ts answer 409 bills:errors.invalidTransition; an
 * unknown bill 404 bills:errors.notFound.
 *
 * - POST /api/platform/bill/verify {billNo} -> {billNo, status} (2 -> 3 to be paid)
 * - POST /api/platform/bill/rejectDocuments {billNo, reason} -> {billNo, status} (2 -> 1: the seller uploads again)
 * - POST /api/platform/bill/hold {billNo, reason} -> {billNo, status} (2, 3, 6 -> 7 on hold)
 * - POST /api/platform/bill/release {billNo} -> {billNo, status} (7 -> 3)
 * - POST /api/platform/bill/settle {billNo, paymentNo} -> {billNo, status} (4 -> 5 paid: paid date, the
 *     orders' bill paid time); 409 bills:errors.paymentMismatch
 * - POST /api/platform/bill/generate {period yyyy-MM} -> {billNos} (builds the period's missing bills now;
 *     the sweep does it on its own after each period; a period not yet ended builds nothing)
 */
import type { FastifyInstance } from "fastify";
import {
  billGenerateSchema,
  billNoRequestSchema,
  billReasonSchema,
  billSettleSchema,
} from "@src/resources/bills/schema";
import type { AppDeps } from "../../deps";
import { billTimersOf } from "../../config";
import { requireAuth } from "../../http/auth";
import { ok } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { platformRoute } from "../../http/scope";
import { generatePeriod } from "./bill-generation";
import { moveBill, type BillMoveInput } from "./bill-move-service";

export async function registerPlatformBillRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const timers = billTimersOf(deps.config);
  const platform = (request: Parameters<typeof requireAuth>[0]) =>
    ({ actor: "platform", userId: requireAuth(request).userId }) as const;
  const run = async (request: Parameters<typeof requireAuth>[0], input: BillMoveInput) => {
    const b = await moveBill(db, platform(request), input, deps.clock(), request.lang);
    return ok({ billNo: b.billNo, status: b.status });
  };

  app.post("/api/platform/bill/verify", platformRoute(), async (request) => {
    const { billNo } = parseBody(request, billNoRequestSchema);
    return run(request, { billNo, move: "verify" });
  });

  app.post("/api/platform/bill/rejectDocuments", platformRoute(), async (request) => {
    const { billNo, reason } = parseBody(request, billReasonSchema);
    return run(request, { billNo, move: "rejectDocuments", reason });
  });

  app.post("/api/platform/bill/hold", platformRoute(), async (request) => {
    const { billNo, reason } = parseBody(request, billReasonSchema);
    return run(request, { billNo, move: "hold", reason });
  });

  app.post("/api/platform/bill/release", platformRoute(), async (request) => {
    const { billNo } = parseBody(request, billNoRequestSchema);
    return run(request, { billNo, move: "release" });
  });

  app.post("/api/platform/bill/settle", platformRoute(), async (request) => {
    const { billNo, paymentNo } = parseBody(request, billSettleSchema);
    return run(request, { billNo, move: "settle", paymentNo });
  });

  app.post("/api/platform/bill/generate", platformRoute(), async (request) => {
    const { period } = parseBody(request, billGenerateSchema);
    requireAuth(request);
    return ok({ billNos: await generatePeriod(db, { period }, deps.clock(), timers) });
  });
}
