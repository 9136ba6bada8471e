/**
 * Order timers as sweeps (spec §4, DESIGN.md §1, docs/architecture.md §13): with the clock moved past each
 * deadline, unconfirmed orders expire, unpaid orders close with their stock back, sent orders complete,
 * ignored EDT requests are approved and ignored changes rejected. Running a sweep twice changes nothing
 * more; a row another transaction holds is skipped (PostgreSQL only: PGlite has one connection).
 */
import { eq } from "drizzle-orm";
import { ORDER_TIMER_DEFAULTS } from "../../../src/domain/order";
import type { OrderDetail } from "../../../src/resources/orders/schema";
import { items } from "../../../server/db/schema/item";
import { orders } from "../../../server/db/schema/order";
import { JOBS } from "../../../server/jobs/scheduler";
import { sweepOrders } from "../../../server/jobs/orders";
import { createTestApp, type TestApp } from "../helpers";
import {
  activeShop,
  createBuyer,
  createProduct,
  placeOrder,
  shipBody,
  uploadPhoto,
  TEST_PASSWORD,
  type ShopInfo,
  type TestBuyer,
} from "./order-helpers";

const HOUR = 3_600_000;
const ctx = { timers: ORDER_TIMER_DEFAULTS };
let t: TestApp;
let shop: ShopInfo;
let admin: string;
let buyer: TestBuyer;

const seller = (path: string, body: unknown) =>
  t.call<Record<string, unknown>>(`/api/order/ina/${path}`, body, { token: admin });
const detail = async (orderNo: string) =>
  (await t.call<OrderDetail>("/api/order/ina/detail", { orderNo }, { token: admin })).body.data;
const stockOf = async (itemId: number) =>
  (await t.database.db.select({ n: items.stockNum }).from(items).where(eq(items.id, itemId)))[0].n;
/** Moves the clock; sessions idle past their timeout sign in again. */
async function advance(ms: number) {
  t.advance(ms);
  admin = await t.login("seller.active");
  buyer.token = await t.login(buyer.userName, TEST_PASSWORD);
}
const sweep = (name: string) => sweepOrders(t.database.db, name, t.now(), ctx);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.login("seller.active");
  shop = await activeShop(t);
  buyer = await createBuyer(t, "ordinary", shop.regionCodes);
}, 120_000);
afterAll(async () => {
  await t.close();
});

test("every order sweep is a scheduler job", () => {
  expect(JOBS.map((j) => j.name)).toEqual(
    expect.arrayContaining([
      "orders-expire",
      "orders-close-unpaid",
      "orders-complete-unreceived",
      "orders-expire-edt",
      "orders-expire-modification",
    ]),
  );
});

test("expire, close unpaid (stock back), complete unreceived; idempotent", async () => {
  const p = await createProduct(t, shop, { stockNum: 10 });
  const unconfirmed = await placeOrder(t, buyer, shop.shopId, [{ itemId: p.id, quantity: 1 }]);
  const unpaid = await placeOrder(t, buyer, shop.shopId, [{ itemId: p.id, quantity: 2 }]);
  await seller("confirm", { orderNo: unpaid });
  expect(await stockOf(p.id)).toBe(8);

  await advance(ORDER_TIMER_DEFAULTS.confirmHours * HOUR - 60_000);
  expect(await sweep("orders-expire")).not.toContain(unconfirmed);
  await advance(2 * 60_000);
  expect(await sweep("orders-expire")).toContain(unconfirmed);
  expect(await sweep("orders-expire")).toEqual([]);
  const expired = await detail(unconfirmed);
  expect([expired.status, expired.canceledBy]).toEqual([8, "system"]);

  // The pay deadline started at the confirm, a minute after the order.
  expect(await sweep("orders-close-unpaid")).toContain(unpaid);
  expect((await detail(unpaid)).status).toBe(4);
  expect(await stockOf(p.id)).toBe(10);
  expect(await sweep("orders-close-unpaid")).toEqual([]);
  expect(await stockOf(p.id)).toBe(10);

  // Sent: completes after the receipt days.
  const bill = await createBuyer(t, "workshop", shop.regionCodes, { partnershipShopId: shop.shopId });
  const sent = await placeOrder(t, bill, shop.shopId, [{ itemId: p.id, quantity: 1 }], 2);
  await seller("confirm", { orderNo: sent });
  const doNo = (await seller("deliveryOrder/print", { orderNos: [sent] })).body.data.doNo as string;
  await seller("deliveryOrder/ship", shipBody(doNo, await uploadPhoto(t, admin)));
  expect(await sweep("orders-complete-unreceived")).toEqual([]);
  await advance(ORDER_TIMER_DEFAULTS.receiptDays * 24 * HOUR + 1);
  expect(await sweep("orders-complete-unreceived")).toEqual([sent]);
  expect((await detail(sent)).status).toBe(3);
  expect(await sweep("orders-complete-unreceived")).toEqual([]);
});

test("an ignored EDT request is approved; an ignored change is rejected with a new confirm deadline", async () => {
  const p = await createProduct(t, shop, { stockNum: 10 });
  const a = await placeOrder(t, buyer, shop.shopId, [{ itemId: p.id, quantity: 1 }]);
  await seller("confirm", { orderNo: a });
  await seller("edt/extend", { orderNo: a, days: 4, reason: "Menunggu stok pusat" });
  const b = await placeOrder(t, buyer, shop.shopId, [{ itemId: p.id, quantity: 2 }]);
  const lineId = (await detail(b)).lines[0].lineId;
  await seller("changeConfirm", {
    orderNo: b,
    lines: [{ lineId, quantity: 1, unitPrice: 1000 }],
    reason: "Stok tinggal 1",
  });

  await advance(ORDER_TIMER_DEFAULTS.edtResponseHours * HOUR + 1);
  // The change paused the confirm timer: the order did not expire meanwhile.
  expect(await sweep("orders-expire")).not.toContain(b);
  expect(await sweep("orders-expire-edt")).toEqual([a]);
  const ea = await detail(a);
  expect([ea.edt.status, ea.edt.addedDays]).toEqual([2, 4]);
  expect(await sweep("orders-expire-modification")).toEqual([b]);
  const mb = await detail(b);
  expect([mb.status, mb.modificationStatus, mb.lines[0].quantity, mb.deadline?.kind]).toEqual([5, 3, 2, "confirm"]);
  expect(await sweep("orders-expire-edt")).toEqual([]);
  expect(await sweep("orders-expire-modification")).toEqual([]);
});

test.skipIf(!process.env.TEST_DATABASE_URL)("a row another transaction holds is skipped, then swept", async () => {
  const p = await createProduct(t, shop, { stockNum: 10 });
  const held = await placeOrder(t, buyer, shop.shopId, [{ itemId: p.id, quantity: 1 }]);
  const free = await placeOrder(t, buyer, shop.shopId, [{ itemId: p.id, quantity: 1 }]);
  await advance(ORDER_TIMER_DEFAULTS.confirmHours * HOUR + 1);
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => (locked = r));
  const holder = t.database.db.transaction(async (tx) => {
    await tx.select().from(orders).where(eq(orders.orderNo, held)).for("update");
    locked();
    await released;
  });
  await isLocked;
  const first = await sweep("orders-expire");
  expect(first).toContain(free);
  expect(first).not.toContain(held);
  release();
  await holder;
  expect(await sweep("orders-expire")).toEqual([held]);
});
