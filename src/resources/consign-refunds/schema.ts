/**
 * Consignment refunds on the wire (spec §2 /consign consign-refund-list, returnrefund; §4 "Consign"
 * after-sales): unsold parts a partner sends back. Zod schemas shared by the portal and the API (seller
 * and buyer routes), and the shapes the API answers. Money integer rupiah.
 */
import { z } from "zod";
import {
  CONSIGN_REFUND_STATUSES,
  MAX_CONSIGN_ITEMS,
  MAX_CONSIGN_QUANTITY,
  MAX_CONSIGN_REASON,
  MIN_CONSIGN_REASON,
  type ConsignRefundMove,
  type ConsignRefundStatusName,
} from "../../domain/consign";
import { pageRequestSchema } from "../../domain/page-request";
import { boundedArray } from "../../domain/schema/array";
import { daySchema, endNotBeforeStart } from "../../domain/schema/day-range";
import { keyword, text as plainText } from "../../domain/schema/text";
import { textField } from "../../domain/schema/text-field";
import { MAX_KEYWORD } from "../../domain/wire";

const int = (min: number, max: number) =>
  z
    .number({ error: "validation:required" })
    .int("validation:integer")
    .min(min, "validation:min")
    .max(max, "validation:max");
const id = () => int(1, 2_147_483_647);
const reason = () =>
  plainText({ multiline: true })
    .trim()
    .min(MIN_CONSIGN_REASON, "validation:minLength")
    .max(MAX_CONSIGN_REASON, "validation:maxLength");

/** `CRF-20261125-000123`. */
export const CONSIGN_REFUND_NO_FORMAT = /^CRF-\d{8}-\d{6}$/;
export const consignRefundNoSchema = textField({
  max: 20,
  pattern: { regex: CONSIGN_REFUND_NO_FORMAT, message: "consignRefunds:rules.refundNo" },
});
export const consignRefundNoRequestSchema = z.object({ refundNo: consignRefundNoSchema });

/** Filters of /api/consign-refund/ina/page and counts. */
export const consignRefundPageFiltersSchema = z
  .object({
    status: z.literal([...CONSIGN_REFUND_STATUSES], { error: "validation:oneOf" }).optional(),
    keyword: keyword(MAX_KEYWORD),
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .superRefine(endNotBeforeStart);
export const consignRefundPageSchema = pageRequestSchema.extend({}).and(consignRefundPageFiltersSchema);
export type ConsignRefundPageFilters = z.input<typeof consignRefundPageFiltersSchema>;
/** POST /api/consign-refund/ina/counts (body consignRefundPageFiltersSchema, status ignored): refunds per status. */
export interface ConsignRefundCounts {
  all: number;
  statuses: Record<ConsignRefundStatusName, number>;
}
/** POST /api/buyer/consign-refund/page: the buyer's own refunds, newest first, optionally of one status. */
export const buyerConsignRefundPageSchema = pageRequestSchema.extend({
  status: z.literal([...CONSIGN_REFUND_STATUSES], { error: "validation:oneOf" }).optional(),
});

export interface ConsignRefundRow {
  refundNo: string;
  buyerUserName: string;
  buyerName: string;
  status: number;
  statusName: ConsignRefundStatusName;
  reason: string;
  itemCount: number;
  qty: number;
  totalAmount: number;
  createTime: string;
  deadline: string | null;
}

export interface ConsignRefundDetail extends ConsignRefundRow {
  items: {
    itemId: number;
    partNo: string;
    name: string;
    picture: string | null;
    qty: number;
    unitPrice: number;
    onHand: number;
  }[];
  sellerReason: string | null;
  courier: string | null;
  deliveryNo: string | null;
  shipTime: string | null;
  finishTime: string | null;
  moves: ConsignRefundMove[];
  history: {
    move: string;
    fromStatus: number | null;
    toStatus: number;
    actorName: string | null;
    note: string | null;
    time: string;
  }[];
}

/** POST /api/consign-refund/ina/askModify | reject: `{ refundNo, reason }`; accept | confirmReceipt: `{ refundNo }`. */
export const consignRefundReasonSchema = z.object({ refundNo: consignRefundNoSchema, reason: reason() });

const refundLines = () =>
  boundedArray(z.object({ itemId: id(), qty: int(1, MAX_CONSIGN_QUANTITY) }), MAX_CONSIGN_ITEMS, {
    error: "consignRefunds:rules.atLeastOneItem",
  }).min(1, "consignRefunds:rules.atLeastOneItem");

/** POST /api/buyer/consign-refund/create: unsold units (at most on hand less pending refunds) with a reason. */
export const buyerConsignRefundCreateSchema = z.object({ shopId: id(), items: refundLines(), reason: reason() });
/** POST /api/buyer/consign-refund/modify: new quantities after the seller asked for a change. */
export const buyerConsignRefundModifySchema = z.object({ refundNo: consignRefundNoSchema, items: refundLines() });
/** POST /api/buyer/consign-refund/ship: courier and delivery no. */
export const buyerConsignRefundShipSchema = z.object({
  refundNo: consignRefundNoSchema,
  courier: textField({ max: 50 }),
  deliveryNo: textField({ max: 50, pattern: { regex: /^[A-Za-z0-9-]+$/, message: "consignRefunds:rules.deliveryNo" } }),
});
