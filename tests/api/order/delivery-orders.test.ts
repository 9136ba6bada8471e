/**
 * Delivery orders and export (spec §2 shipment-operate and "multi-PO grouping", §5 "Shipment", §6 "upload DO"):
 * print needs paid orders of one buyer, a group prints one DO, a single order on a DO reprints it, ship needs
 * the print and the shop's own proof photo and sends every order of the DO; the export answers an xlsx of the
 * filtered orders; the list's filters and tab counts.
 */
import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { positions } from "../../../server/db/schema/access";
import { users } from "../../../server/db/schema/auth";
import { deliveryOrders, orders } from "../../../server/db/schema/order";
import { hashPassword } from "../../../server/modules/user/password";
import type {
  DeliveryOrderDocument,
  OrderDetail,
  OrderRow,
  OrderTabCounts,
} from "../../../src/resources/orders/schema";
import type { Page } from "../../../src/domain/wire";
import { createTestApp, sha256Hex, type TestApp } from "../helpers";
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

const ORDER_AUTHORITIES = ["orders.list", "orders.show", "orders.confirm", "orders.cancel"];

let t: TestApp;
let shop: ShopInfo;
let admin: string;
let buyerA: TestBuyer;
let buyerB: TestBuyer;

const seller = <T = Record<string, unknown>>(path: string, body: unknown, token = admin) =>
  t.call<T>(`/api/order/ina/${path}`, body, { token, lang: "en-US" });
const detail = async (orderNo: string) => (await seller<OrderDetail>("detail", { orderNo })).body.data;

/** A bill order of `buyer` confirmed to 1 paid. */
async function paidOrder(buyer: TestBuyer, itemId: number): Promise<string> {
  const no = await placeOrder(t, buyer, shop.shopId, [{ itemId, quantity: 1 }], 2);
  const c = await seller("confirm", { orderNo: no });
  if (!c.body.success) throw new Error(c.body.message);
  return no;
}

let productId: number;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.login("seller.active");
  shop = await activeShop(t);
  buyerA = await createBuyer(t, "workshop", shop.regionCodes, {
    partnershipShopId: shop.shopId,
    creditLimit: 100_000_000,
  });
  buyerB = await createBuyer(t, "insurance", shop.regionCodes, {
    partnershipShopId: shop.shopId,
    creditLimit: 100_000_000,
  });
  productId = (await createProduct(t, shop, { stockNum: 1000, price: 10_000 })).id;
}, 120_000);
afterAll(async () => {
  await t.close();
});

test("print: only paid orders of one buyer; one order reprints its DO; a group gets one new DO", async () => {
  const unconfirmed = await placeOrder(t, buyerA, shop.shopId, [{ itemId: productId, quantity: 1 }], 2);
  const refused = await seller("deliveryOrder/print", { orderNos: [unconfirmed] });
  expect(refused.body.code).toBe(409);

  const a1 = await paidOrder(buyerA, productId);
  const a2 = await paidOrder(buyerA, productId);
  const b1 = await paidOrder(buyerB, productId);
  const mixed = await seller("deliveryOrder/print", { orderNos: [a1, b1] });
  expect([mixed.body.code, mixed.body.message]).toEqual([
    409,
    "All POs of one delivery order must belong to the same buyer.",
  ]);

  const first = (await seller<{ doNo: string }>("deliveryOrder/print", { orderNos: [a1] })).body.data.doNo;
  const again = (await seller<{ doNo: string }>("deliveryOrder/print", { orderNos: [a1] })).body.data.doNo;
  expect(again).toBe(first);
  const [d1] = await t.database.db.select().from(deliveryOrders).where(eq(deliveryOrders.doNo, first));
  expect(d1.printCount).toBe(2);

  // a1 (on an unshipped DO) and a2 print together under a new DO; reprinting the same group reuses it.
  const group = (await seller<{ doNo: string }>("deliveryOrder/print", { orderNos: [a1, a2] })).body.data.doNo;
  expect(group).not.toBe(first);
  expect((await seller<{ doNo: string }>("deliveryOrder/print", { orderNos: [a2, a1] })).body.data.doNo).toBe(group);
  const doc = (await seller<DeliveryOrderDocument>("deliveryOrder/detail", { doNo: group })).body.data;
  expect(doc.orders.map((o) => o.orderNo).sort()).toEqual([a1, a2].sort());
  expect([doc.totalQuantity, doc.canShip, doc.printCount, doc.buyer.name]).toEqual([2, true, 2, expect.any(String)]);
  expect((await detail(a1)).doNo).toBe(group);

  // Another shop reaches neither the DO nor its orders.
  const special = await t.login("seller.special");
  expect((await seller("deliveryOrder/detail", { doNo: group }, special)).body.code).toBe(404);
  expect((await seller("deliveryOrder/print", { orderNos: [a1] }, special)).body.code).toBe(404);
});

