/**
 * Customers of a shop (spec §2 /customer new, detail, detail/add-discount, detail/mulitple-set-discount,
 * verifyInfoChange; §3 "Customer"; §6 multiple-account management): who they are, the discounts the order
 * pricing applies, the settlement figures and the credit hold. Pure: the API, the seed and the portal import it.
 *
 * Money is integer rupiah; rates are tenths of a percent (125 = 12.5 %), like the buyer discount of products.
 * Dates are WIB `yyyy-MM-dd` (src/domain/datetime.ts).
 */
import { percentOf, type BuyerType } from "./order";

/** Company category of a customer (spec §3 "company category"): the buyer types of spec §1. */
export const COMPANY_CATEGORIES = [
  "ordinary",
  "priority",
  "insurance",
  "workshop",
  "carRental",
] as const satisfies readonly BuyerType[];
export type CompanyCategory = (typeof COMPANY_CATEGORIES)[number];

/**
 * How the buyer settles delivery fees and bill fees (spec §3 "online or offline, with or without
 * verification"): online through the platform, or offline (transfer / cash) with or without the platform
 * verifying the proof.
 */
export const FEE_METHODS = ["online", "offlineVerified", "offlineUnverified"] as const;
export type FeeMethod = (typeof FEE_METHODS)[number];

/** Discount type (spec §3 "type fixed or by order amount"). */
export const DiscountType = { fixed: 1, byOrderAmount: 2 } as const;
export type DiscountTypeValue = (typeof DiscountType)[keyof typeof DiscountType];
export const DISCOUNT_TYPES = [DiscountType.fixed, DiscountType.byOrderAmount] as const;

/** Bounds of a discount rate in tenths of a percent (spec §9 "Buyer discount 0-99.9"; 0 is no discount). */
export const MIN_DISCOUNT_RATE = 1;
export const MAX_DISCOUNT_RATE = 999;
/** At most this many order-amount tiers per discount. */
export const MAX_DISCOUNT_TIERS = 5;
/** At most this many customers in one multiple-set-discount call. */
export const MAX_MULTIPLE_DISCOUNT_CUSTOMERS = 200;

/** One order-amount tier: from `minAmount` rupiah of goods, `rate` tenths of a percent off the goods. */
export interface DiscountTier {
  minAmount: number;
  rate: number;
}

/** A customer discount as the pricing reads it. `rate` for fixed; `tiers` (ascending minAmount) by order amount. */
export interface CustomerDiscount {
  type: DiscountTypeValue;
  rate: number | null;
  tiers: readonly DiscountTier[];
  /** Inclusive WIB dates `yyyy-MM-dd`. */
  startDate: string;
  endDate: string;
}

/** True when `discount` applies on WIB date `day` (`yyyy-MM-dd`; the range is inclusive). */
export function discountActiveOn(discount: Pick<CustomerDiscount, "startDate" | "endDate">, day: string): boolean {
  return discount.startDate <= day && day <= discount.endDate;
}

/** True when two date ranges share a day (a customer holds at most one discount of a type per day). */
export function rangesOverlap(
  a: Pick<CustomerDiscount, "startDate" | "endDate">,
  b: Pick<CustomerDiscount, "startDate" | "endDate">,
): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/** The rate of the highest tier `goodsAmount` reaches, or 0. */
export function tierRate(tiers: readonly DiscountTier[], goodsAmount: number): number {
  let rate = 0;
  for (const t of tiers) if (goodsAmount >= t.minAmount) rate = t.rate;
  return rate;
}

/**
 * The order's customer discounts (spec §3 Order "customer fixed discount, order discount"): the fixed
 * discount's rate and the reached tier's rate of the by-order-amount discount active on `day`, each taken
 * off `goodsAmount` (rupiah after item discounts), rounded down. Both may apply; neither takes the goods
 * below 0.
 */
