/**
 * Inquiries on the wire (spec §3 "Inquiry", "Tender", §4 "Inquiry and tender", §5 "Tender, consign, inquiry"):
 * the zod schemas of every inquiry request, shared by the portal's forms and the API (seller and buyer routes),
 * and the shapes the API answers. Messages are i18n keys (`inquiries:rules.*`, `tenders:rules.*`,
 * `validation:*`). Money is integer rupiah; discounts tenths of a percent.
 */
import { z } from "zod";
import { MAX_PRICE } from "../../domain/money";
import {
  EDT_UNITS,
  INQUIRY_TAB_KEYS,
  MAX_INQUIRY_DEADLINE_DAYS,
  MAX_INQUIRY_PARTS,
  MAX_INQUIRY_PICTURES,
  MAX_OFFER_DISCOUNT_TENTHS,
  MAX_OFFER_QUANTITY,
  MAX_OFFERS_PER_PART,
  MAX_PART_NO_REASON,
  MAX_TENDER_NOTE,
  MIN_OFFER_DISCOUNT_TENTHS,
  MIN_PART_NO_REASON,
  PART_STATUSES,
  PART_STATUS_DAYS,
  TENDER_SHIPPING_METHODS,
  type EdtUnit,
  type InquiryTab,
  type PartStatusValue,
  type TenderShippingMethod,
  type TenderStatusName,
  type Urgency,
} from "../../domain/inquiry";
import { BUYER_TYPES } from "../../domain/order";
import { MAX_KEYWORD } from "../../domain/wire";
import { boundedArray } from "../../domain/schema/array";
import { personNameSchema, phoneSchema } from "../../domain/schema/contact";
import { fileKeySchema } from "../../domain/schema/file-key";
import { addressDetailSchema, postalCodeSchema, regionCodesSchema } from "../../domain/schema/region";
import { keyword, text } from "../../domain/schema/text";
import { textField } from "../../domain/schema/text-field";

const int = (min: number, max: number, message = "validation:invalid") =>
  z.number({ error: "validation:required" }).int(message).min(min, message).max(max, message);

/** `INQ-20261124-000123`: what every caller names an inquiry by. */
export const INQUIRY_NO_FORMAT = /^INQ-\d{8}-\d{6}$/;
export const inquiryNoSchema = textField({
  max: 20,
  pattern: { regex: INQUIRY_NO_FORMAT, message: "inquiries:rules.inquiryNo" },
});
/** Body naming one inquiry: `{ inquiryNo }` (detail, pass, undo pass, prefill, the buyer's close / cancel). */
export const inquiryNoRequestSchema = z.object({ inquiryNo: inquiryNoSchema });
export type InquiryNoRequest = z.infer<typeof inquiryNoRequestSchema>;

/** Part number: letters and digits only (spec §5), 1-50 characters. */
export const partNoSchema = textField({
  max: 50,
  pattern: { regex: /^[A-Za-z0-9]+$/, message: "tenders:rules.partNoFormat" },
});

// ---------------------------------------------------------------- seller list

/** Sort of the inquiry list: time left (most urgent first, the default), newest, or oldest (aging). */
export const INQUIRY_SORTS = ["deadline", "newest", "oldest"] as const;
export type InquirySort = (typeof INQUIRY_SORTS)[number];

/** Filters of /api/inquiry/ina/page and /api/inquiry/ina/counts (besides pageNo / pageSize). */
export const inquiryPageFiltersSchema = z.object({
  tab: z
    .enum(INQUIRY_TAB_KEYS as unknown as [InquiryTab, ...InquiryTab[]], { error: "validation:oneOf" })
    .default("list"),
  /** Inquiry no, VIN, license plate, claim no, WO, car model, or a part's name or number (spec §5 search max 150). */
  keyword: keyword(MAX_KEYWORD),
  /** One of the shop's brands (display name); absent: all of them. */
  carBrand: text().trim().max(50, "validation:maxLength").optional(),
  /** insurance | workshop | ... (src/domain/order.ts BUYER_TYPES). */
  buyerType: z.enum(BUYER_TYPES, { error: "validation:oneOf" }).optional(),
  sort: z.enum(INQUIRY_SORTS, { error: "validation:oneOf" }).default("deadline"),
});
export type InquiryPageFilters = z.input<typeof inquiryPageFiltersSchema>;

