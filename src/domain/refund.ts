/**
 * Returns and refunds (spec §3 "Refund/return", §4 "Refund", §5 "Refund", §8 "an order with pending refund
 * shows no invoice info"): the codes, the reasons, the limits, the deadlines and the money rule. Pure; the
 * API and the portal share it. Money is integer rupiah.
 *
 * A refund request (an after-sale application) names one order and some of its lines with quantities. Its
 * method is refund (money only: the parts stay with the buyer or never left the shop) or return (the buyer
 * sends the parts back, then the money is refunded). The moves are one table in ./refund-transitions.ts.
 */

/** Method (spec §3): 1 refund (money only), 2 return (parts back, then money). */
export const RefundMethod = { refund: 1, return: 2 } as const;
export type RefundMethodValue = (typeof RefundMethod)[keyof typeof RefundMethod];
export const REFUND_METHODS = [1, 2] as const;

/** Receipt status (spec §3): whether the buyer had received the parts when it applied. */
export const ReceiptStatus = { notReceived: 0, received: 1 } as const;
export type ReceiptStatusValue = (typeof ReceiptStatus)[keyof typeof ReceiptStatus];
export const RECEIPT_STATUSES = [0, 1] as const;

/**
 * Refund status (spec §4 "Refund", in the spec's order; the codes are ours, the spec names no numbers):
 * - 1 to be processed: the buyer applied, the seller answers (accept, reject with an amount, negotiate);
 * - 2 to be modified: the seller proposed another amount, the buyer accepts or declines;
 * - 3 to be shipped: a return was agreed, the buyer sends the parts back;
 * - 4 refunding: the amount is agreed (and returned parts received), the platform pays it out;
 * - 5 to be confirm receipt: the buyer sent the parts back, the seller confirms receipt;
 * - 6 supplier reject product: the seller refused the parts and offered an amount, the buyer answers;
 * - 7 approved value: the buyer accepted the seller's amount (no parts back), the platform pays it out;
 * - 8 success: paid out; 9 closed: the buyer declined the seller's offer; 10 cancel: cancelled by the buyer
 *   or by a deadline.
 */
export const RefundStatus = {
  toBeProcessed: 1,
  toBeModified: 2,
  toBeShipped: 3,
  refunding: 4,
  toBeConfirmReceipt: 5,
  supplierRejectProduct: 6,
  approvedValue: 7,
  success: 8,
  closed: 9,
  cancel: 10,
} as const;
export type RefundStatusValue = (typeof RefundStatus)[keyof typeof RefundStatus];
export const REFUND_STATUSES = Object.values(RefundStatus) as readonly RefundStatusValue[];
export type RefundStatusName = keyof typeof RefundStatus;
/** The status's name (i18n `refunds:status.<name>`). */
export function refundStatusName(status: number): RefundStatusName {
  const found = (Object.keys(RefundStatus) as RefundStatusName[]).find((k) => RefundStatus[k] === status);
  if (!found) throw new RangeError(`unknown refund status ${status}`);
  return found;
}
/** Statuses in which the request is still open (the order shows "refund pending", spec §8). */
export const OPEN_REFUND_STATUSES: readonly RefundStatusValue[] = [1, 2, 3, 4, 5, 6, 7];
export const FINAL_REFUND_STATUSES: readonly RefundStatusValue[] = [8, 9, 10];

/**
 * After-sale codes (spec §4 "After-sale codes"): refund 1 in process, 2 succeeded, 4 cancelled; return 1 in
 * process, 2 return-refund success, 4 cancelled, 13 returned goods sent. Derived from method and status.
 */
export const AfterSaleCode = { inProcess: 1, succeeded: 2, cancelled: 4, goodsSent: 13 } as const;
export type AfterSaleCodeValue = (typeof AfterSaleCode)[keyof typeof AfterSaleCode];
export function afterSaleCode(method: number, status: number): AfterSaleCodeValue {
  if (status === RefundStatus.success) return AfterSaleCode.succeeded;
  if (status === RefundStatus.closed || status === RefundStatus.cancel) return AfterSaleCode.cancelled;
  if (method === RefundMethod.return && status === RefundStatus.toBeConfirmReceipt) return AfterSaleCode.goodsSent;
  return AfterSaleCode.inProcess;
}

