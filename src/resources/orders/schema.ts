/**
 * Orders on the wire (spec §3 "Order", §5 "Orders and stock", "Shipment"): the zod schemas of every order
 * request, shared by the portal's forms and the API (seller, buyer and platform routes), and the shapes the
 * API answers. Messages are i18n keys (`orders:rules.*`, `validation:*`). Money is integer rupiah.
 */
import { z } from "zod";
import { MAX_PRICE } from "../../domain/money";
import {
  BUYER_TYPES,
  MAX_BULK_ORDERS,
  MAX_CANCEL_REASON,
  MAX_EDT_EXTENSION_DAYS,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MIN_CANCEL_REASON,
  ORDER_TAB_KEYS,
  PAYMENT_METHODS,
  ShipmentMethod,
  type BuyerType,
  type OrderStatusName,
  type OrderTab,
} from "../../domain/order";
import type { OrderMove } from "../../domain/order-transitions";
import type { CreditHoldReason } from "../../domain/customer";
import { MAX_KEYWORD } from "../../domain/wire";
import { boundedArray } from "../../domain/schema/array";
import { daySchema, endNotBeforeStart } from "../../domain/schema/day-range";
import { fileKeySchema } from "../../domain/schema/file-key";
import { personNameSchema, phoneSchema } from "../../domain/schema/contact";
import { addressDetailSchema, postalCodeSchema, regionCodesSchema } from "../../domain/schema/region";
import { keyword, text } from "../../domain/schema/text";
import { textField } from "../../domain/schema/text-field";

const int = (min: number, max: number, message = "validation:invalid") =>
  z.number({ error: "validation:required" }).int(message).min(min, message).max(max, message);

/** `ORD-20261124-000123`: what every caller names an order by. */
export const ORDER_NO_FORMAT = /^ORD-\d{8}-\d{6}$/;
export const orderNoSchema = textField({
  max: 20,
  pattern: { regex: ORDER_NO_FORMAT, message: "orders:rules.orderNo" },
});
/** `DO-20261124-000045`. */
export const DO_NO_FORMAT = /^DO-\d{8}-\d{6}$/;
export const doNoSchema = textField({ max: 20, pattern: { regex: DO_NO_FORMAT, message: "orders:rules.doNo" } });

/** Body naming one order: `{ orderNo }`. */
export const orderNoRequestSchema = z.object({ orderNo: orderNoSchema });
/** Body naming several orders (bulk confirm, multi-PO print): 1..MAX_BULK_ORDERS distinct order numbers. */
export const orderNosRequestSchema = z.object({
  orderNos: boundedArray(orderNoSchema, MAX_BULK_ORDERS).min(1, "orders:rules.choosePo"),
});

// ---------------------------------------------------------------- seller list

/** Delivery-order print status filter (spec §4 "printed or not printed"). */
export const PRINT_STATUSES = ["printed", "notPrinted"] as const;

