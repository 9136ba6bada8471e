/**
 * Orders (spec §3 "Order", §4 "Orders", §5 "Orders and stock", "Shipment", §6, §9): the codes, the buyer
 * types, the status names shown to the seller, and the money arithmetic. Pure; the API and the portal share
 * it. Money is integer rupiah; discounts are tenths of a percent (12.5% -> 125) like products.
 */
import { MAX_PRICE } from "./money";

/** Order status codes (spec §4 "Orders"). */
export const OrderStatus = {
  wait: 0,
  paid: 1,
  sent: 2,
  done: 3,
  closed: 4,
  unconfirmed: 5,
  refunding: 6,
  paying: 7,
  canceled: 8,
  unreviewed: 98,
  refundingAfterSale: 99,
} as const;
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUSES = Object.values(OrderStatus) as readonly OrderStatusValue[];

/** Payment method (spec §3): 1 normal (the buyer pays the order), 2 bill (on the buyer's bill, for buyers with terms). */
export const PaymentMethod = { normal: 1, bill: 2 } as const;
export type PaymentMethodValue = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const PAYMENT_METHODS = [1, 2] as const;

/** Shipping status (spec §4): 0 not sent, 1 sent. */
export const ShippingStatus = { notSent: 0, sent: 1 } as const;

/** Estimated-delivery-time extension status (spec §4 "EDT status"); 0 = never asked. */
export const EdtStatus = { none: 0, waiting: 1, approved: 2, rejected: 3 } as const;
export type EdtStatusValue = (typeof EdtStatus)[keyof typeof EdtStatus];

/** The seller's change before confirming ("waiting to be modified"); 0 = none proposed. */
export const ModificationStatus = { none: 0, waiting: 1, accepted: 2, rejected: 3 } as const;
export type ModificationStatusValue = (typeof ModificationStatus)[keyof typeof ModificationStatus];

/** How the parcel leaves the seller (spec §2 "Shipment arrangement: pickup or drop-off"). */
export const ShipmentMethod = { pickup: 1, dropOff: 2 } as const;
export type ShipmentMethodValue = (typeof ShipmentMethod)[keyof typeof ShipmentMethod];

/**
 * Buyer types (spec §1). Priority, insurance, workshop and car rental buyers trade B2B; ordinary buyers B2C.
 * Priority buyers get the product's buyer discount and may be shipped before paying without the §6 warning.
 */
export const BUYER_TYPES = ["ordinary", "priority", "insurance", "workshop", "carRental"] as const;
export type BuyerType = (typeof BUYER_TYPES)[number];

/** The trade platform (products' `tradePlatforms`, 1 B2B, 2 B2C) a buyer type buys on. */
export function platformOfBuyer(type: BuyerType): 1 | 2 {
  return type === "ordinary" ? 2 : 1;
}

/**
 * Status names the seller sees (spec §4 "Order status names"), i18n `orders:statusName.<name>`.
 * Unconfirmed splits into "waiting for processing" and, while the buyer weighs a seller's change,
 * "waiting to be modified".
 */
export type OrderStatusName =
  | "waitingProcessing"
  | "waitingModified"
  | "waitingPayment"
  | "paying"
  | "waitingDelivery"
  | "waitingConfirmReceipt"
  | "done"
  | "closed"
  | "canceled"
  | "refundPending"
  | "unreviewed";

export function orderStatusName(status: number, modificationStatus: number): OrderStatusName {
  switch (status) {
    case OrderStatus.unconfirmed:
      return modificationStatus === ModificationStatus.waiting ? "waitingModified" : "waitingProcessing";
    case OrderStatus.wait:
      return "waitingPayment";
    case OrderStatus.paying:
      return "paying";
    case OrderStatus.paid:
      return "waitingDelivery";
    case OrderStatus.sent:
      return "waitingConfirmReceipt";
    case OrderStatus.done:
      return "done";
    case OrderStatus.closed:
      return "closed";
    case OrderStatus.canceled:
      return "canceled";
    case OrderStatus.unreviewed:
      return "unreviewed";
    default:
      return "refundPending";
  }
}

/**
 * Tabs of the seller's order list, in order, with the statuses each counts (`all` counts every order).
 * Labels `orders:tabs.<key>`; the URL holds the key.
 */
export const ORDER_TABS = {
  all: [] as readonly OrderStatusValue[],
  unconfirmed: [OrderStatus.unconfirmed],
  waitPayment: [OrderStatus.wait, OrderStatus.paying],
  toShip: [OrderStatus.paid],
  sent: [OrderStatus.sent],
  done: [OrderStatus.done, OrderStatus.unreviewed],
  refunding: [OrderStatus.refunding, OrderStatus.refundingAfterSale],
  closed: [OrderStatus.closed, OrderStatus.canceled],
} as const satisfies Record<string, readonly OrderStatusValue[]>;
export type OrderTab = keyof typeof ORDER_TABS;
export const ORDER_TAB_KEYS = Object.keys(ORDER_TABS) as OrderTab[];

