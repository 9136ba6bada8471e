/**
 * Bills on the wire (spec §3 "Bill", §4 "Bills and recaps", §9): the zod schemas of every bill request,
 * shared by the portal's forms and the API (seller, buyer and platform routes), and the shapes the API
 * answers. Messages are i18n keys (`bills:rules.*`, `validation:*`). Money is integer rupiah; times are
 * `yyyy-MM-dd HH:mm:ss` WIB, dates `yyyy-MM-dd` WIB.
 */
import { z } from "zod";
import {
  BILL_NO_FORMAT,
  BILL_TAB_KEYS,
  MAX_DOCUMENT_DESCRIPTION,
  MAX_DOCUMENT_TITLE,
  PERIOD_FORMAT,
  type BillDocumentKind,
  type BillStatusName,
  type BillTab,
} from "../../domain/bill";
import type { BillMove } from "../../domain/bill-transitions";
import { pageRequestSchema } from "../../domain/page-request";
import { MAX_KEYWORD } from "../../domain/wire";
import { daySchema, endNotBeforeStart } from "../../domain/schema/day-range";
import { fileKeySchema } from "../../domain/schema/file-key";
import { keyword } from "../../domain/schema/text";
import { textField } from "../../domain/schema/text-field";
import {
  DEFAULT_DOWNLOAD_RANGE,
  DOWNLOAD_RANGES,
  DownloadStatus,
  type DownloadStatusValue,
} from "../priority-areas/schema";

export { DownloadStatus, DOWNLOAD_RANGES, DEFAULT_DOWNLOAD_RANGE, type DownloadStatusValue };

/** `BIL-202610-000123`: what every caller names a bill by. */
export const billNoSchema = textField({ max: 20, pattern: { regex: BILL_NO_FORMAT, message: "bills:rules.billNo" } });
/** Body naming one bill: `{ billNo }` (detail, print, submit, the buyer's detail, the platform's verify / release). */
export const billNoRequestSchema = z.object({ billNo: billNoSchema });
export type BillNoRequest = z.infer<typeof billNoRequestSchema>;

// ---------------------------------------------------------------- seller list

