/**
 * Store: the zod schemas of spec §3 "Store" / "Shop info" / "Address" with the §5 "Store" rules.
 * One object for both sides: the portal forms (/shop-apply, /shop-additional-info) validate with it and
 * the API validates request bodies with it. Messages are i18n keys (`validation:*`, `shop:errors.*`),
 * translated by the portal and by the API into the caller's language.
 *
 * Formats (our choices where the spec says "format check" without a value):
 * - phone, NPWP, person names: src/domain/schema/contact.ts; region codes, postal code, address detail:
 *   src/domain/schema/region.ts (shared with the address book).
 * - NIB: 13 digits; SIUP: 1-50 letters, digits, `/`, `.`, `-` (SIUP numbers have no single national format).
 *   Number and photo are both filled or both empty (`shop:errors.pair`, on the empty one).
 * - KTP / legal person id (NIK): 16 digits.
 * - storeEstablishment (business year): a 4-digit string such as `"2010"`, 1900..current UTC year.
 *   A number is accepted on input and turned into its string.
 * - bank account: 6-20 digits. Bank: a SHOP_BANKS code (`014` BCA, `153` Bank Sinarmas, `008` Mandiri).
 * - files are referenced by `fileKey` strings from the upload endpoint; an optional file is `null`
 *   (an empty string is read as `null`).
 */
import { z } from "zod";
import { BUSINESS_TYPES, LEADER_POSITIONS, SHOP_BANKS } from "../../domain/shop";
import { CONDITIONS } from "../../domain/product";
import { boundedArray } from "../../domain/schema/array";
import { text as plainText } from "../../domain/schema/text";
import { fileKeySchema, optionalFileKeySchema } from "../../domain/schema/file-key";
import { REQUIRED, formatted, textField } from "../../domain/schema/text-field";
import { npwpSchema, personNameSchema, phoneSchema } from "../../domain/schema/contact";
import { addressDetailSchema, postalCodeSchema, regionCodesSchema } from "../../domain/schema/region";

/** Most store photos an application may carry (spec: "at least 1 photo"; the maximum is ours). */
export const STORE_PHOTO_MAX = 6;
/** Earliest business year accepted. */
export const MIN_BUSINESS_YEAR = 1900;

const text = (min: number, max: number) => textField({ min, max });
const optionalText = (max: number, multiline = false) => textField({ max, optional: true, multiline }).default("");

/** A stored file's key (required); the API checks that it names one of the caller's uploads. */
const fileKey = fileKeySchema;
/** A stored file's key or null; "" and undefined read as null. */
export const optionalFileKey = optionalFileKeySchema;

type ShopBankCode = (typeof SHOP_BANKS)[number]["code"];
// z.enum rather than z.custom: a failing z.custom aborts the object, which would hide the pair rule's issues.
const bankCode = z.enum(SHOP_BANKS.map((b) => b.code) as [ShopBankCode, ...ShopBankCode[]], { error: REQUIRED });
const leaderPosition = z.enum(LEADER_POSITIONS, { error: REQUIRED });

/** Business types: at least one, known values, each once (spec §5 "At least 1 business type"). */
export const businessTypesSchema = boundedArray(
  z.enum(BUSINESS_TYPES, { error: "validation:oneOf" }),
  BUSINESS_TYPES.length,
  {
    error: "shop:errors.businessType",
  },
).min(1, "shop:errors.businessType");

/** Business year: 4 digits, 1900..current UTC year (spec §5 "Business year 4 digits, for example 2010"). */
export const businessYearSchema = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : v),
  textField({
    pattern: { regex: /^\d{4}$/, message: "shop:errors.year" },
    check: (y) =>
      Number(y) < MIN_BUSINESS_YEAR || Number(y) > new Date().getUTCFullYear() ? "shop:errors.yearRange" : null,
  }),
);

/** The store's address (spec §3 "Store" address; §5 "Postal code valid; address detail minimum length"). */
export const storeAddressSchema = z.object({
  regionCodes: regionCodesSchema,
  postalCode: postalCodeSchema,
  detail: addressDetailSchema,
});
export type StoreAddress = z.infer<typeof storeAddressSchema>;

const accountNo = formatted(/^\d{6,20}$/, "shop:errors.accountNo");

/** Fields of the store application before the cross-field rules; the form validates single fields with it. */
export const storeApplicationFieldsSchema = z.object({
  storeName: text(2, 60),
  picName: personNameSchema,
  phone: phoneSchema,
  email: textField({ max: 100 }).pipe(z.email("shop:errors.email")),
  address: storeAddressSchema,
  nibNumber: plainText()
    .trim()
    .regex(/^(\d{13})?$/, "shop:errors.nib")
    .default(""),
  nibPhoto: optionalFileKey,
  siupNumber: plainText()
    .trim()
    .regex(/^([A-Za-z0-9./-]{1,50})?$/, "shop:errors.siup")
    .default(""),
  siupPhoto: optionalFileKey,
  legalPersonIdNumber: formatted(/^\d{16}$/, "shop:errors.idNumber"),
  ktpName: text(2, 50),
  ktpPhoto: fileKey,
  npwpNumber: npwpSchema,
  npwpPhoto: fileKey,
  companyName: optionalText(100),
  taxable: z.boolean().default(false),
  businessType: businessTypesSchema,
  storeEstablishment: businessYearSchema,
  storeDescription: optionalText(1000, true),
  storePhotos: boundedArray(fileKey, STORE_PHOTO_MAX, { error: "shop:errors.photoRequired" }).min(
    1,
    "shop:errors.photoRequired",
  ),
  logo: optionalFileKey,
  bank: bankCode,
  accountNo,
  accountName: text(2, 100),
  leaderName: text(2, 50),
  leaderPhone: phoneSchema,
  leaderPosition,
});

