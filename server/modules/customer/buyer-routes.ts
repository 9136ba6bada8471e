/**
 * Buyer customer endpoints (the marketplace's buyer side: spec §2 verifyInfoChange's other half; §6
 * multiple-account management for priority buyers). Access "buyer"; each acts on the caller's own rows.
 *
 * - POST /api/buyer/customer/infoChange/create buyerInfoChangeSchema {shopId, changes} -> {id}; 404
 *     customers:errors.notCustomer (not a customer of that shop); 409 customers:errors.infoChangePending
 *     (one already waits: the spec §8 text); the shop's main admin and the account manager get a message
 * - POST /api/buyer/customer/infoChange/page {pageNo, pageSize} -> Page<InfoChangeRow> (its own, newest first)
 * - POST /api/buyer/account/page {pageNo, pageSize} -> Page<LinkedAccountRow>
 * - POST /api/buyer/account/add {userName} -> {userName}; 404 customers:errors.buyerNotFound; 409
 *     customers:errors.accountLinked, customers:errors.tooManyAccounts {max}
 * - POST /api/buyer/account/remove {userName} -> {userName}; 404 customers:errors.buyerNotFound
 *   The three account endpoints answer 403 customers:errors.notPriority to a buyer who is not priority.
 */
import type { FastifyInstance } from "fastify";
import { pageRequestSchema } from "@src/domain/page-request";
import { buyerInfoChangeSchema, linkedAccountSchema } from "@src/resources/customers/schema";
import type { AppDeps } from "../../deps";
import { requireAuth } from "../../http/auth";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { buyerRoute } from "../../http/scope";
import { createInfoChange, pageBuyerInfoChanges } from "./info-change-service";
import { addLinkedAccount, pageLinkedAccounts, removeLinkedAccount } from "./linked-account-service";

export async function registerBuyerCustomerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post("/api/buyer/customer/infoChange/create", buyerRoute(), async (request) => {
    const body = parseBody(request, buyerInfoChangeSchema);
    return ok(await createInfoChange(db, requireAuth(request).userId, body, deps.clock()));
  });

  app.post("/api/buyer/customer/infoChange/page", buyerRoute(), async (request) => {
    const { pageNo, pageSize } = parseBody(request, pageRequestSchema);
    const { rows, rowCount } = await pageBuyerInfoChanges(
      db,
      requireAuth(request).userId,
      pageSize,
      offsetOf({ pageNo, pageSize }),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/buyer/account/page", buyerRoute(), async (request) => {
    const { pageNo, pageSize } = parseBody(request, pageRequestSchema);
    const { rows, rowCount } = await pageLinkedAccounts(
      db,
      requireAuth(request).userId,
      pageSize,
      offsetOf({ pageNo, pageSize }),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/buyer/account/add", buyerRoute(), async (request) => {
    const { userName } = parseBody(request, linkedAccountSchema);
    return ok(await addLinkedAccount(db, requireAuth(request).userId, userName, deps.clock()));
  });

  app.post("/api/buyer/account/remove", buyerRoute(), async (request) => {
    const { userName } = parseBody(request, linkedAccountSchema);
    return ok(await removeLinkedAccount(db, requireAuth(request).userId, userName));
  });
}
