/**
 * Two answers to the same request at once (spec §4 "Refund": one answer per request): the seller's approve
 * and negotiate of one request sent together, repeated on several requests, end with exactly one of them
 * applied and the other refused with 409 invalidTransition; the request's history holds one answer. Runs
 * on PGlite and, in the PostgreSQL pass (TEST_DATABASE_URL), with real concurrent transactions (the request
 * row is locked FOR UPDATE).
 */
import { eq, inArray } from "drizzle-orm";
import { RefundStatus } from "../../../src/domain/refund";
import { refundEvents, refunds } from "../../../server/db/schema/refund";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, createProduct } from "../order/order-helpers";
import { applyBody, must, orderAt, refundBuyer } from "./refund-helpers";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(async () => {
  await t.close();
});

test("approve and negotiate of the same request at once: exactly one wins", async () => {
  const admin = await t.login("seller.active");
  const shop = await activeShop(t);
  const buyer = await refundBuyer(t, shop);
  const p = await createProduct(t, shop, { stockNum: 100, price: 60_000 });
  const refundNos: string[] = [];
  for (let i = 0; i < 5; i++) {
    const o = await orderAt(t, admin, buyer, shop, [{ itemId: p.id, quantity: 2 }], "sent");
    const { refundNo } = await must<{ refundNo: string }>(
      t,
      "/api/buyer/refund/apply",
      applyBody(o.orderNo, buyer.photo, [{ lineId: o.lineIds[0], quantity: 1 }]),
      buyer.token,
    );
    refundNos.push(refundNo);
  }
  const results = await Promise.all(
    refundNos.flatMap((refundNo) => [
      t.call("/api/refund/ina/approve", { refundNo }, { token: admin }),
      t.call("/api/refund/ina/negotiate", { refundNo, amount: 10_000, reason: "Harga nego" }, { token: admin }),
    ]),
  );
  for (let i = 0; i < refundNos.length; i++) {
    const pair = [results[2 * i], results[2 * i + 1]];
    expect(pair.filter((r) => r.body.success)).toHaveLength(1);
    expect(pair.filter((r) => !r.body.success).map((r) => r.body.code)).toEqual([409]);
  }
  const rows = await t.database.db.select().from(refunds).where(inArray(refunds.refundNo, refundNos));
  for (const r of rows) {
    expect([RefundStatus.refunding, RefundStatus.toBeModified]).toContain(r.status);
    const events = await t.database.db.select().from(refundEvents).where(eq(refundEvents.refundId, r.id));
    expect(events.map((e) => e.move).filter((m) => m !== "apply")).toHaveLength(1);
  }
}, 120_000);
