/**
 * Orders end to end through the three sides (spec §3 "Order", §4 "Orders", §5 "Orders and stock",
 * "Shipment", §6): the buyer creates (refusals, totals and delivery fee computed by the API), the seller
 * confirms / cancels / changes / asks for EDT days, the buyer pays and answers, the platform settles,
 * every allowed and refused move of src/domain/order-transitions.ts through the routes, stock taken and
 * given back, messages and activities.
 */
import { and, eq } from "drizzle-orm";
import { activities } from "../../../server/db/schema/access";
import { items } from "../../../server/db/schema/item";
import { systemMessages } from "../../../server/db/schema/message";
import { orderEvents, orders } from "../../../server/db/schema/order";
import type { OrderDetail } from "../../../src/resources/orders/schema";
import { createTestApp, type TestApp } from "../helpers";
import {
  activeShop,
  createBuyer,
  createProduct,
  createTemplate,
  placeOrder,
  shipBody,
  uploadPhoto,
  type ShopInfo,
  type TestBuyer,
} from "./order-helpers";

let t: TestApp;
let shop: ShopInfo;
let admin: string;
let platform: string;
let ordinary: TestBuyer;
let priority: TestBuyer;

const stockOf = async (itemId: number) =>
  (await t.database.db.select({ n: items.stockNum }).from(items).where(eq(items.id, itemId)))[0].n;
const detail = async (orderNo: string) =>
  (await t.call<OrderDetail>("/api/order/ina/detail", { orderNo }, { token: admin })).body.data;
const seller = (path: string, body: unknown, lang = "en-US") =>
  t.call<Record<string, unknown>>(`/api/order/ina/${path}`, body, { token: admin, lang });
