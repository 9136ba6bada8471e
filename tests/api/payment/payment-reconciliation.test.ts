/**
 * The money reconciles (issue: "payouts + fees + open amounts = order totals - refunds"; spec §3 "Payment
 * history"): fast-check generates a shop's orders (amounts, delivery fees, payment method, buyer type,
 * status, bill paid or not), successful refunds before and after the first payout, open refunds, the shop's
 * bank and tax status, and runs the real payout service on the database over several days, twice a day.
 * After every run the books reconcile to the rupiah, every payout's actual payment is its gross less its
 * fees, positive, and its fees the sum of its lines' fees.
 */
import fc from "fast-check";
import { and, eq, inArray, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import { OrderStatus } from "../../../src/domain/order";
import { reconciliationGap } from "../../../src/domain/settlement";
import { orders } from "../../../server/db/schema/order";
import { refunds } from "../../../server/db/schema/refund";
import { payoutLines, payouts } from "../../../server/db/schema/settlement";
import { shops } from "../../../server/db/schema/shop";
import { runPayouts } from "../../../server/modules/payment/payout-service";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, createBuyer, type TestBuyer } from "../order/order-helpers";

const DAY = 24 * 3_600_000;
let t: TestApp;
let ownerUserId: number;
let buyers: Record<"ordinary" | "priority", TestBuyer>;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const shop = await activeShop(t);
  ownerUserId = shop.adminUserId;
  buyers = {
    ordinary: await createBuyer(t, "ordinary", shop.regionCodes),
    priority: await createBuyer(t, "priority", shop.regionCodes),
  };
}, 120_000);
afterAll(async () => {
  await t.close();
});

const STATUSES = [
  OrderStatus.done,
  OrderStatus.unreviewed,
  OrderStatus.sent,
  OrderStatus.paid,
  OrderStatus.canceled,
  OrderStatus.refundingAfterSale,
] as const;

const orderArb = fc.record({
  goods: fc.integer({ min: 0, max: 50_000_000 }),
  deliveryFee: fc.integer({ min: 0, max: 300_000 }),
  additionalFee: fc.integer({ min: 0, max: 20_000 }),
  bill: fc.boolean(),
  priority: fc.boolean(),
  status: fc.constantFrom(...STATUSES),
  billPaid: fc.boolean(),
  /** Becomes done between the first and the second day (a sent order the buyer receives). */
  completesLater: fc.boolean(),
  /** Refunds: when each succeeds (before the first payout, after it, or stays open) and its share of the total. */
  refunds: fc.array(
    fc.record({
      when: fc.constantFrom("before", "after", "open"),
      share: fc.integer({ min: 1, max: 100 }),
      deliveryPart: fc.integer({ min: 0, max: 100 }),
    }),
    { maxLength: 2 },
  ),
});
const caseArb = fc.record({
  orders: fc.array(orderArb, { minLength: 1, maxLength: 6 }),
  bank: fc.constantFrom("014", "153", "008"),
  skb: fc.boolean(),
});
type Case = typeof caseArb extends fc.Arbitrary<infer C> ? C : never;

async function insertShop(c: Case): Promise<number> {
  const [s] = await t.database.db
    .insert(shops)
    .values({
      ownerUserId,
      storeName: `Toko Rekonsiliasi ${++seq}`,
      applyStatus: 2,
      status: 0,
      bank: c.bank,
      accountNo: "1234567890",
      accountName: "Toko Uji",
      application: c.skb ? { skbDocument: "uploads/skb.png" } : {},
    })
    .returning({ id: shops.id });
  return s.id;
}