/** The document pairs of spec §5: number and photo both filled or both empty. */
export const DOCUMENT_PAIRS = [
  ["nibNumber", "nibPhoto"],
  ["siupNumber", "siupPhoto"],
] as const;

/**
 * Body of POST /api/shop/ina/apply (spec §3 "Store", §5 "Store"). Parsed value: trimmed texts, NPWP as
 * digits, optional files as null, business types each once (a repeat is refused). The NIB / SIUP pair rule reports
 * `shop:errors.pair` on the empty half, and runs even when other fields are invalid.
 */
function documentPairRule(value: unknown, ctx: z.RefinementCtx): void {
  // With `when` this also runs on partially invalid input, so every field is read defensively.
  const bag = value as Record<string, unknown>;
  const filled = (v: unknown) => typeof v === "string" && v.trim() !== "";
  for (const [numberField, photoField] of DOCUMENT_PAIRS) {
    const hasNumber = filled(bag[numberField]);
    const hasPhoto = filled(bag[photoField]);
    if (hasNumber && !hasPhoto) ctx.addIssue({ code: "custom", path: [photoField], message: "shop:errors.pair" });
    if (!hasNumber && hasPhoto) ctx.addIssue({ code: "custom", path: [numberField], message: "shop:errors.pair" });
  }
}
const whenObject = {
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};

export const storeApplicationSchema = storeApplicationFieldsSchema.superRefine(documentPairRule, whenObject);
export type StoreApplication = z.infer<typeof storeApplicationSchema>;
export type StoreApplicationInput = z.input<typeof storeApplicationSchema>;

/** Body of POST /api/shop/ina/additionalInfo: the three fields spec §4 checks for shop status 1. */
export const additionalInfoSchema = z.object({
  businessType: businessTypesSchema,
  storeEstablishment: businessYearSchema,
  storeDescription: textField({ min: 10, max: 1000, multiline: true }),
});
export type AdditionalInfo = z.infer<typeof additionalInfoSchema>;

/** Bank info of a shop (spec §3 "Shop info" bank fields accountName, accountNo, bank). */
export const bankInfoSchema = z.object({
  shopId: z.number({ error: REQUIRED }).int("validation:integer").positive("validation:min"),
  accountName: text(2, 100),
  accountNo,
  bank: bankCode,
});
export type BankInfo = z.infer<typeof bankInfoSchema>;

/** Most sellable part brands a store may list (our limit; the spec names the field only). */
export const PART_BRAND_MAX = 30;

/**
 * Store fields of spec §3 "Store" that the application does not ask for; edited on /store/store-detail-edit:
 * banner, SKB PPh document (image of the tax exemption letter), invoice receiver address (free text,
 * optional), sellable part conditions (1 original, 2 replacement brand, 3 reconditioned; at least 1)
 * and sellable part brands (at most PART_BRAND_MAX names of 1-50 characters, each once).
 */
export const storeProfileExtrasSchema = z.object({
  banner: optionalFileKey,
  skbDocument: optionalFileKey,
  invoiceAddress: optionalText(300, true),
  partConditions: boundedArray(z.literal(CONDITIONS, { error: "validation:oneOf" }), CONDITIONS.length, {
    error: "store:errors.partConditions",
  })
    .min(1, "store:errors.partConditions")
    .transform((values) => [...values].sort()),
  partBrands: boundedArray(textField({ max: 50 }), PART_BRAND_MAX).default([]),
});

/** Every editable store field (application fields plus the extras) before the cross-field rules. */
export const storeUpdateFieldsSchema = storeApplicationFieldsSchema.extend(storeProfileExtrasSchema.shape);

/**
 * Body of POST /api/store/ina/update and of the /store/store-detail-edit form (spec §3 "Store", §5 "Store"):
 * every store field, full replace, with the application's rules (NPWP 'NPWP Salah', phone digits, NIB /
 * SIUP pairs, business year, at least 1 business type and 1 photo, postal code format) plus the extras.
 * The postal code's match with the village is checked by the API.
 */
export const storeUpdateSchema = storeUpdateFieldsSchema.superRefine(documentPairRule, whenObject);
export type StoreUpdate = z.infer<typeof storeUpdateSchema>;
export type StoreUpdateInput = z.input<typeof storeUpdateSchema>;

/** Store fields holding one file key (or null). */
export const STORE_FILE_FIELDS = [
  "logo",
  "banner",
  "nibPhoto",
  "siupPhoto",
  "ktpPhoto",
  "npwpPhoto",
  "skbDocument",
] as const;
export type StoreFileField = (typeof STORE_FILE_FIELDS)[number];

/** The bank fields only a main admin may change (spec §7 modifyShop). */
export const STORE_BANK_FIELDS = ["bank", "accountNo", "accountName"] as const;

/**
 * Answer of POST /api/store/ina/detail: every store field plus the seller's user name, the region names
 * (province..village, for display), the file urls (`/files/<fileKey>`, null when no file) and the last
 * update time (`yyyy-MM-dd HH:mm:ss` WIB).
 */
export interface StoreDetail extends StoreUpdate {
  shopId: number;
  sellerUserName: string;
  regionNames: string[];
  fileUrls: Record<StoreFileField, string | null>;
  storePhotoUrls: string[];
  updateTime: string;
}
