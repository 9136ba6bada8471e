/**
 * The consignment path through the API (spec §4 "Consign", §5 "Consign needs at least 1 item"; README choices
 * "Consignment"): request -> offer -> confirm -> ship -> receive -> sale -> refund -> ship back -> confirm
 * receipt, with the shop's stock and the partner's on hand checked at each step (a unit is never counted
 * twice), and the refusals a caller would meet: no item, not a partner, a product not of the shop, stock
 * short at the offer and at the shipment, on hand exceeded, a move the table refuses, another buyer's or
 * another shop's consignment.
 */
import { and, eq } from "drizzle-orm";
import { ConsignRefundStatus, ConsignStatus } from "../../../src/domain/consign";
import type {
  ConsignCounts,
  ConsignDetail,
  ConsignRow,
  SellThroughRow,
} from "../../../src/resources/consignments/schema";
import type { ConsignRefundDetail } from "../../../src/resources/consign-refunds/schema";
import type { Page } from "../../../src/domain/wire";
import { positions } from "../../../server/db/schema/access";
import { users } from "../../../server/db/schema/auth";
import { customers } from "../../../server/db/schema/customer";
import { items } from "../../../server/db/schema/item";
import { systemMessages } from "../../../server/db/schema/message";
import { hashPassword } from "../../../server/modules/user/password";
import { createTestApp, sha256Hex, type TestApp } from "../helpers";
import { activeShop, createProduct, type ShopInfo, type TestBuyer } from "../order/order-helpers";
import { stockOf } from "../refund/refund-helpers";
import { consignAt, consignPartner, createBody, must, partnerStock, shipBody } from "./consign-helpers";

let t: TestApp;
let shop: ShopInfo;
let admin: string;
let buyer: TestBuyer;

const detail = async (consignNo: string) =>
  (await t.call<ConsignDetail>("/api/consign/ina/detail", { consignNo }, { token: admin })).body.data;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.login("seller.active");
  shop = await activeShop(t);
  buyer = await consignPartner(t, shop);
}, 120_000);
afterAll(async () => {
  await t.close();
});

