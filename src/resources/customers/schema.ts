/**
 * Customers on the wire (spec §3 "Customer"; §2 /customer new, detail, detail/add-discount,
 * detail/mulitple-set-discount, verifyInfoChange; §6 multiple-account management; §8 'Anda telah menambahkan
 * pelanggan ini.'): the zod schemas of every customer request, shared by the portal's forms and the API
 * (seller and buyer routes), and the shapes the API answers. Messages are i18n keys (`customers:rules.*`,
 * `validation:*`). Money integer rupiah; rates tenths of a percent; dates WIB `yyyy-MM-dd`.
 */
import { z } from "zod";
import {
  AGING_BUCKETS,
  COMPANY_CATEGORIES,
  DISCOUNT_TYPES,
  DiscountType,
  FEE_METHODS,
  INFO_CHANGE_STATUSES,
  MAX_COMPANY_NAME,
  MAX_DISCOUNT_RATE,
  MAX_DISCOUNT_TIERS,
  MAX_MULTIPLE_DISCOUNT_CUSTOMERS,
  MAX_REJECT_REASON,
  MIN_DISCOUNT_RATE,
  MIN_REJECT_REASON,
  type AgingBucket,
  type CompanyCategory,
  type CreditFigures,
  type CreditHoldReason,
  type DiscountTier,
  type FeeMethod,
  type InfoChangeField,
} from "../../domain/customer";
import { MAX_PRICE } from "../../domain/money";
import { pageRequestSchema } from "../../domain/page-request";
import type { PartnershipStatus } from "../../domain/request";
import type { AgreementType } from "../../domain/partnership";
import { boundedArray } from "../../domain/schema/array";
import { personNameSchema, phoneSchema } from "../../domain/schema/contact";
import { daySchema } from "../../domain/schema/day-range";
import { addressDetailSchema, postalCodeSchema, regionCodesSchema } from "../../domain/schema/region";
import { keyword, text as plainText } from "../../domain/schema/text";
import { textField } from "../../domain/schema/text-field";
import { MAX_KEYWORD } from "../../domain/wire";

const id = () => z.number({ error: "validation:required" }).int("validation:integer").positive("validation:invalid");
const rate = () =>
  z
    .number({ error: "validation:required" })
    .int("validation:integer")
    .min(MIN_DISCOUNT_RATE, "customers:rules.rate")
    .max(MAX_DISCOUNT_RATE, "customers:rules.rate");
const rupiah = () =>
  z
    .number({ error: "validation:required" })
    .int("validation:integer")
    .min(0, "validation:min")
    .max(MAX_PRICE, "validation:max");
const reason = () =>
  plainText({ multiline: true })
    .trim()
    .min(MIN_REJECT_REASON, "validation:minLength")
    .max(MAX_REJECT_REASON, "validation:maxLength");

/** Body naming one customer: `{ id }`. */
export const customerIdSchema = z.object({ id: id() });

/** A customer's postal address. */
export const customerAddressSchema = z.object({
  regionCodes: regionCodesSchema,
  postalCode: postalCodeSchema,
  detail: addressDetailSchema,
});
export type CustomerAddressInput = z.infer<typeof customerAddressSchema>;

/** The seller-editable fields of a customer (new and edit). */
export const customerFieldsSchema = z.object({
  companyCategory: z.enum(COMPANY_CATEGORIES, { error: "validation:oneOf" }),
  companyName: textField({ max: MAX_COMPANY_NAME }),
  contactPerson: personNameSchema,
  contactPhone: phoneSchema,
  address: customerAddressSchema.nullable().default(null),
  invoiceAddress: customerAddressSchema.nullable().default(null),
  deliveryFeeMethod: z.enum(FEE_METHODS, { error: "validation:oneOf" }).default("online"),
  billFeeMethod: z.enum(FEE_METHODS, { error: "validation:oneOf" }).default("online"),
  /** A sub-account of the shop, or null (none). */
  accountManagerUserId: id().nullable().default(null),
});

/**
 * POST /api/customer/ina/create (spec §2 /customer/new): the buyer by exact user name or e-mail, and its
 * fields. A buyer already a customer of the shop: 409 'Anda telah menambahkan pelanggan ini.'
 * (customers:errors.alreadyAdded); no such buyer: 404.
 */
export const customerCreateSchema = customerFieldsSchema.extend({
  buyer: textField({ max: 100 }),
});
export type CustomerCreate = z.input<typeof customerCreateSchema>;

