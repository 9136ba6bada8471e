/**
 * Consignment on the wire (spec §3 "Consign"; §4 "Consign"; §5 "Consign needs at least 1 item"): the zod
 * schemas of every consignment request, shared by the portal's forms and the API (seller and buyer routes),
 * and the shapes the API answers. Messages are i18n keys (`consignments:rules.*`, `validation:*`). Money
 * integer rupiah; EDT in days.
 */
import { z } from "zod";
import {
  CONSIGN_STATUSES,
  MAX_CONSIGN_ITEMS,
  MAX_CONSIGN_QUANTITY,
  MAX_CONSIGN_REASON,
  MAX_EDT_DAYS,
  MIN_CONSIGN_ITEMS,
  MIN_CONSIGN_REASON,
  type ConsignList,
  type ConsignMove,
  type ConsignStatusName,
} from "../../domain/consign";
import { MAX_PRICE } from "../../domain/money";
import { pageRequestSchema } from "../../domain/page-request";
import { boundedArray } from "../../domain/schema/array";
import { personNameSchema, phoneSchema } from "../../domain/schema/contact";
import { daySchema, endNotBeforeStart } from "../../domain/schema/day-range";
import { fileKeySchema } from "../../domain/schema/file-key";
import { addressDetailSchema, postalCodeSchema, regionCodesSchema } from "../../domain/schema/region";
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

/** `CSG-20261125-000123`. */
export const CONSIGN_NO_FORMAT = /^CSG-\d{8}-\d{6}$/;
export const consignNoSchema = textField({
  max: 20,
  pattern: { regex: CONSIGN_NO_FORMAT, message: "consignments:rules.consignNo" },
});
/** Body naming one consignment: `{ consignNo }`. */
export const consignNoRequestSchema = z.object({ consignNo: consignNoSchema });

