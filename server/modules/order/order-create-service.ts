/**
 * A buyer's new order (spec §3 "Order", §5 "Orders and stock", §6 bill payment and priority buyers, §9):
 * one shop, products in sale on the buyer's platform (B2B / B2C), quantities from the minimum buy quantity
 * with a price tier, prices and discounts from the products, the delivery fee from their templates, and the
 * totals computed here (a body never carries money). Stock is taken at the seller's confirm, but an order
 * actual stock already cannot cover is refused now. The customer's discounts of the day are taken off
 * (spec §3 "Customer"), and the (shop, buyer) customers row is kept. Bill payment needs an active
 * partnership; an order over the available credit, or from a buyer with an overdue bill, is created on
 * credit hold (README choices "credit hold": the seller releases or cancels it).
 */
import { and, eq, sql } from "drizzle-orm";
import { CreditHold } from "@src/domain/customer";
import {
  BUYER_TYPES,
  initialEdtDays,
  lineAmounts,
  orderTotals,
  OrderStatus,
  PaymentMethod,
  platformOfBuyer,
  tierPrice,
  type BuyerType,
} from "@src/domain/order";
import { ReviewStatus } from "@src/domain/product";
import type { BuyerOrderCreate } from "@src/resources/orders/schema";
import { StockType } from "@src/resources/stock/rules";
import type { Language } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { insertPrepared, placeholderRow, preparedOnce } from "../../db/prepared";
import { users } from "../../db/schema/auth";
import { itemImages, items } from "../../db/schema/item";
import { buyerAddresses, orderEvents, orderItems, orders } from "../../db/schema/order";
import { shops } from "../../db/schema/shop";
import { conflict, notFound } from "../../http/envelope";
import { fieldRefusal, type FieldProblem } from "../../http/validate";
import { billHoldOf } from "../customer/credit-service";
import { orderDiscountsOf, recordCustomerOrder } from "../customer/order-terms-service";
import { deliveryFeeOf, regencyOf } from "./delivery-fee";
import { notifyOrder } from "./order-messages";
import { hoursAfter, nextOrderNo, type OrderTimers } from "./order-scope";
import { enqueueWebhookEvent, orderWebhookData } from "../integration/webhook-service";

/** The buyer's type (a buyer without one orders as ordinary, B2C). */
export function buyerTypeOf(value: string | null): BuyerType {
  return (BUYER_TYPES as readonly string[]).includes(value ?? "") ? (value as BuyerType) : "ordinary";
}

async function receiverOf(tx: Tx, buyerUserId: number, body: BuyerOrderCreate, lang: Language) {
  if (body.receiver) {
    const r = body.receiver;
    return {
      receiverName: r.receiverName,
      receiverPhone: r.receiverPhone,
      receiverRegionCodes: r.regionCodes,
      receiverPostalCode: r.postalCode,
      receiverAddress: r.detail,
    };
  }
  const [a] = await tx
    .select()
    .from(buyerAddresses)
    .where(and(eq(buyerAddresses.id, body.addressId ?? 0), eq(buyerAddresses.buyerUserId, buyerUserId)));
  if (!a) throw fieldRefusal(lang, [{ path: "addressId", key: "orders:errors.addressNotFound" }]);
  return {
    receiverName: a.receiverName,
    receiverPhone: a.receiverPhone,
    receiverRegionCodes: a.regionCodes,
    receiverPostalCode: a.postalCode,
    receiverAddress: a.detail,
  };
}

/**
 * Creates the buyer's order (status 5 unconfirmed, confirm deadline started) and tells the seller.
 * @returns `{ orderNo }`
 * @throws 400 field refusals on `items.<i>.itemId` / `items.<i>.quantity` (unknown product, another shop's,
 *   not in sale, wrong platform, below minimum, no price tier) and `addressId`; 404 unknown shop;
 *   409 insufficientStock, billNotAllowed (no active partnership), tooLarge. A bill order over the available
 *   credit or from a buyer with an overdue bill is created with credit_hold 1 and its reason.
 */
