/**
 * Inquiries and tenders (spec §3 "Inquiry", "Tender", §4 "Inquiry and tender", §5 "Tender, consign, inquiry",
 * §9): the codes, tabs, limits and small pure rules the API and the portal share. Money is integer rupiah;
 * discounts are tenths of a percent like products (12.5% -> 125).
 *
 * An inquiry is a B2B buyer's (insurer's or workshop's) request for the parts of one claimed car. It is offered
 * to every shop whose sellable brands (store details `partBrands`) include the car's brand. Each shop may pass
 * on it (undoable) or tender once: a tender holds, per inquiry part, one or more offers. The buyer purchases
 * offers of one or more tenders; each purchased tender becomes an inquiry order (an `orders` row with
 * `order_type` 2) of that shop, and the POs one buyer purchases from one shop at once form an inquiry order
 * group that may ship under one delivery order.
 */

/** Inquiry status (the buyer's request as a whole). */
export const InquiryStatus = {
  /** Sellers may tender until the deadline. */
  open: 1,
  /** The deadline passed or the buyer stopped taking offers: the buyer compares and purchases. */
  quoted: 2,
  /** The buyer purchased at least one tender. */
  purchased: 3,
  /** The buyer cancelled the inquiry. */
  cancelled: 4,
  /** No purchase before the purchase deadline (or no tender at the deadline). */
  expired: 5,
} as const;
export type InquiryStatusValue = (typeof InquiryStatus)[keyof typeof InquiryStatus];

/**
 * Tender status, per inquiry and shop (spec §4 "Tender status: unprocessed, wait, tended, wait to be purchased,
 * purchased, not purchased, cancelled, expired"; README choices for their meaning):
 * - unprocessed: offered to the shop, no tender yet (a pass keeps it unprocessed: the pass is a separate flag);
 * - wait: tendered, the inquiry is still open: the seller may modify its tender;
 * - tended: the inquiry's deadline passed or the buyer closed it for offers: the tender is final, the buyer compares;
 * - waitPurchase: the buyer chose this tender (some or all offers) and will pay for it;
 * - purchased: the buyer purchased it: an inquiry order exists;
 * - notPurchased: the buyer purchased other tenders, or declined this one;
 * - cancelled: the buyer cancelled the inquiry;
 * - expired: the deadline passed without a tender from this shop, or the buyer never decided.
 */
export const TenderStatus = {
  unprocessed: 1,
  wait: 2,
  tended: 3,
  waitPurchase: 4,
  purchased: 5,
  notPurchased: 6,
  cancelled: 7,
  expired: 8,
} as const;
export type TenderStatusValue = (typeof TenderStatus)[keyof typeof TenderStatus];
export type TenderStatusName = keyof typeof TenderStatus;
export const TENDER_STATUSES = Object.values(TenderStatus) as readonly TenderStatusValue[];

export function tenderStatusName(status: number): TenderStatusName {
  const found = (Object.keys(TenderStatus) as TenderStatusName[]).find((k) => TenderStatus[k] === status);
  return found ?? "unprocessed";
}

/** Tabs of tender management (/tend/tender), one per status; labels `tenders:tabs.<key>`. */
export const TENDER_TABS = {
  all: [] as readonly TenderStatusValue[],
  unprocessed: [TenderStatus.unprocessed],
  wait: [TenderStatus.wait],
  tended: [TenderStatus.tended],
  waitPurchase: [TenderStatus.waitPurchase],
  purchased: [TenderStatus.purchased],
  notPurchased: [TenderStatus.notPurchased],
  cancelled: [TenderStatus.cancelled],
  expired: [TenderStatus.expired],
} as const satisfies Record<string, readonly TenderStatusValue[]>;
export type TenderTab = keyof typeof TENDER_TABS;
export const TENDER_TAB_KEYS = Object.keys(TENDER_TABS) as TenderTab[];

/** Tabs of the inquiry list (spec §2 "Inquiry list (tabs list and passed)"): open inquiries not passed, and passed ones. */
export const INQUIRY_TAB_KEYS = ["list", "passed"] as const;
export type InquiryTab = (typeof INQUIRY_TAB_KEYS)[number];

/**
 * Part readiness (spec §9 "Part readiness: on hand 1-3 days, central 4-7 days, indent over 7 days, own delivery
 * 1 day"): the part status of an offer and the estimated delivery days it allows. i18n `tenders:partStatus.<key>`.
 */