/** Filters of /api/consign/ina/page and counts: which list (request, offer, order) and search. */
export const consignPageFiltersSchema = z
  .object({
    /** Which list; absent: the request list, the spec §2 default of /consign. */
    list: z
      .enum(["request", "offer", "order"] as [ConsignList, ...ConsignList[]], { error: "validation:oneOf" })
      .default("request"),
    /** One status of the list's statuses; absent: all of them. */
    status: z.literal([...CONSIGN_STATUSES], { error: "validation:oneOf" }).optional(),
    /** Consign no, buyer user name or name, part no. */
    keyword: keyword(MAX_KEYWORD),
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .superRefine(endNotBeforeStart);
export const consignPageSchema = pageRequestSchema.extend({}).and(consignPageFiltersSchema);
export type ConsignPageFilters = z.input<typeof consignPageFiltersSchema>;

/**
 * Body of /api/consign/ina/counts: the page's filters, every one optional (list and status are ignored:
 * the answer counts every list and status under keyword and dates).
 */
export const consignCountsSchema = z
  .object({
    list: z
      .enum(["request", "offer", "order"] as [ConsignList, ...ConsignList[]], { error: "validation:oneOf" })
      .optional(),
    status: z.literal([...CONSIGN_STATUSES], { error: "validation:oneOf" }).optional(),
    keyword: keyword(MAX_KEYWORD),
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .superRefine(endNotBeforeStart);
/** POST /api/consign/ina/counts: consignments per list and per status. */
export interface ConsignCounts {
  lists: Record<ConsignList, number>;
  statuses: Record<ConsignStatusName, number>;
}

export interface ConsignLine {
  itemId: number;
  partNo: string;
  name: string;
  picture: string | null;
  qtyRequest: number;
  qtyOffer: number | null;
  unitPrice: number | null;
  /** qtyOffer x unitPrice, or null before the offer. */
  amount: number | null;
  /** The shop's own stock of the product now. */
  shopStock: number;
}

/** One row of the consignment lists (spec §3 "Consign"). */
export interface ConsignRow {
  consignNo: string;
  buyerUserName: string;
  buyerName: string;
  status: number;
  statusName: ConsignStatusName;
  reason: string;
  itemCount: number;
  qtyRequest: number;
  qtyOffer: number | null;
  totalPrice: number;
  edtInitialDays: number;
  edtAdditionalDays: number;
  createTime: string;
  /** Deadline of the current step, or null. */
  deadline: string | null;
}

/** POST /api/consign/ina/detail. */
export interface ConsignDetail extends ConsignRow {
  items: ConsignLine[];
  receiver: { name: string; phone: string; address: string };
  closeReason: string | null;
  edtReason: string | null;
  courier: string | null;
  trackingNo: string | null;
  proofPhotoUrl: string | null;
  offerTime: string | null;
  confirmTime: string | null;
  shipTime: string | null;
  finishTime: string | null;
  /** Seller moves allowed now (src/domain/consign.ts consignMovesFor). */
  moves: ConsignMove[];
  canExtendEdt: boolean;
  history: {
    move: string;
    fromStatus: number | null;
    toStatus: number;
    actorName: string | null;
    note: string | null;
    time: string;
  }[];
}

/**
 * POST /api/consign/ina/offer (spec §2 consign-confirm): per line the quantity offered (0 drops it; at least
 * one line keeps a quantity: consignments:rules.atLeastOneItem) and unit price; the initial EDT in days.
 * A quantity above the shop's own stock: 409 consignments:errors.insufficientStock.
 */
export const consignOfferSchema = z.object({
  consignNo: consignNoSchema,
  items: boundedArray(
    z.object({ itemId: id(), qtyOffer: int(0, MAX_CONSIGN_QUANTITY), unitPrice: int(1, MAX_PRICE) }),
    MAX_CONSIGN_ITEMS,
    { error: "consignments:rules.atLeastOneItem" },
  ).refine((lines) => lines.some((l) => l.qtyOffer > 0), "consignments:rules.atLeastOneItem"),
  edtInitialDays: int(1, MAX_EDT_DAYS),
});
export type ConsignOffer = z.input<typeof consignOfferSchema>;

/** POST /api/consign/ina/reject: `{ consignNo, reason }`. */
export const consignRejectSchema = z.object({ consignNo: consignNoSchema, reason: reason() });
/** POST /api/consign/ina/extendEdt: additional days (> 0) and a reason (spec §5 EDT extension rules). */
export const consignExtendEdtSchema = z.object({
  consignNo: consignNoSchema,
  days: int(1, MAX_EDT_DAYS),
  reason: reason(),
});
/**
 * POST /api/consign/ina/ship (spec §2 shipment/shipment-operate/consign/{id}; §5 "Courier, tracking number and
 * photo required"): the offered quantities leave the shop's stock for the partner's consignment stock.
 */
export const consignShipSchema = z.object({
  consignNo: consignNoSchema,
  courier: textField({ max: 50 }),
  trackingNo: textField({ max: 50, pattern: { regex: /^[A-Za-z0-9-]+$/, message: "consignments:rules.trackingNo" } }),
  proofPhoto: fileKeySchema,
});
export type ConsignShip = z.input<typeof consignShipSchema>;

/** Filters of /api/consign/ina/sellThrough: per partner and product (search by buyer or part no). */
export const sellThroughSchema = pageRequestSchema.extend({
  keyword: keyword(MAX_KEYWORD),
  buyerUserId: id().optional(),
});
/** One row of the sell-through report: one partner's consignment stock of one product. */
export interface SellThroughRow {
  buyerUserId: number;
  buyerUserName: string;
  buyerName: string;
  itemId: number;
  partNo: string;
  name: string;
  placed: number;
  sold: number;
  returned: number;
  onHand: number;
  soldAmount: number;
  /** sold / placed in tenths of a percent. */
  sellThrough: number;
}

// ---------------------------------------------------------------- buyer

/** POST /api/buyer/consign/create: a partner asks a shop to place parts with it (spec §5 at least 1 item). */
export const buyerConsignCreateSchema = z.object({
  shopId: id(),
  items: boundedArray(z.object({ itemId: id(), qty: int(1, MAX_CONSIGN_QUANTITY) }), MAX_CONSIGN_ITEMS, {
    error: "consignments:rules.atLeastOneItem",
  }).refine((l) => l.length >= MIN_CONSIGN_ITEMS, "consignments:rules.atLeastOneItem"),
  reason: reason(),
  receiver: z.object({
    name: personNameSchema,
    phone: phoneSchema,
    regionCodes: regionCodesSchema,
    postalCode: postalCodeSchema,
    detail: addressDetailSchema,
  }),
});
export type BuyerConsignCreate = z.input<typeof buyerConsignCreateSchema>;
/** POST /api/buyer/consign/cancel | declineOffer: `{ consignNo, reason }`; confirmOffer | receive: `{ consignNo }`. */
export const buyerConsignReasonSchema = z.object({ consignNo: consignNoSchema, reason: reason() });
/** POST /api/buyer/consign/sale: the partner reports units sold (at most on hand). */
export const buyerConsignSaleSchema = z.object({
  shopId: id(),
  itemId: id(),
  qty: int(1, MAX_CONSIGN_QUANTITY),
  unitPrice: int(1, MAX_PRICE),
});

/** POST /api/buyer/consign/page: the buyer's own consignments, newest first, optionally of one status. */
export const buyerConsignPageSchema = pageRequestSchema.extend({
  status: z.literal([...CONSIGN_STATUSES], { error: "validation:oneOf" }).optional(),
});
/** POST /api/buyer/consign/stock: `{ shopId? }` (absent: every shop). */
export const buyerConsignStockSchema = z.object({ shopId: id().optional() });
/** One row of /api/buyer/consign/stock: the buyer's consignment stock of one shop's product. */
export interface BuyerConsignStockRow {
  shopId: number;
  shopName: string;
  itemId: number;
  partNo: string;
  name: string;
  placed: number;
  sold: number;
  returned: number;
  onHand: number;
  /** Units in the buyer's open consignment refunds of the product. */
  inRefund: number;
  /** onHand - inRefund: what may be reported sold or sent back in a new refund. */
  free: number;
  soldAmount: number;
}
