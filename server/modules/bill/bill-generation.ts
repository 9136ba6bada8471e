/**
 * Bill generation (spec §3 "Bill", §4 "Bills and recaps", §9 "Settlement period every month or every two
 * months"): after a settlement period ends, one bill per shop and buyer gathers the buyer's bill-payment
 * orders (payment method 2) delivered by the period's end and on no bill yet.
 *
 * "Delivered" means received: status done (3) or unreviewed (98) with a finish time before the period's
 * end (README choices). A sent order the buyer has not received yet, or one with an open refund, waits for
 * a later bill; so does an order finished in the period but billed late (its finish time is before the end
 * of every later period too).
 *
 * Safe with several processes and idempotent: the bill row is inserted with ON CONFLICT DO NOTHING on
 * (shop, buyer, period), so a second run (or a concurrent one) creates nothing; the orders are taken
 * `FOR NO KEY UPDATE SKIP LOCKED` and only while their bill_id is null, so an order lands on exactly one bill; a
 * bill that took no order is rolled back. Totals are computed by SQL over the orders the bill took
 * (src/domain/bill.ts billTotals is the same arithmetic).
 *
 * Each buyer is billed for its partnership's settlement period (every month or every two months) and only
 * for periods ending on or after its settlement date (spec §3 "settlement type and date").
 */
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import {
  BillStatus,
  billDates,
  DEFAULT_SETTLEMENT_PERIOD,
  lastEndedPeriod,
  periodRange,
  requiredDocuments,
  SettlementPeriod,
  type BillTimers,
  type PeriodRange,
  type SettlementPeriodValue,
} from "@src/domain/bill";
import { OrderStatus, PaymentMethod } from "@src/domain/order";
import { MARKETPLACE_UTC_OFFSET_MINUTES } from "@src/domain/datetime";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { billDocuments, billEvents, bills } from "../../db/schema/bill";
import { orders } from "../../db/schema/order";
import { partnerships } from "../../db/schema/partnership";
import { translate } from "../../http/i18n";
import { notify } from "../message/message-service";
import { nextBillNo } from "./bill-scope";
import { moveBillLocked } from "./bill-move-service";
import { sumBill } from "./bill-totals";

/** Order statuses that count as delivered (received by the buyer). */
const DELIVERED = [OrderStatus.done, OrderStatus.unreviewed];

/** A buyer's settlement terms at a shop: its period length and the WIB date settling starts (or none). */
export interface SettlementTerms {
  period: SettlementPeriodValue;
  /** `yyyy-MM-dd` WIB (spec §3 "settlement date"); periods ending before it are not billed. */
  settlementDate: string | null;
}

const termsKey = (shopId: number, buyerUserId: number) => `${shopId}:${buyerUserId}`;
const periodValue = (n: number): SettlementPeriodValue =>
  n === SettlementPeriod.bimonthly ? SettlementPeriod.bimonthly : SettlementPeriod.monthly;

/**
 * The settlement terms of many (shop, buyer) pairs in one query (spec §3 "settlement type and date", §9
 * "Settlement period every month or every two months"): the partnership's settlement period and date; a
 * buyer without a partnership settles monthly from any date. Keyed `<shopId>:<buyerUserId>`.
 */
export async function settlementTermsOf(
  db: Db | Tx,
  pairs: readonly { shopId: number; buyerUserId: number }[],
): Promise<Map<string, SettlementTerms>> {
  const out = new Map<string, SettlementTerms>();
  for (const p of pairs)
    out.set(termsKey(p.shopId, p.buyerUserId), { period: DEFAULT_SETTLEMENT_PERIOD, settlementDate: null });
  const shopIds = [...new Set(pairs.map((p) => p.shopId))];
  const buyerIds = [...new Set(pairs.map((p) => p.buyerUserId))];
  if (pairs.length === 0) return out;
  const rows = await db
    .select({
      shopId: partnerships.shopId,
      buyerUserId: partnerships.buyerUserId,
      period: partnerships.settlementPeriod,
      settlementDate: partnerships.settlementDate,
    })
    .from(partnerships)
    .where(and(inArray(partnerships.shopId, shopIds), inArray(partnerships.buyerUserId, buyerIds)));
  for (const r of rows) {
    const key = termsKey(r.shopId, r.buyerUserId);
    if (out.has(key)) out.set(key, { period: periodValue(r.period), settlementDate: r.settlementDate });
  }
  return out;
}

/** The settlement period of one shop's buyer (the partnership's; monthly without one). */
export async function settlementPeriodOf(
  db: Db | Tx,
  shopId: number,
  buyerUserId: number,
): Promise<SettlementPeriodValue> {
  const terms = await settlementTermsOf(db, [{ shopId, buyerUserId }]);
  return terms.get(termsKey(shopId, buyerUserId))?.period ?? DEFAULT_SETTLEMENT_PERIOD;
}

/** True when `range` is billed under `terms`: the same period length, not ending before the settlement date. */
export function billedUnder(terms: SettlementTerms, range: PeriodRange): boolean {
  if (terms.period !== range.months) return false;
  // The period ends (exclusive) at a WIB midnight; it ends before the settlement date when that midnight is
  // not after the date's own WIB midnight.
  return terms.settlementDate === null || range.end.getTime() > wibMidnight(terms.settlementDate).getTime();
}

/** The first instant (WIB midnight) of day `yyyy-MM-dd`. */
function wibMidnight(day: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d) - MARKETPLACE_UTC_OFFSET_MINUTES * 60_000);
}

