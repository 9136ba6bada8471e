/**
 * The demo settlement (server/seed/demo-settlement.ts; issue part 6 "recaps and a year of payouts for the
 * demo shop"): seller.active sees recaps in every status a seller meets and a payment history reaching back
 * a year, every payout's actual payment its gross less its fees, and the demo shop's books reconcile.
 */
import { and, eq, or, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import { OrderStatus } from "../../../src/domain/order";
import { recapStatusName } from "../../../src/domain/recap-transitions";
import type { PayoutPage } from "../../../src/resources/payments/schema";
import type { RecapTabCounts } from "../../../src/resources/recaps/schema";
import { orders } from "../../../server/db/schema/order";
import { refunds } from "../../../server/db/schema/refund";
import { payouts, recaps } from "../../../server/db/schema/settlement";
import type { TestApp } from "../helpers";
import { activeShop } from "../order/order-helpers";

/** Registers these checks against the seeded demo app `app()` (tests/api/seed/demo-seed.test.ts seeds it once). */
export function describeDemoSettlement(app: () => TestApp): void {
  describe("the demo recaps and payouts", () => {
    let t: TestApp;
    let token: string;
    let shopId: number;

    beforeAll(async () => {
      t = app();
      token = await t.login("seller.active");
      shopId = (await activeShop(t)).shopId;
    }, 300_000);

    test("recaps in every status a seller meets", async () => {
      const rows = await t.database.db.select({ status: recaps.status }).from(recaps).where(eq(recaps.shopId, shopId));
      const names = new Set(rows.map((r) => recapStatusName(r.status)));
      for (const name of [
        "unconfirmed",
        "waitingConfirmations",
        "buyerRejected",
        "accepted",
        "toBeProcessed",
        "waitingPayment",
        "toBePaid",
        "alreadyPaid",
      ])
        expect([name, names.has(name as never)]).toEqual([name, true]);
      const counts = await t.call<RecapTabCounts>("/api/recap/ina/counts", {}, { token });
      expect(counts.body.data.all).toBe(rows.length);
    });

    test("a year of payouts, each reconciling, and the shop's books reconcile", async () => {
      const page = await t.call<PayoutPage>("/api/payment/ina/page", { pageNo: 1, pageSize: 100 }, { token });
      expect(page.body.data.rowCount).toBeGreaterThan(60);
      const [span] = await t.database.db
        .select({ first: sql<string>`min(${payouts.payoutDate})`, last: sql<string>`max(${payouts.payoutDate})` })
        .from(payouts)
        .where(eq(payouts.shopId, shopId));
      const days = (Date.parse(span.last) - Date.parse(span.first)) / 86_400_000;
      expect(days).toBeGreaterThan(330);
      for (const p of page.body.data.data) {
        expect(p.actualPayment).toBe(p.gross - p.adminFee - p.vat - p.withholdingTax - p.transferFee);
        expect(p.actualPayment).toBeGreaterThan(0);
      }
      const db = t.database.db;
      // Orders the buyer paid (or will pay): not canceled or closed unpaid; an order closed because every unit was
      // refunded (src/domain/order-transitions.ts closeRefunded) was paid, and its refund counts below.
      const counted = and(
        eq(orders.shopId, shopId),
        or(notInArray(orders.status, [OrderStatus.canceled, OrderStatus.closed]), sql`${orders.refundedAmount} > 0`),
      );
      const one = async (q: Promise<{ v: string }[]>) => Number((await q)[0].v);
      const totals = await one(
        db
          .select({ v: sql<string>`coalesce(sum(${orders.total}), 0)` })
          .from(orders)
          .where(counted),
      );
      const refunded = await one(
        db
          .select({ v: sql<string>`coalesce(sum(${refunds.refundAmount}), 0)` })
          .from(refunds)
          .where(and(eq(refunds.shopId, shopId), eq(refunds.status, 8))),
      );
      const paid = await one(
        db
          .select({
            v: sql<string>`coalesce(sum(${payouts.actualPayment} + ${payouts.adminFee} + ${payouts.vat} + ${payouts.withholdingTax} + ${payouts.transferFee}), 0)`,
          })
          .from(payouts)
          .where(eq(payouts.shopId, shopId)),
      );
      const openOrders = await one(
        db
          .select({ v: sql<string>`coalesce(sum(${orders.total} - ${orders.refundedAmount}), 0)` })
          .from(orders)
          .where(and(counted, isNull(orders.payoutId))),
      );
      const openRefunds = await one(
        db
          .select({ v: sql<string>`coalesce(sum(${refunds.refundAmount}), 0)` })
          .from(refunds)
          .innerJoin(orders, eq(orders.id, refunds.orderId))
          .where(
            and(
              eq(refunds.shopId, shopId),
              eq(refunds.status, 8),
              isNull(refunds.payoutId),
              isNotNull(orders.payoutId),
            ),
          ),
      );
      const recapPaid = await one(
        db
          .select({ v: sql<string>`coalesce(sum(${recaps.acceptedTotal} - ${recaps.chargedTotal}), 0)` })
          .from(recaps)
          .where(and(eq(recaps.shopId, shopId), isNotNull(recaps.payoutId))),
      );
      expect(paid + openOrders - openRefunds).toBe(totals - refunded + recapPaid);
    });
  });
}
