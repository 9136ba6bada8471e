/**
 * Seller inquiry endpoints (spec §2 /tend inquiry-list, inquirydetail, addTend; §4 "Inquiry and tender"; §5
 * "Tender, consign, inquiry"; paths and authorities from src/resources/inquiries/index.ts). All access
 * "shop"; an inquiry is reached when it is open and of the shop's brands, or the shop tendered on it (else 404
 * inquiries:errors.notFound). Bodies are parsed with src/resources/inquiries/schema.ts (bad input: 400 with
 * data.errors).
 *
 * - POST /api/inquiry/ina/page {pageNo, pageSize, tab?, keyword?, carBrand?, buyerType?, sort?} -> Page<InquiryRow>
 *     [inquiries.list]; default deadline ascending (most urgent first)
 * - POST /api/inquiry/ina/counts {filters} -> InquiryTabCounts [inquiries.list]
 * - POST /api/inquiry/ina/detail {inquiryNo} -> InquiryDetail [inquiries.show]
 * - POST /api/inquiry/ina/pass {inquiryNo} -> {inquiryNo, passed} [inquiries.pass]; 409 inquiries:errors.closed
 *     | alreadyPassed | tendered
 * - POST /api/inquiry/ina/undoPass {inquiryNo} -> {inquiryNo, passed} [inquiries.pass]; 409 closed | notPassed
 * - POST /api/inquiry/ina/tender tenderRequestSchema -> {tenderNo, status} [inquiries.tender]; submit false saves
 *     a draft (1), true submits (2); 409 closed | passed | tendered | tenders:errors.duplicate; 400 field errors
 *     (see tender-write-service.ts), message tenders:rules.submitFailed when an offer lacks part no and price
 * - POST /api/inquiry/ina/prefill {inquiryNo} -> TenderPrefill [inquiries.tender]
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { pageRequestSchema } from "@src/domain/page-request";
import { inquiryNoRequestSchema, inquiryPageFiltersSchema, tenderRequestSchema } from "@src/resources/inquiries/schema";
import type { AppDeps } from "../../deps";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { parseTenderBody, saveTender } from "../tender/tender-write-service";
import { passInquiry, undoPassInquiry } from "./inquiry-pass-service";
import { countInquiries, pageInquiries, sellerInquiryDetail } from "./inquiry-query-service";
import { tenderPrefill } from "./prefill-service";

/** Body of /api/inquiry/ina/page. */
export const inquiryPageRequestSchema = z.object({ ...pageRequestSchema.shape, ...inquiryPageFiltersSchema.shape });

export async function registerInquiryRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post("/api/inquiry/ina/page", shopRoute("inquiries.list"), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, inquiryPageRequestSchema);
    const scope = callerScope(request);
    const { rows, rowCount } = await pageInquiries(
      db,
      scope,
      filters,
      pageSize,
      offsetOf({ pageNo, pageSize }),
      deps.clock(),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/inquiry/ina/counts", shopRoute("inquiries.list"), async (request) => {
    const filters = parseBody(request, inquiryPageFiltersSchema);
    return ok(await countInquiries(db, callerScope(request), filters));
  });

  app.post("/api/inquiry/ina/detail", shopRoute("inquiries.show"), async (request) => {
    const { inquiryNo } = parseBody(request, inquiryNoRequestSchema);
    return ok(await sellerInquiryDetail(db, callerScope(request), inquiryNo, deps.clock(), request.lang));
  });

  app.post("/api/inquiry/ina/pass", shopRoute("inquiries.pass"), async (request) => {
    const { inquiryNo } = parseBody(request, inquiryNoRequestSchema);
    return ok(await passInquiry(db, callerScope(request), inquiryNo, deps.clock()));
  });

  app.post("/api/inquiry/ina/undoPass", shopRoute("inquiries.pass"), async (request) => {
    const { inquiryNo } = parseBody(request, inquiryNoRequestSchema);
    return ok(await undoPassInquiry(db, callerScope(request), inquiryNo, deps.clock()));
  });

  app.post("/api/inquiry/ina/tender", shopRoute("inquiries.tender"), async (request) => {
    const body = parseTenderBody(request, tenderRequestSchema);
    return ok(await saveTender(db, callerScope(request), body, deps.clock(), request.lang));
  });

  app.post("/api/inquiry/ina/prefill", shopRoute("inquiries.tender"), async (request) => {
    const { inquiryNo } = parseBody(request, inquiryNoRequestSchema);
    return ok(await tenderPrefill(db, callerScope(request), inquiryNo));
  });
}
