/**
 * A bill's figures (spec §3 "Bill": order quantity, product amount, delivery fee before and after
 * adjustment, total), summed in SQL over the orders on it: the same arithmetic as src/domain/bill.ts
 * billTotals (tests check they agree). Money is integer rupiah.
 */
import { eq, sql } from "drizzle-orm";
import type { BillTotals } from "@src/domain/bill";
import { OPEN_FIGURE_STATUSES } from "@src/domain/bill-transitions";
import type { Db, Tx } from "../../db/client";
import { bills } from "../../db/schema/bill";
import { orderItems, orders } from "../../db/schema/order";

/** The totals of the orders on bill `billId`, summed in SQL. */
export async function sumBill(db: Db | Tx, billId: number): Promise<BillTotals> {
  const [o] = await db
    .select({
      orderCount: sql<number>`count(*)::int`,
      productAmount: sql<string>`coalesce(sum(${orders.total} - ${orders.deliveryFee} - (${orders.refundedAmount} - ${orders.refundedDeliveryFee})), 0)`,
      deliveryFeeBefore: sql<string>`coalesce(sum(${orders.deliveryFee} - ${orders.refundedDeliveryFee}), 0)`,
      adjustment: sql<string>`coalesce(sum(${orders.deliveryFeeAdjustment}), 0)`,
    })
    .from(orders)
    .where(eq(orders.billId, billId));
  const [q] = await db
    .select({ quantity: sql<string>`coalesce(sum(${orderItems.quantity} - ${orderItems.refundedQuantity}), 0)` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.billId, billId));
  const productAmount = Number(o.productAmount);
  const deliveryFeeBefore = Number(o.deliveryFeeBefore);
  const deliveryFeeAfter = deliveryFeeBefore + Number(o.adjustment);
  return {
    orderCount: Number(o.orderCount),
    quantity: Number(q.quantity),
    productAmount,
    deliveryFeeBefore,
    deliveryFeeAfter,
    total: productAmount + deliveryFeeAfter,
  };
}

/**
 * Recomputes the stored figures of bills `billIds` from their orders, for bills still before verification
 * (src/domain/bill-transitions.ts OPEN_FIGURE_STATUSES): a delivery-fee recap accepted or a refund paid
 * after generation changes them. Callers that write orders.delivery_fee_adjustment (the recap module) call
 * it in the same transaction. Verified bills keep their figures.
 */
export async function recomputeBillTotals(tx: Tx, billIds: readonly number[], now: Date): Promise<void> {
  for (const id of [...new Set(billIds)]) {
    const [bill] = await tx.select({ status: bills.status }).from(bills).where(eq(bills.id, id)).for("no key update");
    if (!bill || !(OPEN_FIGURE_STATUSES as readonly number[]).includes(bill.status)) continue;
    await tx
      .update(bills)
      .set({ ...(await sumBill(tx, id)), updateTime: now })
      .where(eq(bills.id, id));
  }
}