/** POST /api/customer/ina/update: `{ id, ...fields }`. */
export const customerUpdateSchema = customerFieldsSchema.extend({ id: id() });
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;

/** Filters of /api/customer/ina/page (besides pageNo / pageSize). */
export const customerPageFiltersSchema = z.object({
  /** Buyer user name or name, company name, contact person or phone. */
  keyword: keyword(MAX_KEYWORD),
  companyCategory: z.enum(COMPANY_CATEGORIES, { error: "validation:oneOf" }).optional(),
  accountManagerUserId: id().optional(),
  /** Only customers whose available credit is below 0 or who hold an overdue bill. */
  creditAlert: z.boolean().optional(),
});
export const customerPageSchema = pageRequestSchema.extend(customerPageFiltersSchema.shape);
export type CustomerPageFilters = z.input<typeof customerPageFiltersSchema>;

/** One row of the customer list (with credit figures; 0 limit without a partnership). */
export interface CustomerRow {
  id: number;
  buyerUserId: number;
  buyerUserName: string;
  buyerName: string;
  email: string;
  companyCategory: CompanyCategory;
  companyName: string;
  contactPerson: string;
  contactPhone: string;
  accountManagerUserId: number | null;
  accountManagerName: string | null;
  partnershipStatus: PartnershipStatus | null;
  credit: CreditFigures;
  /** Spec §3 "transaction time": latest order, `yyyy-MM-dd HH:mm:ss` WIB, or null. */
  transactionTime: string | null;
  createTime: string;
}

/** A discount as answered. */
export interface CustomerDiscountRow {
  id: number;
  type: number;
  rate: number | null;
  tiers: DiscountTier[];
  startDate: string;
  endDate: string;
  /** active today, upcoming, or ended. */
  state: "active" | "upcoming" | "ended";
  createTime: string;
}

/** Credit aging of unpaid bills (rupiah per bucket). */
export type CreditAging = Record<AgingBucket, number>;
export const CREDIT_AGING_BUCKETS = AGING_BUCKETS;

/** POST /api/customer/ina/detail. */
export interface CustomerDetail extends CustomerRow {
  address: CustomerAddressInput | null;
  invoiceAddress: CustomerAddressInput | null;
  /** Region names of the address and invoice address (province .. village), for display. */
  addressText: string | null;
  invoiceAddressText: string | null;
  deliveryFeeMethod: FeeMethod;
  billFeeMethod: FeeMethod;
  discounts: CustomerDiscountRow[];
  /** Spec §3 "settlement (type, date, credit limit, credit used, credit available)". */
  settlement: {
    partnershipId: number | null;
    /** src/domain/bill.ts SettlementPeriod, null without a partnership. */
    settlementPeriod: number | null;
    settlementDate: string | null;
    tempoWorkdays: number | null;
    agreementType: AgreementType | null;
    credit: CreditFigures;
    aging: CreditAging;
    overdueBills: number;
  };
  /** Orders waiting on credit hold. */
  heldOrders: { orderNo: string; total: number; reason: CreditHoldReason; createTime: string }[];
  /** Spec §6: accounts linked to this (priority) buyer. */
  linkedAccounts: { userName: string; name: string }[];
  /** A company-information change waiting for the seller, if any. */
  pendingInfoChangeId: number | null;
}

/** One tier of a by-order-amount discount. */
export const discountTierSchema = z.object({ minAmount: rupiah(), rate: rate() });

/**
 * A discount (spec §3 "discount (type fixed or by order amount, start/end dates)"): fixed needs `rate`;
 * by order amount needs 1..5 tiers of strictly ascending minAmount. End not before start; a customer holds
 * at most one discount of a type on any day (409 customers:errors.discountOverlap).
 */
export const discountSchema = z
  .object({
    type: z.literal([...DISCOUNT_TYPES], { error: "validation:oneOf" }),
    rate: rate().nullable().default(null),
    tiers: boundedArray(discountTierSchema, MAX_DISCOUNT_TIERS).default([]),
    startDate: daySchema,
    endDate: daySchema,
  })
  .superRefine((d, ctx) => {
    if (d.endDate < d.startDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "customers:rules.endBeforeStart" });
    if (d.type === DiscountType.fixed && d.rate === null)
      ctx.addIssue({ code: "custom", path: ["rate"], message: "validation:required" });
    if (d.type === DiscountType.byOrderAmount) {
      if (d.tiers.length === 0)
        ctx.addIssue({ code: "custom", path: ["tiers"], message: "customers:rules.tiersRequired" });
      for (let i = 1; i < d.tiers.length; i++)
        if (d.tiers[i]!.minAmount <= d.tiers[i - 1]!.minAmount)
          ctx.addIssue({ code: "custom", path: ["tiers", i, "minAmount"], message: "customers:rules.tiersAscending" });
    }
  });
