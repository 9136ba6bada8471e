/**
 * Bills (spec §3 "Bill", §4 "Bills and recaps", §9 "Settlement period every month or every two months", "The
 * supplier must complete buyer-required bill documents within 3 days"): the codes, the settlement periods,
 * the timers, the documents each buyer type requires and the totals arithmetic. Pure; the API and the portal
 * share it. Money is integer rupiah; periods and dates are WIB (src/domain/datetime.ts).
 *
 * A bill gathers one buyer's bill-payment orders (orders.payment_method 2) delivered up to the end of one
 * settlement period of one shop. The moves are one table in ./bill-transitions.ts.
 */
import { MARKETPLACE_UTC_OFFSET_MINUTES } from "./datetime";
import type { BuyerType } from "./order";

/**
 * Bill status (spec §4 "Bills and recaps"; the codes are ours, the spec names no numbers), in the order of a
 * bill's life:
 * - 1 generating: built by the period sweep; the seller uploads the documents the buyer requires;
 * - 2 waiting verification: documents submitted (or none required), the platform checks them;
 * - 3 to be paid: verified; the buyer pays by the deadline;
 * - 4 paying: the buyer paid, the platform confirms the money;
 * - 5 paid: settled (paid date set; the orders carry bill paid time);
 * - 6 overdue: the deadline passed unpaid (the buyer may still pay);
 * - 7 on hold: the platform holds it (a dispute); released, it is to be paid again.
 */
export const BillStatus = {
  generating: 1,
  waitingVerification: 2,
  toBePaid: 3,
  paying: 4,
  paid: 5,
  overdue: 6,
  onHold: 7,
} as const;
export type BillStatusValue = (typeof BillStatus)[keyof typeof BillStatus];
export const BILL_STATUSES = Object.values(BillStatus) as readonly BillStatusValue[];
export type BillStatusName = keyof typeof BillStatus;

/** The status's name (i18n `bills:status.<name>`). */
export function billStatusName(status: number): BillStatusName {
  const found = (Object.keys(BillStatus) as BillStatusName[]).find((k) => BillStatus[k] === status);
  if (!found) throw new RangeError(`unknown bill status ${status}`);
  return found;
}

/** Tabs of the seller's bill list (labels `bills:tabs.<key>`; the URL holds the key); `all` has every status. */
export const BILL_TABS = {
  all: [] as readonly BillStatusValue[],
  generating: [BillStatus.generating],
  waitingVerification: [BillStatus.waitingVerification],
  toBePaid: [BillStatus.toBePaid],
  paying: [BillStatus.paying],
  paid: [BillStatus.paid],
  overdue: [BillStatus.overdue],
  onHold: [BillStatus.onHold],
} as const satisfies Record<string, readonly BillStatusValue[]>;
export type BillTab = keyof typeof BILL_TABS;
export const BILL_TAB_KEYS = Object.keys(BILL_TABS) as BillTab[];

/**
 * Settlement period in months (spec §9 "every month or every two months"). Monthly for every buyer until the
 * partnership settings carry a per-buyer choice (README choices); a two-month period starts in an odd month
 * (January, March, ...).
 */
export const SettlementPeriod = { monthly: 1, bimonthly: 2 } as const;
export type SettlementPeriodValue = (typeof SettlementPeriod)[keyof typeof SettlementPeriod];
export const DEFAULT_SETTLEMENT_PERIOD: SettlementPeriodValue = SettlementPeriod.monthly;

/**
 * Bill timers (spec §9; README config rows BILL_*): the seller uploads the required documents within 3 days
 * of the bill date (a countdown, overdue afterwards); the buyer pays within `paymentTermDays` of the
 * settlement date (ours: 30 days, the partnership's tempo may set it later), then the bill is overdue.
 */
export const BILL_TIMER_DEFAULTS = {
  documentDays: 3,
  paymentTermDays: 30,
} as const;
export type BillTimers = { [K in keyof typeof BILL_TIMER_DEFAULTS]: number };

/** `yyyy-MM`: a settlement period's first month, WIB. */
export const PERIOD_FORMAT = /^\d{4}-(0[1-9]|1[0-2])$/;

const OFFSET_MS = MARKETPLACE_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The WIB calendar month (yyyy-MM) holding instant `at`. */
export function periodMonthOf(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 7);
}

/** The first instant (WIB midnight) of month `yyyy-MM` plus `addMonths`. */
export function monthStart(period: string, addMonths = 0): Date {
  const [y, m] = period.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1 + addMonths, 1) - OFFSET_MS);
}

/** `yyyy-MM` of month `period` plus `months`. */
export function addMonths(period: string, months: number): string {
  return periodMonthOf(monthStart(period, months));
}

/** The period (its first month, yyyy-MM) of `months` length that holds WIB month `month`. */
export function periodOf(month: string, months: SettlementPeriodValue): string {
  if (months === 1) return month;
  const m = Number(month.slice(5, 7));
  return m % 2 === 1 ? month : addMonths(month, -1);
}

/** A settlement period: its key, first instant and end (exclusive), WIB. */
export interface PeriodRange {
  period: string;
  months: SettlementPeriodValue;
  start: Date;
  end: Date;
}

export function periodRange(period: string, months: SettlementPeriodValue): PeriodRange {
  return { period, months, start: monthStart(period), end: monthStart(period, months) };
}