/** Orders a bill of `range` may take: the buyer's delivered, unbilled bill-payment orders finished before its end. */
function billableWhere(shopId: number, buyerUserId: number, range: PeriodRange) {
  return and(
    eq(orders.shopId, shopId),
    eq(orders.buyerUserId, buyerUserId),
    eq(orders.paymentMethod, PaymentMethod.bill),
    isNull(orders.billId),
    inArray(orders.status, DELIVERED),
    lt(orders.finishTime, range.end),
  );
}

/** Sentinel rolling back a bill that took no order (another process took them first). */
class NothingToBill extends Error {}

/**
 * Builds the bill of `shopId`'s buyer for `range` in one transaction, or answers null when it exists
 * already or no order is left to bill. The documents the buyer's type requires are added (none: the bill
 * goes to verification at once, move skipDocuments).
 */
export async function generateBill(
  db: Db,
  key: { shopId: number; buyerUserId: number; range: PeriodRange },
  now: Date,
  timers: BillTimers,
): Promise<string | null> {
  const { shopId, buyerUserId, range } = key;
  try {
    return await db.transaction(async (tx) => {
      const dates = billDates(range, now, timers);
      const [bill] = await tx
        .insert(bills)
        .values({
          billNo: await nextBillNo(tx, range.period),
          shopId,
          buyerUserId,
          period: range.period,
          periodMonths: range.months,
          status: BillStatus.generating,
          ...dates,
          updateTime: now,
        })
        .onConflictDoNothing({ target: [bills.shopId, bills.buyerUserId, bills.period] })
        .returning();
      if (!bill) return null;
      const picked = tx
        .select({ id: orders.id })
        .from(orders)
        .where(billableWhere(shopId, buyerUserId, range))
        .for("no key update", { skipLocked: true });
      const taken = await tx
        .update(orders)
        .set({ billId: bill.id })
        .where(inArray(orders.id, picked))
        .returning({ id: orders.id });
      if (taken.length === 0) throw new NothingToBill();
      const totals = await sumBill(tx, bill.id);
      await tx.update(bills).set(totals).where(eq(bills.id, bill.id));
      const [buyer] = await tx.select({ buyerType: users.buyerType }).from(users).where(eq(users.id, buyerUserId));
      const kinds = requiredDocuments(buyer?.buyerType);
      if (kinds.length > 0)
        await tx.insert(billDocuments).values(
          kinds.map((kind) => ({
            billId: bill.id,
            kind,
            title: translate("id-ID", `bills:documentKind.${kind}`),
            required: true,
          })),
        );
      await tx.insert(billEvents).values({
        billId: bill.id,
        move: "generate",
        actor: "system",
        fromStatus: null,
        toStatus: BillStatus.generating,
        detail: { period: range.period, orderCount: totals.orderCount, total: totals.total },
        createTime: now,
      });
      // Spec §4 / §9: the seller hears of the bill, and of the documents due within 3 days when the buyer needs any.
      await notify(tx, {
        shopId,
        type: kinds.length > 0 ? "bill.documentsDue" : "bill.generated",
        titleKey: kinds.length > 0 ? "messages:system.bill.documentsDue" : "messages:system.bill.generated",
        params: { billNo: bill.billNo, period: range.period },
        url: kinds.length > 0 ? `/order/bill-upload?billNo=${bill.billNo}` : `/order/bill-detail?billNo=${bill.billNo}`,
        now,
      });
      if (kinds.length === 0) {
        await moveBillLocked(tx, { actor: "system" }, { ...bill, ...totals }, { move: "skipDocuments" }, now, "id-ID");
      }
      return bill.billNo;
    });
  } catch (err) {
    if (err instanceof NothingToBill) return null;
    throw err;
  }
}

/**
 * Builds every missing bill of period `period` (yyyy-MM, its first month) of `months` months: one per shop
 * and buyer with billable orders. Answers the bill numbers created. `shopId` limits it to one shop.
 */
export async function generatePeriod(
  db: Db,
  opts: { period: string; months?: SettlementPeriodValue; shopId?: number },
  now: Date,
  timers: BillTimers,
): Promise<string[]> {
  const range = periodRange(opts.period, opts.months ?? DEFAULT_SETTLEMENT_PERIOD);
  // The period must have ended: a bill of a running period would miss its last days' orders.
  if (range.end.getTime() > now.getTime()) return [];
  const pairs = await db
    .selectDistinct({ shopId: orders.shopId, buyerUserId: orders.buyerUserId })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, PaymentMethod.bill),
        isNull(orders.billId),
        inArray(orders.status, DELIVERED),
        lt(orders.finishTime, range.end),
        opts.shopId === undefined ? undefined : eq(orders.shopId, opts.shopId),
        sql`not exists (select 1 from ${bills} where ${bills.shopId} = ${orders.shopId} and ${bills.buyerUserId} = ${orders.buyerUserId} and ${bills.period} = ${range.period})`,
      ),
    )
    .orderBy(asc(orders.shopId), asc(orders.buyerUserId));
  const created: string[] = [];
  const terms = await settlementTermsOf(db, pairs);
  for (const p of pairs) {
    const t = terms.get(termsKey(p.shopId, p.buyerUserId));
    if (t && !billedUnder(t, range)) continue;
    const billNo = await generateBill(db, { ...p, range }, now, timers);
    if (billNo) created.push(billNo);
  }
  return created;
}

/**
 * The generation sweep's step: bills of the last period ended by `now`, for each settlement period length
 * (every month, every two months; each buyer is billed only for its own, settlementTermsOf).
 */
export async function generateDue(db: Db, now: Date, timers: BillTimers): Promise<string[]> {
  const created: string[] = [];
  for (const months of [SettlementPeriod.monthly, SettlementPeriod.bimonthly] as const) {
    const range = lastEndedPeriod(now, months);
    created.push(...(await generatePeriod(db, { period: range.period, months }, now, timers)));
  }
  return created;
}