/** Reasons a buyer picks (i18n `refunds:reasons.<key>`); `other` needs the note to say why. */
export const REFUND_REASONS = [
  "damaged",
  "wrongPart",
  "notFit",
  "missingParts",
  "notAsDescribed",
  "notReceived",
  "other",
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Tabs of the seller's list (labels `refunds:tabs.<key>`; the URL holds the key); `all` has every status. */
export const REFUND_TABS = {
  all: [] as readonly RefundStatusValue[],
  toBeProcessed: [RefundStatus.toBeProcessed],
  waitingBuyer: [RefundStatus.toBeModified, RefundStatus.supplierRejectProduct, RefundStatus.toBeShipped],
  toBeConfirmReceipt: [RefundStatus.toBeConfirmReceipt],
  refunding: [RefundStatus.refunding, RefundStatus.approvedValue],
  success: [RefundStatus.success],
  closed: [RefundStatus.closed, RefundStatus.cancel],
} as const satisfies Record<string, readonly RefundStatusValue[]>;
export type RefundTab = keyof typeof REFUND_TABS;
export const REFUND_TAB_KEYS = Object.keys(REFUND_TABS) as RefundTab[];

/** Limits (spec §5 "Refund"; values the spec does not give are ours, README choices). */
export const MIN_REFUND_PHOTOS = 1;
export const MAX_REFUND_PHOTOS = 6;
export const MAX_REFUND_NOTE = 500;
export const MIN_REFUND_NOTE = 5;
export const MIN_ANSWER_REASON = 5;
export const MAX_ANSWER_REASON = 200;
export const MAX_COURIER_NAME = 50;
export const MAX_DELIVERY_NO = 40;
/** Lines one request may name (an order has at most MAX_ORDER_LINES). */
export const MAX_REFUND_LINES = 50;

/**
 * Deadlines (spec §4 "If supplier or buyer does not respond in time there is automatic approval or
 * cancellation"; durations are ours, README choices, configurable as REFUND_* settings):
 * the seller answers within 48 h or the request is approved; the buyer answers an offer within 48 h or the
 * request is cancelled; the buyer ships a return within 7 days or it is cancelled; the seller confirms
 * receipt of returned parts within 7 days of their shipping or receipt is confirmed for it.
 */
export const REFUND_TIMER_DEFAULTS = {
  sellerResponseHours: 48,
  buyerResponseHours: 48,
  buyerShipDays: 7,
  sellerReceiptDays: 7,
} as const;
export type RefundTimers = { [K in keyof typeof REFUND_TIMER_DEFAULTS]: number };

/** What an order line allows: its paid amount and quantities (order_items). */
export interface RefundableLine {
  /** The line's net amount paid, rupiah (price x quantity - discount). */
  amount: number;
  quantity: number;
  /** Units of the line already refunded by earlier successful requests. */
  refundedQuantity: number;
  /** Rupiah of the line already refunded. */
  refundedAmount: number;
}

/**
 * The most that may be refunded for `quantity` units of `line` (spec §5 "an amount never above what was
 * paid for those items"): the line's amount per unit times the units, rounded down; the units that finish
 * the line get the rest of its amount, so a line refunded in parts never refunds more (or less) than paid.
 * Throws RangeError when `quantity` is not 1..(quantity - refundedQuantity).
 */
export function lineRefundCap(line: RefundableLine, quantity: number): number {
  const left = line.quantity - line.refundedQuantity;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > left) throw new RangeError("refund quantity");
  if (quantity === left) return line.amount - line.refundedAmount;
  return Number((BigInt(line.amount) * BigInt(quantity)) / BigInt(line.quantity));
}

/** An order's amounts that bound a request's delivery-fee refund and total. */
export interface RefundableOrder {
  deliveryFee: number;
  /** Rupiah of the delivery fee already refunded. */
  refundedDeliveryFee: number;
  total: number;
  /** Rupiah of the order already refunded (products and delivery). */
  refundedAmount: number;
}

/**
 * Checks a requested or offered amount against the caps: product amount at most the lines' caps, delivery
 * fee at most what is left of the order's delivery fee, and the total at most what is left of the order's
 * total. Answers the first rule broken (i18n `refunds:rules.<key>`) or null.
 */
export function refundAmountError(
  order: RefundableOrder,
  productCap: number,
  productAmount: number,
  deliveryFeeAmount: number,
): "productAmountTooHigh" | "deliveryFeeTooHigh" | "totalTooHigh" | null {
  if (productAmount > productCap) return "productAmountTooHigh";
  if (deliveryFeeAmount > order.deliveryFee - order.refundedDeliveryFee) return "deliveryFeeTooHigh";
  if (productAmount + deliveryFeeAmount > order.total - order.refundedAmount) return "totalTooHigh";
  return null;
}