export function customerDiscounts(
  discounts: readonly CustomerDiscount[],
  goodsAmount: number,
  day: string,
): { customerFixedDiscount: number; orderDiscount: number } {
  let customerFixedDiscount = 0;
  let orderDiscount = 0;
  for (const d of discounts) {
    if (!discountActiveOn(d, day)) continue;
    if (d.type === DiscountType.fixed && d.rate) customerFixedDiscount = percentOf(goodsAmount, d.rate);
    if (d.type === DiscountType.byOrderAmount) orderDiscount = percentOf(goodsAmount, tierRate(d.tiers, goodsAmount));
  }
  orderDiscount = Math.min(orderDiscount, goodsAmount - customerFixedDiscount);
  return { customerFixedDiscount, orderDiscount };
}

/**
 * A customer's credit (spec §3 "settlement: credit limit, credit used, credit available"): `used` is the
 * total of its bill-payment orders not yet settled (open orders and unpaid bills), `available` is
 * `limit - used` and may go below 0 when a limit was lowered. Always `used + available === limit`.
 */
export interface CreditFigures {
  limit: number;
  used: number;
  available: number;
}

/** Credit figures from a limit and the unsettled total (rupiah). */
export function creditFigures(limit: number, used: number): CreditFigures {
  return { limit, used, available: limit - used };
}

/**
 * Why a bill-payment order waits for the seller (credit hold, beyond the spec): its total would take the
 * buyer over its available credit, or the buyer has an overdue bill. null: no hold.
 */
export type CreditHoldReason = "overLimit" | "overdueBill";

/** The hold an order of `total` rupiah gets: exactly over the limit (`total > available`) or any overdue bill. */
export function creditHoldReason(available: number, total: number, overdueBills: number): CreditHoldReason | null {
  if (overdueBills > 0) return "overdueBill";
  if (total > available) return "overLimit";
  return null;
}

/** The order's credit-hold state (orders.credit_hold): none, waiting for the seller, released by the seller. */
export const CreditHold = { none: 0, held: 1, released: 2 } as const;
export type CreditHoldValue = (typeof CreditHold)[keyof typeof CreditHold];

/** Credit aging buckets of unpaid bills by days past their deadline (customer detail). */
export const AGING_BUCKETS = ["current", "days1to30", "days31to60", "over60"] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The bucket of an unpaid bill `daysPastDue` days after its deadline (0 or less: current). */
export function agingBucketOf(daysPastDue: number): AgingBucket {
  if (daysPastDue <= 0) return "current";
  if (daysPastDue <= 30) return "days1to30";
  if (daysPastDue <= 60) return "days31to60";
  return "over60";
}

/** A buyer's company-information change waiting for the seller's check (spec §2 verifyInfoChange). */
export const InfoChangeStatus = { waiting: 0, approved: 1, rejected: 2 } as const;
export type InfoChangeStatusValue = (typeof InfoChangeStatus)[keyof typeof InfoChangeStatus];
export const INFO_CHANGE_STATUSES = [
  InfoChangeStatus.waiting,
  InfoChangeStatus.approved,
  InfoChangeStatus.rejected,
] as const;

/** Company fields a buyer may ask to change (the customer row's own fields). */
export const INFO_CHANGE_FIELDS = [
  "companyCategory",
  "companyName",
  "contactPerson",
  "contactPhone",
  "address",
  "invoiceAddress",
] as const;
export type InfoChangeField = (typeof INFO_CHANGE_FIELDS)[number];

/** Length bounds of customer text fields. */
export const MAX_COMPANY_NAME = 100;
export const MAX_CONTACT_PERSON = 50;
export const MAX_ADDRESS_DETAIL = 200;
export const MIN_REJECT_REASON = 10;
export const MAX_REJECT_REASON = 500;

/**
 * Multiple-account management (spec §6): only priority buyers may link further buyer accounts (branches)
 * to themselves; at most this many.
 */
export const MAX_LINKED_ACCOUNTS = 20;

/** True when a buyer of `type` may manage several accounts (spec §6 "priority buyers only"). */
export function mayManageAccounts(type: string | null | undefined): boolean {
  return type === "priority";
}
