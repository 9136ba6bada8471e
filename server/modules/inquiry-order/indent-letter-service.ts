/**
 * Indent letters (spec §2 /tend inquiry-order/createIndentLetter, §3 "Indent letter": order number, signature
 * photo, courier name, tracking no, estimated delivery, logo choice; §5 "New EDT cannot be less than the
 * previous one (also for indent letter)"; §6 activity "create indent letter"): the seller's letter to the
 * buyer for the lines of an inquiry order that must be ordered in, and the printable letter.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import { PartStatus, type IndentLogo, type PartStatusValue } from "@src/domain/inquiry";
import { ResultCode, type Language } from "@src/domain/wire";
import type {
  IndentLetterDocument,
  IndentLetterRequest,
  IndentLetterView,
  indentLetterRequestSchema,
} from "@src/resources/inquiry-orders/schema";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { indentLetters, inquiries } from "../../db/schema/inquiry";
import { orderItems, orders } from "../../db/schema/order";
import { shops } from "../../db/schema/shop";
import { addresses } from "../../db/schema/store";
import { ApiError, conflict } from "../../http/envelope";
import type { CallerScope } from "../../http/scope";
import { fieldRefusal } from "../../http/validate";
import { recordActivity } from "../activity/record";
import { assertOwnFileKeys } from "../file/file-keys";
import { fileUrl } from "../file/file-url";
import { notify } from "../message/message-service";
import { inquiryOrderNotFound, inquiryOrderWhere, nextInquiryNumber } from "./inquiry-order-scope";
import { currentEdtDate, INDENT_LETTER_STATUSES, toLetterView } from "./inquiry-order-query-service";

export type { IndentLetterRequest };

/**
 * Writes an indent letter for inquiry order `body.orderNo` (one transaction, the order row locked): the order
 * must be confirmed and not shipped (0 awaiting payment, 7 being paid, 1 paid) with at least one line in part
 * status indent; `lineIds` (empty: every indent line) must be its indent lines; the estimated delivery is never
 * earlier than the current one (the last letter's, else order time + EDT days, WIB); the signature photo is the
 * caller's own upload. Records activity createIndentLetter and tells the buyer.
 * @throws 404 inquiryOrders:errors.notFound; 409 inquiryOrders:errors.indentNotAllowed (status),
 *   inquiryOrders:errors.noIndentLine; 400 `lineIds.<i>` inquiryOrders:errors.notIndentLine, `estimatedDelivery`
 *   inquiryOrders:rules.edtNotEarlier {previous}, `signaturePhoto` errors:file.unknownKey
 */
export async function createIndentLetter(
  db: Db,
  scope: CallerScope,
  body: z.infer<typeof indentLetterRequestSchema>,
  now: Date,
  lang: Language,
): Promise<IndentLetterView> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, body.orderNo), inquiryOrderWhere(scope)))
      .for("no key update");
    if (!order) throw inquiryOrderNotFound();
    if (!INDENT_LETTER_STATUSES.includes(order.status) || order.shipTime !== null)
      throw conflict("inquiryOrders:errors.indentNotAllowed");
    const lines = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const indent = lines.filter((l) => l.partStatus === PartStatus.indent).map((l) => l.id);
    if (indent.length === 0) throw conflict("inquiryOrders:errors.noIndentLine");
    const wrong = body.lineIds.map((id, i) => ({ id, i })).filter((l) => !indent.includes(l.id));
    if (wrong.length > 0)
      throw fieldRefusal(
        lang,
        wrong.map((w) => ({ path: `lineIds.${w.i}`, key: "inquiryOrders:errors.notIndentLine" })),
      );
    const [last] = await tx
      .select({ estimatedDelivery: indentLetters.estimatedDelivery })
      .from(indentLetters)
      .where(eq(indentLetters.orderId, order.id))
      .orderBy(desc(indentLetters.id))
      .limit(1);
    const previous = currentEdtDate(order, last);
    // WIB yyyy-MM-dd strings compare as dates.
    if (body.estimatedDelivery < previous)
      throw fieldRefusal(
        lang,
        [{ path: "estimatedDelivery", key: "inquiryOrders:rules.edtNotEarlier", params: { previous } }],
        {
          key: "inquiryOrders:rules.edtNotEarlier",
          params: { previous },
        },
      );
    await assertOwnFileKeys(tx, { shopId: scope.shopId, userId: scope.userId, lang }, [
      { path: "signaturePhoto", key: body.signaturePhoto },
    ]);
    const letterNo = await nextInquiryNumber(tx, "indentLetter", now);
    const lineIds = body.lineIds.length > 0 ? body.lineIds : indent;
    const [letter] = await tx
      .insert(indentLetters)
      .values({
        letterNo,
        shopId: order.shopId,
        orderId: order.id,
        signaturePhoto: body.signaturePhoto,
        courierName: body.courierName,
        trackingNo: body.trackingNo,
        estimatedDelivery: body.estimatedDelivery,
        logo: body.logo,
        lineIds,
        createdBy: scope.userId,
        createTime: now,
      })
      .returning();
    await tx.update(orders).set({ handlerUserId: scope.userId, updateTime: now }).where(eq(orders.id, order.id));
    await recordActivity(
      tx,
      scope.auth,
      {
        subject: "inquiryOrders",
        action: "createIndentLetter",
        recordId: letterNo,
        before: { estimatedDelivery: previous },
        after: { orderNo: order.orderNo, estimatedDelivery: body.estimatedDelivery, lineIds },
        activityType: "createIndentLetter",
      },
      now,
    );
    const [shop] = await tx.select({ storeName: shops.storeName }).from(shops).where(eq(shops.id, order.shopId));
    await notify(tx, {
      userIds: [order.buyerUserId],
      type: "inquiryOrder.indentLetter",
      titleKey: "messages:system.inquiryOrder.indentLetter",
      params: {
        shopName: shop?.storeName ?? "",
        letterNo,
        orderNo: order.orderNo,
        estimatedDelivery: body.estimatedDelivery,
      },
      url: `/inquiry-order/indent-letter?letterNo=${letterNo}`,
      now,
    });
    return toLetterView(letter, order.orderNo, scope.auth.userName);
  });
}

