/**
 * A buyer's credit with a shop (spec §3 "Customer": settlement with credit limit, credit used and credit
 * available; credit hold and aging, beyond the spec; README choices "credit"). Exported for the order and
 * inquiry-order modules, which decide a bill-payment order's hold with it.
 *
 * - limit: the ACTIVE partnership's credit_limit (0 without one);
 * - used: the total of the buyer's bill-payment orders at the shop that are neither cancelled nor closed
 *   and not yet paid through a bill (bill_paid_time null), held ones included;
 * - available: limit - used (src/domain/customer.ts creditFigures; may go below 0 when a limit was lowered);
 * - overdue bills: the buyer's bills at the shop not paid whose deadline has passed;
 * - aging: the totals of those unpaid bills by days past their deadline (AGING_BUCKETS).
 * Money is integer rupiah.
 */
import { and, eq, inArray, isNull, lt, ne, notInArray, sql } from "drizzle-orm";
import { BillStatus } from "@src/domain/bill";
import {
  AGING_BUCKETS,
  agingBucketOf,
  creditFigures,
  creditHoldReason,
  type AgingBucket,
  type CreditFigures,
  type CreditHoldReason,
} from "@src/domain/customer";
import { OrderStatus, PaymentMethod } from "@src/domain/order";
import type { Db, Tx } from "../../db/client";
import { bills } from "../../db/schema/bill";
import { orders } from "../../db/schema/order";
import { partnerships } from "../../db/schema/partnership";
import { conflict } from "../../http/envelope";

/** Order statuses whose bill-payment total no longer uses credit. */
const SETTLED_STATUSES = [OrderStatus.canceled, OrderStatus.closed];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The SQL condition of a bill-payment order that uses credit (README choices "credit"). */
export function usesCredit() {
  return and(
    eq(orders.paymentMethod, PaymentMethod.bill),
    notInArray(orders.status, SETTLED_STATUSES),
    isNull(orders.billPaidTime),
  );
}

/** Credit figures with the count of overdue bills. */
export interface BuyerCredit extends CreditFigures {
  overdueBills: number;
}

/**
 * Rupiah of credit in use per buyer of `shopId` (one grouped query over `buyerUserIds`; absent buyers use 0).
 * The customer list calls it once per page (README "bench/customer-list.ts").
 */
export async function usedCreditOf(
  db: Db | Tx,
  shopId: number,
  buyerUserIds: readonly number[],
): Promise<Map<number, number>> {
  if (buyerUserIds.length === 0) return new Map();
  const rows = await db
    .select({ buyerUserId: orders.buyerUserId, used: sql<string>`coalesce(sum(${orders.total}), 0)` })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), inArray(orders.buyerUserId, [...buyerUserIds]), usesCredit()))
    .groupBy(orders.buyerUserId);
  return new Map(rows.map((r) => [r.buyerUserId, Number(r.used)]));
}

/** Overdue bills per buyer of `shopId` at `now` (unpaid, deadline passed). */
export async function overdueBillsOf(
  db: Db | Tx,
  shopId: number,
  buyerUserIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  if (buyerUserIds.length === 0) return new Map();
  const rows = await db
    .select({ buyerUserId: bills.buyerUserId, n: sql<number>`count(*)::int` })
    .from(bills)
    .where(
      and(
        eq(bills.shopId, shopId),
        inArray(bills.buyerUserId, [...buyerUserIds]),
        ne(bills.status, BillStatus.paid),
        isNull(bills.paidTime),
        lt(bills.deadline, now),
      ),
    )
    .groupBy(bills.buyerUserId);
  return new Map(rows.map((r) => [r.buyerUserId, Number(r.n)]));
}

/**
 * The credit of buyer `buyerUserId` with shop `shopId` at `now`: figures (limit from the active partnership,
 * else 0) and the overdue bills count.
 */
export async function creditOf(db: Db | Tx, shopId: number, buyerUserId: number, now: Date): Promise<BuyerCredit> {
  const [p] = await db
    .select({ creditLimit: partnerships.creditLimit, status: partnerships.status })
    .from(partnerships)
    .where(and(eq(partnerships.shopId, shopId), eq(partnerships.buyerUserId, buyerUserId)));
  const limit = p && p.status === "active" ? p.creditLimit : 0;
  const [used, overdue] = await Promise.all([
    usedCreditOf(db, shopId, [buyerUserId]),
    overdueBillsOf(db, shopId, [buyerUserId], now),
  ]);
  return { ...creditFigures(limit, used.get(buyerUserId) ?? 0), overdueBills: overdue.get(buyerUserId) ?? 0 };
}

/**
 * Credit aging of the buyer's unpaid bills with the shop at `now` (rupiah per bucket by whole days past
 * the deadline; a bill before its deadline is `current`).
 */
export async function agingOf(
  db: Db | Tx,
  shopId: number,
  buyerUserId: number,
  now: Date,
): Promise<Record<AgingBucket, number>> {
  const rows = await db
    .select({ total: bills.total, deadline: bills.deadline })
    .from(bills)
    .where(
      and(
        eq(bills.shopId, shopId),
        eq(bills.buyerUserId, buyerUserId),
        ne(bills.status, BillStatus.paid),
        isNull(bills.paidTime),
      ),
    );
  const aging = Object.fromEntries(AGING_BUCKETS.map((b) => [b, 0])) as Record<AgingBucket, number>;
  for (const r of rows) {
    const days = Math.floor((now.getTime() - r.deadline.getTime()) / DAY_MS);
    aging[agingBucketOf(r.deadline < now ? Math.max(days, 1) : 0)] += r.total;
  }
  return aging;
}

/**
 * The credit hold a new bill-payment order of `total` rupiah gets (README choices "credit hold"), deciding
 * under the partnership row lock (FOR NO KEY UPDATE) so two concurrent orders cannot both fit the same credit.
 * Used by order creation and the inquiry purchase.
 * @returns null (no hold) or the reason (overLimit: total > available; overdueBill: an unpaid bill past its
 *   deadline)
 * @throws 409 orders:errors.billNotAllowed without an active partnership with the shop
 */
export async function billHoldOf(
  tx: Tx,
  shopId: number,
  buyerUserId: number,
  total: number,
  now: Date,
): Promise<CreditHoldReason | null> {
  const [p] = await tx
    .select({ status: partnerships.status })
    .from(partnerships)
    .where(and(eq(partnerships.shopId, shopId), eq(partnerships.buyerUserId, buyerUserId)))
    .for("no key update");
  if (!p || p.status !== "active") throw conflict("orders:errors.billNotAllowed");
  const credit = await creditOf(tx, shopId, buyerUserId, now);
  return creditHoldReason(credit.available, total, credit.overdueBills);
}
