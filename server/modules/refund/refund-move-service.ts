/**
 * THE refund move (spec §4 "Refund", §5 "Refund", docs/architecture.md §13): every side (seller, buyer,
 * platform, timer sweeps) changes a return or refund request only here. One transaction: lock the request
 * (`FOR NO KEY UPDATE`), then its order, check the move against src/domain/refund-transitions.ts, write the status,
 * amounts and deadline, give returned parts back to stock, add the money of a paid-out request to its order
 * lines, restore or close the order (closeRefund / closeRefunded), add the history row (refund_events),
 * record the seller's activity and message the seller about the buyer's moves. A move outside the table
 * answers 409 `refunds:errors.invalidTransition` (status = the localized status name), changing nothing.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { formatRupiah } from "@src/domain/money";
import { OrderStatus, type OrderTimers } from "@src/domain/order";
import { RefundMethod, type RefundTimers } from "@src/domain/refund";
import { canMoveRefund, REFUND_MOVES, RECEIVES_PARTS, type RefundMove } from "@src/domain/refund-transitions";
import type { Language } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { asPlaceholder, boundValues, insertPrepared, placeholderRow, preparedOnce, type Bind } from "../../db/prepared";
import { orderItems, orders } from "../../db/schema/order";
import { refundEvents, refundItems, refunds } from "../../db/schema/refund";
import { conflict } from "../../http/envelope";
import { callerShape } from "../../http/scope";
import { fieldRefusal } from "../../http/validate";
import { recordActivity } from "../activity/record";
import { assertOwnFileKeys } from "../file/file-keys";
import type { RefundMessage } from "../message/message-service";
import { recomputeBillTotals } from "../bill/bill-totals";
import { lockOrder, moveLocked } from "../order/order-move-service";
import type { OrderRowRecord } from "../order/order-scope";
import { returnStock } from "../order/stock-take";
import { notifyRefund } from "./refund-messages";
import {
  callerRefundWhere,
  deadlineFor,
  refundInvalidTransition,
  refundNotFound,
  splitProportionally,
  type RefundCaller,
  type RefundRecord,
} from "./refund-scope";

/** What a move carries besides its name (each move reads its own fields). */
export interface RefundMovePayload {
  /** Negotiate / reject: the amount offered, rupiah. */
  amount?: number;
  /** Negotiate / reject: the seller's reason. */
  reason?: string;
  /** Ship: the buyer's return shipment. */
  courierName?: string;
  deliveryNo?: string;
  photo?: string;
}

/** Body of moveRefund(): the request (by number, or by id for the sweeps), the move, the timers, the payload. */
export interface RefundMoveInput extends RefundMovePayload {
  refundNo?: string;
  refundId?: number;
  move: RefundMove;
  timers: RefundTimers;
  orderTimers: OrderTimers;
}

/** The seller authority action a seller move is recorded under (src/resources/refunds/index.ts). */
const SELLER_ACTION: Partial<Record<RefundMove, string>> = {
  approveRefund: "approve",
  approveReturn: "approve",
  negotiate: "negotiate",
  reject: "reject",
  confirmReceipt: "confirmReceipt",
};

/** The message the seller gets for a buyer's move. */
const MESSAGE_OF: Partial<Record<RefundMove, RefundMessage>> = {
  acceptNegotiatedRefund: "accepted",
  acceptNegotiatedReturn: "accepted",
  acceptRejection: "accepted",
  declineOffer: "declined",
  cancel: "cancelled",
  ship: "shipped",
};

/** Moves after which the request ended without money: the order goes back to the status it left. */
const ENDS_WITHOUT_REFUND: readonly RefundMove[] = ["declineOffer", "expireOffer", "cancel", "expireShipment"];

/** Locks and answers the request `caller` reaches, or 404 `refunds:errors.notFound`. */
export async function lockRefund(
  tx: Tx,
  caller: RefundCaller,
  by: { refundNo?: string; refundId?: number },
): Promise<RefundRecord> {
  // Prepared per caller shape and key (docs/architecture.md §6 "Prepared statements"), as an order's lock.
  const where = (bind: Bind) =>
    and(
      by.refundId !== undefined
        ? eq(refunds.id, bind("refundId", by.refundId))
        : eq(refunds.refundNo, bind("refundNo", by.refundNo ?? "")),
      callerRefundWhere(caller, bind),
    );
  const name = `refund_lock_${by.refundId !== undefined ? "id" : "no"}_${callerShape(caller)}`;
  const [row] = await preparedOnce(tx, name, (h, n) =>
    h.select().from(refunds).where(where(asPlaceholder)).for("no key update").prepare(n),
  ).execute(boundValues(where));
  if (!row) throw refundNotFound();
  return row;
}

