/**
 * Returns and refunds on the wire (spec §3 "Refund/return", §5 "Refund"): the zod schemas of every refund
 * request, shared by the portal's forms and the API (seller, buyer and platform routes), and the shapes the
 * API answers. Messages are i18n keys (`refunds:rules.*`, `validation:*`). Money is integer rupiah.
 */
import { z } from "zod";
import { MAX_PRICE } from "../../domain/money";
import {
  MAX_ANSWER_REASON,
  MAX_COURIER_NAME,
  MAX_DELIVERY_NO,
  MAX_REFUND_LINES,
  MAX_REFUND_NOTE,
  MAX_REFUND_PHOTOS,
  MIN_ANSWER_REASON,
  MIN_REFUND_NOTE,
  MIN_REFUND_PHOTOS,
  RECEIPT_STATUSES,
  REFUND_METHODS,
  REFUND_REASONS,
  REFUND_TAB_KEYS,
  type AfterSaleCodeValue,
  type RefundReason,
  type RefundStatusName,
  type RefundTab,
} from "../../domain/refund";
import type { RefundMove } from "../../domain/refund-transitions";
import { MAX_KEYWORD } from "../../domain/wire";
import { boundedArray } from "../../domain/schema/array";
import { daySchema, endNotBeforeStart } from "../../domain/schema/day-range";
import { fileKeySchema } from "../../domain/schema/file-key";
import { keyword } from "../../domain/schema/text";
import { textField } from "../../domain/schema/text-field";
import { orderNoSchema } from "../orders/schema";

const int = (min: number, max: number, message = "validation:invalid") =>
  z.number({ error: "validation:required" }).int(message).min(min, message).max(max, message);
const rupiah = (message = "refunds:rules.amount") => int(0, MAX_PRICE, message);

/** `RFD-20261124-000123`: what every caller names a request by. */
export const REFUND_NO_FORMAT = /^RFD-\d{8}-\d{6}$/;
export const refundNoSchema = textField({
  max: 20,
  pattern: { regex: REFUND_NO_FORMAT, message: "refunds:rules.refundNo" },
});
/** Body naming one request: `{ refundNo }` (approve, confirm receipt, detail, the buyer's accept / decline / cancel, the platform's settle). */
export const refundNoRequestSchema = z.object({ refundNo: refundNoSchema });
export type RefundNoRequest = z.infer<typeof refundNoRequestSchema>;

// ---------------------------------------------------------------- seller list