test("ship: refused before print and with another's photo; sends every order of the DO", async () => {
  const a = await paidOrder(buyerA, productId);
  const b = await paidOrder(buyerA, productId);
  const photo = await uploadPhoto(t, admin);
  // A DO exists only once printed, so "not printed" is a DO whose print count is still 0.
  const doNo = (await seller<{ doNo: string }>("deliveryOrder/print", { orderNos: [a, b] })).body.data.doNo;
  await t.database.db.update(deliveryOrders).set({ printCount: 0 }).where(eq(deliveryOrders.doNo, doNo));
  const notPrinted = await seller("deliveryOrder/ship", shipBody(doNo, photo));
  expect([notPrinted.body.code, notPrinted.body.message]).toEqual([
    409,
    "Print the delivery order before arranging shipment.",
  ]);
  expect((await detail(a)).moves).not.toContain("ship");
  await seller("deliveryOrder/print", { orderNos: [a, b] });
  expect((await detail(a)).moves).toContain("ship");

  const special = await t.login("seller.special");
  const foreignPhoto = await uploadPhoto(t, special);
  const foreign = await seller<{ errors: { path: string }[] }>("deliveryOrder/ship", shipBody(doNo, foreignPhoto));
  expect(foreign.body.code).toBe(400);
  expect(foreign.body.data.errors.map((e) => e.path)).toEqual(["proofPhoto"]);
  const pickupMissing = await seller("deliveryOrder/ship", { ...shipBody(doNo, photo), shipmentMethod: 1 });
  expect(pickupMissing.body.code).toBe(400);
  expect((await detail(a)).status).toBe(1);

  const ok = await seller("deliveryOrder/ship", {
    ...shipBody(doNo, photo),
    shipmentMethod: 1,
    logisticsName: "JNE Cargo",
    weightGrams: 2500,
    lengthCm: 30,
    widthCm: 20,
    heightCm: 10,
  });
  expect(ok.body.data).toEqual({ doNo, orderNos: [a, b] });
  for (const no of [a, b]) {
    const d = await detail(no);
    expect([d.status, d.logisticNo, d.shipment?.weightGrams, d.shipment?.courierName]).toEqual([
      2,
      "JNE-123456",
      2500,
      "JNE",
    ]);
  }
  expect((await seller("deliveryOrder/ship", shipBody(doNo, photo))).body.code).toBe(409);
});

test("list filters, tab counts (from order_counts without filters) and the xlsx export", async () => {
  const p = await createProduct(t, shop, { price: 5_000 });
  const no = await placeOrder(t, buyerB, shop.shopId, [{ itemId: p.id, quantity: 2 }]);
  const byPart = await seller<Page<OrderRow>>("page", { pageNo: 1, pageSize: 10, keyword: p.partNo });
  expect(byPart.body.data.data.map((r) => r.orderNo)).toEqual([no]);
  expect(byPart.body.data.data[0].items[0]).toMatchObject({ partNo: p.partNo, quantity: 2 });
  const byNo = await seller<Page<OrderRow>>("page", { pageNo: 1, pageSize: 10, keyword: no, tab: "unconfirmed" });
  expect(byNo.body.data.rowCount).toBe(1);
  expect(
    (await seller<Page<OrderRow>>("page", { pageNo: 1, pageSize: 10, keyword: no, tab: "toShip" })).body.data.rowCount,
  ).toBe(0);
  const bills = await seller<Page<OrderRow>>("page", { pageNo: 1, pageSize: 100, paymentMethod: 2 });
  expect(bills.body.data.data.every((r) => r.paymentMethod === 2)).toBe(true);

  const all = (await seller<OrderTabCounts>("counts", {})).body.data;
  const page = await seller<Page<OrderRow>>("page", { pageNo: 1, pageSize: 100 });
  expect(all.all).toBe(page.body.data.rowCount);
  expect(all.unconfirmed + all.toShip + all.sent + all.waitPayment + all.done + all.closed + all.refunding).toBe(
    all.all,
  );
  const filtered = (await seller<OrderTabCounts>("counts", { keyword: no })).body.data;
  expect([filtered.all, filtered.unconfirmed]).toEqual([1, 1]);
  const empty = (await seller<OrderTabCounts>("counts", { from: "2020-01-01", to: "2020-01-02" })).body.data;
  expect(empty.all).toBe(0);

  const exp = await seller<{ fileName: string; mime: string; contentBase64: string; rows: number }>("export", {
    keyword: no,
  });
  expect(exp.body.data.rows).toBe(1);
  expect(exp.body.data.fileName).toMatch(/^orders-.*\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(exp.body.data.contentBase64, "base64") as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).getCell(1).value).toBe("Order no");
  expect(sheet.getRow(2).getCell(1).value).toBe(no);
  expect(sheet.getRow(2).getCell(7).value).toBe(p.partNo);
  expect(sheet.rowCount).toBe(2);
});

