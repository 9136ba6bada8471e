/**
 * Payment history end to end (spec §3 "Payment history", §9 transfer fee and admin fee): the daily payout
 * pays finished normal-payment orders and bill-payment orders whose bill is paid, with admin fee (1.5%,
 * not for bill orders of priority buyers), VAT (11% of the admin fee), withholding tax (0.5%, none with an
 * SKB) and transfer fee (Rp 7.500, free for Bank Sinarmas); a refund of an order already paid out is taken
 * back the next day with its fees; the page totals every payout under the filters, the detail lists the
 * lines and the export is an xlsx Excel opens. Running the sweep twice a day pays once.
 */
import ExcelJS from "exceljs";
import { eq, sql } from "drizzle-orm";
import { applyRate } from "../../../src/domain/settlement";
import type { PaymentExportFile, PayoutDetail, PayoutPage } from "../../../src/resources/payments/schema";
import { orders } from "../../../server/db/schema/order";
import { refunds } from "../../../server/db/schema/refund";
import { shops } from "../../../server/db/schema/shop";
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
import { must, shipOrders } from "../recap/settlement-helpers";

const DAY = 24 * 3_600_000;
let t: TestApp;
let shop: ShopInfo;
let tokens: { admin: string; platform: string };
let ordinary: TestBuyer;
let priority: TestBuyer;
let itemId: number;
let normalOrderNo: string;
let billOrderNo: string;
let firstPayoutNo: string;

async function relogin() {
  tokens = { admin: await t.login("seller.active"), platform: await t.login("platform.admin") };
  ordinary.token = await t.login(ordinary.userName, TEST_PASSWORD);
  priority.token = await t.login(priority.userName, TEST_PASSWORD);
}
const orderRow = async (orderNo: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0];
const goodsOf = (o: { total: number; deliveryFee: number; additionalFee: number }) =>
  o.total - o.deliveryFee - o.additionalFee;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  shop = await activeShop(t);
  ordinary = await createBuyer(t, "ordinary", shop.regionCodes);
  priority = await createBuyer(t, "priority", shop.regionCodes, { partnershipShopId: shop.shopId });
  await relogin();
  await t.database.db
    .update(shops)
    .set({ bank: "014", application: sql`${shops.application} - 'skbDocument'` })
    .where(eq(shops.id, shop.shopId));
  const template = await createTemplate(t, shop, {
    pricingType: 1,
    firstUnits: 1,
    firstFee: 18_000,
    additionalUnits: 1,
    additionalFee: 4_000,
  });
  itemId = (await createProduct(t, shop, { price: 1_234_567, deliveryTemplateId: template, stockNum: 100 })).id;
  normalOrderNo = (await shipOrders(t, tokens, ordinary, shop, [[{ itemId, quantity: 2 }]], { receive: true }))
    .orderNos[0];
  billOrderNo = (await shipOrders(t, tokens, priority, shop, [[{ itemId, quantity: 1 }]], { paymentMethod: 2 }))
    .orderNos[0];
}, 180_000);
afterAll(async () => {
  await t.close();
});

test("a bill-payment order waits for its bill; the daily payout pays both with the spec's fees, once", async () => {
  const first = await runPayouts(t.database.db, t.now());
  // Only the done normal order is due: the bill order's bill is not paid yet.
  expect(first).toHaveLength(1);
  firstPayoutNo = first[0];
  expect((await orderRow(billOrderNo)).payoutId).toBeNull();
  expect(await runPayouts(t.database.db, t.now())).toEqual([]);

  const d = await must<PayoutDetail>(t, "/api/payment/ina/detail", { payoutNo: firstPayoutNo }, tokens.admin);
  const o = await orderRow(normalOrderNo);
  const goods = goodsOf(o);
  const adminFee = applyRate(goods, 150);
  const vat = applyRate(adminFee, 1100);
  const wht = applyRate(goods, 50);
  expect(d.lines).toEqual([
    {
      kind: "order",
      refNo: normalOrderNo,
      orderNo: normalOrderNo,
      amount: o.total,
      goodsAmount: goods,
      adminFee,
      vat,
      withholdingTax: wht,
    },
  ]);
  expect(d).toMatchObject({ gross: o.total, adminFee, vat, withholdingTax: wht, transferFee: 7_500, bank: "014" });
  expect(d.actualPayment).toBe(o.total - adminFee - vat - wht - 7_500);
  expect(o.payoutId).not.toBeNull();

  // The bill is paid (the bills module sets billPaidTime): the next day pays it, admin fee on the buyer.
  await t.database.db.update(orders).set({ billPaidTime: t.now() }).where(eq(orders.orderNo, billOrderNo));
  t.advance(DAY);
  await relogin();
  const second = await runPayouts(t.database.db, t.now());
  expect(second).toHaveLength(1);
  const d2 = await must<PayoutDetail>(t, "/api/payment/ina/detail", { payoutNo: second[0] }, tokens.admin);
  const b = await orderRow(billOrderNo);
  expect(d2.lines).toEqual([
    {
      kind: "order",
      refNo: billOrderNo,
      orderNo: billOrderNo,
      amount: b.total,
      goodsAmount: goodsOf(b),
      adminFee: 0,
      vat: 0,
      withholdingTax: applyRate(goodsOf(b), 50),
    },
  ]);
});

