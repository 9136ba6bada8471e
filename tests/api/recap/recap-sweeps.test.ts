/**
 * Recap sweeps with a moved clock (spec §4 "Bills and recaps", docs/architecture.md §13): nothing is
 * recapped before the month is over; a buyer silent past RECAP_BUYER_RESPONSE_DAYS accepts the disputed
 * values (written on the orders once); every sweep run twice applies its change once; the sweeps are
 * scheduler jobs.
 */
import { eq, inArray } from "drizzle-orm";
import { RECAP_BUYER_RESPONSE_DAYS_DEFAULT } from "../../../src/domain/recap-transitions";
import type { RecapDetail, RecapPage } from "../../../src/resources/recaps/schema";
import { orders } from "../../../server/db/schema/order";
import { recapEvents } from "../../../server/db/schema/settlement";
import { JOBS } from "../../../server/jobs/scheduler";
import { autoAcceptRecaps, buildRecaps } from "../../../server/modules/recap/recap-build-service";
import { createTestApp, type TestApp } from "../helpers";
import {
  activeShop,
  createBuyer,
  createProduct,
  createTemplate,
  TEST_PASSWORD,
  type ShopInfo,
  type TestBuyer,
} from "../order/order-helpers";
import { must, shipOrders, type Shipped } from "./settlement-helpers";

const DAY = 24 * 3_600_000;
let t: TestApp;
let shop: ShopInfo;
let tokens: { admin: string; platform: string };
let buyer: TestBuyer;
let shipped: Shipped;

async function relogin() {
  tokens = { admin: await t.login("seller.active"), platform: await t.login("platform.admin") };
  buyer.token = await t.login(buyer.userName, TEST_PASSWORD);
}
async function recapOf(month: string): Promise<RecapPage["data"]> {
  const res = await t.call<RecapPage>(
    "/api/recap/ina/page",
    { pageNo: 1, pageSize: 10, month, keyword: buyer.userName },
    { token: tokens.admin },
  );
  return res.body.data.data;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  shop = await activeShop(t);
  buyer = await createBuyer(t, "workshop", shop.regionCodes, { partnershipShopId: shop.shopId });
  await relogin();
  const template = await createTemplate(t, shop, {
    pricingType: 1,
    firstUnits: 1,
    firstFee: 25_000,
    additionalUnits: 1,
    additionalFee: 7_000,
  });
  const p = await createProduct(t, shop, { price: 90_000, deliveryTemplateId: template, stockNum: 100 });
  shipped = await shipOrders(
    t,
    tokens,
    buyer,
    shop,
    [[{ itemId: p.id, quantity: 1 }], [{ itemId: p.id, quantity: 2 }], [{ itemId: p.id, quantity: 4 }]],
    { paymentMethod: 2 },
  );
}, 180_000);
afterAll(async () => {
  await t.close();
});

test("the settlement sweeps are scheduler jobs, after the order timers", () => {
  const names = JOBS.map((j) => j.name);
  expect(names).toEqual(expect.arrayContaining(["recaps-build", "recaps-auto-accept", "payouts"]));
  expect(names.indexOf("payouts")).toBeGreaterThan(names.indexOf("orders-complete-unreceived"));
});

test("nothing is recapped while the month runs; in the next month it is, once", async () => {
  expect((await buildRecaps(t.database.db, t.now())).added).toBe(0);
  expect(await recapOf("2026-11")).toEqual([]);
  t.advance(11 * DAY);
  await relogin();
  const [a, b] = [await buildRecaps(t.database.db, t.now()), await buildRecaps(t.database.db, t.now())];
  expect(a.added).toBeGreaterThanOrEqual(1);
  expect(b).toEqual({ added: 0, finished: [] });
  const rows = await recapOf("2026-11");
  expect(rows).toHaveLength(1);
  expect(rows[0].lineCount).toBe(1);
});

test("a buyer silent past the deadline accepts: the adjustment is written once", async () => {
  const [row] = await recapOf("2026-11");
  const d = (await t.call<RecapDetail>("/api/recap/ina/detail", { recapNo: row.recapNo }, { token: tokens.admin })).body
    .data;
  const line = d.lines[0];
  const value = Math.max(0, line.chargedFee - 4_000);
  await must(
    t,
    "/api/recap/ina/modify",
    { recapNo: row.recapNo, lines: [{ lineId: line.lineId, value, reason: "Tarif kota sama" }] },
    tokens.admin,
  );
  t.advance(RECAP_BUYER_RESPONSE_DAYS_DEFAULT * DAY - 60_000);
  expect(await autoAcceptRecaps(t.database.db, t.now())).toEqual([]);
  t.advance(2 * 60_000);
  expect(await autoAcceptRecaps(t.database.db, t.now())).toEqual([row.recapNo]);
  expect(await autoAcceptRecaps(t.database.db, t.now())).toEqual([]);
  await relogin();
  const [after] = await recapOf("2026-11");
  expect([after.statusName, after.difference]).toEqual(["accepted", value - line.chargedFee]);
  const rows = await t.database.db.select().from(orders).where(inArray(orders.orderNo, shipped.orderNos));
  expect(rows.reduce((a, o) => a + o.deliveryFeeAdjustment, 0)).toBe(value - line.chargedFee);
  const events = await t.database.db
    .select({ move: recapEvents.move, actor: recapEvents.actor })
    .from(recapEvents)
    .where(eq(recapEvents.move, "autoAccept"));
  expect(events).toEqual([{ move: "autoAccept", actor: "system" }]);
});
