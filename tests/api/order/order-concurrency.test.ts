/**
 * Concurrent confirms (spec §5 "Insufficient stock blocks order confirm", §9): 100 orders of 1 unit for a
 * product with actual stock 10, confirmed by 100 calls at once, confirm exactly 10; the stock ends at 0 and
 * never goes below it; the 90 others are refused with the stock message and stay unconfirmed. Runs on PGlite
 * and, in the PostgreSQL pass (TEST_DATABASE_URL), with real concurrent transactions.
 */
import { eq, inArray } from "drizzle-orm";
import { items } from "../../../server/db/schema/item";
import { orders } from "../../../server/db/schema/order";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, createBuyer, createProduct, placeOrder } from "./order-helpers";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(async () => {
  await t.close();
});

test("100 concurrent confirms of 1-unit orders against stock 10 confirm exactly 10", async () => {
  const admin = await t.login("seller.active");
  const shop = await activeShop(t);
  const buyer = await createBuyer(t, "ordinary", shop.regionCodes);
  const p = await createProduct(t, shop, { stockType: 2, stockNum: 10 });
  const orderNos: string[] = [];
  for (let i = 0; i < 100; i++) orderNos.push(await placeOrder(t, buyer, shop.shopId, [{ itemId: p.id, quantity: 1 }]));

  const results = await Promise.all(
    orderNos.map((orderNo) => t.call("/api/order/ina/confirm", { orderNo }, { token: admin, lang: "en-US" })),
  );
  const ok = results.filter((r) => r.body.success);
  const refused = results.filter((r) => !r.body.success);
  expect(ok).toHaveLength(10);
  expect(refused.every((r) => r.body.code === 409 && r.body.message.startsWith("Stock is not enough"))).toBe(true);
  const [item] = await t.database.db.select({ n: items.stockNum }).from(items).where(eq(items.id, p.id));
  expect(item.n).toBe(0);
  const statuses = await t.database.db
    .select({ status: orders.status })
    .from(orders)
    .where(inArray(orders.orderNo, orderNos));
  expect(statuses.filter((s) => s.status === 0)).toHaveLength(10);
  expect(statuses.filter((s) => s.status === 5)).toHaveLength(90);
}, 120_000);
