/**
 * Buyer side of tenders (spec §4 "Inquiry and tender"; the buyer portal calls it, the seed drives it). Access
 * "buyer"; a buyer reaches the submitted tenders on its own inquiries (another's, or a draft, answers 404
 * tenders:errors.notFound). Moves outside src/domain/tender-transitions.ts answer 409
 * tenders:errors.invalidTransition. The purchase itself is /api/buyer/inquiry-order/create (the
 * inquiry-order module).
 *
 * - POST /api/buyer/tender/page {inquiryNo, pageNo, pageSize} -> Page<TenderRow> (cheapest total first)
 * - POST /api/buyer/tender/detail {tenderNo} -> TenderDetail (moves are the buyer's)
 * - POST /api/buyer/tender/choose {tenderNo} -> {tenderNo, status} (2 / 3 -> 4; the seller is told)
 * - POST /api/buyer/tender/notPurchase {tenderNo} -> {tenderNo, status} (2 / 3 / 4 -> 6; the seller is told)
 * - POST /api/buyer/tender/discussion {tenderNo} -> DiscussionComment[]
 * - POST /api/buyer/tender/discussion/add discussionAddSchema -> {id} (the seller is told); 429 tooManyReplies
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { pageRequestSchema } from "@src/domain/page-request";
import { tenderMovesFor, type TenderMove } from "@src/domain/tender-transitions";
import { inquiryNoSchema } from "@src/resources/inquiries/schema";
import { discussionAddSchema, tenderNoRequestSchema } from "@src/resources/tenders/schema";
import type { AppDeps } from "../../deps";
import { inquiries, tenders } from "../../db/schema/inquiry";
import { requireAuth } from "../../http/auth";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { buyerRoute } from "../../http/scope";
import { lockInquiryById } from "../inquiry/inquiry-scope";
import { addDiscussion, discussionOf } from "./discussion-service";
import { lockTender, moveTenderLocked } from "./tender-move-service";
import { buyerTenderRows, tenderDetailWhere } from "./tender-query-service";
import { buyerTenderWhere, tenderNotFound } from "./tender-scope";

/** Body of /api/buyer/tender/page: the tenders of one of the buyer's inquiries. */
export const buyerTenderPageSchema = z.object({ ...pageRequestSchema.shape, inquiryNo: inquiryNoSchema });

export async function registerBuyerTenderRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const buyerId = (request: FastifyRequest) => requireAuth(request).userId;

  app.post("/api/buyer/tender/page", buyerRoute(), async (request) => {
    const { pageNo, pageSize, inquiryNo } = parseBody(request, buyerTenderPageSchema);
    const where = and(
      buyerTenderWhere(buyerId(request)),
      sql`${tenders.inquiryId} = (select ${inquiries.id} from ${inquiries} where ${inquiries.inquiryNo} = ${inquiryNo})`,
    );
    const [rows, [total]] = await Promise.all([
      buyerTenderRows(db, where, deps.clock()),
      db.select({ n: count() }).from(tenders).where(where),
    ]);
    const offset = offsetOf({ pageNo, pageSize });
    return ok(page({ pageNo, pageSize }, total?.n ?? 0, rows.slice(offset, offset + pageSize)));
  });

  app.post("/api/buyer/tender/detail", buyerRoute(), async (request) => {
    const { tenderNo } = parseBody(request, tenderNoRequestSchema);
    return ok(
      await tenderDetailWhere(
        db,
        buyerTenderWhere(buyerId(request)),
        tenderNo,
        (t) => tenderMovesFor("buyer", t.status),
        deps.clock(),
        request.lang,
      ),
    );
  });

  const move = (name: TenderMove) => async (request: FastifyRequest) => {
    const { tenderNo } = parseBody(request, tenderNoRequestSchema);
    const caller = { actor: "buyer", userId: buyerId(request) } as const;
    const row = await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ inquiryId: tenders.inquiryId })
        .from(tenders)
        .where(and(eq(tenders.tenderNo, tenderNo), buyerTenderWhere(caller.userId)));
      if (!found) throw tenderNotFound();
      await lockInquiryById(tx, found.inquiryId);
      const tender = await lockTender(tx, caller, { tenderNo });
      return moveTenderLocked(tx, caller, tender, { move: name }, deps.clock(), request.lang);
    });
    return ok({ tenderNo: row.tenderNo, status: row.status });
  };
  app.post("/api/buyer/tender/choose", buyerRoute(), move("choose"));
  app.post("/api/buyer/tender/notPurchase", buyerRoute(), move("notPurchase"));

  app.post("/api/buyer/tender/discussion", buyerRoute(), async (request) => {
    const { tenderNo } = parseBody(request, tenderNoRequestSchema);
    return ok(await discussionOf(db, { actor: "buyer", userId: buyerId(request) }, tenderNo));
  });

  app.post("/api/buyer/tender/discussion/add", buyerRoute(), async (request) => {
    const body = parseBody(request, discussionAddSchema);
    return ok(await addDiscussion(db, { actor: "buyer", userId: buyerId(request) }, body, deps.clock(), request.lang));
  });
}
