/**
 * The buyer side of notices (spec §3 custom notice), access `buyer`:
 * - POST /api/buyer/message/custom/send `{ shopId, notes (1..500), url? }` -> `{ messageId }`: a note to the
 *   shop's main admin and active sub-accounts, pushed at once. A shop that is missing or not open for trade
 *   answers errors:notFound.
 */
import type { FastifyInstance } from "fastify";
import { customNoticeSendSchema } from "@src/resources/notifications/schema";
import type { AppDeps } from "../../deps";
import { requireAuth } from "../../http/auth";
import { ok } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { buyerRoute } from "../../http/scope";
import { sendCustomNotice } from "./notice-service";

export async function registerBuyerMessageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post("/api/buyer/message/custom/send", buyerRoute(), async (request) => {
    const body = parseBody(request, customNoticeSendSchema);
    return ok(await sendCustomNotice(deps.db, requireAuth(request).userId, body, deps.clock()));
  });
}