test("request to refund receipt: the shop's stock and the partner's on hand at each step", async () => {
  const p = await createProduct(t, shop, { stockNum: 20, price: 80_000 });
  const q = await createProduct(t, shop, { stockNum: 9 });
  const messagesBefore = (await t.database.db.select().from(systemMessages)).length;
  const { consignNo } = await must<{ consignNo: string }>(
    t,
    "/api/buyer/consign/create",
    await createBody(t, shop, [
      { itemId: p.id, qty: 6 },
      { itemId: q.id, qty: 2 },
    ]),
    buyer.token,
  );
  expect(consignNo).toMatch(/^CSG-\d{8}-\d{6}$/);
  expect((await t.database.db.select().from(systemMessages)).length).toBeGreaterThan(messagesBefore);
  let d = await detail(consignNo);
  expect([d.status, d.moves.sort(), d.itemCount, d.qtyRequest, d.qtyOffer]).toEqual([
    ConsignStatus.buyerApply,
    ["offer", "reject"],
    2,
    8,
    null,
  ]);
  expect(d.items.map((l) => l.shopStock)).toEqual([20, 9]);

  // The offer: 5 of p at 70,000, q dropped; the shop's stock is only checked.
  await must(
    t,
    "/api/consign/ina/offer",
    {
      consignNo,
      items: [
        { itemId: p.id, qtyOffer: 5, unitPrice: 70_000 },
        { itemId: q.id, qtyOffer: 0, unitPrice: 1 },
      ],
      edtInitialDays: 4,
    },
    admin,
  );
  d = await detail(consignNo);
  expect([d.status, d.totalPrice, d.qtyOffer, d.edtInitialDays]).toEqual([ConsignStatus.waitingConfirm, 350_000, 5, 4]);
  expect(d.items.map((l) => [l.qtyOffer, l.amount])).toEqual([
    [5, 350_000],
    [0, null],
  ]);
  expect(await stockOf(t, p.id)).toBe(20);

  await must(t, "/api/buyer/consign/confirmOffer", { consignNo }, buyer.token);
  await must(
    t,
    "/api/consign/ina/extendEdt",
    { consignNo, days: 2, reason: "Menunggu kiriman dari gudang pusat" },
    admin,
  );
  d = await detail(consignNo);
  expect([d.status, d.edtInitialDays, d.edtAdditionalDays, d.canExtendEdt]).toEqual([
    ConsignStatus.waitingDelivered,
    4,
    2,
    true,
  ]);
  expect(await stockOf(t, p.id)).toBe(20);

  await must(t, "/api/consign/ina/ship", await shipBody(t, admin, consignNo), admin);
  expect(await stockOf(t, p.id)).toBe(15);
  expect(await stockOf(t, q.id)).toBe(9);
  expect(await partnerStock(t, shop.shopId, buyer.userId, p.id)).toEqual({
    placed: 5,
    sold: 0,
    returned: 0,
    onHand: 5,
  });
  expect(await partnerStock(t, shop.shopId, buyer.userId, q.id)).toEqual({
    placed: 0,
    sold: 0,
    returned: 0,
    onHand: 0,
  });

  await must(t, "/api/buyer/consign/receive", { consignNo }, buyer.token);
  d = await detail(consignNo);
  expect([d.status, d.moves, d.history.map((h) => h.move)]).toEqual([
    ConsignStatus.done,
    [],
    ["create", "offer", "confirmOffer", "extendEdt", "ship", "receive"],
  ]);
  // Receipt moves nothing: the units were counted once, at the shipment.
  expect(await stockOf(t, p.id)).toBe(15);

  await must(
    t,
    "/api/buyer/consign/sale",
    { shopId: shop.shopId, itemId: p.id, qty: 2, unitPrice: 90_000 },
    buyer.token,
  );
  expect(await partnerStock(t, shop.shopId, buyer.userId, p.id)).toEqual({
    placed: 5,
    sold: 2,
    returned: 0,
    onHand: 3,
  });

  const { refundNo } = await must<{ refundNo: string }>(
    t,
    "/api/buyer/consign-refund/create",
    { shopId: shop.shopId, items: [{ itemId: p.id, qty: 2 }], reason: "Barang tidak laku di wilayah kami" },
    buyer.token,
  );
  // Two units are promised back: only one is free for a sale or another refund.
  const sale = await t.call(
    "/api/buyer/consign/sale",
    { shopId: shop.shopId, itemId: p.id, qty: 2, unitPrice: 90_000 },
    {
      token: buyer.token,
      lang: "en-US",
    },
  );
  expect([sale.body.code, sale.body.message]).toEqual([
    409,
    "The quantity exceeds the consignment stock at the partner",
  ]);
  const second = await t.call(
    "/api/buyer/consign-refund/create",
    { shopId: shop.shopId, items: [{ itemId: p.id, qty: 2 }], reason: "Barang tidak laku di wilayah kami" },
    { token: buyer.token },
  );
  expect(second.body.code).toBe(409);
  const stock = await t.call<{ itemId: number; onHand: number; inRefund: number; free: number }[]>(
    "/api/buyer/consign/stock",
    { shopId: shop.shopId },
    { token: buyer.token },
  );
  expect(stock.body.data.find((r) => r.itemId === p.id)).toMatchObject({ onHand: 3, inRefund: 2, free: 1 });

  const r0 = (await t.call<ConsignRefundDetail>("/api/consign-refund/ina/detail", { refundNo }, { token: admin })).body
    .data;
  expect([r0.status, r0.totalAmount, r0.items.map((l) => [l.qty, l.unitPrice, l.onHand])]).toEqual([
    ConsignRefundStatus.waitingProcessing,
    140_000,
    [[2, 70_000, 3]],
  ]);
  await must(t, "/api/consign-refund/ina/accept", { refundNo }, admin);
  await must(t, "/api/buyer/consign-refund/ship", { refundNo, courier: "JNE", deliveryNo: "JNE-RET-01" }, buyer.token);
  expect(await stockOf(t, p.id)).toBe(15);
  await must(t, "/api/consign-refund/ina/confirmReceipt", { refundNo }, admin);
  expect(await stockOf(t, p.id)).toBe(17);
  expect(await partnerStock(t, shop.shopId, buyer.userId, p.id)).toEqual({
    placed: 5,
    sold: 2,
    returned: 2,
    onHand: 1,
  });
  // Shop stock + partner on hand + sold = what the shop had.
  expect(17 + 1 + 2).toBe(20);

  const report = await t.call<Page<SellThroughRow>>(
    "/api/consign/ina/sellThrough",
    { pageNo: 1, pageSize: 10, buyerUserId: buyer.userId },
    { token: admin },
  );
  expect(report.body.data.data.find((r) => r.itemId === p.id)).toMatchObject({
    placed: 5,
    sold: 2,
    returned: 2,
    onHand: 1,
    soldAmount: 180_000,
    sellThrough: 400,
  });
});