/** One row of the seller's inquiry list. */
export interface InquiryRow {
  inquiryNo: string;
  createTime: string;
  deadline: string;
  /** Whole days since created (src/domain/inquiry.ts agingDays). */
  agingDays: number;
  urgency: Urgency;
  status: number;
  buyerUserName: string;
  buyerName: string;
  buyerType: string;
  vehicleType: number;
  carBrandName: string;
  carModel: string;
  carYear: number;
  licensePlate: string;
  claimNo: string;
  /** First parts: name and quantity. */
  parts: { partName: string; partNo: string; quantity: number }[];
  partCount: number;
  /** Receiver's city name (regency), for the seller to judge delivery. */
  receiverCity: string;
  passed: boolean;
  /** The shop's tender on it, if any. */
  tenderNo: string | null;
  tenderStatus: number | null;
  tenderStatusName: TenderStatusName | null;
  /** What the caller may do now (src/domain/tender-transitions.ts inquiryActionsFor; true = allowed). */
  canTender: boolean;
  canPass: boolean;
  canUndoPass: boolean;
}

/** Answer of /api/inquiry/ina/counts: inquiries per tab under the same filters (tab ignored). */
export type InquiryTabCounts = Record<InquiryTab, number>;

// ---------------------------------------------------------------- seller detail

export interface InquiryPart {
  partId: number;
  lineNo: number;
  partName: string;
  partNo: string;
  categoryId: string | null;
  /** The category's title in the caller's language, or null. */
  categoryTitle: string | null;
  quantity: number;
  condition: number;
  remark: string;
  pictures: string[];
}

/** Answer of /api/inquiry/ina/detail (spec §3 "Inquiry": every field). */
export interface InquiryDetail extends Omit<InquiryRow, "parts"> {
  vin: string;
  workOrderNo: string;
  remark: string;
  pictures: string[];
  receiverName: string;
  receiverPhone: string;
  receiverRegionCodes: string[];
  receiverPostalCode: string;
  receiverAddress: string;
  /** Whether the receiver is out of the shop's city (the Rp 50.000 minimum delivery fee applies). */
  outOfTown: boolean;
  parts: InquiryPart[];
  /** The reason the caller may not tender / pass / undo a pass (an i18n key), or null when it may. */
  tenderRefusal: string | null;
  passRefusal: string | null;
}

// ---------------------------------------------------------------- the tender form

/**
 * One offer for one inquiry part (spec §3 "Tender", §5): part no (letters and digits), unit price, qty offer,
 * estimated delivery and unit required; brand empty = no brand; discount within the bound; a part number
 * different from the prefilled one needs a reason; the estimated delivery fits the part status
 * (src/domain/inquiry.ts PART_STATUS_DAYS, in days; workdays are checked as days).
 */
