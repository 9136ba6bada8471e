/**
 * Delivery-fee recaps on the wire (spec §4 "Bills and recaps", §5 'Please Fill Value and Reason'): the zod
 * schemas of every recap request (seller, buyer and platform routes share them) and the shapes the API
 * answers. Messages are i18n keys (`recaps:rules.*`, `validation:*`). Money is integer rupiah.
 */
import { z } from "zod";
import { MAX_PRICE } from "../../domain/money";
import {
  MAX_DISPUTE_REASON,
  MAX_RECAP_LINES,
  MIN_DISPUTE_REASON,
  RECAP_TAB_KEYS,
  type RecapLineStatusName,
  type RecapMove,
  type RecapStatusName,
  type RecapTab,
} from "../../domain/recap-transitions";
import { MAX_KEYWORD } from "../../domain/wire";
import { boundedArray } from "../../domain/schema/array";
import { keyword, text } from "../../domain/schema/text";
import { textField } from "../../domain/schema/text-field";

/** `RCP-202610-000012-000345` (month, shop id, buyer id). */
export const RECAP_NO_FORMAT = /^RCP-\d{6}-\d{6}-\d{6}$/;
export const recapNoSchema = textField({
  max: 30,
  pattern: { regex: RECAP_NO_FORMAT, message: "recaps:rules.recapNo" },
});
/** Body naming one recap: detail, confirm, the buyer's accept / reject, the platform's process / pay. */
export const recapNoRequestSchema = z.object({ recapNo: recapNoSchema });
export type RecapNoRequest = z.infer<typeof recapNoRequestSchema>;

/** A `yyyy-MM` month. */
export const MONTH_FORMAT = /^\d{4}-(0[1-9]|1[0-2])$/;
export const monthSchema = z.string().regex(MONTH_FORMAT, "recaps:rules.month");

/** Filters of /api/recap/ina/page and /counts (besides pageNo / pageSize). */
export const recapPageFiltersSchema = z.object({
  tab: z.enum(RECAP_TAB_KEYS as [RecapTab, ...RecapTab[]], { error: "validation:oneOf" }).default("all"),
  /** Recap no or buyer user / nick name. */
  keyword: keyword(MAX_KEYWORD),
  month: monthSchema.optional(),
});
export type RecapPageFilters = z.input<typeof recapPageFiltersSchema>;

/** Body of /api/recap/ina/logisticNo: the lines of one logistic number of one recap. */
export const recapLogisticRequestSchema = z.object({
  recapNo: recapNoSchema,
  logisticNo: textField({ max: 60 }),
});

/** The one message of a disputed line missing its value or its reason (spec §5). */
export const FILL_VALUE_AND_REASON = "recaps:rules.fillValueAndReason";

/**
 * One line the seller disputes: the fee it says is right and why. Both or the line answers
 * 'Please Fill Value and Reason' on the field that is missing (spec §5).
 */
export const disputeLineSchema = z
  .object({
    lineId: z.number({ error: "validation:required" }).int("validation:invalid").min(1, "validation:invalid"),
    value: z
      .number({ error: FILL_VALUE_AND_REASON })
      .int("recaps:rules.amount")
      .min(0, "recaps:rules.amount")
      .max(MAX_PRICE, "recaps:rules.amount")
      .nullable()
      .optional(),
    reason: text({ error: FILL_VALUE_AND_REASON }).trim().max(MAX_DISPUTE_REASON, "validation:maxLength").optional(),
  })
  .superRefine((line, ctx) => {
    if (line.value === null || line.value === undefined)
      ctx.addIssue({ code: "custom", path: ["value"], message: FILL_VALUE_AND_REASON });
    if (!line.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: FILL_VALUE_AND_REASON });
    else if (line.reason.length < MIN_DISPUTE_REASON)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "validation:minLength" });
  });

/** Body of /api/recap/ina/modify: the lines disputed (at least one; others keep their charged fee). */
export const recapModifyRequestSchema = z.object({
  recapNo: recapNoSchema,
  lines: boundedArray(disputeLineSchema, MAX_RECAP_LINES, { uniqueBy: (l) => l.lineId }).min(1, "recaps:rules.noLines"),
});
export type RecapModifyRequest = z.input<typeof recapModifyRequestSchema>;

/** Platform and buyer page body filters. */
export const recapAnyPageFiltersSchema = z.object({ status: z.number().int().min(1).max(9).optional() });

/** One row of the seller's recap list. */
export interface RecapRow {
  recapNo: string;
  month: string;
  status: number;
  statusName: RecapStatusName;
  buyerUserName: string;
  buyerName: string;
  lineCount: number;
  chargedTotal: number;
  disputedTotal: number;
  acceptedTotal: number;
  /** acceptedTotal - chargedTotal. */
  difference: number;
  deadline: string | null;
  createTime: string;
}

/** The list's page with the totals of every matching recap (not only the page). */
export interface RecapPage {
  pageCount: number;
  rowCount: number;
  pageSize: number;
  data: RecapRow[];
  totals: { chargedTotal: number; acceptedTotal: number; difference: number };
}

/** Counts per tab of /api/recap/ina/counts. */
export type RecapTabCounts = Record<RecapTab, number>;

/** One line of a recap's detail. */
export interface RecapLineRow {
  lineId: number;
  doNo: string;
  logisticNo: string;
  courierName: string | null;
  shipTime: string;
  orderCount: number;
  chargedFee: number;
  disputedValue: number | null;
  reason: string | null;
  status: number;
  statusName: RecapLineStatusName;
  acceptedFee: number;
}

/** A recap's detail: its row, lines, history and the moves the caller may make now. */
export interface RecapDetail extends RecapRow {
  lines: RecapLineRow[];
  events: { move: string; actor: string; fromStatus: number | null; toStatus: number; time: string }[];
  moves: RecapMove[];
}

/** One logistic number of a recap: its line and its orders. */
export interface RecapLogisticDetail {
  recapNo: string;
  line: RecapLineRow;
  orders: {
    orderNo: string;
    orderTime: string;
    status: number;
    deliveryFee: number;
    deliveryFeeAdjustment: number;
    total: number;
    receiverName: string;
  }[];
}