let refundSeq = 0;
async function addRefund(shopId: number, orderId: number, amount: number, delivery: number, status: number) {
  const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  await t.database.db.insert(refunds).values({
    refundNo: `RFD-20261120-${String(++refundSeq).padStart(6, "0")}`,
    shopId,
    orderId,
    buyerUserId: o.buyerUserId,
    ownerUserId,
    method: 1,
    receiptStatus: 1,
    status,
    reason: "damaged",
    note: "Uji rekonsiliasi",
    photos: [],
    productAmount: amount - delivery,
    deliveryFeeAmount: delivery,
    originalAmount: amount,
    refundAmount: amount,
    applyTime: t.now(),
  });
  if (status === 8)
    await t.database.db
      .update(orders)
      .set({
        refundedAmount: sql`${orders.refundedAmount} + ${amount}`,
        refundedDeliveryFee: sql`${orders.refundedDeliveryFee} + ${delivery}`,
      })
      .where(eq(orders.id, orderId));
}

/** The books of shop `shopId` as the reconciliation identity reads them. */
async function ledgerOf(shopId: number) {
  const db = t.database.db;
  const counted = and(eq(orders.shopId, shopId), notInArray(orders.status, [OrderStatus.canceled, OrderStatus.closed]));
  const [ot] = await db
    .select({ v: sql<string>`coalesce(sum(${orders.total}), 0)` })
    .from(orders)
    .where(counted);
  const [rf] = await db
    .select({ v: sql<string>`coalesce(sum(${refunds.refundAmount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.shopId, shopId), eq(refunds.status, 8)));
  const [po] = await db
    .select({
      paid: sql<string>`coalesce(sum(${payouts.actualPayment}), 0)`,
      fees: sql<string>`coalesce(sum(${payouts.adminFee} + ${payouts.vat} + ${payouts.withholdingTax} + ${payouts.transferFee}), 0)`,
    })
    .from(payouts)
    .where(eq(payouts.shopId, shopId));
  const [openOrders] = await db
    .select({ v: sql<string>`coalesce(sum(${orders.total} - ${orders.refundedAmount}), 0)` })
    .from(orders)
    .where(and(counted, isNull(orders.payoutId)));
  const [openRefunds] = await db
    .select({ v: sql<string>`coalesce(sum(${refunds.refundAmount}), 0)` })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(eq(refunds.shopId, shopId), eq(refunds.status, 8), isNull(refunds.payoutId), isNotNull(orders.payoutId)),
    );
  return {
    orderTotals: Number(ot.v),
    refunds: Number(rf.v),
    recapAdjustments: 0,
    payouts: Number(po.paid),
    fees: Number(po.fees),
    open: Number(openOrders.v) - Number(openRefunds.v),
  };
}

/** Every payout of the shop: actual = gross - fees > 0, gross and fees the sums of its lines. */
async function payoutsConsistent(shopId: number) {
  const db = t.database.db;
  const list = await db.select().from(payouts).where(eq(payouts.shopId, shopId));
  for (const p of list) {
    const [l] = await db
      .select({
        amount: sql<string>`sum(${payoutLines.amount})`,
        admin: sql<string>`sum(${payoutLines.adminFee})`,
        vat: sql<string>`sum(${payoutLines.vat})`,
        wht: sql<string>`sum(${payoutLines.withholdingTax})`,
      })
      .from(payoutLines)
      .where(eq(payoutLines.payoutId, p.id));
    expect([Number(l.amount), Number(l.admin), Number(l.vat), Number(l.wht)]).toEqual([
      p.gross,
      p.adminFee,
      p.vat,
      p.withholdingTax,
    ]);
    expect(p.actualPayment).toBe(p.gross - p.adminFee - p.vat - p.withholdingTax - p.transferFee);
    expect(p.actualPayment).toBeGreaterThan(0);
    expect(p.transferFee).toBe(p.bank === "153" ? 0 : 7_500);
  }
  return list.length;
}

async function payAndCheck(shopId: number) {
  // Two sweeps at once (two API processes) and a third after them: the shop is paid once a day.
  const runs = await Promise.all([runPayouts(t.database.db, t.now()), runPayouts(t.database.db, t.now())]);
  expect(runs.flat().filter((no) => no.endsWith(String(shopId).padStart(6, "0"))).length).toBeLessThanOrEqual(1);
  expect(await runPayouts(t.database.db, t.now())).toEqual([]);
  expect(reconciliationGap(await ledgerOf(shopId))).toBe(0);
  await payoutsConsistent(shopId);
}

test("payouts + fees + open amounts = order totals - refunds, for any orders, refunds and fees", async () => {
  await fc.assert(
    fc.asyncProperty(caseArb, async (c) => {
      const shopId = await insertShop(c);
      const ids: number[] = [];
      for (const o of c.orders) {
        const buyer = o.priority ? buyers.priority : buyers.ordinary;
        const total = o.goods + o.deliveryFee + o.additionalFee;
        const refunding = o.status === OrderStatus.refundingAfterSale;
        const [row] = await t.database.db
          .insert(orders)
          .values({
            orderNo: `ORD-20261120-${String(900_000 + ++seq).padStart(6, "0")}`,
            shopId,
            buyerUserId: buyer.userId,
            buyerType: o.priority ? "priority" : "ordinary",
            ownerUserId,
            status: o.status,
            paymentMethod: o.bill ? 2 : 1,
            receiverName: "Budi",
            receiverPhone: "081234567890",
            receiverRegionCodes: ["31", "31.71", "31.71.01", "31.71.01.1001"],
            receiverRegencyCode: "31.71",
            receiverPostalCode: "10110",
            receiverAddress: "Jl. Uji No. 1",
            goodsAmount: o.goods,
            deliveryFee: o.deliveryFee,
            additionalFee: o.additionalFee,
            total,
            edtInitialDays: 3,
            orderTime: t.now(),
            billPaidTime: o.bill && o.billPaid ? t.now() : null,
            finishTime: o.status === OrderStatus.done || o.status === OrderStatus.unreviewed ? t.now() : null,
            statusBeforeRefund: refunding ? OrderStatus.done : null,
          })
          .returning({ id: orders.id });
        ids.push(row.id);
      }
      // Refunds that succeeded before any payout (never on canceled orders).
      const refundable = (i: number) => c.orders[i].status !== OrderStatus.canceled;
      const applyRefunds = async (when: "before" | "after" | "open") => {
        for (const [i, o] of c.orders.entries()) {
          if (!refundable(i)) continue;
          for (const r of o.refunds.filter((x) => x.when === when)) {
            const [cur] = await t.database.db.select().from(orders).where(eq(orders.id, ids[i]));
            const left = cur.total - cur.refundedAmount;
            const amount = Math.floor((left * r.share) / 100);
            if (amount <= 0) continue;
            const deliveryLeft = cur.deliveryFee - cur.refundedDeliveryFee;
            const delivery = Math.min(deliveryLeft, Math.floor((amount * r.deliveryPart) / 100));
            await addRefund(shopId, ids[i], amount, delivery, when === "open" ? 1 : 8);
          }
        }
      };
      await applyRefunds("before");
      await applyRefunds("open");
      await payAndCheck(shopId);

      t.advance(DAY);
      await applyRefunds("after");
      const later = ids.filter((_, i) => c.orders[i].completesLater && c.orders[i].status === OrderStatus.sent);
      if (later.length > 0)
        await t.database.db
          .update(orders)
          .set({ status: OrderStatus.done, finishTime: t.now() })
          .where(inArray(orders.id, later));
      // An open refund request closes: the order goes back to the status it left.
      await t.database.db
        .update(orders)
        .set({ status: OrderStatus.done, statusBeforeRefund: null, finishTime: t.now() })
        .where(and(eq(orders.shopId, shopId), eq(orders.status, OrderStatus.refundingAfterSale)));
      await payAndCheck(shopId);

      t.advance(DAY);
      await payAndCheck(shopId);
    }),
    { numRuns: 40 },
  );
}, 300_000);
