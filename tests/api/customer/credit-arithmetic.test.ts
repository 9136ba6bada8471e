/**
 * Credit arithmetic, property-based (README choices "credit", "credit hold"; src/domain/customer.ts): for
 * random limits and random bill-payment orders in every status, paid through a bill or not, the credit
 * service answers used = the total of the unsettled ones, used + available = limit, and the hold of a new
 * order triggers exactly when its total is above the available credit (never at total == available).
 */
import fc from "fast-check";
import { and, eq } from "drizzle-orm";
import { OrderStatus } from "../../../src/domain/order";
import { orders } from "../../../server/db/schema/order";
import { partnerships } from "../../../server/db/schema/partnership";
import { billHoldOf, creditOf } from "../../../server/modules/customer/credit-service";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, createBuyer, type ShopInfo } from "../order/order-helpers";
import { insertBillOrder } from "./customer-helpers";

let t: TestApp;
let shop: ShopInfo;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  shop = await activeShop(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const STATUSES = Object.values(OrderStatus);
const order = fc.record({
  total: fc.integer({ min: 0, max: 50_000_000 }),
  status: fc.constantFrom(...STATUSES),
  billPaid: fc.boolean(),
  paymentMethod: fc.constantFrom(1, 2),
});

test("used + available = limit, and the hold triggers exactly above the available credit", async () => {
  const buyer = await createBuyer(t, "workshop", shop.regionCodes, { partnershipShopId: shop.shopId, creditLimit: 0 });
  const db = t.database.db;
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: 200_000_000 }),
      fc.array(order, { maxLength: 8 }),
      fc.integer({ min: 1, max: 1_000_000 }),
      async (limit, list, extra) => {
        await db.delete(orders).where(and(eq(orders.shopId, shop.shopId), eq(orders.buyerUserId, buyer.userId)));
        await db
          .update(partnerships)
          .set({ creditLimit: limit })
          .where(and(eq(partnerships.shopId, shop.shopId), eq(partnerships.buyerUserId, buyer.userId)));
        for (const o of list) await insertBillOrder(t, shop, buyer.userId, o);
        const expectedUsed = list
          .filter(
            (o) =>
              o.paymentMethod === 2 &&
              !o.billPaid &&
              o.status !== OrderStatus.canceled &&
              o.status !== OrderStatus.closed,
          )
          .reduce((s, o) => s + o.total, 0);
        const credit = await creditOf(db, shop.shopId, buyer.userId, t.now());
        expect(credit.used).toBe(expectedUsed);
        expect(credit.used + credit.available).toBe(limit);
        const hold = (total: number) =>
          db.transaction((tx) => billHoldOf(tx, shop.shopId, buyer.userId, total, t.now()));
        if (credit.available >= 0) expect(await hold(credit.available)).toBeNull();
        expect(await hold(Math.max(credit.available, 0) + extra)).toBe("overLimit");
        if (credit.available > 0) expect(await hold(credit.available - 1)).toBeNull();
      },
    ),
    { numRuns: 40 },
  );
}, 120_000);
