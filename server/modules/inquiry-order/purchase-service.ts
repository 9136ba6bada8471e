/**
 * The buyer's purchase of tenders (spec §3 "Inquiry", "Tender", §4 "Inquiry and tender": the buyer purchases,
 * the purchased tenders become inquiry orders; docs/architecture.md §13). ONE transaction under row locks: the
 * inquiry (the buyer's, open or quoted), then every tender of it in id order, then the offers. Each purchased
 * tender becomes one order of its shop (order_type 2, status 5 unconfirmed, confirm deadline = now +
 * autoConfirmHours: the timer then confirms it, spec §9), its lines the chosen offers at the purchased
 * quantities; the POs of one shop purchased together share one inquiry_order_groups row. The purchased tenders
 * move `purchase` (5), every other submitted tender `notPurchase` (6) and every unsubmitted draft `expireDraft`
 * (8), the inquiry `purchase` (3), each with its tender event; each seller gets a message. Any refusal rolls
 * everything back. Money is integer rupiah computed here (a body never carries money).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { InquiryStatus, offerNetPrice, OrderType, type EdtUnit } from "@src/domain/inquiry";
import { CreditHold } from "@src/domain/customer";
import { orderTotals, OrderStatus, PaymentMethod } from "@src/domain/order";
import { canMoveInquiry, canMoveTender } from "@src/domain/tender-transitions";
import { moveTenderLocked } from "../tender/tender-move-service";
import type { TenderRecord } from "../tender/tender-scope";
import { ResultCode, type Language } from "@src/domain/wire";
import type { InquiryPurchaseResult } from "@src/resources/inquiry-orders/schema";
import type { BuyerPurchase } from "@src/resources/tenders/schema";
import { StockType } from "@src/resources/stock/rules";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { itemImages, items } from "../../db/schema/item";
import { inquiries, inquiryOrderGroups, inquiryParts, tenderOffers, tenders } from "../../db/schema/inquiry";
import { orderEvents, orderItems, orders } from "../../db/schema/order";
import { shops } from "../../db/schema/shop";
import { ApiError, conflict } from "../../http/envelope";
import { fieldRefusal, type FieldProblem } from "../../http/validate";
import { notify } from "../message/message-service";
import { billHoldOf } from "../customer/credit-service";
import { orderDiscountsOf, recordCustomerOrder } from "../customer/order-terms-service";
import { buyerTypeOf } from "../order/order-create-service";
import { hoursAfter, nextOrderNo } from "../order/order-scope";
import { nextInquiryNumber } from "./inquiry-order-scope";

/** 404 `inquiries:errors.notFound`: a missing inquiry or another buyer's. */
const inquiryNotFound = () => new ApiError(ResultCode.notFound, "inquiries:errors.notFound");

/**
 * Days an offer's estimated delivery stands for (README choices): a workday estimate counts whole weeks of
 * 5 workdays as 7 days, rounded up.
 */
export function edtDaysOf(estimatedDelivery: number, unit: EdtUnit | string): number {
  return unit === "workday" ? Math.ceil((estimatedDelivery * 7) / 5) : estimatedDelivery;
}

/**
 * One tender move of the purchase through the tender module's single move (src/domain/tender-transitions.ts
 * table, history row, the seller's message): the buyer's purchase / not purchase, the system's expiry of a draft.
 */
async function tenderEvent(
  tx: Tx,
  tender: TenderRecord,
  move: "purchase" | "notPurchase" | "expireDraft",
  buyerUserId: number,
  now: Date,
  lang: Language,
  detail: Record<string, unknown> = {},
) {
  const caller =
    move === "expireDraft" ? ({ actor: "system" } as const) : ({ actor: "buyer", userId: buyerUserId } as const);
  await moveTenderLocked(tx, caller, tender, { move, detail }, now, lang);
}

/**
 * Purchases `body.tenders` of inquiry `body.inquiryNo` for buyer `buyerUserId`.
 * @returns the inquiry no and, per purchased tender, its order no and group no
 * @throws 404 inquiries:errors.notFound (missing or another buyer's inquiry); 409 inquiries:errors.closed (not
 *   open or quoted); 400 `tenders.<i>.tenderNo` tenders:errors.notFound (not a tender of this inquiry) or
 *   tenders:errors.invalidTransition (not wait / tended / wait to be purchased); 400
 *   `tenders.<i>.offers.<j>.offerId` tenders:errors.notFound (not an offer of that tender) and
 *   `tenders.<i>.offers.<j>.quantity` validation:max {max} (above the quantity offered); 409
 *   orders:errors.billNotAllowed (no active partnership), orders:errors.tooLarge. A bill order over the
 *   available credit or from a buyer with an overdue bill is created on credit hold (credit-service.ts).
 */