test("an only-own position sees the orders of its products and those it handled, nothing else", async () => {
  const db = t.database.db;
  const [position] = await db
    .insert(positions)
    .values({
      shopId: shop.shopId,
      name: "Uji pesanan sendiri",
      authorities: [...ORDER_AUTHORITIES],
      dataListPermission: 2,
    })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      userName: "uji.pesanan.sendiri",
      passwordHash: await hashPassword(sha256Hex(TEST_PASSWORD)),
      role: "seller",
      shopId: shop.shopId,
      positionId: position.id,
    })
    .returning();
  const token = await t.login("uji.pesanan.sendiri", TEST_PASSWORD);
  const mine = await createProduct(t, shop, { ownerUserId: user.id });
  const theirs = await createProduct(t, shop);
  const ownOrder = await placeOrder(t, buyerB, shop.shopId, [{ itemId: mine.id, quantity: 1 }]);
  const otherOrder = await placeOrder(t, buyerB, shop.shopId, [{ itemId: theirs.id, quantity: 1 }]);
  const handled = await placeOrder(t, buyerB, shop.shopId, [{ itemId: theirs.id, quantity: 1 }]);
  await db.update(orders).set({ handlerUserId: user.id }).where(eq(orders.orderNo, handled));

  const listed = await seller<Page<OrderRow>>("page", { pageNo: 1, pageSize: 100 }, token);
  expect(listed.body.data.data.map((r) => r.orderNo).sort()).toEqual([ownOrder, handled].sort());
  expect((await seller<OrderTabCounts>("counts", {}, token)).body.data.all).toBe(2);
  expect((await seller("detail", { orderNo: otherOrder }, token)).body.code).toBe(404);
  expect((await seller("cancel", { orderNo: otherOrder, reason: "The buyer asked to cancel" }, token)).body.code).toBe(
    404,
  );
  expect((await seller("confirm", { orderNo: ownOrder }, token)).body.success).toBe(true);
  const [row] = await db.select({ handler: orders.handlerUserId }).from(orders).where(eq(orders.orderNo, ownOrder));
  expect(row.handler).toBe(user.id);
});

test("two staff at once: a ship, a reprint and a regroup of the same DO end in success or 409, never a system error", async () => {
  const photo = await uploadPhoto(t, admin);
  for (let round = 0; round < 6; round++) {
    const [a, b, c] = [
      await paidOrder(buyerA, productId),
      await paidOrder(buyerA, productId),
      await paidOrder(buyerA, productId),
    ];
    const doNo = (await seller<{ doNo: string }>("deliveryOrder/print", { orderNos: [a, b] })).body.data.doNo;
    // The ship takes the DO's orders; the reprint the same orders then the DO; the regroup moves `a` to a new DO.
    const answers = await Promise.all([
      seller<{ orderNos: string[] }>("deliveryOrder/ship", shipBody(doNo, photo)),
      seller("deliveryOrder/print", { orderNos: [a, b] }),
      seller("deliveryOrder/print", { orderNos: [a, c] }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body.success || res.body.code === 409, JSON.stringify(res.body)).toBe(true);
    }
    const [ship] = answers;
    const shipped = ship.body.success ? ship.body.data.orderNos : [];
    for (const no of [a, b, c]) expect((await detail(no)).status).toBe(shipped.includes(no) ? 2 : 1);
  }
});
