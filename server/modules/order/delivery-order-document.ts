/**
 * The printed delivery order (spec §2 shipment-operate, §8 DO texts): shop, buyer, receiver, the POs and
 * their lines, quantities and the shipment once arranged. Scoped by the caller's shop (and "only own":
 * every order of the DO must be reachable), else 404 `orders:errors.notFound`.
 */
import { unpaidGoodsWarning } from "./order-detail-service";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { OrderStatus } from "@src/domain/order";
import type { DeliveryOrderDocument } from "@src/resources/orders/schema";
import { formatDateTime } from "@src/domain/datetime";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { deliveryOrders, orderItems, orders } from "../../db/schema/order";
import { shops } from "../../db/schema/shop";
import { addresses } from "../../db/schema/store";
import type { RowScope } from "../../http/scope";
import { toShipment } from "./order-detail-service";
import { orderNotFound, sellerOrderWhere } from "./order-scope";

/** The document of DO `doNo`. */
export async function deliveryOrderDocument(db: Db, scope: RowScope, doNo: string): Promise<DeliveryOrderDocument> {
  const [d] = await db
    .select()
    .from(deliveryOrders)
    .where(and(eq(deliveryOrders.doNo, doNo), eq(deliveryOrders.shopId, scope.shopId)));
  if (!d) throw orderNotFound();
  const [all, mine] = await Promise.all([
    db.select({ id: orders.id }).from(orders).where(eq(orders.deliveryOrderId, d.id)),
    db
      .select()
      .from(orders)
      .where(and(eq(orders.deliveryOrderId, d.id), sellerOrderWhere(scope)))
      .orderBy(asc(orders.id)),
  ]);
  if (mine.length === 0 || mine.length !== all.length) throw orderNotFound();
  const [[shop], [address], [buyer], lines] = await Promise.all([
    db.select({ storeName: shops.storeName }).from(shops).where(eq(shops.id, d.shopId)),
    db
      .select({ detail: addresses.detail, phone: addresses.contactPhone })
      .from(addresses)
      .where(eq(addresses.shopId, d.shopId))
      .orderBy(desc(addresses.isDefault), asc(addresses.id))
      .limit(1),
    db.select({ userName: users.userName, nickName: users.nickName }).from(users).where(eq(users.id, d.buyerUserId)),
    db
      .select({
        orderId: orderItems.orderId,
        partNo: orderItems.partNo,
        itemName: orderItems.itemName,
        saleUnit: orderItems.saleUnit,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          mine.map((o) => o.id),
        ),
      )
      .orderBy(asc(orderItems.orderId), asc(orderItems.id)),
  ]);
  const first = mine[0];
  const orderNoOf = new Map(mine.map((o) => [o.id, o.orderNo]));
  return {
    ...toShipment(d),
    shop: { storeName: shop?.storeName ?? "", address: address?.detail ?? "", phone: address?.phone ?? "" },
    buyer: { userName: buyer?.userName ?? "", name: buyer?.nickName || buyer?.userName || "" },
    receiver: {
      name: first.receiverName,
      phone: first.receiverPhone,
      address: first.receiverAddress,
      postalCode: first.receiverPostalCode,
    },
    orders: mine.map((o) => ({
      orderNo: o.orderNo,
      orderTime: formatDateTime(o.orderTime),
      status: o.status,
      paymentMethod: o.paymentMethod,
    })),
    lines: lines.map(({ orderId, ...l }) => ({ orderNo: orderNoOf.get(orderId) ?? "", ...l })),
    totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
    canShip: d.printCount > 0 && mine.every((o) => o.status === OrderStatus.paid),
    unpaidGoodsWarning: mine.some(unpaidGoodsWarning),
  };
}