export type DiscountInput = z.input<typeof discountSchema>;

/** POST /api/customer/ina/discount/add (spec §2 detail/add-discount): `{ customerId, discount }`. */
export const addDiscountSchema = z.object({ customerId: id(), discount: discountSchema });
/** POST /api/customer/ina/discount/delete: `{ customerId, discountId }`. */
export const deleteDiscountSchema = z.object({ customerId: id(), discountId: id() });
/**
 * POST /api/customer/ina/discount/multipleSet (spec §2 detail/mulitple-set-discount): the same discount for
 * 1..200 customers in one transaction; one overlap refuses all (409, naming the customers).
 */
export const multipleSetDiscountSchema = z.object({
  customerIds: boundedArray(id(), MAX_MULTIPLE_DISCOUNT_CUSTOMERS, { error: "customers:rules.customersRequired" }),
  discount: discountSchema,
});

/** POST /api/customer/ina/buyerLookup: buyers (not yet customers) matching a user name or e-mail prefix. */
export const buyerLookupSchema = z.object({ keyword: keyword(MAX_KEYWORD) });
export interface BuyerOption {
  userName: string;
  name: string;
  email: string;
  buyerType: CompanyCategory;
  alreadyCustomer: boolean;
}

// ---------------------------------------------------------------- verifyInfoChange

/** Filters of /api/customer/ina/infoChange/page. */
export const infoChangePageSchema = pageRequestSchema.extend({
  status: z.literal([...INFO_CHANGE_STATUSES], { error: "validation:oneOf" }).optional(),
});
export interface InfoChangeRow {
  id: number;
  customerId: number;
  buyerUserName: string;
  buyerName: string;
  status: number;
  /** Per field: the value before and the value asked. */
  changes: { field: InfoChangeField; previous: unknown; requested: unknown }[];
  rejectReason: string | null;
  requestTime: string;
  decideTime: string | null;
}
/** POST /api/customer/ina/infoChange/approve: `{ id }` (the fields are written to the customer). */
export const infoChangeIdSchema = z.object({ id: id() });
/** POST /api/customer/ina/infoChange/reject: `{ id, reason }`. */
export const infoChangeRejectSchema = z.object({ id: id(), reason: reason() });

/** POST /api/buyer/customer/infoChange/create: `{ shopId, changes }` (at least one field). */
export const buyerInfoChangeSchema = z.object({
  shopId: id(),
  changes: customerFieldsSchema
    .pick({ companyCategory: true, companyName: true, contactPerson: true, contactPhone: true })
    .extend({ address: customerAddressSchema, invoiceAddress: customerAddressSchema })
    .partial()
    .refine((c) => Object.keys(c).length > 0, "customers:rules.changesRequired"),
});

// ---------------------------------------------------------------- multiple accounts (spec §6)

/** POST /api/buyer/account/add: a buyer account to manage, by user name; POST /api/buyer/account/remove. */
export const linkedAccountSchema = z.object({ userName: textField({ max: 100 }) });

// ---------------------------------------------------------------- reads of the portal's pickers

/** Answer of POST /api/customer/ina/accountManagers: the shop's sub-accounts a customer may be assigned to. */
export interface AccountManagerOption {
  userId: number;
  name: string;
}

/**
 * `data` of the 409 customers:errors.discountOverlap answer of /api/customer/ina/discount/multipleSet: the
 * customers whose existing discount of the type shares a day with the new one (the page marks them).
 */
export interface DiscountOverlapData {
  customerIds: number[];
}

/** One row of POST /api/buyer/account/page (pageNo, pageSize): an account the priority buyer manages. */
export interface LinkedAccountRow {
  userName: string;
  name: string;
  email: string;
  buyerType: string | null;
  /** When it was linked, `yyyy-MM-dd HH:mm:ss` WIB. */
  linkTime: string;
}