export async function purchaseTenders(
  db: Db,
  buyerUserId: number,
  body: BuyerPurchase,
  timers: { autoConfirmHours: number },
  now: Date,
  lang: Language,
): Promise<InquiryPurchaseResult> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.inquiryNo, body.inquiryNo), eq(inquiries.buyerUserId, buyerUserId)))
      .for("no key update");
    if (!inquiry) throw inquiryNotFound();
    if (!canMoveInquiry("purchase", inquiry.status)) throw conflict("inquiries:errors.closed");
    const all = await tx
      .select()
      .from(tenders)
      .where(eq(tenders.inquiryId, inquiry.id))
      .orderBy(asc(tenders.id))
      .for("no key update");
    const byNo = new Map(all.map((t) => [t.tenderNo, t]));
    const chosen = all.filter((t) => body.tenders.some((b) => b.tenderNo === t.tenderNo));
    const offers =
      chosen.length === 0
        ? []
        : await tx
            .select()
            .from(tenderOffers)
            .where(
              inArray(
                tenderOffers.tenderId,
                chosen.map((t) => t.id),
              ),
            )
            .orderBy(asc(tenderOffers.id))
            .for("no key update");
    const problems: FieldProblem[] = [];
    const purchases = body.tenders.map((b, i) => {
      const tender = byNo.get(b.tenderNo);
      if (!tender) return void problems.push({ path: `tenders.${i}.tenderNo`, key: "tenders:errors.notFound" });
      if (!canMoveTender("purchase", tender.status))
        return void problems.push({ path: `tenders.${i}.tenderNo`, key: "tenders:errors.invalidTransition" });
      const lines = b.offers.map((o, j) => {
        const offer = offers.find((x) => x.id === o.offerId && x.tenderId === tender.id);
        if (!offer)
          return void problems.push({ path: `tenders.${i}.offers.${j}.offerId`, key: "tenders:errors.notFound" });
        if (o.quantity > offer.quantity)
          return void problems.push({
            path: `tenders.${i}.offers.${j}.quantity`,
            key: "validation:max",
            params: { max: offer.quantity },
          });
        return { offer, quantity: o.quantity };
      });
      return { tender, lines: lines.filter((l) => l !== undefined) };
    });
    if (problems.length > 0)
      throw fieldRefusal(lang, problems, { key: problems[0].key, params: problems[0].params ?? {} });
    const bought = purchases.filter((p) => p !== undefined);

    const [buyer] = await tx
      .select({ buyerType: users.buyerType, userName: users.userName, nickName: users.nickName })
      .from(users)
      .where(eq(users.id, buyerUserId));
    const parts = await tx.select().from(inquiryParts).where(eq(inquiryParts.inquiryId, inquiry.id));
    const itemIds = [...new Set(bought.flatMap((p) => p.lines.map((l) => l.offer.itemId)))].filter(
      (id): id is number => id !== null,
    );
    const [products, pictures] =
      itemIds.length === 0
        ? [[], []]
        : await Promise.all([
            tx.select({ id: items.id, stockType: items.stockType }).from(items).where(inArray(items.id, itemIds)),
            tx
              .select({ itemId: itemImages.itemId, fileKey: itemImages.fileKey })
              .from(itemImages)
              .where(and(inArray(itemImages.itemId, itemIds), eq(itemImages.isMain, true))),
          ]);

    const groups = new Map<number, { id: number; groupNo: string }>();
    const result: InquiryPurchaseResult = { inquiryNo: inquiry.inquiryNo, orders: [] };
    for (const { tender, lines } of bought) {
      const priced = lines.map((l) => ({
        ...l,
        unitPrice: l.offer.unitPrice,
        discountTenths: l.offer.discountTenths,
        amount: offerNetPrice(l.offer.unitPrice, l.quantity, l.offer.discountTenths),
      }));
      const deliveryFee = tender.freeShipment ? 0 : tender.deliveryFee;
      let totals;
      let discounts = { customerFixedDiscount: 0, orderDiscount: 0 };
      try {
        // The customer discounts of the day (spec §3 "Customer"), rates of the goods after offer discounts.
        const goods = orderTotals(priced, { deliveryFee, additionalFee: 0, ...discounts }).goodsAmount;
        discounts = await orderDiscountsOf(tx, tender.shopId, buyerUserId, goods, now);
        totals = orderTotals(priced, { deliveryFee, additionalFee: 0, ...discounts });
      } catch (err) {
        if (!(err instanceof RangeError)) throw err;
        throw conflict("orders:errors.tooLarge");
      }
      // Bill payment: an active partnership, else 409; over the credit or overdue, the order waits on hold.
      const hold =
        body.paymentMethod === PaymentMethod.bill
          ? await billHoldOf(tx, tender.shopId, buyerUserId, totals.total, now)
          : null;
      await recordCustomerOrder(
        tx,
        tender.shopId,
        {
          userId: buyerUserId,
          buyerType: buyer?.buyerType ?? inquiry.buyerType,
          name: buyer?.nickName || buyer?.userName || "",
        },
        now,
      );
      let group = groups.get(tender.shopId);
      if (!group) {
        const groupNo = await nextInquiryNumber(tx, "group", now);
        const [g] = await tx
          .insert(inquiryOrderGroups)
          .values({ groupNo, shopId: tender.shopId, buyerUserId, createTime: now })
          .returning({ id: inquiryOrderGroups.id });
        group = { id: g.id, groupNo };
        groups.set(tender.shopId, group);
      }
      const orderNo = await nextOrderNo(tx, now);
      const [order] = await tx
        .insert(orders)
        .values({
          orderNo,
          shopId: tender.shopId,
          buyerUserId,
          buyerType: buyerTypeOf(buyer?.buyerType ?? inquiry.buyerType),
          ownerUserId: tender.ownerUserId,
          status: OrderStatus.unconfirmed,
          paymentMethod: body.paymentMethod,
          receiverName: inquiry.receiverName,
          receiverPhone: inquiry.receiverPhone,
          receiverRegionCodes: inquiry.receiverRegionCodes,
          receiverRegencyCode: inquiry.receiverRegencyCode,
          receiverPostalCode: inquiry.receiverPostalCode,
          receiverAddress: inquiry.receiverAddress,
          licensePlate: inquiry.licensePlate,
          workOrderNo: inquiry.workOrderNo,
          vin: inquiry.vin,
          ...totals,
          ...discounts,
          deliveryFee,
          creditHold: hold === null ? CreditHold.none : CreditHold.held,
          creditHoldReason: hold,
          edtInitialDays: Math.max(
            1,
            ...priced.map((l) => edtDaysOf(l.offer.estimatedDelivery, l.offer.estimatedDeliveryUnit)),
          ),
          confirmDeadline: hoursAfter(now, timers.autoConfirmHours),
          orderType: OrderType.inquiry,
          inquiryId: inquiry.id,
          tenderId: tender.id,
          inquiryGroupId: group.id,
          claimNo: inquiry.claimNo,
          orderTime: now,
          updateTime: now,
        })
        .returning();
      await tx.insert(orderItems).values(
        priced.map((l) => {
          const part = parts.find((p) => p.id === l.offer.inquiryPartId);
          const product = products.find((p) => p.id === l.offer.itemId);
          return {
            orderId: order.id,
            itemId: l.offer.itemId,
            tenderOfferId: l.offer.id,
            partStatus: l.offer.partStatus,
            brand: l.offer.brand,
            partNo: l.offer.partNo,
            itemName: part?.partName ?? l.offer.partNo,
            condition: l.offer.condition,
            saleUnit: l.offer.unit,
            picture: pictures.find((p) => p.itemId === l.offer.itemId)?.fileKey ?? part?.pictures[0] ?? null,
            unitPrice: l.unitPrice,
            quantity: l.quantity,
            discountTenths: l.discountTenths,
            amount: l.amount,
            // A line without one of the shop's products moves no stock (third party: never taken).
            stockType: product?.stockType ?? StockType.thirdParty,
          };
        }),
      );
      for (const l of lines)
        await tx.update(tenderOffers).set({ purchasedQuantity: l.quantity }).where(eq(tenderOffers.id, l.offer.id));
      await tx.insert(orderEvents).values({
        orderId: order.id,
        move: "create",
        actor: "buyer",
        userId: buyerUserId,
        fromStatus: null,
        toStatus: OrderStatus.unconfirmed,
        detail: { inquiryNo: inquiry.inquiryNo, tenderNo: tender.tenderNo },
        createTime: now,
      });
      await tenderEvent(tx, tender, "purchase", buyerUserId, now, lang, { orderNo });
      const [shop] = await tx.select({ ownerUserId: shops.ownerUserId }).from(shops).where(eq(shops.id, tender.shopId));
      await notify(tx, {
        userIds: [shop?.ownerUserId, tender.ownerUserId].filter((id): id is number => id !== undefined),
        type: "inquiryOrder.created",
        titleKey: "messages:system.inquiryOrder.created",
        params: { orderNo, tenderNo: tender.tenderNo, buyerName: buyer?.nickName || buyer?.userName || "" },
        url: `/tend/get-detail?orderNo=${orderNo}`,
        now,
      });
      if (hold !== null)
        await notify(tx, {
          userIds: [shop?.ownerUserId, tender.ownerUserId].filter((id): id is number => id !== undefined),
          type: "order.creditHold",
          titleKey: "messages:system.order.creditHold",
          params: { orderNo, buyerName: buyer?.nickName || buyer?.userName || "" },
          url: `/tend/get-detail?orderNo=${orderNo}`,
          now,
        });
      result.orders.push({ tenderNo: tender.tenderNo, orderNo, groupNo: group.groupNo, shopId: tender.shopId });
    }
    const boughtIds = new Set(bought.map((p) => p.tender.id));
    for (const other of all) {
      if (boughtIds.has(other.id)) continue;
      if (canMoveTender("notPurchase", other.status))
        await tenderEvent(tx, other, "notPurchase", buyerUserId, now, lang);
      else if (canMoveTender("expireDraft", other.status))
        await tenderEvent(tx, other, "expireDraft", buyerUserId, now, lang);
    }
    await tx
      .update(inquiries)
      .set({
        status: InquiryStatus.purchased,
        closeTime: inquiry.closeTime ?? now,
        finishTime: now,
        updateTime: now,
      })
      .where(eq(inquiries.id, inquiry.id));
    return result;
  });
}