/** Filters of /api/order/ina/page and /api/order/ina/counts (besides pageNo / pageSize). */
export const orderPageFiltersSchema = z
  .object({
    tab: z.enum(ORDER_TAB_KEYS as [OrderTab, ...OrderTab[]], { error: "validation:oneOf" }).default("all"),
    /** Order no, buyer user name or name, receiver name, or part no of a line (spec §5 search max 150). */
    keyword: keyword(MAX_KEYWORD),
    paymentMethod: z.literal([...PAYMENT_METHODS], { error: "validation:oneOf" }).optional(),
    printStatus: z.enum(PRINT_STATUSES, { error: "validation:oneOf" }).optional(),
    /** Order date range, WIB days. */
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .superRefine(endNotBeforeStart);
export type OrderPageFilters = z.input<typeof orderPageFiltersSchema>;

/** One row of the seller's order list. */
export interface OrderRow {
  orderNo: string;
  orderTime: string;
  status: number;
  statusName: OrderStatusName;
  modificationStatus: number;
  edtStatus: number;
  paymentMethod: number;
  buyerUserName: string;
  buyerName: string;
  buyerType: BuyerType;
  receiverName: string;
  /** First lines, for the row: name, part no, quantity. */
  items: { itemName: string; partNo: string; quantity: number; picture: string | null }[];
  itemCount: number;
  total: number;
  doNo: string | null;
  doPrinted: boolean;
  logisticNo: string | null;
  /** Moves the caller's shop may make now (src/domain/order-transitions.ts movesFor("seller")). */
  moves: OrderMove[];
  /** The timer running on the order, if any: which, and when it fires (ISO). */
  deadline: { kind: "confirm" | "pay" | "receipt" | "edt" | "modification"; at: string } | null;
  /**
   * Credit hold (src/domain/customer.ts CreditHold: 0 none, 1 held, 2 released by the seller): a held order
   * is confirmed only after POST /api/order/ina/releaseCreditHold.
   */
  creditHold: number;
  /** Why it was held (kept after the release); null when never held. */
  creditHoldReason: CreditHoldReason | null;
}

/**
 * Answer of /api/order/ina/export (body: the list's filters with its tab): the workbook itself (xlsx, one
 * row per order line, at most 10,000 orders) as base64, so the portal saves it without a second request.
 */
export interface OrderExportFile {
  fileName: string;
  mime: string;
  contentBase64: string;
  /** Orders exported. */
  rows: number;
}

/** Answer of /api/order/ina/counts: orders per tab under the same filters (tab ignored). */
export type OrderTabCounts = Record<OrderTab, number>;

// ---------------------------------------------------------------- seller detail

export interface OrderLine {
  lineId: number;
  /** Null on an inquiry order line offered without one of the shop's products. */
  itemId: number | null;
  partNo: string;
  itemName: string;
  condition: number;
  saleUnit: string;
  picture: string | null;
  unitPrice: number;
  quantity: number;
  discountTenths: number;
  amount: number;
  stockType: number;
}

export interface OrderEvent {
  /** A move of src/domain/order-transitions.ts, the creation, or the seller's release of a credit hold. */
  move: OrderMove | "create" | "releaseCreditHold";
  actor: "seller" | "buyer" | "platform" | "system";
  userName: string | null;
  fromStatus: number | null;
  toStatus: number;
  detail: Record<string, unknown>;
  createTime: string;
}

/** Answer of /api/order/ina/detail (spec §3 "Order": every field). */
export interface OrderDetail extends Omit<OrderRow, "items"> {
  buyerUserId: number;
  shippingStatus: number;
  paymentType: string;
  paymentNo: string | null;
  paymentTime: string | null;
  receiverPhone: string;
  receiverRegionCodes: string[];
  receiverPostalCode: string;
  receiverAddress: string;
  licensePlate: string;
  workOrderNo: string;
  vin: string;
  buyerNote: string;
  lines: OrderLine[];
  /** The seller's proposed change while it waits for the buyer. */
  proposedLines: { lineId: number; quantity: number; unitPrice: number }[] | null;
  modificationReason: string | null;
  goodsAmount: number;
  itemDiscount: number;
  deliveryFee: number;
  additionalFee: number;
  customerFixedDiscount: number;
  orderDiscount: number;
  edt: {
    initialDays: number;
    addedDays: number;
    totalDays: number;
    status: number;
    requestDays: number | null;
    requestReason: string | null;
  };
  cancelReason: string | null;
  canceledBy: string | null;
  confirmTime: string | null;
  shipTime: string | null;
  finishTime: string | null;
  /** Spec §6: for non-priority buyers a note warns about goods shipped before the status is paid. */
  unpaidGoodsWarning: boolean;
  shipment: DeliveryOrderShipment | null;
  /**
   * The return or refund request in process on the order, if any (spec §8 "an order with pending refund
   * shows no invoice info": the detail hides the payment block and links the request instead).
   */
  openRefundNo: string | null;
  events: OrderEvent[];
  creditHold: number;
  creditHoldReason: CreditHoldReason | null;
}

// ---------------------------------------------------------------- seller moves

/** Body of /api/order/ina/cancel: spec §5 "Cancel reason: required, min 10 characters". */
export const cancelRequestSchema = z.object({
  orderNo: orderNoSchema,
  reason: textField({ min: MIN_CANCEL_REASON, max: MAX_CANCEL_REASON, multiline: true }),
});
export type CancelRequest = z.infer<typeof cancelRequestSchema>;

/** Body of /api/order/ina/edt/extend: spec §5 "EDT extension: value not 0 and reason required". */
export const edtExtendRequestSchema = z.object({
  orderNo: orderNoSchema,
  days: int(1, MAX_EDT_EXTENSION_DAYS, "orders:rules.edtDays"),
  reason: textField({ min: 5, max: 200, multiline: true }),
});
export type EdtExtendRequest = z.infer<typeof edtExtendRequestSchema>;

/**
 * Body of /api/order/ina/changeConfirm ("waiting to be modified"): new quantity and unit price for lines
 * of the order (lines not named keep theirs), and the reason the buyer reads. At least one line must change
 * (checked by the API against the stored lines); quantity 0 is refused (cancel the order instead).
 */
export const changeConfirmRequestSchema = z.object({
  orderNo: orderNoSchema,
  lines: boundedArray(
    z.object({
      lineId: z.number({ error: "validation:required" }).int().positive(),
      quantity: int(1, MAX_LINE_QUANTITY, "orders:rules.quantity"),
      unitPrice: int(1, MAX_PRICE, "orders:rules.price"),
    }),
    MAX_ORDER_LINES,
    { uniqueBy: (l) => l.lineId },
  ).min(1, "orders:rules.noLines"),
  reason: textField({ min: 5, max: 200, multiline: true }),
});
export type ChangeConfirmRequest = z.infer<typeof changeConfirmRequestSchema>;

/** Answer of a bulk move: what happened to each order (one order's refusal never stops the others). */
export interface BulkResult {
  results: { orderNo: string; ok: boolean; message?: string }[];
}

// ---------------------------------------------------------------- delivery orders and shipment

/** What a delivery order carries once shipment is arranged. */
export interface DeliveryOrderShipment {
  doNo: string;
  shipmentMethod: number | null;
  logisticsName: string | null;
  weightGrams: number | null;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  courierName: string | null;
  trackingNo: string | null;
  proofPhoto: string | null;
  senderName: string | null;
  senderPhone: string | null;
  shipTime: string | null;
  printTime: string | null;
  printCount: number;
}

/** Answer of /api/order/ina/deliveryOrder/detail: everything the printed DO shows (spec §2, issue's DO print). */
export interface DeliveryOrderDocument extends DeliveryOrderShipment {
  shop: { storeName: string; address: string; phone: string };
  buyer: { userName: string; name: string };
  receiver: { name: string; phone: string; address: string; postalCode: string };
  orders: { orderNo: string; orderTime: string; status: number; paymentMethod: number }[];
  lines: { orderNo: string; partNo: string; itemName: string; saleUnit: string; quantity: number }[];
  totalQuantity: number;
  /** Every order of the DO is paid and not sent: shipment may be arranged. */
  canShip: boolean;
  /** Any order of the DO is for a non-priority buyer and unpaid (spec §6 note). */
  unpaidGoodsWarning: boolean;
}

const dimension = (max: number) => int(1, max, "orders:rules.dimension");

/**
 * Body of /api/order/ina/deliveryOrder/ship (spec §5 "Shipment"): courier, tracking number and photo
 * required; sender name and phone required; pickup also needs the logistics company and the parcel's
 * weight (grams), height, length and width (cm).
 */
export const shipRequestSchema = z
  .object({
    doNo: doNoSchema,
    shipmentMethod: z.literal([ShipmentMethod.pickup, ShipmentMethod.dropOff], { error: "validation:oneOf" }),
    /** Spec §5 "Logistic name has a maximum length (value not shown)": 50. */
    logisticsName: textField({ max: 50, optional: true }).optional(),
    weightGrams: dimension(1_000_000).optional(),
    lengthCm: dimension(1_000).optional(),
    widthCm: dimension(1_000).optional(),
    heightCm: dimension(1_000).optional(),
    courierName: textField({ max: 50 }),
    trackingNo: textField({
      max: 40,
      pattern: { regex: /^[A-Za-z0-9-]+$/, message: "orders:rules.trackingNo" },
    }),
    proofPhoto: fileKeySchema,
    senderName: personNameSchema,
    senderPhone: phoneSchema,
  })
  .superRefine((v, ctx) => {
    if (v.shipmentMethod !== ShipmentMethod.pickup) return;
    for (const field of ["logisticsName", "weightGrams", "lengthCm", "widthCm", "heightCm"] as const) {
      if (v[field] === undefined || v[field] === "")
        ctx.addIssue({ code: "custom", path: [field], message: "orders:rules.pickupNeeds" });
    }
  });
export type ShipRequest = z.input<typeof shipRequestSchema>;

// ---------------------------------------------------------------- buyer side (/api/buyer/order/*)

/** Receiver typed by the buyer instead of a saved address. */
export const receiverSchema = z.object({
  receiverName: personNameSchema,
  receiverPhone: phoneSchema,
  regionCodes: regionCodesSchema,
  postalCode: postalCodeSchema,
  detail: addressDetailSchema,
});

/**
 * Body of /api/buyer/order/create: one shop, 1..50 lines of distinct products, a saved address (`addressId`)
 * or a typed `receiver`, and the payment method (1 normal, 2 bill: only for buyers with terms).
 */
export const buyerOrderCreateSchema = z
  .object({
    shopId: z.number({ error: "validation:required" }).int().positive(),
    items: boundedArray(
      z.object({
        itemId: z.number({ error: "validation:required" }).int().positive(),
        quantity: int(1, MAX_LINE_QUANTITY, "orders:rules.quantity"),
      }),
      MAX_ORDER_LINES,
      { uniqueBy: (l) => l.itemId },
    ).min(1, "orders:rules.noLines"),
    addressId: z.number().int().positive().optional(),
    receiver: receiverSchema.optional(),
    paymentMethod: z.literal([...PAYMENT_METHODS], { error: "validation:oneOf" }),
    licensePlate: textField({ max: 12, optional: true }).optional(),
    workOrderNo: textField({ max: 30, optional: true }).optional(),
    vin: textField({
      max: 17,
      optional: true,
      pattern: { regex: /^[A-HJ-NPR-Z0-9]{17}$/i, message: "orders:rules.vin" },
    }).optional(),
    note: textField({ max: 200, optional: true, multiline: true }).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.addressId === undefined) === (v.receiver === undefined))
      ctx.addIssue({ code: "custom", path: ["addressId"], message: "orders:rules.addressOrReceiver" });
  });
export type BuyerOrderCreate = z.input<typeof buyerOrderCreateSchema>;

/** Payment types a buyer pays with (spec §3 "payment type"): a virtual account of a bank; labels `orders:paymentType.<type>`. */
export const PAYMENT_TYPES = ["va-bca", "va-mandiri", "va-bni", "va-bri", "va-sinarmas"] as const;

/** Body of /api/buyer/order/pay: the payment type chosen. */
export const buyerPaySchema = z.object({
  orderNo: orderNoSchema,
  paymentType: z.enum(PAYMENT_TYPES, { error: "validation:oneOf" }),
});

/** Body of the buyer's answers to an EDT request or a seller's change: `{ orderNo, accept }`. */
export const buyerAnswerSchema = z.object({
  orderNo: orderNoSchema,
  accept: z.boolean({ error: "validation:required" }),
});

/** Body of /api/platform/order/settlePayment: the gateway's report that the money of `paymentNo` arrived. */
export const settlePaymentSchema = z.object({ orderNo: orderNoSchema, paymentNo: text().min(1).max(40) });

export { BUYER_TYPES };
