/**
 * The seller's confirm (spec §5 "Insufficient stock blocks order confirm"): the locked order's payment
 * method decides the move, `confirm` (normal: waits for payment) or `confirmOnBill` (goes on the bill).
 */
import { confirmMoveOf } from "@src/domain/order-transitions";
import type { Language } from "@src/domain/wire";
import type { Db } from "../../db/client";
import type { CallerScope } from "../../http/scope";
import { lockOrder, moveLocked, type MoveInput } from "./order-move-service";
import type { OrderTimers } from "./order-scope";

/**
 * Confirms `input.orderNo` in its own transaction, taking its stock. Answers the order after the move.
 * @throws 404 orders:errors.notFound; 409 invalidTransition, insufficientStock
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
