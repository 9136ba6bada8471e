/**
 * Seller bill endpoints (spec §2 /order bill, bill-detail, print_bill_uncheck, bill-download, bill-upload,
 * DetailGeneratedBill; §3 "Bill"; §4 "Bills and recaps"; §9; paths from src/resources/bills/index.ts). All
 * access "shop"; every query is filtered by the caller's shop, and for "only own" positions by bills holding
 * an order it owns or handled. Another shop's bill no answers 404 bills:errors.notFound. Moves outside
 * src/domain/bill-transitions.ts answer 409 bills:errors.invalidTransition {status} and change nothing.
 * Bodies are parsed with src/resources/bills/schema.ts (bad input: 400 with data.errors).
 *
 * - POST /api/bill/ina/page {pageNo, pageSize, tab?, billNo?, buyer?, from?, to?} -> Page<BillRow> [bills.list];
 *     bill time desc
 * - POST /api/bill/ina/counts {same filters} -> BillTabCounts [bills.list]
 * - POST /api/bill/ina/detail {billNo} -> BillDetail [bills.show]
 * - POST /api/bill/ina/orders {billNo, pageNo, pageSize} -> Page<BillOrderRow> [bills.show]
 * - POST /api/bill/ina/print {billNo} -> BillPrint [bills.show]
 * - POST /api/bill/ina/document/upload {billNo, documentId?, title, fileKey, description?}
 *     -> {billNo, documentId} [bills.uploadDocument]; 409 bills:errors.documentsLocked, tooManyDocuments;
 *     400 errors:file.unknownKey (fileKey), bills:errors.documentNotFound (documentId)
 * - POST /api/bill/ina/document/submit {billNo} -> {billNo, status} [bills.submitDocuments] (1 -> 2);
 *     409 bills:errors.documentsMissing
 * - POST /api/bill/ina/download/request {range? 3d|1w|1m|3m (3m)} -> BillDownloadRow [bills.export];
 *     409 bills:errors.generating
 * - POST /api/bill/ina/download/page {pageNo, pageSize, range? (3m)} -> Page<BillDownloadRow> [bills.export]
 */
import type { FastifyInstance } from "fastify";
import { billPageFiltersSchema } from "@src/resources/bills/schema";
import {
  billDocumentUploadSchema,
  billDownloadRequestSchema,
  billDownloadsPageSchema,
  billNoRequestSchema,
  billOrdersRequestSchema,
  billPageRequestSchema,
} from "@src/resources/bills/schema";
import type { AppDeps } from "../../deps";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { uploadDocument } from "./bill-document-service";
import { pageBillDownloads, requestBillDownload } from "./bill-download-service";
import { moveBill } from "./bill-move-service";
import { billDetail, billPrint, countBills, pageBillOrders, pageBills } from "./bill-query-service";

export async function registerBillRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const seller = (request: Parameters<typeof callerScope>[0]) =>
    ({ actor: "seller", scope: callerScope(request) }) as const;

  app.post("/api/bill/ina/page", shopRoute("bills.list"), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, billPageRequestSchema);
    const { rows, rowCount } = await pageBills(db, seller(request), filters, pageSize, offsetOf({ pageNo, pageSize }));
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/bill/ina/counts", shopRoute("bills.list"), async (request) => {
    const filters = parseBody(request, billPageFiltersSchema);
    return ok(await countBills(db, seller(request), filters));
  });

  app.post("/api/bill/ina/detail", shopRoute("bills.show"), async (request) => {
    const { billNo } = parseBody(request, billNoRequestSchema);
    return ok(await billDetail(db, seller(request), billNo, deps.clock()));
  });

  app.post("/api/bill/ina/orders", shopRoute("bills.show"), async (request) => {
    const { billNo, pageNo, pageSize } = parseBody(request, billOrdersRequestSchema);
    const { rows, rowCount } = await pageBillOrders(
      db,
      seller(request),
      billNo,
      pageSize,
      offsetOf({ pageNo, pageSize }),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/bill/ina/print", shopRoute("bills.show"), async (request) => {
    const { billNo } = parseBody(request, billNoRequestSchema);
    return ok(await billPrint(db, seller(request), billNo, deps.clock()));
  });

  app.post("/api/bill/ina/document/upload", shopRoute("bills.uploadDocument"), async (request) => {
    const body = parseBody(request, billDocumentUploadSchema);
    return ok(await uploadDocument(db, callerScope(request), body, deps.clock(), request.lang));
  });

  app.post("/api/bill/ina/document/submit", shopRoute("bills.submitDocuments"), async (request) => {
    const { billNo } = parseBody(request, billNoRequestSchema);
    const b = await moveBill(db, seller(request), { billNo, move: "submitDocuments" }, deps.clock(), request.lang);
    return ok({ billNo: b.billNo, status: b.status });
  });

  app.post("/api/bill/ina/download/request", shopRoute("bills.export"), async (request) => {
    const body = parseBody(request, billDownloadRequestSchema);
    return ok(await requestBillDownload(db, callerScope(request), body, deps.clock(), request.lang));
  });

  app.post("/api/bill/ina/download/page", shopRoute("bills.export"), async (request) => {
    const body = parseBody(request, billDownloadsPageSchema);
    const { rows, rowCount } = await pageBillDownloads(db, callerScope(request).shopId, body, deps.clock());
    return ok(page(body, rowCount, rows));
  });
}