/** Filters of /api/refund/ina/page and /api/refund/ina/counts (besides pageNo / pageSize). */
export const refundPageFiltersSchema = z
  .object({
    tab: z.enum(REFUND_TAB_KEYS as [RefundTab, ...RefundTab[]], { error: "validation:oneOf" }).default("all"),
    /** Refund no, order no, buyer user name or name, or part no of a line (spec §5 search max 150). */
    keyword: keyword(MAX_KEYWORD),
    method: z.literal([...REFUND_METHODS], { error: "validation:oneOf" }).optional(),
    /** Apply date range, WIB days. */
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .superRefine(endNotBeforeStart);
export type RefundPageFilters = z.input<typeof refundPageFiltersSchema>;

/** One row of the seller's return-and-refund list. */
export interface RefundRow {
  refundNo: string;
  orderNo: string;
  applyTime: string;
  method: number;
  status: number;
  statusName: RefundStatusName;
  afterSaleCode: AfterSaleCodeValue;
  buyerUserName: string;
  buyerName: string;
  reason: RefundReason;
  /** First lines: name, part no, quantity asked. */
  items: { itemName: string; partNo: string; quantity: number; picture: string | null }[];
  itemCount: number;
  originalAmount: number;
  /** The amount paid or to be paid once agreed; null while not agreed. */
  refundAmount: number | null;
  /** Moves the caller's shop may make now (src/domain/refund-transitions.ts refundMovesFor("seller")). */
  moves: RefundMove[];
  /** The current step's deadline (ISO) and whose it is; null in a final status. */
  deadline: { party: "seller" | "buyer"; at: string } | null;
}

/** Answer of /api/refund/ina/counts: requests per tab under the same filters (tab ignored). */
export type RefundTabCounts = Record<RefundTab, number>;

// ---------------------------------------------------------------- seller detail

export interface RefundLine {
  /** The order line (order_items.id). */
  lineId: number;
  /** Null on an inquiry order line offered without one of the shop's products. */
  itemId: number | null;
  partNo: string;
  itemName: string;
  condition: number;
  picture: string | null;
  unitPrice: number;
  /** Units ordered on the line, and units this request asks back. */
  orderedQuantity: number;
  quantity: number;
  /** The product refund amount asked for this line. */
  amount: number;
}

export interface RefundEvent {
  move: RefundMove | "apply";
  actor: "seller" | "buyer" | "platform" | "system";
  userName: string | null;
  fromStatus: number | null;
  toStatus: number;
  detail: Record<string, unknown>;
  createTime: string;
}

/** Answer of /api/refund/ina/detail (spec §3 "Refund/return": every field). */
export interface RefundDetail extends Omit<RefundRow, "items"> {
  receiptStatus: number;
  note: string;
  /** Proof photos as URLs. */
  photos: string[];
  lines: RefundLine[];
  productAmount: number;
  deliveryFeeAmount: number;
  supplierApprovedAmount: number | null;
  buyerApprovedAmount: number | null;
  rejectReason: string | null;
  courierName: string | null;
  deliveryNo: string | null;
  shipPhoto: string | null;
  /** The order's paid amounts that cap an offer (spec §5 "never above what was paid"). */
  order: { orderNo: string; status: number; total: number; deliveryFee: number; refundedAmount: number };
  /** The most the seller may offer (products + delivery fee asked, never above what was paid). */
  maxOffer: number;
  answerTime: string | null;
  shipTime: string | null;
  receiveTime: string | null;
  finishTime: string | null;
  events: RefundEvent[];
}

// ---------------------------------------------------------------- seller moves

/**
 * Body of /api/refund/ina/negotiate and /api/refund/ina/reject (spec §5 "Reject or negotiate: amount and
 * reason not empty"). The amount is at most the request's original amount (the API checks); a negotiation
 * offers less than asked, a rejection may offer 0.
 */
export const refundAnswerRequestSchema = z.object({
  refundNo: refundNoSchema,
  amount: rupiah(),
  reason: textField({ min: MIN_ANSWER_REASON, max: MAX_ANSWER_REASON, multiline: true }),
});
export type RefundAnswerRequest = z.infer<typeof refundAnswerRequestSchema>;

// ---------------------------------------------------------------- buyer side

/**
 * Body of /api/buyer/refund/apply (spec §5 "Refund": reason, quantity and note required; photo required as
 * proof; quantity not empty when an item is checked). Amounts: the product amount asked defaults to the
 * lines' caps (src/domain/refund.ts lineRefundCap) and may be lower; the delivery fee asked defaults to 0.
 */
export const refundApplyRequestSchema = z.object({
  orderNo: orderNoSchema,
  method: z.literal([...REFUND_METHODS], { error: "validation:oneOf" }),
  receiptStatus: z.literal([...RECEIPT_STATUSES], { error: "validation:oneOf" }),
  reason: z.enum(REFUND_REASONS, { error: "validation:oneOf" }),
  note: textField({ min: MIN_REFUND_NOTE, max: MAX_REFUND_NOTE, multiline: true }),
  photos: boundedArray(fileKeySchema, MAX_REFUND_PHOTOS).min(MIN_REFUND_PHOTOS, "refunds:rules.photoRequired"),
  items: boundedArray(
    z.object({ lineId: int(1, 2_147_483_647), quantity: int(1, 1_000_000, "refunds:rules.quantity") }),
    MAX_REFUND_LINES,
    { uniqueBy: (line) => line.lineId },
  ).min(1, "refunds:rules.chooseItem"),
  productAmount: rupiah().optional(),
  deliveryFeeAmount: rupiah().optional(),
});
export type RefundApplyRequest = z.infer<typeof refundApplyRequestSchema>;

/** Body of /api/buyer/refund/ship (spec §5 "Shipment": courier, tracking number and photo required). */
export const refundShipRequestSchema = z.object({
  refundNo: refundNoSchema,
  courierName: textField({ min: 2, max: MAX_COURIER_NAME }),
  deliveryNo: textField({
    min: 4,
    max: MAX_DELIVERY_NO,
    pattern: { regex: /^[A-Za-z0-9-]+$/, message: "refunds:rules.deliveryNo" },
  }),
  photo: fileKeySchema,
});
export type RefundShipRequest = z.infer<typeof refundShipRequestSchema>;
