/**
 * Inquiry orders on the wire (spec §2 /tend inquiry-order..download, §3 "Indent letter", §4 inquiry order filter
 * values, §5 "New EDT cannot be less than the previous one (also for indent letter)"): the filters, the indent
 * letter and download requests, and the shapes the API answers. The moves reuse the order schemas
 * (../orders/schema.ts: cancel, EDT extension, change, ship) and the refund answers reuse ../refunds/schema.ts.
 */
import { z } from "zod";
import {
  DOWNLOAD_PERIODS,
  INDENT_LOGOS,
  INQUIRY_ORDER_FILTER_VALUES,
  type DownloadPeriod,
  type IndentLogo,
  type InquiryOrderFilter,
  type PartStatusValue,
} from "../../domain/inquiry";
import { MAX_KEYWORD } from "../../domain/wire";
import { boundedArray } from "../../domain/schema/array";
import { daySchema, endNotBeforeStart } from "../../domain/schema/day-range";
import { fileKeySchema } from "../../domain/schema/file-key";
import { keyword, text } from "../../domain/schema/text";
import { textField } from "../../domain/schema/text-field";
import type { DownloadStatusValue } from "../priority-areas/schema";
import { orderNoSchema, PRINT_STATUSES, type OrderDetail, type OrderLine, type OrderRow } from "../orders/schema";
import { refundAnswerRequestSchema, refundNoSchema } from "../refunds/schema";