const asBuyer = (b: TestBuyer, path: string, body: unknown, lang = "en-US") =>
  t.call<Record<string, unknown>>(`/api/buyer/order/${path}`, body, { token: b.token, lang });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.login("seller.active");
  platform = await t.login("platform.admin");
  shop = await activeShop(t);
  ordinary = await createBuyer(t, "ordinary", shop.regionCodes);
  priority = await createBuyer(t, "priority", shop.regionCodes, { partnershipShopId: shop.shopId });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("buyer create", () => {
  test("totals, discounts and the delivery fee are computed by the API; a body's totals are ignored", async () => {
    const regency = shop.regionCodes[1];
    const tpl = await createTemplate(
      t,
      shop,
      { pricingType: 1, firstUnits: 1, firstFee: 10_000, additionalUnits: 1, additionalFee: 5_000 },
      [{ regencyCodes: [regency], firstUnits: 2, firstFee: 20_000, additionalUnits: 2, additionalFee: 7_000 }],
    );
    const a = await createProduct(t, shop, {
      priceTiers: [
        { minQty: 1, maxQty: 4, price: 100_000 },
        { minQty: 5, maxQty: null, price: 90_000 },
      ],
      discountTenths: 100,
      buyerDiscountTenths: 200,
      deliveryTemplateId: tpl,
    });
    const b = await createProduct(t, shop, { price: 50_000, deliveryTemplateId: tpl, stockType: 3, stockNum: 0 });
    const res = await t.call<{ orderNo: string }>(
      "/api/buyer/order/create",
      {
        shopId: shop.shopId,
        items: [
          { itemId: a.id, quantity: 5 },
          { itemId: b.id, quantity: 1 },
        ],
        addressId: priority.addressId,
        paymentMethod: 1,
        total: 1,
        deliveryFee: 0,
      },
      { token: priority.token },
    );
    expect(res.body.success, res.body.message).toBe(true);
    expect(res.body.data.orderNo).toMatch(/^ORD-20261120-\d{6}$/);
    const d = await detail(res.body.data.orderNo);
    // Tier 5+ = 90,000 x 5 = 450,000, priority buyer discount 20% -> 360,000; b 50,000 no discount.
    expect(d.lines.map((l) => [l.unitPrice, l.quantity, l.discountTenths, l.amount])).toEqual([
      [90_000, 5, 200, 360_000],
      [50_000, 1, 0, 50_000],
    ]);
    // 6 packages in the receiver's area: 20,000 + ceil(4/2) x 7,000 = 34,000.
    expect(d.deliveryFee).toBe(34_000);
    expect(d.goodsAmount).toBe(410_000);
    expect(d.total).toBe(444_000);
    expect(d.status).toBe(5);
    expect(d.statusName).toBe("waitingProcessing");
    expect(d.edt.initialDays).toBe(7);
    expect(d.deadline?.kind).toBe("confirm");
    expect(d.unpaidGoodsWarning).toBe(false);
    expect(d.moves).toEqual(expect.arrayContaining(["confirm", "cancel", "proposeModification"]));
    expect(d.moves).not.toContain("confirmOnBill");
    // Outside the area the default rule applies: 10,000 + 5 x 5,000.
    const other = await createBuyer(t, "priority", ["11", "11.01", "11.01.01", "11.01.01.2001"]);
    const no = await placeOrder(t, other, shop.shopId, [{ itemId: a.id, quantity: 6 }]);
    expect((await detail(no)).deliveryFee).toBe(35_000);
  });

  test("the buyer's refusals: not in sale, wrong platform, below minimum, no tier, other shop, stock, address", async () => {
    const cases: [Record<string, unknown>, { code: number; message: string; path?: string }][] = [];
    const notInSale = await createProduct(t, shop, { reviewStatus: 7 });
    const b2bOnly = await createProduct(t, shop, { tradePlatforms: [1] });
    const min5 = await createProduct(t, shop, { minBuyQty: 5 });
    const tierFrom3 = await createProduct(t, shop, { priceTiers: [{ minQty: 3, maxQty: null, price: 1000 }] });
    const otherShopItem = (
      await t.database.db.select({ id: items.id, shopId: items.shopId }).from(items).limit(2000)
    ).find((r) => r.shopId !== shop.shopId)!;
    const short = await createProduct(t, shop, { stockNum: 2 });
    cases.push(
      [
        { items: [{ itemId: notInSale.id, quantity: 1 }] },
        { code: 400, message: `${notInSale.partNo} is not on sale.`, path: "items.0.itemId" },
      ],
      [
        { items: [{ itemId: b2bOnly.id, quantity: 1 }] },
        { code: 400, message: `${b2bOnly.partNo} is not sold to this buyer type.`, path: "items.0.itemId" },
      ],
      [
        { items: [{ itemId: min5.id, quantity: 4 }] },
        { code: 400, message: `${min5.partNo} needs at least 5 per order.`, path: "items.0.quantity" },
      ],
      [
        { items: [{ itemId: tierFrom3.id, quantity: 2 }] },
        { code: 400, message: `${tierFrom3.partNo} has no price for quantity 2.`, path: "items.0.quantity" },
      ],
      [
        { items: [{ itemId: otherShopItem.id, quantity: 1 }] },
        { code: 400, message: "All products of one order must come from the chosen shop.", path: "items.0.itemId" },
      ],
      [
        { items: [{ itemId: 99_999_999, quantity: 1 }] },
        { code: 400, message: expect.any(String) as unknown as string, path: "items.0.itemId" },
      ],
      [
        { items: [{ itemId: short.id, quantity: 3 }] },
        { code: 409, message: `Stock is not enough for ${short.partNo}: 2 left, 3 ordered.` },
      ],
      [
        { items: [{ itemId: short.id, quantity: 1 }], addressId: priority.addressId },
        { code: 400, message: expect.any(String) as unknown as string, path: "addressId" },
      ],
    );
    const before = await t.database.db.$count(orders);
    for (const [over, want] of cases) {
      const res = await t.call<{ errors?: { path: string }[] }>(
        "/api/buyer/order/create",
        { shopId: shop.shopId, items: [], addressId: ordinary.addressId, paymentMethod: 1, ...over },
        { token: ordinary.token, lang: "en-US" },
      );
      expect([res.body.code, res.body.message]).toEqual([want.code, want.message]);
      if (want.path) expect(res.body.data?.errors?.map((e) => e.path)).toContain(want.path);
    }
    expect(await t.database.db.$count(orders)).toBe(before);
    // The same B2B-only product is fine for a priority (B2B) buyer.
    await expect(placeOrder(t, priority, shop.shopId, [{ itemId: b2bOnly.id, quantity: 1 }])).resolves.toMatch(/^ORD-/);
  });

  test("bill payment needs an active partnership; an order over the credit left is created on credit hold", async () => {
    const p = await createProduct(t, shop, { price: 400_000 });
    const none = await createBuyer(t, "workshop", shop.regionCodes);
    const inactive = await createBuyer(t, "workshop", shop.regionCodes, {
      partnershipShopId: shop.shopId,
      partnershipStatus: "inactive",
    });
    const limited = await createBuyer(t, "workshop", shop.regionCodes, {
      partnershipShopId: shop.shopId,
      creditLimit: 1_000_000,
    });
    for (const b of [none, inactive]) {
      const res = await asBuyer(b, "create", {
        shopId: shop.shopId,
        items: [{ itemId: p.id, quantity: 1 }],
        addressId: b.addressId,
        paymentMethod: 2,
      });
      expect([res.body.code, res.body.message]).toEqual([
        409,
        "Bill payment is only for buyers with terms of payment.",
      ]);
    }
    await placeOrder(t, limited, shop.shopId, [{ itemId: p.id, quantity: 2 }], 2); // 800,000 of 1,000,000
    const over = await asBuyer(limited, "create", {
      shopId: shop.shopId,
      items: [{ itemId: p.id, quantity: 1 }],
      addressId: limited.addressId,
      paymentMethod: 2,
    });
    // Over the credit left (README choices "credit hold"): created, waiting for the seller's release.
    expect(over.body.code).toBe(200);
    const held = await detail(String(over.body.data.orderNo));
    expect([held.creditHold, held.creditHoldReason]).toEqual([1, "overLimit"]);
    expect(held.moves).toContain("cancel");
    expect(held.moves).not.toContain("confirmOnBill");
    // A normal-payment order is still fine.
    await expect(placeOrder(t, limited, shop.shopId, [{ itemId: p.id, quantity: 1 }], 1)).resolves.toMatch(/^ORD-/);
  });
});

