/**
 * Consignment deadlines as sweeps (server/jobs/consignments.ts; README choices CONSIGN_* timers): with the
 * clock moved past each deadline, requests and offers nobody answers close (expire), shipments the buyer does
 * not confirm are received for it (autoReceive), and refunds waiting for the buyer's change or shipment close
 * (expire). Nothing moves a minute early; a second run moves nothing (each exactly once).
 */
import { CONSIGN_TIMER_DEFAULTS, ConsignRefundStatus, ConsignStatus } from "../../../src/domain/consign";
import { ORDER_TIMER_DEFAULTS } from "../../../src/domain/order";
import type { ConsignDetail } from "../../../src/resources/consignments/schema";
import type { ConsignRefundDetail } from "../../../src/resources/consign-refunds/schema";
import { sweepConsignments } from "../../../server/jobs/consignments";
import { JOBS } from "../../../server/jobs/scheduler";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, createProduct, TEST_PASSWORD, type ShopInfo, type TestBuyer } from "../order/order-helpers";
import { stockOf } from "../refund/refund-helpers";
import { consignAt, consignPartner, must, partnerStock } from "./consign-helpers";

const DAY = 24 * 3_600_000;
const MINUTE = 60_000;
const ctx = { timers: ORDER_TIMER_DEFAULTS, consignTimers: CONSIGN_TIMER_DEFAULTS };
let t: TestApp;
let shop: ShopInfo;
let admin: string;
let buyer: TestBuyer;

const sweep = (name: string) => sweepConsignments(t.database.db, name, t.now(), ctx);
const status = async (consignNo: string) =>
  (await t.call<ConsignDetail>("/api/consign/ina/detail", { consignNo }, { token: admin })).body.data.status;
const refundStatus = async (refundNo: string) =>
  (await t.call<ConsignRefundDetail>("/api/consign-refund/ina/detail", { refundNo }, { token: admin })).body.data
    .status;
/** Moves the clock; sessions idle past their timeout sign in again. */
async function advance(ms: number) {
  t.advance(ms);
  admin = await t.login("seller.active");
  buyer.token = await t.login(buyer.userName, TEST_PASSWORD);
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.login("seller.active");
  shop = await activeShop(t);
  buyer = await consignPartner(t, shop);
}, 120_000);
afterAll(async () => {
  await t.close();
});

test("every consignment sweep is a scheduler job", () => {
  expect(JOBS.map((j) => j.name)).toEqual(
    expect.arrayContaining(["consignments-expire", "consignments-auto-receive", "consign-refunds-expire"]),
  );
});

test("unanswered requests and offers expire at their deadline, exactly once", async () => {
  const p = await createProduct(t, shop, { stockNum: 50 });
  const request = await consignAt(t, admin, buyer, shop, [{ itemId: p.id, qty: 2 }], "request");
  const offered = await consignAt(t, admin, buyer, shop, [{ itemId: p.id, qty: 2 }], "offer");
  await advance(CONSIGN_TIMER_DEFAULTS.answerDays * DAY - MINUTE);
  expect(await sweep("consignments-expire")).toEqual([]);
  await advance(2 * MINUTE);
  expect((await sweep("consignments-expire")).sort()).toEqual([request, offered].sort());
  expect(await sweep("consignments-expire")).toEqual([]);
  expect([await status(request), await status(offered)]).toEqual([ConsignStatus.closed, ConsignStatus.closed]);
  expect(await stockOf(t, p.id)).toBe(50);
});

test("a shipment the buyer does not confirm is received by the timer; stock counted once", async () => {
  const p = await createProduct(t, shop, { stockNum: 10 });
  const shipped = await consignAt(t, admin, buyer, shop, [{ itemId: p.id, qty: 4 }], "onDelivery");
  expect(await stockOf(t, p.id)).toBe(6);
  await advance(CONSIGN_TIMER_DEFAULTS.autoReceiveDays * DAY - MINUTE);
  expect(await sweep("consignments-auto-receive")).toEqual([]);
  await advance(2 * MINUTE);
  expect(await sweep("consignments-auto-receive")).toEqual([shipped]);
  expect(await sweep("consignments-auto-receive")).toEqual([]);
  expect(await status(shipped)).toBe(ConsignStatus.done);
  expect(await stockOf(t, p.id)).toBe(6);
  expect((await partnerStock(t, shop.shopId, buyer.userId, p.id)).onHand).toBe(4);
});

test("refunds waiting for the buyer's change or shipment close at their deadline, exactly once", async () => {
  const p = await createProduct(t, shop, { stockNum: 20 });
  await consignAt(t, admin, buyer, shop, [{ itemId: p.id, qty: 6 }], "done");
  const apply = async () =>
    (
      await must<{ refundNo: string }>(
        t,
        "/api/buyer/consign-refund/create",
        { shopId: shop.shopId, items: [{ itemId: p.id, qty: 1 }], reason: "Barang tidak laku di wilayah kami" },
        buyer.token,
      )
    ).refundNo;
  const toModify = await apply();
  const toShip = await apply();
  const waiting = await apply();
  await must(
    t,
    "/api/consign-refund/ina/askModify",
    { refundNo: toModify, reason: "Jumlah barang tidak sesuai" },
    admin,
  );
  await must(t, "/api/consign-refund/ina/accept", { refundNo: toShip }, admin);
  await advance(CONSIGN_TIMER_DEFAULTS.refundAnswerDays * DAY - MINUTE);
  expect(await sweep("consign-refunds-expire")).toEqual([]);
  await advance(2 * MINUTE);
  expect((await sweep("consign-refunds-expire")).sort()).toEqual([toModify, toShip].sort());
  expect(await sweep("consign-refunds-expire")).toEqual([]);
  expect([await refundStatus(toModify), await refundStatus(toShip), await refundStatus(waiting)]).toEqual([
    ConsignRefundStatus.closed,
    ConsignRefundStatus.closed,
    ConsignRefundStatus.waitingProcessing,
  ]);
  // Closed refunds free their units again: 6 on hand, 1 still in the open refund.
  const stock = await t.call<{ itemId: number; free: number }[]>(
    "/api/buyer/consign/stock",
    { shopId: shop.shopId },
    {
      token: buyer.token,
    },
  );
  expect(stock.body.data.find((r) => r.itemId === p.id)?.free).toBe(5);
});