/** Cancel reason: at least 10 characters (spec §5 "Orders and stock", §9), at most 200. */
export const MIN_CANCEL_REASON = 10;
export const MAX_CANCEL_REASON = 200;
/** The listed cancel reasons (spec §5 "must pick or fill one of the listed reasons"), i18n `orders:cancelReasons.<key>`. */
export const CANCEL_REASONS = [
  "outOfStock",
  "priceChanged",
  "cannotShipToArea",
  "buyerAsked",
  "duplicateOrder",
] as const;

/** EDT extension: 1-30 added days per request (spec §5 "value not 0"), reason 5-200 characters. */
export const MAX_EDT_EXTENSION_DAYS = 30;

/** At most this many lines per order, and units per line (the stock ceiling, spec §9). */
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 1_000_000;
/** At most this many orders in one bulk action or one multi-PO delivery order. */
export const MAX_BULK_ORDERS = 50;

/**
 * Initial estimated delivery time in days by stock type (spec §9 "Part readiness: on hand 1-3 days,
 * central 4-7 days"): actual and unlimited stock ship from hand (3), third-party stock from a central
 * warehouse (7). An order's initial EDT is the largest over its lines.
 */
export function initialEdtDays(stockType: number): number {
  return stockType === 3 ? 7 : 3;
}

/**
 * Default timer durations (README choices table; configurable by environment, server/config.ts):
 * an unconfirmed order expires after 24 h, an unpaid order closes after 24 h, a sent order completes
 * 7 days after sending, a buyer who ignores an EDT request for 48 h approves it, and one who ignores a
 * seller's change for 48 h rejects it.
 */
export const ORDER_TIMER_DEFAULTS = {
  confirmHours: 24,
  payHours: 24,
  receiptDays: 7,
  edtResponseHours: 48,
  modificationResponseHours: 48,
} as const;
export type OrderTimers = { [K in keyof typeof ORDER_TIMER_DEFAULTS]: number };

/** One stored price tier (products' `priceTiers`). */
export interface Tier {
  minQty: number;
  maxQty: number | null;
  price: number;
}

/**
 * The unit price for `quantity` from a product's tiers: the tier whose range holds it (maxQty null = no
 * upper bound). Null when no tier holds it (below the first tier's minimum).
 */
export function tierPrice(tiers: readonly Tier[], quantity: number): number | null {
  const tier = tiers.find((t) => quantity >= t.minQty && (t.maxQty === null || quantity <= t.maxQty));
  return tier ? tier.price : null;
}

/** `amount` x `tenths`/1000, rounded half up, exact for amounts up to MAX_PRICE (BigInt inside). */
export function percentOf(amount: number, tenths: number): number {
  return Number((BigInt(amount) * BigInt(tenths) + 500n) / 1000n);
}

export interface PricedLine {
  unitPrice: number;
  quantity: number;
  /** Tenths of a percent, 0-999. */
  discountTenths: number;
}

/** A line's gross (price x quantity), its discount and its net amount, in rupiah. */
export function lineAmounts(line: PricedLine): { gross: number; discount: number; amount: number } {
  const gross = line.unitPrice * line.quantity;
  const discount = percentOf(gross, line.discountTenths);
  return { gross, discount, amount: gross - discount };
}

export interface OrderFees {
  deliveryFee: number;
  additionalFee: number;
  /** Rupiah taken off by the buyer's fixed customer discount (customers, spec §3 "Customer"). */
  customerFixedDiscount: number;
  /** Rupiah taken off the whole order (a platform voucher). */
  orderDiscount: number;
}

export interface OrderTotals {
  /** Sum of the lines' net amounts. */
  goodsAmount: number;
  /** Sum of the lines' discounts. */
  itemDiscount: number;
  /** What the buyer pays: goods + delivery + additional fee - customer and order discounts, never below 0. */
  total: number;
}

/**
 * The order's totals from its lines and fees (spec §3 "Order": delivery fee, additional fee, customer fixed
 * discount, order discount, total). Computed by the API; a body's totals are never trusted.
 * Throws RangeError when the total exceeds MAX_PRICE (the API answers `orders:errors.tooLarge`).
 */
export function orderTotals(lines: readonly PricedLine[], fees: OrderFees): OrderTotals {
  let goodsAmount = 0;
  let itemDiscount = 0;
  for (const line of lines) {
    const a = lineAmounts(line);
    goodsAmount += a.amount;
    itemDiscount += a.discount;
  }
  const total = Math.max(
    0,
    goodsAmount + fees.deliveryFee + fees.additionalFee - fees.customerFixedDiscount - fees.orderDiscount,
  );
  if (goodsAmount > MAX_PRICE || total > MAX_PRICE) throw new RangeError("order total too large");
  return { goodsAmount, itemDiscount, total };
}
