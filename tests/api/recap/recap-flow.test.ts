/**
 * Delivery-fee recaps end to end (spec §2 /order RecapDeliveryFee and its detail routes, §4 "Bills and
 * recaps", §5 'Please Fill Value and Reason'): orders shipped in November through the order routes are
 * recapped in December per shop, buyer and month, one line per logistic number; the seller disputes a line
 * (value and reason required), the buyer rejects, the seller disputes again, the buyer accepts and the
 * difference lands on the orders' deliveryFeeAdjustment (exact integer sum); the platform processes and
 * records the buyer's payment; the payout sweep pays the difference. Moves outside the table answer 409.
 */
import { eq, inArray } from "drizzle-orm";
import type { FieldError } from "../../../src/domain/wire";
import type { RecapDetail, RecapLogisticDetail, RecapPage, RecapTabCounts } from "../../../src/resources/recaps/schema";
import type { PayoutDetail } from "../../../src/resources/payments/schema";
import { orders } from "../../../server/db/schema/order";
import { recapLines, recaps } from "../../../server/db/schema/settlement";
import { buildRecaps } from "../../../server/modules/recap/recap-build-service";
import { runPayouts } from "../../../server/modules/payment/payout-service";
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
let first: Shipped;
let second: Shipped;
let recapNo: string;

async function relogin() {
  tokens = { admin: await t.login("seller.active"), platform: await t.login("platform.admin") };
  buyer.token = await t.login(buyer.userName, TEST_PASSWORD);
}
const seller = <T>(path: string, body: unknown) =>
  t.call<T>(`/api/recap/ina/${path}`, body, { token: tokens.admin, lang: "en-US" });
const detail = async () => (await seller<RecapDetail>("detail", { recapNo })).body.data;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  shop = await activeShop(t);
  buyer = await createBuyer(t, "ordinary", shop.regionCodes);
  await relogin();
  const template = await createTemplate(t, shop, {
    pricingType: 1,
    firstUnits: 1,
    firstFee: 20_000,
    additionalUnits: 1,
    additionalFee: 5_000,
  });
  const p = await createProduct(t, shop, { price: 150_000, deliveryTemplateId: template, stockNum: 500 });
  // Two orders on one delivery order, one on another: two logistic numbers.
  first = await shipOrders(t, tokens, buyer, shop, [[{ itemId: p.id, quantity: 1 }], [{ itemId: p.id, quantity: 3 }]], {
    receive: true,
  });
  second = await shipOrders(t, tokens, buyer, shop, [[{ itemId: p.id, quantity: 2 }]], { receive: true });
  // Into December: November's delivery orders are recapped.
  t.advance(12 * DAY);
  await relogin();
}, 180_000);
afterAll(async () => {
  await t.close();
});

test("the build sweep recaps last month's delivery orders once: one recap per buyer and month, one line per logistic number", async () => {
  const built = await buildRecaps(t.database.db, t.now());
  expect(built.added).toBeGreaterThanOrEqual(2);
  const again = await buildRecaps(t.database.db, t.now());
  expect(again).toEqual({ added: 0, finished: [] });

  const res = await seller<RecapPage>("page", { pageNo: 1, pageSize: 10, month: "2026-11", keyword: buyer.userName });
  expect(res.body.data.rowCount).toBe(1);
  const row = res.body.data.data[0];
  recapNo = row.recapNo;
  expect(row).toMatchObject({ month: "2026-11", statusName: "unconfirmed", lineCount: 2, difference: 0 });
  expect(row.chargedTotal).toBe(row.acceptedTotal);
  expect(res.body.data.totals.chargedTotal).toBe(row.chargedTotal);

  const d = await detail();
  expect(d.lines.map((l) => l.logisticNo).sort()).toEqual([first.trackingNo, second.trackingNo].sort());
  expect(d.moves.sort()).toEqual(["confirm", "dispute"]);
  const line = d.lines.find((l) => l.logisticNo === first.trackingNo)!;
  expect(line.orderCount).toBe(2);
  const dos = await t.database.db.select().from(orders).where(inArray(orders.orderNo, first.orderNos));
  expect(line.chargedFee).toBe(dos.reduce((a, o) => a + o.deliveryFee, 0));
  expect(line.chargedFee).toBeGreaterThan(0);

  const lg = await seller<RecapLogisticDetail>("logisticNo", { recapNo, logisticNo: first.trackingNo });
  expect(lg.body.data.orders.map((o) => o.orderNo).sort()).toEqual([...first.orderNos].sort());
  const counts = await seller<RecapTabCounts>("counts", { keyword: buyer.userName });
  expect(counts.body.data).toMatchObject({ all: 1, unconfirmed: 1, waitingConfirmations: 0 });
});