export async function createOrder(
  db: Db,
  buyerUserId: number,
  body: BuyerOrderCreate & { timers: OrderTimers },
  now: Date,
  lang: Language,
): Promise<{ orderNo: string }> {
  return db.transaction(async (tx) => {
    // The statements of every order are prepared (docs/architecture.md §6 "Prepared statements"); lists of ids
    // are one array parameter each.
    const [buyer] = await preparedOnce(tx, "order_create_buyer", (h, name) =>
      h
        .select({ buyerType: users.buyerType, userName: users.userName, nickName: users.nickName })
        .from(users)
        .where(eq(users.id, sql.placeholder("id")))
        .prepare(name),
    ).execute({ id: buyerUserId });
    const buyerType = buyerTypeOf(buyer?.buyerType ?? null);
    const [shop] = await preparedOnce(tx, "order_create_shop", (h, name) =>
      h
        .select({ id: shops.id })
        .from(shops)
        .where(eq(shops.id, sql.placeholder("id")))
        .prepare(name),
    ).execute({ id: body.shopId });
    if (!shop) throw notFound();
    const found = await preparedOnce(tx, "order_create_items", (h, name) =>
      h
        .select()
        .from(items)
        .where(sql`${items.id} = any(${sql.placeholder("ids")}::int[])`)
        .prepare(name),
    ).execute({ ids: body.items.map((l) => l.itemId) });
    const byId = new Map(found.map((i) => [i.id, i]));
    const platform = platformOfBuyer(buyerType);
    const problems: FieldProblem[] = [];
    const lines = body.items.map((l, i) => {
      const item = byId.get(l.itemId);
      const at = (field: string, key: string, params: Record<string, unknown> = {}) =>
        problems.push({ path: `items.${i}.${field}`, key, params });
      if (!item) return void at("itemId", "errors:notFound");
      const partNo = item.partNo;
      if (item.shopId !== body.shopId) return void at("itemId", "orders:errors.otherShop");
      if (item.reviewStatus !== ReviewStatus.inSale) return void at("itemId", "orders:errors.notInSale", { partNo });
      if (!item.tradePlatforms.includes(platform)) return void at("itemId", "orders:errors.wrongPlatform", { partNo });
      if (l.quantity < item.minBuyQty)
        return void at("quantity", "orders:errors.belowMinimum", { partNo, min: item.minBuyQty });
      const unitPrice = tierPrice(item.priceTiers, l.quantity);
      if (unitPrice === null) return void at("quantity", "orders:errors.noPriceTier", { partNo, quantity: l.quantity });
      const discountTenths =
        buyerType === "priority" && item.buyerDiscountTenths !== null ? item.buyerDiscountTenths : item.discountTenths;
      return { item, quantity: l.quantity, unitPrice, discountTenths };
    });
    if (problems.length > 0)
      throw fieldRefusal(lang, problems, { key: problems[0].key, params: problems[0].params ?? {} });
    const priced = lines.filter((l) => l !== undefined);
    for (const l of priced) {
      if (l.item.stockType === StockType.actual && l.item.stockNum < l.quantity)
        throw conflict("orders:errors.insufficientStock", {
          partNo: l.item.partNo,
          stock: l.item.stockNum,
          quantity: l.quantity,
        });
    }
    const receiver = await receiverOf(tx, buyerUserId, body, lang);
    const regency = regencyOf(receiver.receiverRegionCodes);
    const deliveryFee = await deliveryFeeOf(
      tx,
      body.shopId,
      priced.map((l) => ({
        deliveryTemplateId: l.item.deliveryTemplateId,
        quantity: l.quantity,
        weightGrams: l.item.weight,
        lengthCm: l.item.length,
        widthCm: l.item.width,
        heightCm: l.item.height,
      })),
      regency,
    );
    let totals;
    let discounts = { customerFixedDiscount: 0, orderDiscount: 0 };
    try {
      // The customer discounts are rates of the goods after item discounts (src/domain/customer.ts).
      const goods = orderTotals(priced, { deliveryFee, additionalFee: 0, ...discounts }).goodsAmount;
      discounts = await orderDiscountsOf(tx, body.shopId, buyerUserId, goods, now);
      totals = orderTotals(priced, { deliveryFee, additionalFee: 0, ...discounts });
    } catch (err) {
      if (!(err instanceof RangeError)) throw err;
      throw conflict("orders:errors.tooLarge");
    }
    const hold =
      body.paymentMethod === PaymentMethod.bill
        ? await billHoldOf(tx, body.shopId, buyerUserId, totals.total, now)
        : null;
    await recordCustomerOrder(
      tx,
      body.shopId,
      { userId: buyerUserId, buyerType: buyer?.buyerType ?? null, name: buyer?.nickName || buyer?.userName || "" },
      now,
    );

    const orderNo = await nextOrderNo(tx, now);
    const row = placeholderRow(orders, {
      orderNo,
      shopId: body.shopId,
      buyerUserId,
      buyerType,
      ownerUserId: priced[0].item.ownerUserId,
      status: OrderStatus.unconfirmed,
      paymentMethod: body.paymentMethod,
      ...receiver,
      receiverRegencyCode: regency,
      licensePlate: body.licensePlate ?? "",
      workOrderNo: body.workOrderNo ?? "",
      vin: body.vin ?? "",
      buyerNote: body.note ?? "",
      ...totals,
      ...discounts,
      deliveryFee,
      creditHold: hold === null ? CreditHold.none : CreditHold.held,
      creditHoldReason: hold,
      edtInitialDays: Math.max(...priced.map((l) => initialEdtDays(l.item.stockType))),
      confirmDeadline: hoursAfter(now, body.timers.confirmHours),
      orderTime: now,
      updateTime: now,
    });
    const [order] = await preparedOnce(tx, `order_create_${row.shape}`, (h, name) =>
      h.insert(orders).values(row.columns()).returning().prepare(name),
    ).execute(row.values);
    const pictures = await preparedOnce(tx, "order_create_pictures", (h, name) =>
      h
        .select({ itemId: itemImages.itemId, fileKey: itemImages.fileKey })
        .from(itemImages)
        .where(and(sql`${itemImages.itemId} = any(${sql.placeholder("ids")}::int[])`, eq(itemImages.isMain, true)))
        .prepare(name),
    ).execute({ ids: priced.map((l) => l.item.id) });
    await tx.insert(orderItems).values(
      priced.map((l) => ({
        orderId: order.id,
        itemId: l.item.id,
        partNo: l.item.partNo,
        itemName: l.item.itemName,
        condition: l.item.condition,
        saleUnit: l.item.saleUnit,
        picture: pictures.find((p) => p.itemId === l.item.id)?.fileKey ?? null,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        discountTenths: l.discountTenths,
        amount: lineAmounts(l).amount,
        stockType: l.item.stockType,
        deliveryTemplateId: l.item.deliveryTemplateId,
      })),
    );
    await insertPrepared(tx, orderEvents, "order_event", {
      orderId: order.id,
      move: "create",
      actor: "buyer",
      userId: buyerUserId,
      fromStatus: null,
      toStatus: OrderStatus.unconfirmed,
      detail: {},
      createTime: now,
    });
    await notifyOrder(tx, order, "created", now);
    await enqueueWebhookEvent(tx, order.shopId, "order.created", orderWebhookData(order), now);
    if (hold !== null) await notifyOrder(tx, order, "creditHold", now);
    return { orderNo };
  });
}
