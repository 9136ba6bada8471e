/**
 * The tender form's values and their way to and from the wire (spec §3 "Tender", §5 "Tender, consign,
 * inquiry"). Pure. The form groups offers by inquiry part (a card per part, one or more offer rows, none = the
 * part is not offered); the wire (`tenderFieldsSchema`) has one flat list of offers naming their part. The
 * discount is a percent with one decimal in the form and tenths of a percent on the wire (12.5% -> 125).
 */
import {
  PART_STATUS_DAYS,
  offerNetPrice,
  type EdtUnit,
  type PartStatusValue,
  type TenderShippingMethod,
} from "../../domain/inquiry";
import type { TenderDetail } from "../tenders/schema";
import type { InquiryDetail, InquiryPart, TenderPrefill, TenderOfferInput } from "./schema";

export type PrefillMatch = TenderPrefill["parts"][number]["matches"][number];

/** One offer row of the form. */
export interface OfferValues {
  itemId: number | null;
  partNo: string;
  /** The part number as prefilled (a product's or the buyer's); empty when typed from scratch. */
  originalPartNo: string;
  partNoReason: string;
  /** True: the part is offered without a brand (the brand is sent empty). */
  noBrand: boolean;
  brand: string;
  unitPrice: number | null;
  quantity: number | null;
  /** Percent, one decimal. */
  discount: number | null;
  partStatus: PartStatusValue;
  estimatedDelivery: number | null;
  estimatedDeliveryUnit: EdtUnit;
  deliveryLine: string;
  unit: string;
  condition: 1 | 2 | 3;
  notes: string;
}

export interface PartValues {
  partId: number;
  offers: OfferValues[];
}

export interface TenderFormValues {
  parts: PartValues[];
  shippingMethod?: TenderShippingMethod;
  deliveryFee: number | null;
  freeShipment: boolean;
  notes: string;
}

/** The tender fields of the wire (the body of /api/inquiry/ina/tender less inquiryNo and submit). */
export interface TenderFieldsBody {
  offers: TenderOfferInput[];
  shippingMethod: TenderShippingMethod | undefined;
  deliveryFee: number | null;
  freeShipment: boolean;
  notes: string;
}

const conditionOf = (c: number): 1 | 2 | 3 => (c === 2 || c === 3 ? c : 1);

/** A part number as the form takes it: letters and digits only (a buyer's `04465-0K240` -> `044650K240`). */
export function cleanPartNo(raw: string): string {
  return raw.replace(/[^A-Za-z0-9]/g, "").slice(0, 50);
}

/** The shortest estimated delivery a part status allows (spec §9 part readiness), in days. */
export const edtOf = (status: PartStatusValue) => PART_STATUS_DAYS[status].min;

/** An offer typed from scratch: the buyer's part number (if any) and quantity, on hand, the part's condition. */
export function emptyOffer(part: InquiryPart): OfferValues {
  const partNo = cleanPartNo(part.partNo);
  return {
    itemId: null,
    partNo,
    originalPartNo: partNo,
    partNoReason: "",
    noBrand: false,
    brand: "",
    unitPrice: null,
    quantity: part.quantity,
    discount: 0,
    partStatus: 1,
    estimatedDelivery: edtOf(1),
    estimatedDeliveryUnit: "day",
    deliveryLine: "",
    unit: "",
    condition: conditionOf(part.condition),
    notes: "",
  };
}

/** An offer filled from one of the shop's matching products (src/resources/inquiries/schema.ts TenderPrefill). */
export function offerFromMatch(part: InquiryPart, match: PrefillMatch, quantity?: number | null): OfferValues {
  return {
    ...emptyOffer(part),
    itemId: match.itemId,
    partNo: match.partNo,
    originalPartNo: match.partNo,
    noBrand: match.brand.trim() === "",
    brand: match.brand,
    unitPrice: match.unitPrice,
    quantity: quantity ?? part.quantity,
    discount: match.discountTenths / 10,
    partStatus: match.partStatus,
    estimatedDelivery: edtOf(match.partStatus),
    unit: match.unit,
    condition: conditionOf(match.condition),
  };
}

/** The matches of `partId` in a prefill (best first), or none. */
export function matchesOf(prefill: TenderPrefill | undefined, partId: number): PrefillMatch[] {
  return prefill?.parts.find((p) => p.partId === partId)?.matches ?? [];
}

/** A new tender: per part one offer, from its first matching product when there is one. */
export function valuesFromPrefill(inquiry: InquiryDetail, prefill: TenderPrefill | undefined): TenderFormValues {
  return {
    parts: inquiry.parts.map((part) => {
      const first = matchesOf(prefill, part.partId)[0];
      return { partId: part.partId, offers: [first ? offerFromMatch(part, first) : emptyOffer(part)] };
    }),
    shippingMethod: undefined,
    deliveryFee: null,
    freeShipment: false,
    notes: "",
  };
}