describe("the life of an order through the routes", () => {
  test("normal payment: confirm takes stock, pay, settle, print, ship, receipt; messages and activities", async () => {
    const p = await createProduct(t, shop, { stockNum: 10 });
    const orderNo = await placeOrder(t, ordinary, shop.shopId, [{ itemId: p.id, quantity: 3 }]);
    expect(await stockOf(p.id)).toBe(10);
    const unread = await t.database.db.$count(
      systemMessages,
      and(eq(systemMessages.userId, shop.adminUserId), eq(systemMessages.type, "order.created")),
    );
    expect(unread).toBeGreaterThan(0);

    // Refused before confirm: pay (buyer), ship, receipt, settle.
    const pay0 = await asBuyer(ordinary, "pay", { orderNo, paymentType: "va-bca" });
    expect([pay0.body.code, pay0.body.message]).toEqual([
      409,
      "This order cannot do that now (status: Waiting for processing).",
    ]);
    expect((await asBuyer(ordinary, "confirmReceipt", { orderNo })).body.code).toBe(409);

    const c = await seller("confirm", { orderNo });
    expect(c.body.data).toEqual({ orderNo, status: 0 });
    expect(await stockOf(p.id)).toBe(7);
    expect((await seller("confirm", { orderNo })).body.code).toBe(409);
    expect((await detail(orderNo)).deadline?.kind).toBe("pay");

    const pay = await t.call<{ paymentNo: string; status: number }>(
      "/api/buyer/order/pay",
      { orderNo, paymentType: "va-bca" },
      { token: ordinary.token },
    );
    expect(pay.body.data.status).toBe(7);
    expect(pay.body.data.paymentNo).toMatch(/^8808\d{12}$/);
    const wrong = await t.call(
      "/api/platform/order/settlePayment",
      { orderNo, paymentNo: "880800000000000" },
      { token: platform, lang: "en-US" },
    );
    expect([wrong.body.code, wrong.body.message]).toEqual([409, "The payment number does not match."]);
    const settle = await t.call(
      "/api/platform/order/settlePayment",
      { orderNo, paymentNo: pay.body.data.paymentNo },
      { token: platform },
    );
    expect(settle.body.data).toEqual({ orderNo, status: 1 });
    expect((await detail(orderNo)).paymentTime).not.toBeNull();
    // Paid: cancel refused (only 5 and 0 cancel).
    expect((await seller("cancel", { orderNo, reason: "The buyer asked to cancel the order" })).body.code).toBe(409);

    // Ship is refused before print.
    const printed = await seller("deliveryOrder/print", { orderNos: [orderNo] });
    expect(printed.body.success, printed.body.message).toBe(true);
    const doNo = printed.body.data.doNo as string;
    expect(doNo).toMatch(/^DO-20261120-\d{6}$/);
    const upload = await uploadPhoto(t, admin);
    const ship = await seller("deliveryOrder/ship", shipBody(doNo, upload));
    expect(ship.body.success, ship.body.message).toBe(true);
    const sent = await detail(orderNo);
    expect([sent.status, sent.logisticNo, sent.shippingStatus, sent.deadline?.kind]).toEqual([
      2,
      "JNE-123456",
      1,
      "receipt",
    ]);
    const acts = await t.database.db
      .select({ type: activities.activityType })
      .from(activities)
      .where(and(eq(activities.recordId, doNo)));
    expect(acts.map((a) => a.type).sort()).toEqual(["orderShipmentErp", "uploadDo"]);

    const done = await asBuyer(ordinary, "confirmReceipt", { orderNo });
    expect(done.body.data).toEqual({ orderNo, status: 3 });
    const events = await t.database.db
      .select({ move: orderEvents.move })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .where(eq(orders.orderNo, orderNo));
    expect(events.map((e) => e.move)).toEqual([
      "create",
      "confirm",
      "pay",
      "settlePayment",
      "printDeliveryOrder",
      "ship",
      "confirmReceipt",
    ]);
    const msgs = await t.database.db
      .select({ type: systemMessages.type })
      .from(systemMessages)
      .where(eq(systemMessages.userId, shop.adminUserId));
    expect(msgs.map((m) => m.type)).toEqual(expect.arrayContaining(["order.created", "order.paid", "order.received"]));
    // Final: nothing moves any more.
    expect((await asBuyer(ordinary, "confirmReceipt", { orderNo })).body.code).toBe(409);
  });

  test("bill payment: confirm goes straight to paid (on the bill)", async () => {
    const p = await createProduct(t, shop, { stockNum: 5 });
    const orderNo = await placeOrder(t, priority, shop.shopId, [{ itemId: p.id, quantity: 1 }], 2);
    expect((await seller("confirm", { orderNo })).body.data).toEqual({ orderNo, status: 1 });
    expect((await asBuyer(priority, "pay", { orderNo, paymentType: "va-bca" })).body.code).toBe(409);
  });

  test("cancel: from 5 no stock moves, from 0 the confirmed stock comes back; reason of 10+ characters", async () => {
    const p = await createProduct(t, shop, { stockNum: 10 });
    const a = await placeOrder(t, ordinary, shop.shopId, [{ itemId: p.id, quantity: 4 }]);
    const short = await seller("cancel", { orderNo: a, reason: "short" });
    expect(short.body.code).toBe(400);
    expect((await seller("cancel", { orderNo: a, reason: "The buyer asked to cancel the order" })).body.data).toEqual({
      orderNo: a,
      status: 8,
    });
    expect(await stockOf(p.id)).toBe(10);
    const b = await placeOrder(t, ordinary, shop.shopId, [{ itemId: p.id, quantity: 4 }]);
    await seller("confirm", { orderNo: b });
    expect(await stockOf(p.id)).toBe(6);
    await seller("cancel", { orderNo: b, reason: "The stock of this part has run out" });
    expect(await stockOf(p.id)).toBe(10);
    const d = await detail(b);
    expect([d.status, d.cancelReason, d.canceledBy]).toEqual([8, "The stock of this part has run out", "seller"]);
  });

  test("insufficient stock refuses the confirm with the part, stock and quantity, changing nothing", async () => {
    const p = await createProduct(t, shop, { stockNum: 5 });
    const a = await placeOrder(t, ordinary, shop.shopId, [{ itemId: p.id, quantity: 4 }]);
    const b = await placeOrder(t, ordinary, shop.shopId, [{ itemId: p.id, quantity: 4 }]);
    await seller("confirm", { orderNo: a });
    const res = await seller("confirm", { orderNo: b });
    expect([res.body.code, res.body.message]).toEqual([409, `Stock is not enough for ${p.partNo}: 1 left, 4 ordered.`]);
    expect(await stockOf(p.id)).toBe(1);
    expect((await detail(b)).status).toBe(5);
  });

  test("unlimited stock resets at 100, third-party stock is never taken", async () => {
    const u = await createProduct(t, shop, { stockType: 1, stockNum: 105 });
    const third = await createProduct(t, shop, { stockType: 3, stockNum: 0 });
    const o = await placeOrder(t, ordinary, shop.shopId, [
      { itemId: u.id, quantity: 5 },
      { itemId: third.id, quantity: 50 },
    ]);
    await seller("confirm", { orderNo: o });
    expect([await stockOf(u.id), await stockOf(third.id)]).toEqual([1000, 0]);
  });

  test("bulk confirm: each order on its own, one refusal does not stop the others", async () => {
    const p = await createProduct(t, shop, { stockNum: 3 });
    const nos = [];
    for (let i = 0; i < 3; i++) nos.push(await placeOrder(t, ordinary, shop.shopId, [{ itemId: p.id, quantity: 2 }]));
    const res = await t.call<{ results: { orderNo: string; ok: boolean; message?: string }[] }>(
      "/api/order/ina/confirm/batch",
      { orderNos: nos },
      { token: admin, lang: "en-US" },
    );
    expect(res.body.data.results.map((r) => r.ok)).toEqual([true, false, false]);
    expect(res.body.data.results[1].message).toContain("Stock is not enough");
    expect(await stockOf(p.id)).toBe(1);
  });

  test("change before confirm: propose, buyer accepts (lines, totals, fee recomputed) or rejects", async () => {
    const tpl = await createTemplate(t, shop, {
      pricingType: 1,
      firstUnits: 1,
      firstFee: 10_000,
      additionalUnits: 1,
      additionalFee: 1_000,
    });
    const p = await createProduct(t, shop, { price: 20_000, deliveryTemplateId: tpl });
    const o = await placeOrder(t, ordinary, shop.shopId, [{ itemId: p.id, quantity: 2 }]);
    const lineId = (await detail(o)).lines[0].lineId;
    const noChange = await seller("changeConfirm", {
      orderNo: o,
      lines: [{ lineId, quantity: 2, unitPrice: 20_000 }],
      reason: "Harga naik",
    });
    expect([noChange.body.code, noChange.body.message]).toEqual([400, expect.stringContaining("Change at least one")]);
    const unknown = await seller("changeConfirm", {
      orderNo: o,
      lines: [{ lineId: lineId + 999, quantity: 1, unitPrice: 1 }],
      reason: "Harga naik",
    });
    expect(unknown.body.code).toBe(400);
    const ok = await seller("changeConfirm", {
      orderNo: o,
      lines: [{ lineId, quantity: 3, unitPrice: 18_000 }],
      reason: "Stok tinggal 3",
    });
    expect(ok.body.data).toEqual({ orderNo: o, status: 5 });
    const waiting = await detail(o);
    expect([waiting.statusName, waiting.deadline?.kind, waiting.proposedLines]).toEqual([
      "waitingModified",
      "modification",
      [{ lineId, quantity: 3, unitPrice: 18_000 }],
    ]);
    expect((await seller("confirm", { orderNo: o })).body.code).toBe(409);
    expect(
      (
        await seller("changeConfirm", {
          orderNo: o,
          lines: [{ lineId, quantity: 1, unitPrice: 1 }],
          reason: "Lagi lagi",
        })
      ).body.code,
    ).toBe(409);
    const acc = await asBuyer(ordinary, "modification/answer", { orderNo: o, accept: true });
    expect(acc.body.data).toEqual({ orderNo: o, status: 5 });
    const after = await detail(o);
    expect([
      after.lines[0].quantity,
      after.lines[0].unitPrice,
      after.goodsAmount,
      after.deliveryFee,
      after.total,
    ]).toEqual([3, 18_000, 54_000, 12_000, 66_000]);
    expect([after.modificationStatus, after.deadline?.kind]).toEqual([2, "confirm"]);
    expect((await asBuyer(ordinary, "modification/answer", { orderNo: o, accept: false })).body.code).toBe(409);

    const o2 = await placeOrder(t, ordinary, shop.shopId, [{ itemId: p.id, quantity: 2 }]);
    const line2 = (await detail(o2)).lines[0].lineId;
    await seller("changeConfirm", {
      orderNo: o2,
      lines: [{ lineId: line2, quantity: 1, unitPrice: 20_000 }],
      reason: "Stok tinggal 1",
    });
    await asBuyer(ordinary, "modification/answer", { orderNo: o2, accept: false });
    const rejected = await detail(o2);
    expect([rejected.modificationStatus, rejected.lines[0].quantity, rejected.proposedLines]).toEqual([3, 2, null]);
    expect((await seller("confirm", { orderNo: o2 })).body.success).toBe(true);
  });

  test("EDT extension: seller asks, buyer approves (days added) or rejects; not before confirm", async () => {
    const p = await createProduct(t, shop);
    const o = await placeOrder(t, ordinary, shop.shopId, [{ itemId: p.id, quantity: 1 }]);
    const early = await seller("edt/extend", { orderNo: o, days: 3, reason: "Menunggu stok pusat" });
    expect(early.body.code).toBe(409);
    await seller("confirm", { orderNo: o });
    expect((await seller("edt/extend", { orderNo: o, days: 0, reason: "Menunggu stok pusat" })).body.code).toBe(400);
    expect((await seller("edt/extend", { orderNo: o, days: 3, reason: "Menunggu stok pusat" })).body.success).toBe(
      true,
    );
    expect((await seller("edt/extend", { orderNo: o, days: 3, reason: "Menunggu stok pusat" })).body.code).toBe(409);
    await asBuyer(ordinary, "edt/answer", { orderNo: o, accept: true });
    let d = await detail(o);
    expect([d.edt.status, d.edt.addedDays, d.edt.totalDays]).toEqual([2, 3, 6]);
    await seller("edt/extend", { orderNo: o, days: 2, reason: "Kurir terlambat" });
    await asBuyer(ordinary, "edt/answer", { orderNo: o, accept: false });
    d = await detail(o);
    expect([d.edt.status, d.edt.addedDays]).toEqual([3, 3]);
    expect((await asBuyer(ordinary, "edt/answer", { orderNo: o, accept: true })).body.code).toBe(409);
  });

  test("a buyer reaches only its own orders; another shop's order no answers not found", async () => {
    const p = await createProduct(t, shop);
    const o = await placeOrder(t, ordinary, shop.shopId, [{ itemId: p.id, quantity: 1 }]);
    const res = await asBuyer(priority, "detail", { orderNo: o });
    expect([res.body.code, res.body.message]).toEqual([404, "Order not found."]);
    expect((await asBuyer(priority, "confirmReceipt", { orderNo: o })).body.code).toBe(404);
    const mine = await t.call<{ rowCount: number }>(
      "/api/buyer/order/page",
      { pageNo: 1, pageSize: 10 },
      { token: ordinary.token },
    );
    expect(mine.body.data.rowCount).toBeGreaterThan(0);
    const special = await t.login("seller.special");
    expect((await t.call("/api/order/ina/detail", { orderNo: o }, { token: special })).body.code).toBe(404);
    expect((await t.call("/api/order/ina/confirm", { orderNo: o }, { token: special })).body.code).toBe(404);
    expect((await detail(o)).status).toBe(5);
  });
});