export const PartStatus = { onHand: 1, central: 2, indent: 3, ownDelivery: 4 } as const;
export type PartStatusValue = (typeof PartStatus)[keyof typeof PartStatus];
export const PART_STATUSES = [1, 2, 3, 4] as const;
export type PartStatusName = keyof typeof PartStatus;
export const PART_STATUS_DAYS: Record<PartStatusValue, { min: number; max: number }> = {
  1: { min: 1, max: 3 },
  2: { min: 4, max: 7 },
  3: { min: 8, max: 90 },
  4: { min: 1, max: 1 },
};
export function partStatusName(status: number): PartStatusName {
  const found = (Object.keys(PartStatus) as PartStatusName[]).find((k) => PartStatus[k] === status);
  return found ?? "onHand";
}

/** Unit of an estimated delivery time (spec §9 "Delivery estimates in days or workdays"). */
export const EDT_UNITS = ["day", "workday"] as const;
export type EdtUnit = (typeof EDT_UNITS)[number];

/** How the tender's parts travel (spec §5 "Shipping method and fee must be chosen"); i18n `tenders:shippingMethod.<key>`. */
export const TENDER_SHIPPING_METHODS = ["courier", "ownDelivery", "pickupByBuyer"] as const;
export type TenderShippingMethod = (typeof TENDER_SHIPPING_METHODS)[number];

/** Minimum delivery fee for an out-of-town tender (spec §5, §9): Rp 50.000 unless shipment is free. */
export const MIN_OUT_OF_TOWN_DELIVERY_FEE = 50_000;

/**
 * Out of town: the receiver's city (regency, `NN.NN`) differs from the shop's (spec §5 "Minimum delivery fee
 * Rp 50.000 for out-of-town"). Region codes are Kemendagri codes province..village; the regency is the second.
 */
export function isOutOfTown(shopRegencyCode: string, receiverRegencyCode: string): boolean {
  return shopRegencyCode !== receiverRegencyCode;
}

/**
 * The delivery-fee rule of a tender: null when it holds, else the i18n key of the refusal.
 * Free shipment needs fee 0; otherwise an out-of-town tender needs at least MIN_OUT_OF_TOWN_DELIVERY_FEE.
 */
export function deliveryFeeError(
  fee: number,
  freeShipment: boolean,
  outOfTown: boolean,
): "tenders:rules.freeShipmentFee" | "tenders:rules.minOutOfTownFee" | null {
  if (freeShipment) return fee === 0 ? null : "tenders:rules.freeShipmentFee";
  if (outOfTown && fee < MIN_OUT_OF_TOWN_DELIVERY_FEE) return "tenders:rules.minOutOfTownFee";
  return null;
}

/** Discount bound of an offer (spec §5 "Discount cannot be lower than a bound"): 0 to 99.9%, in tenths. */
export const MIN_OFFER_DISCOUNT_TENTHS = 0;
export const MAX_OFFER_DISCOUNT_TENTHS = 999;

/** Limits (our choices where the spec names none; README choices table). */
export const MAX_INQUIRY_PARTS = 30;
export const MAX_OFFERS_PER_PART = 5;
export const MAX_INQUIRY_PICTURES = 9;
export const MAX_OFFER_QUANTITY = 10_000;
export const MAX_TENDER_NOTE = 500;
export const MAX_PART_NO_REASON = 200;
export const MIN_PART_NO_REASON = 5;
/** Tender discussion: comment and reply at least 2 characters (spec §5), at most 500; a day's replies per user. */
export const MIN_DISCUSSION_TEXT = 2;
export const MAX_DISCUSSION_TEXT = 500;
export const MAX_REPLIES_PER_DAY = 30;

/**
 * Timers (README choices; configurable by environment, server/config.ts): an inquiry takes offers until its
 * deadline (set by the buyer, 1 hour to 14 days ahead); the buyer then has `purchaseDays` to purchase before
 * it expires; an unprocessed inquiry order is confirmed automatically after `autoConfirmHours` (spec §9
 * "Unprocessed inquiry orders are auto confirmed after 1 day").
 */