test("a disputed line needs a value and a reason: 'Please Fill Value and Reason', nothing changed", async () => {
  const d = await detail();
  const lineId = d.lines[0].lineId;
  for (const line of [{ lineId, value: 30_000 }, { lineId, reason: "Tarif kurir salah" }, { lineId }]) {
    const res = await seller<{ errors: FieldError[] }>("modify", { recapNo, lines: [line] });
    expect(res.body.code).toBe(400);
    expect(res.body.data.errors.map((e) => e.message)).toContain("Please Fill Value and Reason");
  }
  const id = await t.call<{ errors: FieldError[] }>(
    "/api/recap/ina/modify",
    { recapNo, lines: [{ lineId }] },
    { token: tokens.admin, lang: "id-ID" },
  );
  expect(id.body.data.errors.map((e) => e.message)).toContain("Mohon Isi Nilai dan Alasan");
  expect((await detail()).statusName).toBe("unconfirmed");
});

test("dispute, buyer rejects, dispute again, buyer accepts: the difference is spread over the orders exactly", async () => {
  const d = await detail();
  const line = d.lines.find((l) => l.logisticNo === first.trackingNo)!;
  const value = line.chargedFee + 10_001;
  const disputed = await seller<{ status: number }>("modify", {
    recapNo,
    lines: [{ lineId: line.lineId, value, reason: "Berat paket 2 kg" }],
  });
  expect(disputed.body.data.status).toBe(6);
  expect((await detail()).deadline).not.toBeNull();
  // The seller waits for the buyer: its moves are refused.
  expect((await seller("confirm", { recapNo })).body.code).toBe(409);

  const rejected = await must<{ status: number }>(t, "/api/buyer/recap/reject", { recapNo }, buyer.token);
  expect(rejected.status).toBe(8);
  const afterReject = await detail();
  expect(afterReject.lines.find((l) => l.lineId === line.lineId)!.statusName).toBe("rejected");
  expect(afterReject.moves.sort()).toEqual(["confirm", "dispute"]);

  await must(
    t,
    "/api/recap/ina/modify",
    { recapNo, lines: [{ lineId: line.lineId, value, reason: "Berat paket 2 kg, lihat foto" }] },
    tokens.admin,
  );
  const accepted = await must<{ status: number }>(t, "/api/buyer/recap/accept", { recapNo }, buyer.token);
  expect(accepted.status).toBe(9);

  const after = await detail();
  const l = after.lines.find((x) => x.lineId === line.lineId)!;
  expect([l.statusName, l.acceptedFee, l.disputedValue]).toEqual(["accepted", value, value]);
  expect(after.difference).toBe(10_001);
  const rows = await t.database.db.select().from(orders).where(inArray(orders.orderNo, first.orderNos));
  expect(rows.reduce((a, o) => a + o.deliveryFeeAdjustment, 0)).toBe(10_001);
  expect(rows.every((o) => Number.isInteger(o.deliveryFeeAdjustment))).toBe(true);
  // The other logistic number's order is untouched.
  const [other] = await t.database.db.select().from(orders).where(eq(orders.orderNo, second.orderNos[0]));
  expect(other.deliveryFeeAdjustment).toBe(0);
  // Accepting twice is refused and writes nothing more.
  const twice = await t.call("/api/buyer/recap/accept", { recapNo }, { token: buyer.token, lang: "en-US" });
  expect(twice.body.code).toBe(409);
});

test("the platform processes and records the buyer's payment; the payout sweep pays the difference once", async () => {
  expect((await must<{ status: number }>(t, "/api/platform/recap/process", { recapNo }, tokens.platform)).status).toBe(
    7,
  );
  expect((await must<{ status: number }>(t, "/api/platform/recap/pay", { recapNo }, tokens.platform)).status).toBe(2);
  const made = await runPayouts(t.database.db, t.now());
  expect(made.length).toBeGreaterThanOrEqual(1);
  expect(await runPayouts(t.database.db, t.now())).toEqual([]);
  const d = await detail();
  expect(d.statusName).toBe("alreadyPaid");
  const [row] = await t.database.db.select().from(recaps).where(eq(recaps.recapNo, recapNo));
  expect(row.payoutId).not.toBeNull();
  const payoutNo = made.find((no) => no.endsWith(String(shop.shopId).padStart(6, "0")))!;
  const payout = await must<PayoutDetail>(t, "/api/payment/ina/detail", { payoutNo }, tokens.admin);
  const recapLine = payout.lines.find((x) => x.kind === "recap")!;
  expect([recapLine.refNo, recapLine.amount, recapLine.adminFee, recapLine.withholdingTax]).toEqual([
    recapNo,
    10_001,
    0,
    0,
  ]);
  expect(d.events.map((e) => e.move)).toEqual([
    "finishGenerating",
    "dispute",
    "reject",
    "dispute",
    "accept",
    "process",
    "pay",
    "settle",
  ]);
});

test("another buyer cannot answer this recap, and a line of another recap is refused", async () => {
  const stranger = await createBuyer(t, "ordinary", shop.regionCodes);
  const res = await t.call("/api/buyer/recap/accept", { recapNo }, { token: stranger.token, lang: "en-US" });
  expect([res.body.code, res.body.message]).toEqual([404, "Delivery fee recap not found"]);
  const lines = await t.database.db.select({ id: recapLines.id }).from(recapLines);
  expect(lines.length).toBeGreaterThan(0);
});
