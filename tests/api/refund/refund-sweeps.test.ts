/**
 * Return and refund deadlines as sweeps (spec §4 "If supplier or buyer does not respond in time there is
 * automatic approval or cancellation", DESIGN.md §1): with the clock moved past each deadline, requests the
 * seller ignores are approved (refund -> refunding, return -> to be shipped), offers the buyer ignores are
 * cancelled (to be modified and supplier reject product), returns not shipped are cancelled, and returned
 * parts not confirmed are received (stock back). Nothing moves a minute early; a second run moves nothing.
 */
import { OrderStatus, ORDER_TIMER_DEFAULTS } from "../../../src/domain/order";
import { RefundStatus, REFUND_TIMER_DEFAULTS } from "../../../src/domain/refund";
import type { RefundDetail } from "../../../src/resources/refunds/schema";
import { sweepRefunds } from "../../../server/jobs/refunds";
import { JOBS } from "../../../server/jobs/scheduler";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, createProduct, TEST_PASSWORD, type ShopInfo } from "../order/order-helpers";
import { applyBody, must, orderAt, orderRow, refundBuyer, stockOf } from "./refund-helpers";

const HOUR = 3_600_000;
const MINUTE = 60_000;
const ctx = { timers: ORDER_TIMER_DEFAULTS, refundTimers: REFUND_TIMER_DEFAULTS };
let t: TestApp;
let shop: ShopInfo;
let admin: string;
let buyer: Awaited<ReturnType<typeof refundBuyer>>;

const sweep = (name: string) => sweepRefunds(t.database.db, name, t.now(), ctx);
const status = async (refundNo: string) =>
  (await t.call<RefundDetail>("/api/refund/ina/detail", { refundNo }, { token: admin })).body.data.status;
/** Moves the clock; sessions idle past their timeout sign in again. */
async function advance(ms: number) {
  t.advance(ms);
  admin = await t.login("seller.active");
  buyer.token = await t.login(buyer.userName, TEST_PASSWORD);
}
/** A request on a new sent order of one line of 3 units of a product with stock 10. */
async function request(method: 1 | 2) {
  const p = await createProduct(t, shop, { stockNum: 10, price: 40_000 });
  const o = await orderAt(t, admin, buyer, shop, [{ itemId: p.id, quantity: 3 }], "sent");
  const { refundNo } = await must<{ refundNo: string }>(
    t,
    "/api/buyer/refund/apply",
    applyBody(o.orderNo, buyer.photo, [{ lineId: o.lineIds[0], quantity: 2 }], { method }),
    buyer.token,
  );
  return { refundNo, orderNo: o.orderNo, itemId: p.id };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.login("seller.active");
  shop = await activeShop(t);
  buyer = await refundBuyer(t, shop);
}, 120_000);
afterAll(async () => {
  await t.close();
});

test("every refund sweep is a scheduler job", () => {
  expect(JOBS.map((j) => j.name)).toEqual(
    expect.arrayContaining([
      "refunds-auto-approve",
      "refunds-expire-offer",
      "refunds-expire-shipment",
      "refunds-auto-confirm-receipt",
    ]),
  );
});

test("the seller's silence approves (refund: refunding, return: to be shipped), once", async () => {
  const refund = await request(1);
  const ret = await request(2);
  await advance(REFUND_TIMER_DEFAULTS.sellerResponseHours * HOUR - MINUTE);
  expect(await sweep("refunds-auto-approve")).toEqual([]);
  await advance(2 * MINUTE);
  expect(await sweep("refunds-auto-approve")).toEqual(expect.arrayContaining([refund.refundNo, ret.refundNo]));
  expect(await sweep("refunds-auto-approve")).toEqual([]);
  expect(await status(refund.refundNo)).toBe(RefundStatus.refunding);
  expect(await status(ret.refundNo)).toBe(RefundStatus.toBeShipped);
  const d = (await t.call<RefundDetail>("/api/refund/ina/detail", { refundNo: refund.refundNo }, { token: admin })).body
    .data;
  expect(d.refundAmount).toBe(d.originalAmount);
  expect(d.events.at(-1)).toMatchObject({ move: "autoApproveRefund", actor: "system" });

  // The return the buyer does not ship is cancelled after the ship days; the order is sent again.
  await advance(REFUND_TIMER_DEFAULTS.buyerShipDays * 24 * HOUR - 2 * MINUTE);
  expect(await sweep("refunds-expire-shipment")).toEqual([]);
  await advance(2 * MINUTE);
  expect(await sweep("refunds-expire-shipment")).toContain(ret.refundNo);
  expect(await sweep("refunds-expire-shipment")).toEqual([]);
  expect(await status(ret.refundNo)).toBe(RefundStatus.cancel);
  expect((await orderRow(t, ret.orderNo)).status).toBe(OrderStatus.sent);
});

test("an offer the buyer ignores (negotiated or rejected) is cancelled, once", async () => {
  const negotiated = await request(1);
  const rejected = await request(1);
  await must(
    t,
    "/api/refund/ina/negotiate",
    { refundNo: negotiated.refundNo, amount: 1_000, reason: "Harga turun" },
    admin,
  );
  await must(t, "/api/refund/ina/reject", { refundNo: rejected.refundNo, amount: 0, reason: "Tidak rusak" }, admin);
  await advance(REFUND_TIMER_DEFAULTS.buyerResponseHours * HOUR - MINUTE);
  expect(await sweep("refunds-expire-offer")).toEqual([]);
  await advance(2 * MINUTE);
  expect(await sweep("refunds-expire-offer")).toEqual(expect.arrayContaining([negotiated.refundNo, rejected.refundNo]));
  expect(await sweep("refunds-expire-offer")).toEqual([]);
  expect(await status(negotiated.refundNo)).toBe(RefundStatus.cancel);
  expect(await status(rejected.refundNo)).toBe(RefundStatus.cancel);
  expect((await orderRow(t, negotiated.orderNo)).status).toBe(OrderStatus.sent);
});

test("returned parts the seller does not confirm are received for it: stock back, refunding, once", async () => {
  const ret = await request(2);
  await must(t, "/api/refund/ina/approve", { refundNo: ret.refundNo }, admin);
  await must(
    t,
    "/api/buyer/refund/ship",
    { refundNo: ret.refundNo, courierName: "SiCepat", deliveryNo: "SC-778899", photo: buyer.photo },
    buyer.token,
  );
  const stock = await stockOf(t, ret.itemId);
  await advance(REFUND_TIMER_DEFAULTS.sellerReceiptDays * 24 * HOUR - MINUTE);
  expect(await sweep("refunds-auto-confirm-receipt")).toEqual([]);
  await advance(2 * MINUTE);
  expect(await sweep("refunds-auto-confirm-receipt")).toEqual([ret.refundNo]);
  expect(await sweep("refunds-auto-confirm-receipt")).toEqual([]);
  expect(await status(ret.refundNo)).toBe(RefundStatus.refunding);
  expect(await stockOf(t, ret.itemId)).toBe(stock + 2);
});
