/**
 * The seller's confirm (spec §5 "Insufficient stock blocks order confirm"): the locked order's payment
 * method decides the move, `confirm` (normal: waits for payment) or `confirmOnBill` (goes on the bill).
 */
import { eq } from "drizzle-orm";
import { CreditHold } from "@src/domain/customer";
import { confirmMoveOf } from "@src/domain/order-transitions";
import type { Language } from "@src/domain/wire";
import type { Db } from "../../db/client";
import { orderEvents, orders } from "../../db/schema/order";
import { conflict } from "../../http/envelope";
import type { CallerScope } from "../../http/scope";
import { lockOrder, moveLocked, type MoveInput } from "./order-move-service";
import type { OrderTimers } from "./order-scope";

/**
 * Confirms `input.orderNo` in its own transaction, taking its stock. Answers the order after the move.
 * @throws 404 orders:errors.notFound; 409 invalidTransition, creditHold (held: release first), insufficientStock
 */
export async function confirmOrder(
  db: Db,
  scope: CallerScope,
  input: { orderNo: string; timers: OrderTimers },
  now: Date,
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const caller = { actor: "seller", scope } as const;
    const order = await lockOrder(tx, caller, input);
    const moveInput: MoveInput = {
      orderNo: input.orderNo,
      move: confirmMoveOf(order.paymentMethod),
      timers: input.timers,
    };
    return moveLocked(tx, caller, order, moveInput, now, lang);
  });
}

/**
 * The seller's release of an order on credit hold (README choices "credit hold", beyond the spec): the
 * locked order's credit_hold 1 -> 2, so the confirm works again; an order_events row records it.
 * @returns `{ orderNo, status, creditHold }` (status unchanged)
 * @throws 404 orders:errors.notFound (another shop's, or out of an "only own" reach); 409 orders:errors.notHeld
 */
export async function releaseCreditHold(db: Db, scope: CallerScope, input: { orderNo: string }, now: Date) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { actor: "seller", scope }, input);
    if (order.creditHold !== CreditHold.held) throw conflict("orders:errors.notHeld");
    await tx
      .update(orders)
      .set({ creditHold: CreditHold.released, handlerUserId: scope.userId, updateTime: now })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      move: "releaseCreditHold",
      actor: "seller",
      userId: scope.userId,
      fromStatus: order.status,
      toStatus: order.status,
      detail: { reason: order.creditHoldReason },
      createTime: now,
    });
    return { orderNo: order.orderNo, status: order.status, creditHold: CreditHold.released };
  });
}
