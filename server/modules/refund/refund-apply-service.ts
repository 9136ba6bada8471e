/**
 * A buyer's return or refund request (spec §3 "Refund/return", §5 "Refund", §8): checks the order, the lines
 * and the amounts, stores the request with its lines and first history row, and moves the order to
 * "refund pending" (openRefund before delivery is complete, openAfterSaleRefund after), all in one
 * transaction with the order row locked.
 */
import { OrderStatus, type OrderTimers } from "@src/domain/order";
import {
  lineRefundCap,
  ReceiptStatus,
  refundAmountError,
  RefundMethod,
  RefundStatus,
  type RefundTimers,
} from "@src/domain/refund";
import type { Language } from "@src/domain/wire";
import type { RefundApplyRequest } from "@src/resources/refunds/schema";
import type { Db } from "../../db/client";
import { insertPrepared, placeholderRow, preparedOnce } from "../../db/prepared";
import { refundEvents, refundItems, refunds } from "../../db/schema/refund";
import { conflict } from "../../http/envelope";
import { fieldRefusal, type FieldProblem } from "../../http/validate";
import { assertOwnFileKeys } from "../file/file-keys";
import { lockOrder, moveLocked } from "../order/order-move-service";
import { orderLinesOf } from "../order/order-scope";
import { notifyRefund } from "./refund-messages";
import { deadlineFor, nextRefundNo, openRefundOf, splitProportionally } from "./refund-scope";
import { enqueueWebhookEvent } from "../integration/webhook-service";

/** Order statuses a request may be opened from (spec §4: paid, sent, and after the sale done or unreviewed). */
const REFUNDABLE: readonly number[] = [OrderStatus.paid, OrderStatus.sent, OrderStatus.done, OrderStatus.unreviewed];

/**
 * Opens a request of buyer `buyerUserId` (spec §5 "Refund"). Answers `{ refundNo }`
 * (`RFD-yyyyMMdd-nnnnnn`). The product amount asked defaults to the lines' caps (lineRefundCap); each
 * line's asked amount is its cap scaled to the product amount (integer rupiah, exact sum).
 * @throws 404 orders:errors.notFound (not the buyer's order); 409 refunds:errors.openRefundExists,
 *   refunds:errors.orderNotRefundable; 400 field errors items.<i>.lineId (refunds:errors.unknownLine),
 *   items.<i>.quantity (refunds:errors.quantityTooHigh {partNo}), method (refunds:errors.returnNeedsReceipt),
 *   productAmount / deliveryFeeAmount (refunds:rules.<key> of refundAmountError), photos.<i>
 *   (errors:file.unknownKey: not the buyer's upload).
 */
export async function applyRefund(
  db: Db,
  buyerUserId: number,
  input: RefundApplyRequest & { timers: RefundTimers; orderTimers: OrderTimers },
  now: Date,
  lang: Language,
): Promise<{ refundNo: string }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { actor: "buyer", userId: buyerUserId }, { orderNo: input.orderNo });
    if (await openRefundOf(tx, order.id)) throw conflict("refunds:errors.openRefundExists");
    if (!REFUNDABLE.includes(order.status)) throw conflict("refunds:errors.orderNotRefundable");

    const lines = await orderLinesOf(tx, order.id);
    const byId = new Map(lines.map((l) => [l.id, l]));
    const unknown: FieldProblem[] = input.items.flatMap((it, i) =>
      byId.has(it.lineId) ? [] : [{ path: `items.${i}.lineId`, key: "refunds:errors.unknownLine" }],
    );
    if (unknown.length > 0) throw fieldRefusal(lang, unknown);
    const tooMany: FieldProblem[] = input.items.flatMap((it, i) => {
      const l = byId.get(it.lineId)!;
      return it.quantity > l.quantity - l.refundedQuantity
        ? [{ path: `items.${i}.quantity`, key: "refunds:errors.quantityTooHigh", params: { partNo: l.partNo } }]
        : [];
    });
    if (tooMany.length > 0) throw fieldRefusal(lang, tooMany);
    if (
      input.method === RefundMethod.return &&
      (input.receiptStatus !== ReceiptStatus.received || order.shipTime === null)
    )
      throw fieldRefusal(lang, [{ path: "method", key: "refunds:errors.returnNeedsReceipt" }]);

    const caps = input.items.map((it) => lineRefundCap(byId.get(it.lineId)!, it.quantity));
    const productCap = caps.reduce((a, b) => a + b, 0);
    const productAmount = input.productAmount ?? productCap;
    const deliveryFeeAmount = input.deliveryFeeAmount ?? 0;
    const amountError = refundAmountError(order, productCap, productAmount, deliveryFeeAmount);
    if (amountError) {
      const path = amountError === "deliveryFeeTooHigh" ? "deliveryFeeAmount" : "productAmount";
      throw fieldRefusal(lang, [{ path, key: `refunds:rules.${amountError}` }]);
    }
    await assertOwnFileKeys(
      tx,
      { shopId: null, userId: buyerUserId, lang },
      input.photos.map((key, i) => ({ path: `photos.${i}`, key })),
    );

    const refundNo = await nextRefundNo(tx, now);
    // Prepared (docs/architecture.md §6 "Prepared statements"), per set of columns.
    const values = placeholderRow(refunds, {
      refundNo,
      shopId: order.shopId,
      orderId: order.id,
      buyerUserId,
      ownerUserId: order.ownerUserId,
      method: input.method,
      receiptStatus: input.receiptStatus,
      status: RefundStatus.toBeProcessed,
      reason: input.reason,
      note: input.note,
      photos: input.photos,
      productAmount,
      deliveryFeeAmount,
      originalAmount: productAmount + deliveryFeeAmount,
      deadline: deadlineFor(RefundStatus.toBeProcessed, now, input.timers),
      applyTime: now,
      updateTime: now,
    });
    const [row] = await preparedOnce(tx, `refund_apply_${values.shape}`, (h, name) =>
      h.insert(refunds).values(values.columns()).returning().prepare(name),
    ).execute(values.values);
    const asked = splitProportionally(productAmount, caps);
    await tx.insert(refundItems).values(
      input.items.map((it, i) => ({
        refundId: row.id,
        orderItemId: it.lineId,
        quantity: it.quantity,
        amount: asked[i],
      })),
    );
    await insertPrepared(tx, refundEvents, "refund_event", {
      refundId: row.id,
      move: "apply",
      actor: "buyer",
      userId: buyerUserId,
      fromStatus: null,
      toStatus: RefundStatus.toBeProcessed,
      detail: { method: input.method, productAmount, deliveryFeeAmount },
      createTime: now,
    });
    const orderMove =
      order.status === OrderStatus.paid || order.status === OrderStatus.sent ? "openRefund" : "openAfterSaleRefund";
    await moveLocked(
      tx,
      { actor: "buyer", userId: buyerUserId },
      order,
      { move: orderMove, timers: input.orderTimers },
      now,
      lang,
    );
    await notifyRefund(tx, row, order.orderNo, "applied", now);
    await enqueueWebhookEvent(
      tx,
      order.shopId,
      "refund.applied",
      {
        refundId: row.id,
        refundNo: row.refundNo,
        orderNo: order.orderNo,
        method: row.method,
        amount: row.originalAmount,
      },
      now,
    );
    return { refundNo };
  });
}
