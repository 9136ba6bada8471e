/**
 * One order with every field of spec §3 "Order" (lines, amounts, EDT, payment, shipment, history), for the
 * seller (scoped by shop and "only own") and for the buyer (its own orders). A missing order, another
 * shop's or another buyer's answers 404 `orders:errors.notFound`.
 */
import { OrderStatus } from "@src/domain/order";
import { and, asc, eq, sql } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import type { OrderMove } from "@src/domain/order-transitions";
import type { DeliveryOrderShipment, OrderDetail, OrderEvent } from "@src/resources/orders/schema";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { deliveryOrders, orderEvents, orders } from "../../db/schema/order";
import { fileUrl } from "../file/file-url";
import { asPlaceholder, boundValues, preparedOnce, type Bind } from "../../db/prepared";
import { callerShape } from "../../http/scope";
import { callerOrderWhere, orderLinesOf, orderNotFound, type OrderCaller } from "./order-scope";
import { selectRows, toOrderRow } from "./order-query-service";
import { openRefundOf } from "../refund/refund-scope";

const time = (d: Date | null) => (d ? formatDateTime(d) : null);

/** A delivery order's shipment fields as answered. */
export function toShipment(d: typeof deliveryOrders.$inferSelect): DeliveryOrderShipment {
  return {
    doNo: d.doNo,
    shipmentMethod: d.shipmentMethod,
    logisticsName: d.logisticsName,
    weightGrams: d.weightGrams,
    lengthCm: d.lengthCm,
    widthCm: d.widthCm,
    heightCm: d.heightCm,
    courierName: d.courierName,
    trackingNo: d.trackingNo,
    proofPhoto: d.proofPhoto ? fileUrl(d.proofPhoto) : null,
    senderName: d.senderName,
    senderPhone: d.senderPhone,
    shipTime: time(d.shipTime),
    printTime: time(d.printTime),
    printCount: d.printCount,
  };
}

/**
 * The order `orderNo` as `caller` reaches it (seller or buyer).
 * @throws 404 orders:errors.notFound
 */
export async function orderDetail(db: Db | Tx, caller: OrderCaller, orderNo: string): Promise<OrderDetail> {
  // Every statement prepared (docs/architecture.md §6 "Prepared statements"), the first per caller shape: the
  // detail is read before every refund and by every order screen.
  const where = (bind: Bind) => and(eq(orders.orderNo, bind("orderNo", orderNo)), callerOrderWhere(caller, bind));
  const [r] = await preparedOnce(db, `order_detail_${callerShape(caller)}`, (h, name) =>
    selectRows(h, where(asPlaceholder)).limit(1).prepare(name),
  ).execute(boundValues(where));
  if (!r) throw orderNotFound();
  const o = r.order;
  const orderId = sql.placeholder("orderId");
  const [lines, events, dos, open] = await Promise.all([
    orderLinesOf(db, o.id),
    preparedOnce(db, "order_detail_events", (h, name) =>
      h
        .select({ e: orderEvents, userName: users.userName })
        .from(orderEvents)
        .leftJoin(users, eq(users.id, orderEvents.userId))
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.id))
        .prepare(name),
    ).execute({ orderId: o.id }),
    o.deliveryOrderId === null
      ? Promise.resolve([])
      : preparedOnce(db, "order_detail_delivery_order", (h, name) =>
          h
            .select()
            .from(deliveryOrders)
            .where(eq(deliveryOrders.id, sql.placeholder("id")))
            .prepare(name),
        ).execute({ id: o.deliveryOrderId }),
    openRefundOf(db, o.id),
  ]);
  const { items: _first, ...row } = toOrderRow(r, [], lines.length);
  return {
    ...row,
    buyerUserId: o.buyerUserId,
    shippingStatus: o.shippingStatus,
    paymentType: o.paymentType,
    paymentNo: o.paymentNo,
    paymentTime: time(o.paymentTime),
    receiverPhone: o.receiverPhone,
    receiverRegionCodes: o.receiverRegionCodes,
    receiverPostalCode: o.receiverPostalCode,
    receiverAddress: o.receiverAddress,
    licensePlate: o.licensePlate,
    workOrderNo: o.workOrderNo,
    vin: o.vin,
    buyerNote: o.buyerNote,
    lines: lines.map((l) => ({
      lineId: l.id,
      itemId: l.itemId,
      partNo: l.partNo,
      itemName: l.itemName,
      condition: l.condition,
      saleUnit: l.saleUnit,
      picture: fileUrl(l.picture),
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      discountTenths: l.discountTenths,
      amount: l.amount,
      stockType: l.stockType,
    })),
    proposedLines: o.proposedLines,
    modificationReason: o.modificationReason,
    goodsAmount: o.goodsAmount,
    itemDiscount: o.itemDiscount,
    deliveryFee: o.deliveryFee,
    additionalFee: o.additionalFee,
    customerFixedDiscount: o.customerFixedDiscount,
    orderDiscount: o.orderDiscount,
    edt: {
      initialDays: o.edtInitialDays,
      addedDays: o.edtAddedDays,
      totalDays: o.edtInitialDays + o.edtAddedDays,
      status: o.edtStatus,
      requestDays: o.edtRequestDays,
      requestReason: o.edtRequestReason,
    },
    cancelReason: o.cancelReason,
    canceledBy: o.canceledBy,
    confirmTime: time(o.confirmTime),
    shipTime: time(o.shipTime),
    finishTime: time(o.finishTime),
    // Spec §6: the note matters while goods may still leave unpaid (a bill order ships before the bill is paid).
    unpaidGoodsWarning: unpaidGoodsWarning(o),
    shipment: dos[0] ? toShipment(dos[0]) : null,
    openRefundNo: open?.refundNo ?? null,
    events: events.map(({ e, userName }): OrderEvent => ({
      move: e.move as OrderMove | "create",
      actor: e.actor as OrderEvent["actor"],
      userName,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      detail: e.detail,
      createTime: formatDateTime(e.createTime),
    })),
  };
}

/**
 * Spec §6 "For non-priority buyers a note warns the platform bears no responsibility for unpaid goods shipped
 * before the status is paid": a non-priority buyer's order with no payment yet, not shipped.
 */
export function unpaidGoodsWarning(o: { buyerType: string; paymentTime: Date | null; status: number }): boolean {
  const beforeShipping: readonly number[] = [
    OrderStatus.unconfirmed,
    OrderStatus.wait,
    OrderStatus.paying,
    OrderStatus.paid,
  ];
  return o.buyerType !== "priority" && o.paymentTime === null && beforeShipping.includes(o.status);
}
