/**
 * What order creation takes from the customer relation (spec §3 "Customer": discounts the order pricing
 * applies, "transaction time"; README choices "customer", "discounts"). Exported for the order and
 * inquiry-order modules; both call it inside the order's transaction.
 */
import { and, eq, gte, lte, sql } from "drizzle-orm";
import { formatDate } from "@src/domain/datetime";
import {
  COMPANY_CATEGORIES,
  customerDiscounts,
  type CompanyCategory,
  type DiscountTypeValue,
} from "@src/domain/customer";
import type { Tx } from "../../db/client";
import { customerDiscounts as discountTable, customers } from "../../db/schema/customer";

/** A buyer type as a company category (an unknown one is ordinary). */
export function companyCategoryOf(buyerType: string | null | undefined): CompanyCategory {
  return (COMPANY_CATEGORIES as readonly string[]).includes(buyerType ?? "")
    ? (buyerType as CompanyCategory)
    : "ordinary";
}

/**
 * The customer discounts of an order of `goodsAmount` rupiah (after item discounts) by buyer `buyerUserId` at
 * shop `shopId`, for the WIB day of `now` (src/domain/customer.ts customerDiscounts): rupiah off for the
 * fixed discount and for the reached tier of the by-order-amount one; 0 and 0 for a buyer who is not a
 * customer yet or has no discount that day.
 */
export async function orderDiscountsOf(
  tx: Tx,
  shopId: number,
  buyerUserId: number,
  goodsAmount: number,
  now: Date,
): Promise<{ customerFixedDiscount: number; orderDiscount: number }> {
  const day = formatDate(now);
  const rows = await tx
    .select({
      type: discountTable.type,
      rate: discountTable.rate,
      tiers: discountTable.tiers,
      startDate: discountTable.startDate,
      endDate: discountTable.endDate,
    })
    .from(discountTable)
    .innerJoin(customers, eq(customers.id, discountTable.customerId))
    .where(
      and(
        eq(customers.shopId, shopId),
        eq(customers.buyerUserId, buyerUserId),
        lte(discountTable.startDate, day),
        gte(discountTable.endDate, day),
      ),
    );
  return customerDiscounts(
    rows.map((r) => ({ ...r, type: r.type as DiscountTypeValue })),
    goodsAmount,
    day,
  );
}

/**
 * Keeps the (shop, buyer) customers row for an order created at `now`: inserts it (company category from the
 * buyer type, company name the buyer's name) the first time, and moves `last_order_time` forward.
 */
export async function recordCustomerOrder(
  tx: Tx,
  shopId: number,
  buyer: { userId: number; buyerType: string | null; name: string },
  now: Date,
): Promise<void> {
  await tx
    .insert(customers)
    .values({
      shopId,
      buyerUserId: buyer.userId,
      companyCategory: companyCategoryOf(buyer.buyerType),
      companyName: buyer.name,
      lastOrderTime: now,
      createTime: now,
      updateTime: now,
    })
    .onConflictDoUpdate({
      target: [customers.shopId, customers.buyerUserId],
      set: { lastOrderTime: sql`greatest(${customers.lastOrderTime}, excluded.last_order_time)` },
    });
}
