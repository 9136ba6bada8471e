/**
 * Seller tender endpoints (spec §2 /tend tender, tenderManageDetail, inquiry-order/tenderAndInquiryDetail; §4
 * tender statuses; §5 "Tender, consign, inquiry"; §8; paths and authorities from src/resources/tenders/index.ts).
 * All access "shop"; a tender is reached when it is the shop's (an "only own" position: one it created or last
 * handled), else 404 tenders:errors.notFound. Moves outside src/domain/tender-transitions.ts answer 409
 * tenders:errors.invalidTransition.
 *
 * - POST /api/tender/ina/page {pageNo, pageSize, tab?, keyword?, from?, to?} -> Page<TenderRow> [tenders.list]
 * - POST /api/tender/ina/counts {filters} -> TenderTabCounts [tenders.list]
 * - POST /api/tender/ina/detail {tenderNo} -> TenderDetail [tenders.show]
 * - POST /api/tender/ina/modify tenderModifySchema -> {tenderNo, status} [tenders.modify]; only in 2 wait while the
 *     inquiry is open, else 409 tenders:errors.modifyFailed; offers fully replaced; modifyCount + 1
 * - POST /api/tender/ina/submit {tenderNo} -> {tenderNo, status} [tenders.modify]; a draft 1 -> 2 while the
 *     inquiry is open (else 409 inquiries:errors.closed); activity "inquiry"
 * - POST /api/tender/ina/discussion {tenderNo} -> DiscussionComment[] [tenders.show]
 * - POST /api/tender/ina/discussion/add discussionAddSchema -> {id} [tenders.discuss]; 429
 *     tenders:errors.tooManyReplies
 */
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { pageRequestSchema } from "@src/domain/page-request";
import { endNotBeforeStart } from "@src/domain/schema/day-range";
import { tenderModifySchema } from "@src/resources/inquiries/schema";
import { discussionAddSchema, tenderNoRequestSchema, tenderPageFiltersSchema } from "@src/resources/tenders/schema";
import type { AppDeps } from "../../deps";
import { tenders } from "../../db/schema/inquiry";
import { conflict, offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { effectiveInquiryStatus, lockInquiryById } from "../inquiry/inquiry-scope";
import { addDiscussion, discussionOf } from "./discussion-service";
import { lockTender, moveTenderLocked } from "./tender-move-service";
import { countTenders, pageTenders, sellerTenderDetail } from "./tender-query-service";
import { sellerTenderWhere, tenderNotFound } from "./tender-scope";
import { modifyTender, parseTenderBody } from "./tender-write-service";

/** Body of /api/tender/ina/page. */
export const tenderPageRequestSchema = z
  .object({ ...pageRequestSchema.shape, ...tenderPageFiltersSchema.shape })
  .superRefine(endNotBeforeStart);

export async function registerTenderRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post("/api/tender/ina/page", shopRoute("tenders.list"), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, tenderPageRequestSchema);
    const { rows, rowCount } = await pageTenders(
      db,
      callerScope(request),
      filters,
      pageSize,
      offsetOf({ pageNo, pageSize }),
      deps.clock(),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/tender/ina/counts", shopRoute("tenders.list"), async (request) => {
    const filters = parseBody(request, tenderPageFiltersSchema);
    return ok(await countTenders(db, callerScope(request), filters));
  });

  app.post("/api/tender/ina/detail", shopRoute("tenders.show"), async (request) => {
    const { tenderNo } = parseBody(request, tenderNoRequestSchema);
    return ok(await sellerTenderDetail(db, callerScope(request), tenderNo, deps.clock(), request.lang));
  });

  app.post("/api/tender/ina/modify", shopRoute("tenders.modify"), async (request) => {
    const body = parseTenderBody(request, tenderModifySchema);
    return ok(await modifyTender(db, callerScope(request), body, deps.clock(), request.lang));
  });

  app.post("/api/tender/ina/submit", shopRoute("tenders.modify"), async (request) => {
    const { tenderNo } = parseBody(request, tenderNoRequestSchema);
    const scope = callerScope(request);
    const now = deps.clock();
    const row = await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ inquiryId: tenders.inquiryId })
        .from(tenders)
        .where(and(eq(tenders.tenderNo, tenderNo), sellerTenderWhere(scope)));
      if (!found) throw tenderNotFound();
      const inquiry = await lockInquiryById(tx, found.inquiryId);
      const tender = await lockTender(tx, { actor: "seller", scope }, { tenderNo });
      if (effectiveInquiryStatus(inquiry, now) !== 1) throw conflict("inquiries:errors.closed");
      return moveTenderLocked(tx, { actor: "seller", scope }, tender, { move: "submit" }, now, request.lang);
    });
    return ok({ tenderNo: row.tenderNo, status: row.status });
  });

  app.post("/api/tender/ina/discussion", shopRoute("tenders.show"), async (request) => {
    const { tenderNo } = parseBody(request, tenderNoRequestSchema);
    return ok(await discussionOf(db, { actor: "seller", scope: callerScope(request) }, tenderNo));
  });

  app.post("/api/tender/ina/discussion/add", shopRoute("tenders.discuss"), async (request) => {
    const body = parseBody(request, discussionAddSchema);
    const caller = { actor: "seller", scope: callerScope(request) } as const;
    return ok(await addDiscussion(db, caller, body, deps.clock(), request.lang));
  });
}