export const INQUIRY_TIMER_DEFAULTS = {
  purchaseDays: 7,
  autoConfirmHours: 24,
} as const;
export type InquiryTimers = { [K in keyof typeof INQUIRY_TIMER_DEFAULTS]: number };
export const MIN_INQUIRY_DEADLINE_HOURS = 1;
export const MAX_INQUIRY_DEADLINE_DAYS = 14;

/**
 * Urgency of an open inquiry by time left to its deadline (the cockpit's colours, spec §3 "urgency"):
 * critical under 2 hours, high under 12, medium under 48, low otherwise; `closed` once the deadline passed.
 */
export type Urgency = "critical" | "high" | "medium" | "low" | "closed";
export function urgencyOf(deadline: Date, now: Date): Urgency {
  const hours = (deadline.getTime() - now.getTime()) / 3_600_000;
  if (hours <= 0) return "closed";
  if (hours < 2) return "critical";
  if (hours < 12) return "high";
  if (hours < 48) return "medium";
  return "low";
}

/** Aging in whole days since the inquiry was created (spec §3 "aging in days"), never negative. */
export function agingDays(createTime: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - createTime.getTime()) / 86_400_000));
}

/**
 * A shop's brand list and an inquiry's car brand meet when their keys are equal: trimmed, lower case, runs of
 * spaces and dashes as one dash (`Mitsubishi Motors` = `mitsubishi-motors`, the vehicles table's brandId).
 */
export function brandKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "-");
}

/**
 * The net price of one offer line: unit price less its discount, times quantity (rupiah, rounded half up per
 * line like orders' lineAmounts).
 */
export function offerNetPrice(unitPrice: number, quantity: number, discountTenths: number): number {
  const gross = unitPrice * quantity;
  return gross - Number((BigInt(gross) * BigInt(discountTenths) + 500n) / 1000n);
}

/**
 * Inquiry order filter values of spec §4 ("100 all, 0 awaiting payment, 1 paid, 2 shipped, 3 received, 4 closed,
 * 5 unconfirmed, 6 in process, 7 being paid, 8 cancelled"): each names order statuses (src/domain/order.ts).
 * i18n `inquiryOrders:filter.<value>`.
 */
export const INQUIRY_ORDER_FILTERS = {
  100: [],
  0: [0],
  1: [1],
  2: [2],
  3: [3, 98],
  4: [4],
  5: [5],
  6: [6, 99],
  7: [7],
  8: [8],
} as const satisfies Record<number, readonly number[]>;
export type InquiryOrderFilter = keyof typeof INQUIRY_ORDER_FILTERS;
export const INQUIRY_ORDER_FILTER_VALUES = [100, 5, 0, 7, 1, 2, 3, 6, 4, 8] as const;

/**
 * Inquiry order group tabs (spec §4 "0 unconfirmed, 1 awaiting payment, 2 ready to ship, 3 shipped, 4 done"). A
 * group's tab is that of its least advanced PO: any unconfirmed -> 0; else any awaiting or being paid -> 1; else
 * any paid -> 2; else any shipped -> 3; else 4 (done, closed, cancelled). i18n `inquiryGroups:tabs.<value>`.
 */
export const INQUIRY_GROUP_TABS = [0, 1, 2, 3, 4] as const;
export type InquiryGroupTab = (typeof INQUIRY_GROUP_TABS)[number];
export function groupTabOf(orderStatuses: readonly number[]): InquiryGroupTab {
  if (orderStatuses.includes(5)) return 0;
  if (orderStatuses.some((s) => s === 0 || s === 7)) return 1;
  if (orderStatuses.includes(1)) return 2;
  if (orderStatuses.some((s) => s === 2 || s === 6)) return 3;
  return 4;
}

/** Order type (orders.order_type): 1 a product order, 2 an inquiry order made from a purchased tender. */
export const OrderType = { product: 1, inquiry: 2 } as const;
export type OrderTypeValue = (typeof OrderType)[keyof typeof OrderType];

/** Indent letter logo choice (spec §3 "logo choice"): the shop's logo, the marketplace's, or none. */
export const INDENT_LOGOS = ["shop", "platform", "none"] as const;
export type IndentLogo = (typeof INDENT_LOGOS)[number];

/**
 * Inquiry-data download periods (spec §2 download: "last 3 months by default, 3 days / 1 week / 1 month"): the
 * time filters every download list shares (./download.ts).
 */
export { DOWNLOAD_RANGES as DOWNLOAD_PERIODS, type DownloadRange as DownloadPeriod } from "./download";
