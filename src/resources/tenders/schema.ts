/**
 * Tenders on the wire (spec §3 "Tender", §4 tender statuses, §5 "Tender, consign, inquiry", §8 tender texts):
 * the schemas of tender management, the discussion, and the buyer's decisions, shared by the portal and the API,
 * and the shapes the API answers. The tender form's own schemas are in ../inquiries/schema.ts (the form opens
 * from an inquiry). Messages are i18n keys. Money is integer rupiah.
 */
import { z } from "zod";
import {
  MAX_DISCUSSION_TEXT,
  MIN_DISCUSSION_TEXT,
  TENDER_TAB_KEYS,
  type EdtUnit,
  type PartStatusValue,
  type TenderShippingMethod,
  type TenderStatusName,
  type TenderTab,
  type Urgency,
} from "../../domain/inquiry";
import type { TenderMove } from "../../domain/tender-transitions";
import { MAX_KEYWORD } from "../../domain/wire";
import { boundedArray } from "../../domain/schema/array";
import { daySchema, endNotBeforeStart } from "../../domain/schema/day-range";
import { keyword } from "../../domain/schema/text";
import { textField } from "../../domain/schema/text-field";
import { PAYMENT_METHODS } from "../../domain/order";
import type { InquiryDetail } from "../inquiries/schema";

const int = (min: number, max: number, message = "validation:invalid") =>
  z.number({ error: "validation:required" }).int(message).min(min, message).max(max, message);

/** `TND-20261124-000123`. */
export const TENDER_NO_FORMAT = /^TND-\d{8}-\d{6}$/;
export const tenderNoSchema = textField({
  max: 20,
  pattern: { regex: TENDER_NO_FORMAT, message: "tenders:rules.tenderNo" },
});
/** Body naming one tender: `{ tenderNo }` (detail, submit a draft, discussion, the buyer's choose / not purchase). */
export const tenderNoRequestSchema = z.object({ tenderNo: tenderNoSchema });
export type TenderNoRequest = z.infer<typeof tenderNoRequestSchema>;

// ---------------------------------------------------------------- seller list

/** Filters of /api/tender/ina/page and /api/tender/ina/counts (besides pageNo / pageSize). */
export const tenderPageFiltersSchema = z
  .object({
    tab: z.enum(TENDER_TAB_KEYS as [TenderTab, ...TenderTab[]], { error: "validation:oneOf" }).default("all"),
    /** Tender no, inquiry no, license plate, claim no, car model, buyer, or an offer's part no (spec §5 max 150). */
    keyword: keyword(MAX_KEYWORD),
    /** Tender creation range, WIB days. */
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .superRefine(endNotBeforeStart);
export type TenderPageFilters = z.input<typeof tenderPageFiltersSchema>;

/** One row of tender management. */
export interface TenderRow {
  tenderNo: string;
  inquiryNo: string;
  status: number;
  statusName: TenderStatusName;
  createTime: string;
  submitTime: string | null;
  updateTime: string;
  /** The inquiry's deadline and urgency (while it takes offers). */
  deadline: string;
  urgency: Urgency;
  buyerUserName: string;
  buyerName: string;
  carBrandName: string;
  carModel: string;
  carYear: number;
  licensePlate: string;
  claimNo: string;
  offerCount: number;
  /** Sum of the offers' net prices plus the delivery fee. */
  total: number;
  /** The seller user who created it. */
  ownerUserName: string;
  /** The inquiry order made from it once purchased. */
  orderNo: string | null;
  /** Moves the caller's shop may make now (src/domain/tender-transitions.ts tenderMovesFor("seller")). */
  moves: TenderMove[];
}

/** Answer of /api/tender/ina/counts: tenders per tab under the same filters (tab ignored). */
export type TenderTabCounts = Record<TenderTab, number>;

// ---------------------------------------------------------------- seller detail

export interface TenderOfferView {
  offerId: number;
  inquiryPartId: number;
  itemId: number | null;
  partNo: string;
  originalPartNo: string;
  partNoReason: string;
  brand: string;
  unitPrice: number;
  quantity: number;
  discountTenths: number;
  netPrice: number;
  partStatus: PartStatusValue;
  estimatedDelivery: number;
  estimatedDeliveryUnit: EdtUnit;
  deliveryLine: string;
  unit: string;
  condition: number;
  notes: string;
  /** Units the buyer purchased (0 until purchased). */
  purchasedQuantity: number;
}

export interface TenderEventView {
  move: TenderMove | "create";
  actor: "seller" | "buyer" | "system";
  userName: string | null;
  fromStatus: number | null;
  toStatus: number;
  detail: Record<string, unknown>;
  createTime: string;
}

/**
 * Answer of /api/tender/ina/detail (tenderManageDetail and inquiry-order/tenderAndInquiryDetail): the tender
 * with its offers and history, and the inquiry it answers.
 */
export interface TenderDetail extends Omit<TenderRow, "offerCount"> {
  shippingMethod: TenderShippingMethod;
  deliveryFee: number;
  freeShipment: boolean;
  outOfTown: boolean;
  notes: string;
  goodsAmount: number;
  modifyCount: number;
  offers: TenderOfferView[];
  events: TenderEventView[];
  inquiry: InquiryDetail;
}

// ---------------------------------------------------------------- discussion

/** A discussion comment with its replies (spec §5 "Tender discussion comment and discussion reply minimum 2 characters"). */
export interface DiscussionComment {
  id: number;
  side: "seller" | "buyer";
  userName: string;
  body: string;
  createTime: string;
  replies: { id: number; side: "seller" | "buyer"; userName: string; body: string; createTime: string }[];
}

/**
 * Body of /api/tender/ina/discussion/add and /api/buyer/tender/discussion/add: a comment (parentId absent) or a
 * reply to one, 2-500 characters. A user's replies past MAX_REPLIES_PER_DAY in a WIB day are refused with
 * `tenders:errors.tooManyReplies` ('Anda memiliki banyak balasan hari ini. Beristirahat.', HTTP envelope 429).
 */
export const discussionAddSchema = z.object({
  tenderNo: tenderNoSchema,
  parentId: int(1, 2_147_483_647).optional(),
  body: textField({ max: MAX_DISCUSSION_TEXT, multiline: true }).refine(
    (v) => v.length >= MIN_DISCUSSION_TEXT,
    "tenders:rules.discussionMin",
  ),
});
export type DiscussionAdd = z.infer<typeof discussionAddSchema>;

// ---------------------------------------------------------------- buyer side

/**
 * Body of POST /api/buyer/inquiry-order/create (the buyer portal's checkout of an inquiry): the tenders it buys, each
 * with the offers and quantities (at most the offered quantity), and the payment method (bill only for buyers
 * with payment terms). Each tender becomes one inquiry order of its shop; the tenders of one shop bought together
 * form one inquiry order group; every other tender of the inquiry becomes not purchased.
 */
export const buyerPurchaseSchema = z.object({
  inquiryNo: textField({ max: 20 }),
  paymentMethod: z.literal([...PAYMENT_METHODS], { error: "validation:oneOf" }),
  tenders: boundedArray(
    z.object({
      tenderNo: tenderNoSchema,
      offers: boundedArray(z.object({ offerId: int(1, 2_147_483_647), quantity: int(1, 10_000) }), 150, {
        uniqueBy: (o) => o.offerId,
      }).min(1, "validation:required"),
    }),
    50,
    { uniqueBy: (t) => t.tenderNo },
  ).min(1, "validation:required"),
});
export type BuyerPurchase = z.infer<typeof buyerPurchaseSchema>;