test("a consignment needs at least 1 item; only active partners may ask; only the shop's products in sale", async () => {
  const p = await createProduct(t, shop, { stockNum: 5 });
  const empty = await t.call("/api/buyer/consign/create", await createBody(t, shop, []), {
    token: buyer.token,
    lang: "en-US",
  });
  expect(empty.body.code).toBe(400);
  expect(JSON.stringify(empty.body.data)).toContain("A consignment needs at least 1 item");

  const inactive = await consignPartner(t, shop, "inactive");
  const refused = await t.call("/api/buyer/consign/create", await createBody(t, shop, [{ itemId: p.id, qty: 1 }]), {
    token: inactive.token,
    lang: "en-US",
  });
  expect([refused.body.code, refused.body.message]).toEqual([
    409,
    "Consignment is for active partners of this shop only",
  ]);

  const [special] = await t.database.db.select().from(users).where(eq(users.userName, "seller.special"));
  const foreign = await createProduct(t, shop, { shopId: special.shopId! });
  const draft = await createProduct(t, shop, { reviewStatus: 1 });
  for (const itemId of [foreign.id, draft.id, 2_000_000]) {
    const res = await t.call("/api/buyer/consign/create", await createBody(t, shop, [{ itemId, qty: 1 }]), {
      token: buyer.token,
      lang: "en-US",
    });
    expect([itemId, res.body.code, res.body.message]).toEqual([itemId, 404, "Product not found in this shop"]);
  }
});

test("the offer and the shipment refuse quantities the shop's stock cannot cover, changing nothing", async () => {
  const p = await createProduct(t, shop, { stockNum: 4 });
  const consignNo = await consignAt(t, admin, buyer, shop, [{ itemId: p.id, qty: 6 }], "request");
  const over = await t.call(
    "/api/consign/ina/offer",
    { consignNo, items: [{ itemId: p.id, qtyOffer: 5, unitPrice: 10_000 }], edtInitialDays: 2 },
    { token: admin, lang: "en-US" },
  );
  expect([over.body.code, over.body.message]).toEqual([409, `Not enough shop stock for ${p.partNo}`]);
  expect((await detail(consignNo)).status).toBe(ConsignStatus.buyerApply);

  const shipped = await consignAt(t, admin, buyer, shop, [{ itemId: p.id, qty: 4 }], "waitingDelivered");
  // The shop sells some before shipping: the shipment can no longer be covered.
  await t.database.db.update(items).set({ stockNum: 3 }).where(eq(items.id, p.id));
  const short = await t.call("/api/consign/ina/ship", await shipBody(t, admin, shipped), {
    token: admin,
    lang: "en-US",
  });
  expect([short.body.code, short.body.message]).toEqual([409, `Not enough shop stock for ${p.partNo}`]);
  expect((await detail(shipped)).status).toBe(ConsignStatus.waitingDelivered);
  expect(await stockOf(t, p.id)).toBe(3);
  expect(await partnerStock(t, shop.shopId, buyer.userId, p.id)).toEqual({
    placed: 0,
    sold: 0,
    returned: 0,
    onHand: 0,
  });
});

test("moves the table refuses answer 409 with the status; closing moves keep their reasons", async () => {
  const p = await createProduct(t, shop, { stockNum: 30 });
  const a = await consignAt(t, admin, buyer, shop, [{ itemId: p.id, qty: 1 }], "request");
  const early = await t.call("/api/buyer/consign/receive", { consignNo: a }, { token: buyer.token, lang: "en-US" });
  expect([early.body.code, early.body.message]).toEqual([
    409,
    "This consignment cannot be processed now (status: Buyer apply)",
  ]);
  const edt = await t.call(
    "/api/consign/ina/extendEdt",
    { consignNo: a, days: 1, reason: "Menunggu kiriman dari gudang" },
    { token: admin },
  );
  expect(edt.body.code).toBe(409);
  await must(t, "/api/consign/ina/reject", { consignNo: a, reason: "Barang ini tidak untuk konsinyasi" }, admin);
  expect(await detail(a)).toMatchObject({
    status: ConsignStatus.closed,
    closeReason: "Barang ini tidak untuk konsinyasi",
  });

  const b = await consignAt(t, admin, buyer, shop, [{ itemId: p.id, qty: 1 }], "offer");
  await must(
    t,
    "/api/buyer/consign/declineOffer",
    { consignNo: b, reason: "Harga terlalu tinggi untuk kami" },
    buyer.token,
  );
  const c = await consignAt(t, admin, buyer, shop, [{ itemId: p.id, qty: 1 }], "request");
  await must(t, "/api/buyer/consign/cancel", { consignNo: c, reason: "Sudah tidak membutuhkan barang" }, buyer.token);
  for (const no of [b, c]) expect((await detail(no)).status).toBe(ConsignStatus.closed);
  const again = await t.call(
    "/api/buyer/consign/cancel",
    { consignNo: c, reason: "Sudah tidak membutuhkan barang" },
    {
      token: buyer.token,
    },
  );
  expect(again.body.code).toBe(409);

  // Another buyer, and another shop's admin, do not reach it.
  const other = await consignPartner(t, shop);
  const foreign = await t.call("/api/buyer/consign/detail", { consignNo: b }, { token: other.token });
  expect(foreign.body.code).toBe(404);
  const special = await t.login("seller.special");
  expect((await t.call("/api/consign/ina/detail", { consignNo: b }, { token: special })).body.code).toBe(404);
});

