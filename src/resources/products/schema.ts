/**
 * Product: the zod schemas of spec §3 "Product" with the rules of §5 and §9.
 * One object for both sides: the form validates with it (through src/forms/zod-rule.ts) and the API
 * validates request bodies with it. Messages are i18n keys (`validation:*`, `products:*`), translated
 * by the portal and by the API into the caller's language.
 */
import { z } from "zod";
import {
  ADAPT_TYPES,
  CONDITIONS,
  GRADES,
  MAX_STOCK,
  PRODUCT_IMAGE_MAX_COUNT,
  STOCK_TYPES,
  TRADE_PLATFORMS,
  VEHICLE_TYPES,
} from "../../domain/product";
import { boundedArray } from "../../domain/schema/array";
import { fileKeySchema } from "../../domain/schema/file-key";
import { keyword, text as plainText } from "../../domain/schema/text";
import { firstInvalidTier, priceTierSchema } from "../../domain/schema/price-tier";
import type { TextKey } from "../../domain/text-key";

export { firstInvalidTier, priceTierSchema, type PriceTier } from "../../domain/schema/price-tier";

const text = (min: number, max: number) =>
  plainText()
    .trim()
    .min(min, min <= 1 ? "validation:required" : "validation:minLength")
    .max(max, "validation:maxLength");
/** Optional text; `multiline` keeps tab and line breaks (descriptions). */
const optionalText = (max: number, multiline = false) =>
  plainText({ multiline }).trim().max(max, "validation:maxLength").default("");
const intIn = (min: number, max: number) =>
  z
    .number({ error: "validation:number" })
    .int("validation:integer")
    .min(min, "validation:min")
    .max(max, "validation:max");
const oneOf = <T extends readonly (string | number)[]>(values: T) =>
  z.custom<T[number]>((v) => (values as readonly unknown[]).includes(v), { error: "validation:oneOf" });

/** A vehicle the part fits (spec §3 "adapt-to ... brand, model, year, sub-model"; §5 "Model search"). */
export const fitmentSchema = z.object({
  brandId: text(1, 64),
  brandName: text(1, 100),
  series: text(1, 100),
  /** 0 = all years (ALL_YEARS of src/domain/reference.ts, models whose source lists no years). */
  year: intIn(0, 2100).refine((y) => y === 0 || y >= 1950, "validation:invalid"),
  subModel: optionalText(100),
});
export type Fitment = z.infer<typeof fitmentSchema>;

/** Most vehicles one product lists (our limit). */
export const FITMENT_MAX = 200;
/** Most price tiers of one product (our limit). */
export const PRICE_TIER_MAX = 10;
/** Two fitments naming the same vehicle are the same entry. */
const fitmentKey = (f: Fitment) => JSON.stringify([f.brandId, f.series, f.year, f.subModel]);

/** An image of the product: a stored file's key; exactly one is main (spec §4 "Upload"). */
export const productImageSchema = z.object({
  fileKey: fileKeySchema.max(100, "validation:maxLength"),
  isMain: z.boolean().default(false),
});

/** Product discount in percent, 0-99.9, one decimal (spec §3 "Product" discount, §9). */
export const discountSchema = z
  .number({ error: "validation:number" })
  .min(0, "validation:min")
  .max(99.9, "validation:max")
  .refine(
    (v) => Number.isInteger(Math.round(v * 10)) && Math.abs(v * 10 - Math.round(v * 10)) < 1e-9,
    "validation:oneDecimal",
  );

/** Buyer discount (spec §5 "Bulk discount", §9 "Buyer discount 0-99.9"): one decimal, greater than zero. */
export const buyerDiscountSchema = discountSchema.refine((v) => v > 0, "products:errors.buyerDiscountPositive");

/**
 * The discount rule of spec §5 "Bulk discount" on the values a product ends with: a buyer discount, when
 * set, is greater than the product discount. Answers the i18n key of the refusal, or null. Shared by the
 * product form, the bulk edit and the API (create, update, bulk update) so they can never disagree.
 */
export function discountRefusal(discount: number, buyerDiscount: number | null): TextKey | null {
  if (buyerDiscount === null) return null;
  return buyerDiscount > discount ? null : "products:errors.buyerDiscountAboveDiscount";
}