test("a refund of a paid-out order is taken back with its fees; Bank Sinarmas pays no transfer fee; an SKB no withholding tax", async () => {
  const o = await orderRow(normalOrderNo);
  const refundAmount = 250_000;
  await t.database.db.insert(refunds).values({
    refundNo: "RFD-20261122-900001",
    shopId: o.shopId,
    orderId: o.id,
    buyerUserId: o.buyerUserId,
    ownerUserId: o.ownerUserId,
    method: 1,
    receiptStatus: 1,
    status: 8,
    reason: "damaged",
    note: "Kampas retak",
    photos: [],
    productAmount: refundAmount,
    originalAmount: refundAmount,
    refundAmount,
    applyTime: t.now(),
    finishTime: t.now(),
  });
  await t.database.db.update(orders).set({ refundedAmount: refundAmount }).where(eq(orders.id, o.id));
  // Another finished order the same day, so the payout is positive.
  const more = (await shipOrders(t, tokens, ordinary, shop, [[{ itemId, quantity: 3 }]], { receive: true }))
    .orderNos[0];
  await t.database.db
    .update(shops)
    .set({ bank: "153", application: sql`${shops.application} || '{"skbDocument":"uploads/skb.png"}'::jsonb` })
    .where(eq(shops.id, shop.shopId));
  t.advance(DAY);
  await relogin();
  const [payoutNo] = await runPayouts(t.database.db, t.now());
  const d = await must<PayoutDetail>(t, "/api/payment/ina/detail", { payoutNo }, tokens.admin);
  const m = await orderRow(more);
  const refundLine = d.lines.find((l) => l.kind === "refund")!;
  expect(refundLine).toEqual({
    kind: "refund",
    refNo: "RFD-20261122-900001",
    orderNo: normalOrderNo,
    amount: -refundAmount,
    goodsAmount: -refundAmount,
    adminFee: -applyRate(refundAmount, 150),
    vat: applyRate(-applyRate(refundAmount, 150), 1100),
    withholdingTax: 0,
  });
  expect(d.lines.find((l) => l.kind === "order")!.refNo).toBe(more);
  expect(d).toMatchObject({ transferFee: 0, withholdingTax: 0, gross: m.total - refundAmount, bank: "153" });
  expect(d.adminFee).toBe(applyRate(goodsOf(m), 150) - applyRate(refundAmount, 150));
  const [r] = await t.database.db.select().from(refunds).where(eq(refunds.refundNo, "RFD-20261122-900001"));
  expect(r.payoutId).not.toBeNull();
  // Nothing is paid twice.
  t.advance(DAY);
  expect(await runPayouts(t.database.db, t.now())).toEqual([]);
});

test("the page totals every payout under the day range; the export holds them in Excel", async () => {
  await relogin();
  const all = await must<PayoutPage>(t, "/api/payment/ina/page", { pageNo: 1, pageSize: 2 }, tokens.admin);
  expect(all.rowCount).toBe(3);
  expect(all.data).toHaveLength(2);
  const every = await must<PayoutPage>(t, "/api/payment/ina/page", { pageNo: 1, pageSize: 10 }, tokens.admin);
  const sum = (k: "gross" | "actualPayment" | "adminFee") => every.data.reduce((a, r) => a + r[k], 0);
  expect(all.totals).toMatchObject({
    gross: sum("gross"),
    actualPayment: sum("actualPayment"),
    adminFee: sum("adminFee"),
  });
  const firstDay = await must<PayoutPage>(
    t,
    "/api/payment/ina/page",
    { pageNo: 1, pageSize: 10, from: "2026-11-20", to: "2026-11-20" },
    tokens.admin,
  );
  expect(firstDay.data.map((r) => r.payoutNo)).toEqual([firstPayoutNo]);
  const bad = await t.call(
    "/api/payment/ina/page",
    { pageNo: 1, pageSize: 10, from: "2026-11-22", to: "2026-11-20" },
    { token: tokens.admin },
  );
  expect(bad.body.code).toBe(400);

  const file = await must<PaymentExportFile>(t, "/api/payment/ina/export", {}, tokens.admin);
  expect(file.fileName).toMatch(/^payments-.*\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(file.contentBase64, "base64") as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  // Header, three payouts, totals.
  expect(sheet.rowCount).toBe(5);
  expect(sheet.getRow(5).getCell(11).value).toBe(every.totals.actualPayment);
});

test("another shop's payout answers not found", async () => {
  const special = await t.login("seller.special");
  const res = await t.call("/api/payment/ina/detail", { payoutNo: firstPayoutNo }, { token: special, lang: "en-US" });
  expect([res.body.code, res.body.message]).toEqual([404, "Payment not found"]);
  const list = await t.call<PayoutPage>("/api/payment/ina/page", { pageNo: 1, pageSize: 10 }, { token: special });
  expect(list.body.data.rowCount).toBe(0);
});