/**
 * The printable indent letter `letterNo` of an inquiry order `scope` reaches: the letter, the shop (name, logo
 * when chosen, default address), the buyer and receiver, the inquiry, and the lines it covers.
 * @throws 404 inquiryOrders:errors.notFound
 */
export async function indentLetterDocument(
  db: Db,
  scope: CallerScope,
  letterNo: string,
): Promise<IndentLetterDocument> {
  const [row] = await db
    .select({ letter: indentLetters, order: orders })
    .from(indentLetters)
    .innerJoin(orders, eq(orders.id, indentLetters.orderId))
    .where(and(eq(indentLetters.letterNo, letterNo), inquiryOrderWhere(scope)));
  if (!row) throw new ApiError(ResultCode.notFound, "inquiryOrders:errors.notFound");
  const { letter, order } = row;
  const [[shop], [address], [buyer], [writer], [inquiry], lines] = await Promise.all([
    db.select({ storeName: shops.storeName, storeLogo: shops.storeLogo }).from(shops).where(eq(shops.id, order.shopId)),
    db
      .select({ detail: addresses.detail })
      .from(addresses)
      .where(eq(addresses.shopId, order.shopId))
      .orderBy(desc(addresses.isDefault), asc(addresses.id))
      .limit(1),
    db
      .select({ userName: users.userName, nickName: users.nickName })
      .from(users)
      .where(eq(users.id, order.buyerUserId)),
    db.select({ userName: users.userName }).from(users).where(eq(users.id, letter.createdBy)),
    order.inquiryId === null
      ? Promise.resolve([])
      : db
          .select({
            inquiryNo: inquiries.inquiryNo,
            carBrandName: inquiries.carBrandName,
            carModel: inquiries.carModel,
            carYear: inquiries.carYear,
          })
          .from(inquiries)
          .where(eq(inquiries.id, order.inquiryId)),
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
  ]);
  const covered = new Set(letter.lineIds);
  return {
    ...toLetterView(letter, order.orderNo, writer?.userName ?? ""),
    signaturePhoto: fileUrl(letter.signaturePhoto),
    shopName: shop?.storeName ?? "",
    shopLogo: (letter.logo as IndentLogo) === "shop" ? fileUrl(shop?.storeLogo ?? null) : null,
    shopAddress: address?.detail ?? "",
    buyerName: buyer?.nickName || buyer?.userName || "",
    receiverName: order.receiverName,
    receiverAddress: order.receiverAddress,
    inquiryNo: inquiry?.inquiryNo ?? "",
    claimNo: order.claimNo,
    carLabel: inquiry ? `${inquiry.carBrandName} ${inquiry.carModel} ${inquiry.carYear}` : "",
    lines: lines
      .filter((l) => covered.has(l.id))
      .map((l) => ({
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
        partStatus: l.partStatus as PartStatusValue | null,
        brand: l.brand,
        tenderOfferId: l.tenderOfferId,
      })),
  };
}