export const tenderOfferSchema = z
  .object({
    inquiryPartId: int(1, 2_147_483_647),
    /** The shop's product it was prefilled from, or null. */
    itemId: int(1, 2_147_483_647).nullable().default(null),
    partNo: partNoSchema,
    /** The part number as prefilled; empty when typed from scratch. */
    originalPartNo: text().trim().max(50, "validation:maxLength").default(""),
    partNoReason: text({ multiline: true }).trim().max(MAX_PART_NO_REASON, "validation:maxLength").default(""),
    brand: text().trim().max(50, "validation:maxLength").default(""),
    unitPrice: z
      .number({ error: "tenders:rules.unitPriceRequired" })
      .int("validation:integer")
      .min(1, "tenders:rules.unitPriceRequired")
      .max(MAX_PRICE, "validation:max"),
    quantity: z
      .number({ error: "tenders:rules.qtyOfferRequired" })
      .int("validation:integer")
      .min(1, "tenders:rules.qtyOfferRequired")
      .max(MAX_OFFER_QUANTITY, "validation:max"),
    discountTenths: int(MIN_OFFER_DISCOUNT_TENTHS, MAX_OFFER_DISCOUNT_TENTHS, "tenders:rules.discountBound").default(0),
    partStatus: z.literal([...PART_STATUSES], { error: "validation:oneOf" }),
    estimatedDelivery: z
      .number({ error: "tenders:rules.edtRequired" })
      .int("validation:integer")
      .min(1, "tenders:rules.edtRequired")
      .max(90, "validation:max"),
    estimatedDeliveryUnit: z.enum(EDT_UNITS, { error: "tenders:rules.unitRequired" }).default("day"),
    deliveryLine: text().trim().max(50, "validation:maxLength").default(""),
    unit: textField({ max: 20 }).refine((v) => v.length > 0, "tenders:rules.unitRequired"),
    condition: z.literal([1, 2, 3], { error: "validation:oneOf" }).default(1),
    notes: text({ multiline: true }).trim().max(MAX_TENDER_NOTE, "validation:maxLength").default(""),
  })
  .superRefine((o, ctx) => {
    if (o.originalPartNo !== "" && o.partNo !== o.originalPartNo && o.partNoReason.length < MIN_PART_NO_REASON)
      ctx.addIssue({ code: "custom", path: ["partNoReason"], message: "tenders:rules.partNoReason" });
    const days = PART_STATUS_DAYS[o.partStatus as PartStatusValue];
    if (o.estimatedDelivery < days.min || o.estimatedDelivery > days.max)
      ctx.addIssue({ code: "custom", path: ["estimatedDelivery"], message: "tenders:rules.edtForPartStatus" });
  });
export type TenderOfferInput = z.input<typeof tenderOfferSchema>;
export type TenderOffer = z.infer<typeof tenderOfferSchema>;

/**
 * The tender form's fields besides the inquiry (shared by /api/inquiry/ina/tender and /api/tender/ina/modify):
 * offers (at least one; each offered part at least one, at most MAX_OFFERS_PER_PART), shipping method,
 * delivery fee (required; Rp 0 with free shipment; the out-of-town minimum is checked by the API, which knows
 * both cities: src/domain/inquiry.ts deliveryFeeError), free shipment, notes.
 */
export const tenderFieldsSchema = z.object({
  offers: boundedArray(tenderOfferSchema, MAX_INQUIRY_PARTS * MAX_OFFERS_PER_PART).min(1, "tenders:rules.oneProduct"),
  shippingMethod: z.enum(TENDER_SHIPPING_METHODS, { error: "tenders:rules.shippingMethod" }),
  deliveryFee: z
    .number({ error: "tenders:rules.deliveryFeeRequired" })
    .int("validation:integer")
    .min(0, "tenders:rules.deliveryFeeRequired")
    .max(MAX_PRICE, "validation:max"),
  freeShipment: z.boolean().default(false),
  notes: text({ multiline: true }).trim().max(MAX_TENDER_NOTE, "validation:maxLength").default(""),
});

/** Per offered part at most MAX_OFFERS_PER_PART offers (spec §5 "Each product needs at least one offer"). */
function offersPerPart(value: { offers: { inquiryPartId: number }[] }, ctx: z.RefinementCtx): void {
  const perPart = new Map<number, number>();
  value.offers.forEach((o, i) => {
    const n = (perPart.get(o.inquiryPartId) ?? 0) + 1;
    perPart.set(o.inquiryPartId, n);
    if (n > MAX_OFFERS_PER_PART) ctx.addIssue({ code: "custom", path: ["offers", i], message: "validation:maxItems" });
  });
}

/**
 * Body of POST /api/inquiry/ina/tender (the addTend form): the inquiry, the tender fields, and `submit` (false:
 * save as a draft, 1 unprocessed; true: submit, 2 wait). The API adds: the inquiry is open, not passed and not
 * tendered (spec §4); the out-of-town minimum; every offer's part belongs to the inquiry; a product it names is
 * the shop's.
 */
export const tenderRequestSchema = tenderFieldsSchema
  .extend({ inquiryNo: inquiryNoSchema, submit: z.boolean().default(true) })
  .superRefine(offersPerPart);