/** The request's lines with their order lines (item, quantities, amounts), in line order. */
async function linesOf(tx: Tx, refundId: number) {
  return tx
    .select({ ask: refundItems, line: orderItems })
    .from(refundItems)
    .innerJoin(orderItems, eq(orderItems.id, refundItems.orderItemId))
    .where(eq(refundItems.refundId, refundId))
    .orderBy(asc(refundItems.id));
}

/**
 * Pays the agreed amount out on the order (spec §5 "never above what was paid"): products first (at most the
 * product amount asked, spread over the lines in proportion to their asked amounts, integer, exact sum),
 * the rest as delivery fee (at most the delivery fee asked). The lines' refunded quantity and amount and the
 * order's refunded amounts grow. Answers whether every unit of every line of the order is now refunded.
 */
async function payOut(tx: Tx, refund: RefundRecord, order: OrderRowRecord): Promise<boolean> {
  const amount = refund.refundAmount ?? 0;
  const products = Math.min(amount, refund.productAmount);
  const deliveryFee = Math.min(amount - products, refund.deliveryFeeAmount);
  const lines = await linesOf(tx, refund.id);
  const shares = splitProportionally(
    products,
    lines.map((l) => l.ask.amount),
  );
  for (const [i, { ask }] of lines.entries()) {
    await tx
      .update(orderItems)
      .set({
        refundedQuantity: sql`${orderItems.refundedQuantity} + ${ask.quantity}`,
        refundedAmount: sql`${orderItems.refundedAmount} + ${shares[i]}`,
      })
      .where(eq(orderItems.id, ask.orderItemId));
  }
  await tx
    .update(orders)
    .set({
      refundedAmount: order.refundedAmount + products + deliveryFee,
      refundedDeliveryFee: order.refundedDeliveryFee + deliveryFee,
    })
    .where(eq(orders.id, order.id));
  const all = await tx
    .select({ quantity: orderItems.quantity, refunded: orderItems.refundedQuantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  return all.every((l) => l.refunded >= l.quantity);
}

/** The parts of the request back in stock (the order's stock rules, server/modules/order/stock-take.ts). */
async function partsBack(tx: Tx, refundId: number, now: Date): Promise<void> {
  const lines = await linesOf(tx, refundId);
  await returnStock(
    tx,
    lines.map((l) => ({ itemId: l.line.itemId, quantity: l.ask.quantity })),
    now,
  );
}

/** The columns a move changes besides the status and the deadline (amounts, times, payload). */
async function effectsOf(
  tx: Tx,
  refund: RefundRecord,
  input: RefundMoveInput,
  now: Date,
  lang: Language,
): Promise<Partial<RefundRecord>> {
  switch (input.move) {
    case "approveRefund":
    case "approveReturn":
    case "autoApproveRefund":
    case "autoApproveReturn":
      return { refundAmount: refund.originalAmount, answerTime: now };
    case "negotiate":
    case "reject": {
      const amount = input.amount ?? 0;
      if (input.move === "negotiate" && amount >= refund.originalAmount)
        throw fieldRefusal(lang, [{ path: "amount", key: "refunds:rules.negotiateLower" }]);
      if (amount > refund.originalAmount)
        throw fieldRefusal(lang, [
          { path: "amount", key: "refunds:rules.offerTooHigh", params: { max: formatRupiah(refund.originalAmount) } },
        ]);
      return { supplierApprovedAmount: amount, rejectReason: input.reason ?? "", answerTime: now };
    }
    case "acceptNegotiatedRefund":
    case "acceptNegotiatedReturn":
    case "acceptRejection":
      return { buyerApprovedAmount: refund.supplierApprovedAmount, refundAmount: refund.supplierApprovedAmount };
    case "ship":
      if (input.photo !== undefined)
        await assertOwnFileKeys(tx, { shopId: null, userId: refund.buyerUserId, lang }, [
          { path: "photo", key: input.photo },
        ]);
      return {
        courierName: input.courierName ?? null,
        deliveryNo: input.deliveryNo ?? null,
        shipPhoto: input.photo ?? null,
        shipTime: now,
      };
    case "confirmReceipt":
    case "autoConfirmReceipt":
      return { receiveTime: now };
    case "cancel": {
      const lines = await linesOf(tx, refund.id);
      // Spec §4 "a product's refund application can be cancelled only once": per order line.
      if (lines.some((l) => l.line.refundCancelCount >= 1)) throw conflict("refunds:errors.cancelOnce");
      for (const l of lines)
        await tx
          .update(orderItems)
          .set({ refundCancelCount: sql`${orderItems.refundCancelCount} + 1` })
          .where(eq(orderItems.id, l.line.id));
      return { finishTime: now };
    }
    case "declineOffer":
    case "expireOffer":
    case "expireShipment":
    case "settle":
      return { finishTime: now };
  }
}

/**
 * Applies `input.move` to `refund` (already locked by the caller's transaction) as `caller`: locks its order,
 * writes the request and the order, answers the request row after the move.
 * @throws 409 refunds:errors.invalidTransition (the table refuses, or the move is not the caller's side),
 *   refunds:errors.cancelOnce; 400 field errors amount (refunds:rules.negotiateLower, offerTooHigh {max}),
 *   photo (errors:file.unknownKey).
 */
export async function moveRefundLocked(
  tx: Tx,
  caller: RefundCaller,
  refund: RefundRecord,
  input: RefundMoveInput,
  now: Date,
  lang: Language,
): Promise<RefundRecord> {
  const rule = REFUND_MOVES[input.move];
  if (rule.by !== caller.actor || !canMoveRefund(input.move, refund))
    throw refundInvalidTransition(refund.status, lang);
  const order = await lockOrder(tx, { actor: "system" }, { orderId: refund.orderId });
  const effects = await effectsOf(tx, refund, input, now, lang);
  const to = rule.to;
  // The update and the event are prepared per set of columns (docs/architecture.md §6 "Prepared statements").
  const set = placeholderRow(refunds, {
    status: to,
    ...effects,
    deadline: deadlineFor(to, now, input.timers),
    ...(caller.actor === "seller" ? { handlerUserId: caller.scope.userId } : {}),
    updateTime: now,
  });
  const [row] = await preparedOnce(tx, `refund_move_${set.shape}`, (h, name) =>
    h
      .update(refunds)
      .set(set.columns())
      .where(eq(refunds.id, sql.placeholder("id")))
      .returning()
      .prepare(name),
  ).execute({ ...set.values, id: refund.id });

  if (RECEIVES_PARTS.includes(input.move)) await partsBack(tx, refund.id, now);
  const system = { actor: "system" } as const;
  const orderInput = { timers: input.orderTimers };
  if (input.move === "settle") {
    // A refund of an order that never left the shop (paid, not sent): its parts are still on the shelf.
    if (refund.method === RefundMethod.refund && order.statusBeforeRefund === OrderStatus.paid)
      await partsBack(tx, refund.id, now);
    const whole = await payOut(tx, row, order);
    await moveLocked(tx, system, order, { ...orderInput, move: whole ? "closeRefunded" : "closeRefund" }, now, lang);
    // A bill not yet verified shows what is left to pay of its orders (server/modules/bill/bill-totals.ts).
    if (order.billId !== null) await recomputeBillTotals(tx, [order.billId], now);
  } else if (ENDS_WITHOUT_REFUND.includes(input.move)) {
    await moveLocked(tx, system, order, { ...orderInput, move: "closeRefund" }, now, lang);
  }

  const userId = caller.actor === "seller" ? caller.scope.userId : caller.actor === "system" ? null : caller.userId;
  const detail: Record<string, unknown> = {};
  for (const key of ["amount", "reason", "courierName", "deliveryNo", "photo"] as const) {
    if (input[key] !== undefined) detail[key] = input[key];
  }
  if (input.move === "settle") detail.refundAmount = row.refundAmount;
  await insertPrepared(tx, refundEvents, "refund_event", {
    refundId: refund.id,
    move: input.move,
    actor: caller.actor,
    userId,
    fromStatus: refund.status,
    toStatus: to,
    detail,
    createTime: now,
  });
  const action = SELLER_ACTION[input.move];
  if (caller.actor === "seller" && action) {
    await recordActivity(
      tx,
      caller.scope.auth,
      {
        subject: "refunds",
        action,
        recordId: refund.refundNo,
        before: { status: refund.status },
        after: { status: to, ...detail },
      },
      now,
    );
  }
  const message = MESSAGE_OF[input.move];
  if (message) await notifyRefund(tx, refund, order.orderNo, message, now);
  return row;
}

/**
 * One move in its own transaction: locks the request `caller` reaches by `input.refundNo` (or `refundId`),
 * then applies the move (moveRefundLocked).
 * @throws 404 `refunds:errors.notFound` when the caller does not reach the request; the refusals of
 *   moveRefundLocked.
 */
export async function moveRefund(
  db: Db,
  caller: RefundCaller,
  input: RefundMoveInput,
  now: Date,
  lang: Language,
): Promise<RefundRecord> {
  return db.transaction(async (tx) => {
    const refund = await lockRefund(tx, caller, input);
    return moveRefundLocked(tx, caller, refund, input, now, lang);
  });
}