/** A saved tender (a draft to complete, or one to modify): its offers under their parts, in the inquiry's order. */
export function valuesFromTender(inquiry: InquiryDetail, tender: TenderDetail): TenderFormValues {
  return {
    parts: inquiry.parts.map((part) => ({
      partId: part.partId,
      offers: tender.offers
        .filter((o) => o.inquiryPartId === part.partId)
        .map((o) => ({
          itemId: o.itemId,
          partNo: o.partNo,
          originalPartNo: o.originalPartNo,
          partNoReason: o.partNoReason,
          noBrand: o.brand.trim() === "",
          brand: o.brand,
          unitPrice: o.unitPrice,
          quantity: o.quantity,
          discount: o.discountTenths / 10,
          partStatus: o.partStatus,
          estimatedDelivery: o.estimatedDelivery,
          estimatedDeliveryUnit: o.estimatedDeliveryUnit,
          deliveryLine: o.deliveryLine,
          unit: o.unit,
          condition: conditionOf(o.condition),
          notes: o.notes,
        })),
    })),
    shippingMethod: tender.shippingMethod,
    deliveryFee: tender.deliveryFee,
    freeShipment: tender.freeShipment,
    notes: tender.notes,
  };
}

/** Percent (one decimal) -> tenths; an empty control is 0. */
export const discountTenthsOf = (percent: number | null | undefined): number =>
  typeof percent === "number" && Number.isFinite(percent) ? Math.round(percent * 10) : 0;

/** Where offer `i` of the wire list sits in the form: `["parts", part, "offers", row]`. */
export type OfferPlace = [part: number, row: number];

/** The form -> the wire's tender fields, with the place of each wire offer in the form (for its errors). */
export function toTenderFields(values: TenderFormValues): { body: TenderFieldsBody; places: OfferPlace[] } {
  const places: OfferPlace[] = [];
  const offers: TenderOfferInput[] = [];
  values.parts.forEach((part, p) =>
    (part.offers ?? []).forEach((o, r) => {
      places.push([p, r]);
      offers.push({
        inquiryPartId: part.partId,
        itemId: o.itemId,
        partNo: o.partNo ?? "",
        originalPartNo: o.originalPartNo ?? "",
        partNoReason: o.partNoReason ?? "",
        brand: o.noBrand ? "" : (o.brand ?? ""),
        // An empty control is sent as absent: the schema names the missing field.
        unitPrice: o.unitPrice as number,
        quantity: o.quantity as number,
        discountTenths: discountTenthsOf(o.discount),
        partStatus: o.partStatus,
        estimatedDelivery: o.estimatedDelivery as number,
        estimatedDeliveryUnit: o.estimatedDeliveryUnit,
        deliveryLine: o.deliveryLine ?? "",
        unit: o.unit ?? "",
        condition: o.condition,
        notes: o.notes ?? "",
      });
    }),
  );
  return {
    body: {
      offers,
      shippingMethod: values.shippingMethod,
      deliveryFee: values.freeShipment ? 0 : values.deliveryFee,
      freeShipment: values.freeShipment,
      notes: values.notes ?? "",
    },
    places,
  };
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/**
 * True when an offered row lacks both its part no and its unit price (spec §8 "Submit failed when a product
 * lacks part no and unit price"): the seller is told before any field-by-field check.
 */
export function lacksPartNoAndPrice(values: Pick<TenderFormValues, "parts">): boolean {
  return values.parts.some((part) => (part.offers ?? []).some((o) => blank(o.partNo) && blank(o.unitPrice)));
}

/** Number of offer rows in the form. */
export const offerCount = (values: Pick<TenderFormValues, "parts">): number =>
  values.parts.reduce((n, p) => n + (p.offers?.length ?? 0), 0);

/** One row's net price (0 until its price and quantity are set), rupiah. */
export function rowNetPrice(o: Partial<OfferValues> | undefined): number {
  if (!o || typeof o.unitPrice !== "number" || typeof o.quantity !== "number") return 0;
  if (o.unitPrice < 0 || o.quantity < 0) return 0;
  return offerNetPrice(o.unitPrice, o.quantity, discountTenthsOf(o.discount));
}

/** The summary of totals: parts offered, offers, goods (net prices), delivery fee and total, rupiah. */
export function formTotals(values: Partial<TenderFormValues>): {
  partsOffered: number;
  offers: number;
  goods: number;
  deliveryFee: number;
  total: number;
} {
  const parts = values.parts ?? [];
  const goods = parts.reduce((sum, p) => sum + (p.offers ?? []).reduce((s, o) => s + rowNetPrice(o), 0), 0);
  const fee = values.freeShipment || typeof values.deliveryFee !== "number" ? 0 : values.deliveryFee;
  return {
    partsOffered: parts.filter((p) => (p.offers?.length ?? 0) > 0).length,
    offers: offerCount({ parts }),
    goods,
    deliveryFee: fee,
    total: goods + fee,
  };
}