export type TenderRequest = z.infer<typeof tenderRequestSchema>;
export type TenderRequestInput = z.input<typeof tenderRequestSchema>;

/** Body of POST /api/tender/ina/modify: the whole tender again (full replace), only while in 2 wait. */
export const tenderModifySchema = tenderFieldsSchema
  .extend({ tenderNo: textField({ max: 20 }) })
  .superRefine(offersPerPart);
export type TenderModifyRequest = z.infer<typeof tenderModifySchema>;

/**
 * Answer of /api/inquiry/ina/prefill: per inquiry part, the shop's products that match it (the buyer's part no
 * equal to the product's, else fitment: the inquiry's car brand, model and year, and the part's category), best
 * first, at most 5 each; the form prefills each part's first offer from the first match.
 */
export interface TenderPrefill {
  inquiryNo: string;
  outOfTown: boolean;
  /** The shop's city (regency name) and the receiver's, for the delivery-fee hint. */
  shopCity: string;
  receiverCity: string;
  parts: {
    partId: number;
    matches: {
      itemId: number;
      partNo: string;
      itemName: string;
      brand: string;
      /** The product's B2B price for the asked quantity (its tiers), rupiah. */
      unitPrice: number;
      discountTenths: number;
      unit: string;
      condition: number;
      stockType: number;
      stockNumber: number;
      /** Part status the stock suggests: on hand for actual stock covering the quantity, central for third party, else indent. */
      partStatus: PartStatusValue;
      matchedBy: "partNo" | "fitment";
    }[];
  }[];
}

// ---------------------------------------------------------------- buyer side

/** One part of a buyer's inquiry. */
export const inquiryPartRequestSchema = z.object({
  partName: textField({ min: 2, max: 100 }),
  partNo: text().trim().max(50, "validation:maxLength").default(""),
  categoryId: text().trim().max(40, "validation:maxLength").nullable().default(null),
  quantity: int(1, MAX_OFFER_QUANTITY),
  condition: z.literal([1, 2, 3], { error: "validation:oneOf" }).default(1),
  remark: text({ multiline: true }).trim().max(300, "validation:maxLength").default(""),
  pictures: boundedArray(fileKeySchema, MAX_INQUIRY_PICTURES).default([]),
});

/**
 * Body of POST /api/buyer/inquiry/create (the buyer portal's inquiry form): the car (brand, model, year and
 * VIN / plate / WO / claim no), the receiver, the deadline (1 hour to 14 days ahead, checked by the API), the
 * parts (1..MAX_INQUIRY_PARTS), pictures and remark.
 */
export const buyerInquiryCreateSchema = z.object({
  vehicleType: z.literal([1, 2], { error: "validation:oneOf" }).default(1),
  carBrandName: textField({ max: 50 }),
  carModel: textField({ max: 80 }),
  carYear: int(1950, 2100),
  vin: text().trim().max(17, "validation:maxLength").default(""),
  licensePlate: text().trim().max(12, "validation:maxLength").default(""),
  workOrderNo: text().trim().max(40, "validation:maxLength").default(""),
  claimNo: text().trim().max(40, "validation:maxLength").default(""),
  remark: text({ multiline: true }).trim().max(500, "validation:maxLength").default(""),
  pictures: boundedArray(fileKeySchema, MAX_INQUIRY_PICTURES).default([]),
  /** ISO instant. */
  deadline: z.iso.datetime({ offset: true, error: "validation:invalid" }),
  receiver: z.object({
    name: personNameSchema,
    phone: phoneSchema,
    regionCodes: regionCodesSchema,
    postalCode: postalCodeSchema,
    address: addressDetailSchema,
  }),
  parts: boundedArray(inquiryPartRequestSchema, MAX_INQUIRY_PARTS).min(1, "validation:required"),
});
export type BuyerInquiryCreate = z.input<typeof buyerInquiryCreateSchema>;

export const MAX_INQUIRY_DEADLINE_MS = MAX_INQUIRY_DEADLINE_DAYS * 86_400_000;

export type { EdtUnit, TenderShippingMethod };
