/**
 * Confirming an inquiry order (spec §4 inquiry order filter 5 unconfirmed -> 0 awaiting payment / 1 paid on a
 * bill; §9 "Unprocessed inquiry orders are auto confirmed after 1 day"). The buyer already chose the offer, so
 * a shortfall of stock never blocks the confirm (README choices): every line whose product's actual stock
 * cannot cover it becomes part status indent (ordered in for this buyer: it takes no stock, and the seller
 * writes an indent letter), and the other lines take stock as a product order's confirm does.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { PartStatus } from "@src/domain/inquiry";
import { autoConfirmMoveOf, confirmMoveOf } from "@src/domain/order-transitions";
import type { Language } from "@src/domain/wire";
import { StockType } from "@src/resources/stock/rules";
import type { Db, Tx } from "../../db/client";
import { items } from "../../db/schema/item";
import { orderItems } from "../../db/schema/order";
import type { CallerScope } from "../../http/scope";
import { lockOrder, moveLocked } from "../order/order-move-service";
import type { OrderCaller, OrderRowRecord, OrderTimers } from "../order/order-scope";
import { assertInquiryOrders } from "./inquiry-order-scope";

/**
 * Marks part status indent on the lines of `orderId` whose product's actual stock is short (the product's
 * lines together), locking the products in id order like the stock take. Answers the line ids it marked.
 */
export async function markShortLinesIndent(tx: Tx, orderId: number): Promise<number[]> {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const needs = new Map<number, number>();
  for (const l of lines)
    if (l.itemId !== null && l.partStatus !== PartStatus.indent)
      needs.set(l.itemId, (needs.get(l.itemId) ?? 0) + l.quantity);
  if (needs.size === 0) return [];
  const stock = await tx
    .select({ id: items.id, stockType: items.stockType, stockNum: items.stockNum })
    .from(items)
    .where(inArray(items.id, [...needs.keys()]))
    .orderBy(asc(items.id))
    .for("no key update");
  const short = new Set(
    stock.filter((i) => i.stockType === StockType.actual && i.stockNum < (needs.get(i.id) ?? 0)).map((i) => i.id),
  );
  const marked = lines
    .filter((l) => l.itemId !== null && short.has(l.itemId) && l.partStatus !== PartStatus.indent)
    .map((l) => l.id);
  if (marked.length > 0)
    await tx.update(orderItems).set({ partStatus: PartStatus.indent }).where(inArray(orderItems.id, marked));
  return marked;
}

/**
 * Confirms the locked inquiry order `order` as `caller` (the seller: confirm / confirmOnBill; the timer:
 * autoConfirm / autoConfirmOnBill, by payment method), short lines first turned indent.
 * @throws 409 orders:errors.invalidTransition when the order is no longer unconfirmed
 */
export async function confirmInquiryOrderLocked(
  tx: Tx,
  caller: OrderCaller,
  order: OrderRowRecord,
  timers: OrderTimers,
  now: Date,
  lang: Language,
): Promise<OrderRowRecord> {
  const move = caller.actor === "system" ? autoConfirmMoveOf(order.paymentMethod) : confirmMoveOf(order.paymentMethod);
  await markShortLinesIndent(tx, order.id);
  return moveLocked(tx, caller, order, { orderId: order.id, move, timers }, now, lang);
}

/**
 * The seller's confirm of inquiry order `orderNo` in its own transaction.
 * @throws 404 inquiryOrders:errors.notFound (not an inquiry order the caller reaches); 409 invalidTransition
 */
export async function confirmInquiryOrder(
  db: Db,
  scope: CallerScope,
  input: { orderNo: string; timers: OrderTimers },
  now: Date,
  lang: Language,
): Promise<OrderRowRecord> {
  await assertInquiryOrders(db, scope, [input.orderNo]);
  return db.transaction(async (tx) => {
    const caller = { actor: "seller", scope } as const;
    const order = await lockOrder(tx, caller, { orderNo: input.orderNo });
    return confirmInquiryOrderLocked(tx, caller, order, input.timers, now, lang);
  });
}