/** Fields the seller edits (create and update share them). */
export const productFieldsSchema = z.object({
  partNo: text(1, 50).regex(/^[A-Za-z0-9]+$/, "products:errors.partNoFormat"),
  itemName: text(2, 200),
  categoryId: text(1, 64),
  condition: oneOf(CONDITIONS),
  grade: oneOf(GRADES),
  brandName: text(1, 100),
  specification: optionalText(1000, true),
  productUnit: text(1, 20),
  packagingUnit: text(1, 20),
  packagingQty: intIn(1, 10_000),
  /** grams */
  weight: intIn(1, 1_000_000),
  /** centimetres */
  length: intIn(1, 10_000),
  width: intIn(1, 10_000),
  height: intIn(1, 10_000),
  vehicleType: oneOf(VEHICLE_TYPES),
  adaptType: oneOf(ADAPT_TYPES),
  fitments: boundedArray(fitmentSchema, FITMENT_MAX, { uniqueBy: fitmentKey }).default([]),
  tradePlatforms: boundedArray(oneOf(TRADE_PLATFORMS), TRADE_PLATFORMS.length).min(1, "validation:required"),
  // Repeated tiers already break the contiguity rule (products:errors.priceTierRange, on the tier).
  priceTiers: boundedArray(priceTierSchema, PRICE_TIER_MAX, { uniqueBy: false }).min(1, "validation:required"),
  /** Product discount in percent, 0-99.9, one decimal. */
  discount: discountSchema.default(0),
  /**
   * Buyer discount in percent (0.1-99.9, one decimal), above `discount`; null = none. Absent on create =
   * none; absent on update = keep the stored one (the API then checks the new discount against it).
   */
  buyerDiscount: buyerDiscountSchema.nullable().optional(),
  saleUnit: text(1, 20),
  deliveryTemplateId: z.number().int().positive().nullable().default(null),
  stockType: oneOf(STOCK_TYPES),
  stockNum: intIn(0, MAX_STOCK),
  minBuyQty: intIn(1, MAX_STOCK),
  autoTender: z.boolean().default(false),
  priority: z.boolean().default(false),
  reconditioned: z.boolean().default(false),
  // A repeated image is refused by the API with its own message (errors:item.duplicateImage).
  images: boundedArray(productImageSchema, PRODUCT_IMAGE_MAX_COUNT, { uniqueBy: false }).min(
    1,
    "products:errors.imageRequired",
  ),
  description: optionalText(5000, true),
});

// Built once: a zod schema costs more to construct than to run, and the rules below run per product row.
const nullableBuyerDiscount = buyerDiscountSchema.nullable();

/**
 * Adds the cross-field rules of spec §5 (fitment for partial adapt, tier ranges, one main image, min buy
 * vs stock, buyer discount above discount when the body carries one).
 */
export const withProductRules = <T extends z.ZodType<z.infer<typeof productFieldsSchema>>>(schema: T) =>
  schema.superRefine((p, ctx) => {
    if (p.adaptType === 2 && p.fitments.length === 0) {
      ctx.addIssue({ code: "custom", path: ["fitments"], message: "products:errors.fitmentRequired" });
    }
    const bad = firstInvalidTier(p.priceTiers);
    if (bad >= 0)
      ctx.addIssue({ code: "custom", path: ["priceTiers", bad], message: "products:errors.priceTierRange" });
    if (p.images.length > 0 && p.images.filter((i) => i.isMain).length !== 1) {
      ctx.addIssue({ code: "custom", path: ["images"], message: "products:errors.oneMainImage" });
    }
    if (p.minBuyQty > p.stockNum && p.stockType === 2) {
      ctx.addIssue({ code: "custom", path: ["minBuyQty"], message: "products:errors.minBuyOverStock" });
    }
    // An out-of-range buyer discount already carries its own error: one message per field.
    const skip = p.buyerDiscount === undefined || !nullableBuyerDiscount.safeParse(p.buyerDiscount).success;
    const refusal = skip ? null : discountRefusal(p.discount, p.buyerDiscount ?? null);
    if (refusal) ctx.addIssue({ code: "custom", path: ["buyerDiscount"], message: refusal });
  });

/** Body of `/api/item/ina/create`: every field; `submit` false saves a draft (review status 3), true sends to review (1). */
export const productCreateSchema = withProductRules(productFieldsSchema).and(
  z.object({ submit: z.boolean().default(true) }),
);
export type ProductCreate = z.input<typeof productCreateSchema>;

/** Body of `/api/item/ina/update`: the item id plus every field (a full replace, validated as on create). */
export const productUpdateSchema = withProductRules(productFieldsSchema).and(
  z.object({ itemId: z.number().int().positive(), submit: z.boolean().default(true) }),
);
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** Body of `/api/item/ina/detail`. */
export const productDetailSchema = z.object({ itemId: z.number().int().positive() });

/** Filters of `/api/item/ina/page` (besides pageNo / pageSize). */
export const productPageFiltersSchema = z.object({
  reviewStatus: boundedArray(z.number().int(), 7).optional(),
  keyword: keyword(),
  categoryId: plainText().max(64).optional(),
  condition: z.number().int().optional(),
  priority: z.boolean().optional(),
  sortField: z.enum(["updateTime", "createTime", "price", "stockNum", "itemName"]).optional(),
  sortOrder: z.enum(["asc", "desc"]).optional(),
});

/** A product as the API answers it in detail (list rows carry a subset: see ProductRow). */
export type Product = z.infer<typeof productFieldsSchema> & {
  /** Percent, one decimal; null = no buyer discount (always present in an answer). */
  buyerDiscount: number | null;
  itemId: number;
  shopId: number;
  reviewStatus: number;
  offShelveReason: number | null;
  images: { fileKey: string; isMain: boolean; url: string }[];
  createTime: string;
  updateTime: string;
};

/** A row of `/api/item/ina/page`. */
export interface ProductRow {
  itemId: number;
  partNo: string;
  itemName: string;
  mainImageUrl: string | null;
  categoryId: string;
  categoryName: string;
  condition: number;
  brandName: string;
  /** Lowest tier price, rupiah. */
  price: number;
  discount: number;
  /** Percent, one decimal; null = no buyer discount. */
  buyerDiscount: number | null;
  stockType: number;
  stockNum: number;
  reviewStatus: number;
  offShelveReason: number | null;
  priority: boolean;
  fitmentSummary: string;
  updateTime: string;
}