/** The last period that has ended by `now` (what the generation sweep bills). */
export function lastEndedPeriod(now: Date, months: SettlementPeriodValue): PeriodRange {
  const current = periodOf(periodMonthOf(now), months);
  return periodRange(addMonths(current, -months), months);
}

/**
 * The dates of a bill generated at `now` for `range` (spec §3 "bill date, settlement date, deadline"):
 * the settlement date is the period's end (the WIB midnight after its last day), the payment deadline
 * `paymentTermDays` after it, the documents deadline `documentDays` after the bill date.
 */
export function billDates(
  range: PeriodRange,
  now: Date,
  timers: BillTimers,
): { billTime: Date; settlementTime: Date; deadline: Date; documentsDeadline: Date } {
  return {
    billTime: now,
    settlementTime: range.end,
    deadline: new Date(range.end.getTime() + timers.paymentTermDays * DAY_MS),
    documentsDeadline: new Date(now.getTime() + timers.documentDays * DAY_MS),
  };
}

/** Milliseconds left until the documents deadline (negative: overdue), for the countdown. */
export function documentsTimeLeft(documentsDeadline: Date, now: Date): number {
  return documentsDeadline.getTime() - now.getTime();
}

/**
 * Documents a buyer requires on its bill (spec §3 "documents (title, file, description)"; which buyer types
 * require which is ours, README choices): insurance companies an e-claim document and a tax invoice,
 * workshops and car rentals a tax invoice, other buyers none. Labels `bills:documentKind.<kind>`.
 */
export const BILL_DOCUMENT_KINDS = ["eClaim", "taxInvoice", "other"] as const;
export type BillDocumentKind = (typeof BILL_DOCUMENT_KINDS)[number];

export const REQUIRED_DOCUMENTS: Readonly<Record<BuyerType, readonly BillDocumentKind[]>> = {
  ordinary: [],
  priority: [],
  insurance: ["eClaim", "taxInvoice"],
  workshop: ["taxInvoice"],
  carRental: ["taxInvoice"],
};

/** The documents a buyer of `type` requires (unknown or missing type: none). */
export function requiredDocuments(type: string | null | undefined): readonly BillDocumentKind[] {
  return (REQUIRED_DOCUMENTS as Readonly<Record<string, readonly BillDocumentKind[]>>)[type ?? ""] ?? [];
}

/** Limits of a document's fields (ours, README choices). */
export const MAX_DOCUMENT_TITLE = 100;
export const MAX_DOCUMENT_DESCRIPTION = 500;
/** Documents one bill may carry (required and extra). */
export const MAX_BILL_DOCUMENTS = 20;
/** Bills in one download file (the xlsx of bill-download). */
export const MAX_BILL_DOWNLOAD_ROWS = 10_000;

/** What a bill counts of one order (rupiah; quantities in units). */
export interface BillableOrder {
  /** The order's total as paid (goods, fees, less discounts, plus delivery fee). */
  total: number;
  deliveryFee: number;
  /** Rupiah refunded so far, products and delivery fee together, and the delivery fee alone. */
  refundedAmount: number;
  refundedDeliveryFee: number;
  /** Added to (negative: taken off) the delivery fee by an accepted delivery-fee recap line. */
  deliveryFeeAdjustment: number;
  /** Units ordered less units refunded, over the lines. */
  quantity: number;
}

/** A bill's figures (spec §3 "Bill"). */
export interface BillTotals {
  orderCount: number;
  quantity: number;
  /** Products and other fees less discounts and product refunds. */
  productAmount: number;
  /** Delivery fees as ordered, less refunded delivery fees. */
  deliveryFeeBefore: number;
  /** deliveryFeeBefore plus the recap adjustments. */
  deliveryFeeAfter: number;
  /** productAmount + deliveryFeeAfter: what the buyer pays. */
  total: number;
}

/**
 * The totals of a bill over `orders` (the API computes the same sums in SQL; tests check they agree):
 * product amount = total - delivery fee - (refunded - refunded delivery fee); delivery fee before =
 * delivery fee - refunded delivery fee; after = before + adjustment; total = product amount + after.
 */
export function billTotals(orders: readonly BillableOrder[]): BillTotals {
  const t: BillTotals = {
    orderCount: 0,
    quantity: 0,
    productAmount: 0,
    deliveryFeeBefore: 0,
    deliveryFeeAfter: 0,
    total: 0,
  };
  for (const o of orders) {
    const before = o.deliveryFee - o.refundedDeliveryFee;
    const product = o.total - o.deliveryFee - (o.refundedAmount - o.refundedDeliveryFee);
    t.orderCount += 1;
    t.quantity += o.quantity;
    t.productAmount += product;
    t.deliveryFeeBefore += before;
    t.deliveryFeeAfter += before + o.deliveryFeeAdjustment;
  }
  t.total = t.productAmount + t.deliveryFeeAfter;
  return t;
}

/** `BIL-yyyyMM-nnnnnn`: the period's first month and the global sequence (bill_no_seq). */
export const BILL_NO_FORMAT = /^BIL-\d{6}-\d{6}$/;
export function formatBillNo(period: string, n: number): string {
  return `BIL-${period.replace("-", "")}-${String(n).padStart(6, "0")}`;
}