test("lists, counts and only-own: a sub-account sees the consignments of the customers it manages", async () => {
  const p = await createProduct(t, shop, { stockNum: 30 });
  const managed = await consignPartner(t, shop);
  const mine = await consignAt(t, admin, managed, shop, [{ itemId: p.id, qty: 1 }], "offer");
  const notMine = await consignAt(t, admin, buyer, shop, [{ itemId: p.id, qty: 1 }], "offer");
  const db = t.database.db;
  const [position] = await db
    .insert(positions)
    .values({
      shopId: shop.shopId,
      name: "Uji konsinyasi",
      authorities: ["consignments.list", "consignments.show"],
      dataListPermission: 2,
    })
    .returning();
  const [sub] = await db
    .insert(users)
    .values({
      userName: "uji.konsinyasi.own",
      passwordHash: await hashPassword(sha256Hex("Demo#2026")),
      nickName: "Uji",
      role: "seller",
      shopId: shop.shopId,
      isMainAdmin: false,
      positionId: position.id,
    })
    .returning();
  await db
    .insert(customers)
    .values({
      shopId: shop.shopId,
      buyerUserId: managed.userId,
      companyCategory: "workshop",
      accountManagerUserId: sub.id,
    })
    .onConflictDoNothing();
  await db
    .update(customers)
    .set({ accountManagerUserId: sub.id })
    .where(and(eq(customers.shopId, shop.shopId), eq(customers.buyerUserId, managed.userId)));
  const own = await t.login("uji.konsinyasi.own");

  const list = await t.call<Page<ConsignRow>>(
    "/api/consign/ina/page",
    { pageNo: 1, pageSize: 100, list: "offer" },
    { token: own },
  );
  expect(list.body.data.data.map((r) => r.consignNo)).toEqual([mine]);
  expect((await t.call("/api/consign/ina/detail", { consignNo: notMine }, { token: own })).body.code).toBe(404);
  expect((await t.call("/api/consign/ina/detail", { consignNo: mine }, { token: own })).body.success).toBe(true);

  const all = await t.call<Page<ConsignRow>>(
    "/api/consign/ina/page",
    { pageNo: 1, pageSize: 100, list: "offer" },
    { token: admin },
  );
  expect(all.body.data.data.map((r) => r.consignNo)).toEqual(expect.arrayContaining([mine, notMine]));
  expect(all.body.data.data.every((r) => r.status === ConsignStatus.waitingConfirm)).toBe(true);
  const byNo = await t.call<Page<ConsignRow>>(
    "/api/consign/ina/page",
    { pageNo: 1, pageSize: 100, list: "offer", keyword: mine.toLowerCase() },
    { token: admin },
  );
  expect(byNo.body.data.data.map((r) => r.consignNo)).toEqual([mine]);
  const counts = await t.call<ConsignCounts>("/api/consign/ina/counts", {}, { token: admin });
  expect(counts.body.data.lists.offer).toBe(all.body.data.rowCount);
  expect(counts.body.data.statuses.waitingConfirm).toBe(all.body.data.rowCount);
  const ownCounts = await t.call<ConsignCounts>("/api/consign/ina/counts", {}, { token: own });
  expect(ownCounts.body.data.lists).toEqual({ request: 0, offer: 1, order: 0 });
});