/** Filters of /api/inquiry-order/ina/page and /counts (besides pageNo / pageSize); `filter` is spec §4's value. */
export const inquiryOrderPageFiltersSchema = z
  .object({
    filter: z.literal([...INQUIRY_ORDER_FILTER_VALUES], { error: "validation:oneOf" }).default(100) as z.ZodType<
      InquiryOrderFilter,
      InquiryOrderFilter | undefined
    >,
    /** Order no, inquiry no, tender no, claim no, license plate, buyer, or a line's part no (spec §5 max 150). */
    keyword: keyword(MAX_KEYWORD),
    printStatus: z.enum(PRINT_STATUSES, { error: "validation:oneOf" }).optional(),
    /** Only POs with a line in part status indent and no indent letter yet. */
    needsIndentLetter: z.boolean().optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .superRefine(endNotBeforeStart);
export type InquiryOrderPageFilters = z.input<typeof inquiryOrderPageFiltersSchema>;

/** One row of the inquiry order list: an order row plus what ties it to its inquiry. */
export interface InquiryOrderRow extends OrderRow {
  inquiryNo: string;
  tenderNo: string;
  groupNo: string | null;
  claimNo: string;
  licensePlate: string;
  carLabel: string;
  /** A line is in part status indent and no indent letter covers it yet. */
  needsIndentLetter: boolean;
}

/** Answer of /api/inquiry-order/ina/counts: POs per filter value under the same filters (filter ignored). */
export type InquiryOrderCounts = Record<`${InquiryOrderFilter}`, number>;

export interface InquiryOrderLine extends OrderLine {
  partStatus: PartStatusValue | null;
  brand: string;
  tenderOfferId: number | null;
}

export interface IndentLetterView {
  letterNo: string;
  orderNo: string;
  signaturePhoto: string;
  courierName: string;
  trackingNo: string;
  /** WIB `yyyy-MM-dd`. */
  estimatedDelivery: string;
  logo: IndentLogo;
  lineIds: number[];
  createdBy: string;
  createTime: string;
}

/** Answer of /api/inquiry-order/ina/detail: the order detail plus the inquiry, tender, group and indent letters. */
export interface InquiryOrderDetail extends Omit<OrderDetail, "lines"> {
  lines: InquiryOrderLine[];
  inquiryNo: string;
  tenderNo: string;
  groupNo: string | null;
  claimNo: string;
  carLabel: string;
  /** The current estimated delivery date (WIB `yyyy-MM-dd`): the last indent letter's, else order time + EDT days. */
  estimatedDeliveryDate: string;
  indentLetters: IndentLetterView[];
  canCreateIndentLetter: boolean;
}

/**
 * Body of /api/inquiry-order/ina/createIndentLetter (spec §3 "Indent letter": order number, signature photo,
 * courier name, tracking no, estimated delivery, logo choice). The API refuses an estimated delivery earlier
 * than the previous one (`inquiryOrders:rules.edtNotEarlier`, spec §5) and lines that are not the order's.
 */
export const indentLetterRequestSchema = z.object({
  orderNo: orderNoSchema,
  signaturePhoto: fileKeySchema,
  courierName: textField({ min: 2, max: 50 }),
  trackingNo: text().trim().max(40, "validation:maxLength").default(""),
  estimatedDelivery: daySchema,
  logo: z.enum(INDENT_LOGOS, { error: "validation:oneOf" }).default("shop"),
  /** Lines the letter covers; empty: every indent line of the order. */
  lineIds: boundedArray(z.number().int().positive(), 50).default([]),
});
export type IndentLetterRequest = z.input<typeof indentLetterRequestSchema>;

/** Body of /api/inquiry-order/ina/indentLetter/detail: `{ letterNo }` (the printable letter). */
export const INDENT_LETTER_NO_FORMAT = /^IND-\d{8}-\d{6}$/;
export const indentLetterNoRequestSchema = z.object({
  letterNo: textField({
    max: 20,
    pattern: { regex: INDENT_LETTER_NO_FORMAT, message: "inquiryOrders:rules.letterNo" },
  }),
});

/** The printable indent letter: the letter, the shop, the buyer and the lines it covers. */
export interface IndentLetterDocument extends IndentLetterView {
  shopName: string;
  shopLogo: string | null;
  shopAddress: string;
  buyerName: string;
  receiverName: string;
  receiverAddress: string;
  inquiryNo: string;
  claimNo: string;
  carLabel: string;
  lines: InquiryOrderLine[];
}

/** Body of /api/inquiry-order/ina/download: inquiry data of a period (spec §2 download: default last 3 months). */
export const inquiryDownloadRequestSchema = z.object({
  period: z.enum(DOWNLOAD_PERIODS, { error: "validation:oneOf" }).default("3m"),
});
export type InquiryDownloadRequest = z.input<typeof inquiryDownloadRequestSchema>;
export type { DownloadPeriod };

/** Answer of POST /api/buyer/inquiry-order/create: per purchased tender, the inquiry order and its group. */
export interface InquiryPurchaseResult {
  inquiryNo: string;
  orders: { tenderNo: string; orderNo: string; groupNo: string; shopId: number }[];
}

/**
 * Body of /api/inquiry-order/ina/refund/answer: the seller's answer to a return or refund request of an
 * inquiry order, dispatched to the refund moves (spec §4 "Refund"): approve, negotiate or reject (amount and
 * reason, as ../refunds/schema.ts refundAnswerRequestSchema), or confirm receipt of the returned parts.
 */
export const inquiryRefundAnswerSchema = z.discriminatedUnion("move", [
  z.object({ move: z.literal("approve"), refundNo: refundNoSchema }),
  z.object({ move: z.literal("confirmReceipt"), refundNo: refundNoSchema }),
  refundAnswerRequestSchema.extend({ move: z.literal("negotiate") }),
  refundAnswerRequestSchema.extend({ move: z.literal("reject") }),
]);
export type InquiryRefundAnswer = z.infer<typeof inquiryRefundAnswerSchema>;

/** One requested inquiry-data file (download/page): status 0 generating, 1 done, 2 failed. */
export interface InquiryDownloadRow {
  id: number;
  period: DownloadPeriod;
  /** The days the file covers, WIB `yyyy-MM-dd`. */
  from: string;
  to: string;
  /** 0 generating, 1 done, 2 failed (the priority-area downloads' codes). */
  status: DownloadStatusValue;
  fileName: string | null;
  url: string | null;
  /** Who asked for it. */
  userName: string;
  createTime: string;
  doneTime: string | null;
}