/** Filters of /api/bill/ina/page and /api/bill/ina/counts (besides pageNo / pageSize). */
export const billPageFiltersSchema = z
  .object({
    tab: z.enum(BILL_TAB_KEYS as [BillTab, ...BillTab[]], { error: "validation:oneOf" }).default("all"),
    /** Part of a bill no. */
    billNo: keyword(20),
    /** Buyer user name or name (part of). */
    buyer: keyword(MAX_KEYWORD),
    /** Bill date range, WIB days. */
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .superRefine(endNotBeforeStart);
export type BillPageFilters = z.input<typeof billPageFiltersSchema>;
export const billPageRequestSchema = z
  .object({ ...pageRequestSchema.shape, ...billPageFiltersSchema.shape })
  .superRefine(endNotBeforeStart);

/** One row of the seller's bill list (spec §3 "Bill"). */
export interface BillRow {
  billNo: string;
  status: number;
  statusName: BillStatusName;
  /** `yyyy-MM`, first month of the settlement period, and its length. */
  period: string;
  periodMonths: number;
  billDate: string;
  settlementDate: string;
  deadline: string;
  paidDate: string | null;
  buyerUserName: string;
  buyerName: string;
  orderCount: number;
  quantity: number;
  productAmount: number;
  deliveryFeeBefore: number;
  deliveryFeeAfter: number;
  total: number;
  /** Required documents still without a file, and when they are due (ISO). */
  missingDocuments: number;
  documentsDeadline: string;
  /** Moves the caller may make now (src/domain/bill-transitions.ts billMovesFor). */
  moves: BillMove[];
}

/** Answer of /api/bill/ina/counts: bills per tab under the same filters (tab ignored). */
export type BillTabCounts = Record<BillTab, number>;

// ---------------------------------------------------------------- seller detail

/** One document of a bill (spec §3 "documents (title, file, description)"). */
export interface BillDocumentView {
  id: number;
  kind: BillDocumentKind;
  title: string;
  description: string;
  required: boolean;
  /** `/files/<key>` once uploaded. */
  url: string | null;
  fileName: string | null;
  uploadedBy: string | null;
  uploadTime: string | null;
}

export interface BillEventView {
  move: BillMove | "generate" | "uploadDocument";
  actor: "seller" | "buyer" | "platform" | "system";
  userName: string | null;
  fromStatus: number | null;
  toStatus: number;
  detail: Record<string, unknown>;
  createTime: string;
}

/** Answer of /api/bill/ina/detail (spec §3 "Bill": every field, the documents and the history). */
export interface BillDetail extends BillRow {
  /** ISO instants of the documents deadline and of now (the countdown runs from the server's clock). */
  documentsDeadlineIso: string;
  serverTime: string;
  /** True once the documents deadline passed while a required document is missing and not yet submitted. */
  documentsOverdue: boolean;
  billTime: string;
  submitTime: string | null;
  verifyTime: string | null;
  payTime: string | null;
  paymentNo: string | null;
  platformNote: string | null;
  shopName: string;
  buyerType: string | null;
  documents: BillDocumentView[];
  events: BillEventView[];
}

/** One order of a generated bill (spec §2 DetailGeneratedBill). */
export interface BillOrderRow {
  orderNo: string;
  orderTime: string;
  /** When the buyer received it (the order's finish time). */
  finishTime: string | null;
  status: number;
  quantity: number;
  productAmount: number;
  deliveryFee: number;
  deliveryFeeAdjustment: number;
  total: number;
  logisticNo: string | null;
  billPaidTime: string | null;
}

/** Body of /api/bill/ina/orders (and the buyer's): the bill's orders, paged, delivery time ascending. */
export const billOrdersRequestSchema = pageRequestSchema.extend({ billNo: billNoSchema });
export type BillOrdersRequest = z.infer<typeof billOrdersRequestSchema>;

/** Answer of /api/bill/ina/print: the printable bill (print_bill_uncheck) with every order (at most MAX_PRINT_ORDERS). */
export interface BillPrint {
  bill: BillDetail;
  shop: { name: string; address: string; phone: string };
  buyer: { userName: string; name: string; buyerType: string | null };
  orders: BillOrderRow[];
  /** True when the bill has more orders than printed (see DetailGeneratedBill). */
  truncated: boolean;
}
export const MAX_PRINT_ORDERS = 1_000;

// ---------------------------------------------------------------- seller documents

/**
 * Body of /api/bill/ina/document/upload (spec §2 bill-upload: title, file, description). With `documentId`
 * the file fills that document (a required one, or replaces an extra one's file); without, an extra
 * document is added. The file key must be an upload of the caller's shop.
 */
export const billDocumentUploadSchema = z.object({
  billNo: billNoSchema,
  documentId: z.number({ error: "validation:invalid" }).int("validation:invalid").min(1).max(2_147_483_647).optional(),
  title: textField({ min: 2, max: MAX_DOCUMENT_TITLE }),
  fileKey: fileKeySchema,
  description: textField({ max: MAX_DOCUMENT_DESCRIPTION, multiline: true, optional: true }).optional(),
});
export type BillDocumentUpload = z.infer<typeof billDocumentUploadSchema>;

// ---------------------------------------------------------------- seller downloads

/** Body of /api/bill/ina/download/request (spec §9: bills of the last 3 months by default; 3 days, 1 week, 1 month). */
export const billDownloadRequestSchema = z.object({
  range: z.enum(DOWNLOAD_RANGES, { error: "validation:oneOf" }).default(DEFAULT_DOWNLOAD_RANGE),
});
export type BillDownloadRequest = z.input<typeof billDownloadRequestSchema>;
/** Body of /api/bill/ina/download/page: files asked within the range, newest first. */
export const billDownloadsPageSchema = pageRequestSchema.extend({
  range: z.enum(DOWNLOAD_RANGES, { error: "validation:oneOf" }).default(DEFAULT_DOWNLOAD_RANGE),
});
export type BillDownloadsPageRequest = z.infer<typeof billDownloadsPageSchema>;

/** One requested bill file; `url` `/files/<key>` once done; status 2 shows 'Download file failed'. */
export interface BillDownloadRow {
  id: number;
  kind: "bills";
  status: DownloadStatusValue;
  /** The bill-date range the file covers, `yyyy-MM-dd` WIB. */
  from: string;
  to: string;
  url: string | null;
  fileName: string | null;
  userName: string;
  createTime: string;
  doneTime: string | null;
}

// ---------------------------------------------------------------- buyer and platform

/** Body of /api/buyer/bill/pay. */
export const billPaySchema = z.object({
  billNo: billNoSchema,
  paymentType: textField({ min: 2, max: 30, pattern: { regex: /^[a-z0-9-]+$/, message: "validation:invalid" } }),
});
/** Body of /api/platform/bill/rejectDocuments and /hold: a reason for the seller. */
export const billReasonSchema = z.object({
  billNo: billNoSchema,
  reason: textField({ min: 5, max: 200, multiline: true }),
});
/** Body of /api/platform/bill/settle: the buyer's payment reference must match. */
export const billSettleSchema = z.object({
  billNo: billNoSchema,
  paymentNo: textField({ min: 4, max: 40, pattern: { regex: /^\d+$/, message: "validation:invalid" } }),
});
/** Body of /api/platform/bill/generate: build the bills of one period now (the sweep does it on its own). */
export const billGenerateSchema = z.object({
  period: textField({ max: 7, pattern: { regex: PERIOD_FORMAT, message: "bills:rules.period" } }),
});
