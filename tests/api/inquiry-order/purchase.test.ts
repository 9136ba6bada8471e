/**
 * The buyer's purchase of tenders and the seller's inquiry order list (spec §3 "Inquiry", "Tender", §4
 * "Inquiry and tender", inquiry order filter values): one order per purchased tender in one transaction, the
 * other tenders not purchased, the product order list unchanged, "only own", and not found for product orders.
 */
import { and, count, eq } from "drizzle-orm";
import { AUTHORITY_KEYS } from "../../../src/access/authorities";
import { TenderStatus } from "../../../src/domain/inquiry";
import { users } from "../../../server/db/schema/auth";
import { positions } from "../../../server/db/schema/access";
import { inquiries, tenders } from "../../../server/db/schema/inquiry";
import { orderItems, orders } from "../../../server/db/schema/order";
import { systemMessages } from "../../../server/db/schema/message";
import { hashPassword } from "../../../server/modules/user/password";
import type {
  InquiryOrderCounts,
  InquiryOrderDetail,
  InquiryOrderRow,
} from "../../../src/resources/inquiry-orders/schema";
import type { Page } from "../../../src/domain/wire";
import { createTestApp, sha256Hex, type TestApp } from "../helpers";
import { activeShop, createBuyer, createProduct, placeOrder, type ShopInfo } from "../order/order-helpers";
import { createInquiry, createTender, purchase, specialShop } from "./fixtures";

let t: TestApp;
let admin: string;
let shop: ShopInfo;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.login("seller.active");
  shop = await activeShop(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const statusOf = async (tenderId: number) =>
  (await t.database.db.select({ s: tenders.status }).from(tenders).where(eq(tenders.id, tenderId)))[0].s;

test("a purchase makes one unconfirmed inquiry order per tender, the others not purchased, the inquiry purchased", async () => {
  const buyer = await createBuyer(t, "insurance", shop.regionCodes);
  const product = await createProduct(t, shop);
  const inquiry = await createInquiry(t, buyer, 2);
  const mine = await createTender(t, inquiry, { shopId: shop.shopId, ownerUserId: shop.adminUserId }, [
    { part: 0, itemId: product.id, unitPrice: 100_000, quantity: 3, discountTenths: 100 },
    { part: 1, unitPrice: 50_000, quantity: 2, partStatus: 3, estimatedDelivery: 10 },
  ]);
  const other = await createTender(t, inquiry, await specialShop(t), [{ part: 0 }], {
    freeShipment: true,
    deliveryFee: 0,
  });

  const result = await purchase(t, buyer, inquiry, [
    {
      tender: mine,
      offers: [
        { offerId: mine.offerIds[0], quantity: 2 },
        { offerId: mine.offerIds[1], quantity: 2 },
      ],
    },
  ]);
  expect(result.orders).toHaveLength(1);
  const { orderNo, groupNo } = result.orders[0];
  expect(groupNo).toMatch(/^IOG-\d{8}-\d{6}$/);
  const [o] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  expect(o).toMatchObject({ orderType: 2, status: 5, ownerUserId: shop.adminUserId, claimNo: "CLM-2026-001" });
  expect(o.confirmDeadline?.getTime()).toBe(t.now().getTime() + 24 * 3_600_000);
  // 2 x 100.000 less 10% + 2 x 50.000, plus the tender's delivery fee.
  expect(o.goodsAmount).toBe(280_000);
  expect(o.deliveryFee).toBe(60_000);
  expect(o.total).toBe(340_000);
  expect(o.edtInitialDays).toBe(10);
  const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, o.id));
  expect(lines.map((l) => [l.itemId, l.partStatus, l.quantity, l.brand]).sort()).toEqual(
    [
      [product.id, 1, 2, "Aisin"],
      [null, 3, 2, "Aisin"],
    ].sort(),
  );
  expect(await statusOf(mine.id)).toBe(TenderStatus.purchased);
  expect(await statusOf(other.id)).toBe(TenderStatus.notPurchased);
  const [inq] = await t.database.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
  expect(inq.status).toBe(3);
  const messages = await t.database.db
    .select()
    .from(systemMessages)
    .where(eq(systemMessages.type, "inquiryOrder.created"));
  expect(messages.map((m) => m.userId)).toContain(shop.adminUserId);

  // The seller's inquiry order list shows it; the product order list does not.
  const list = await t.call<Page<InquiryOrderRow>>(
    "/api/inquiry-order/ina/page",
    { pageNo: 1, pageSize: 40 },
    { token: admin },
  );
  expect(list.body.data.data.map((r) => r.orderNo)).toContain(orderNo);
  const row = list.body.data.data.find((r) => r.orderNo === orderNo)!;
  expect(row).toMatchObject({
    inquiryNo: inquiry.inquiryNo,
    tenderNo: mine.tenderNo,
    groupNo,
    needsIndentLetter: true,
  });
  const products = await t.call<Page<{ orderNo: string }>>(
    "/api/order/ina/page",
    { pageNo: 1, pageSize: 100, keyword: orderNo },
    { token: admin },
  );
  expect(products.body.data.data).toEqual([]);
  const detail = await t.call<InquiryOrderDetail>("/api/inquiry-order/ina/detail", { orderNo }, { token: admin });
  expect(detail.body.data).toMatchObject({
    inquiryNo: inquiry.inquiryNo,
    claimNo: "CLM-2026-001",
    canCreateIndentLetter: false,
  });
  expect(detail.body.data.lines.map((l) => l.partStatus).sort()).toEqual([1, 3]);
});

test("a bad offer leaves nothing: no order, tenders and inquiry unchanged", async () => {
  const buyer = await createBuyer(t, "insurance", shop.regionCodes);
  const inquiry = await createInquiry(t, buyer, 1);
  const a = await createTender(t, inquiry, { shopId: shop.shopId, ownerUserId: shop.adminUserId }, [
    { part: 0, quantity: 2 },
  ]);
  const b = await createTender(t, inquiry, await specialShop(t), [{ part: 0, quantity: 1 }]);
  const [{ n: before }] = await t.database.db.select({ n: count() }).from(orders);
  const res = await t.call(
    "/api/buyer/inquiry-order/create",
    {
      inquiryNo: inquiry.inquiryNo,
      paymentMethod: 1,
      tenders: [
        { tenderNo: a.tenderNo, offers: [{ offerId: a.offerIds[0], quantity: 2 }] },
        { tenderNo: b.tenderNo, offers: [{ offerId: b.offerIds[0], quantity: 5 }] },
      ],
    },
    { token: buyer.token, lang: "en-US" },
  );
  expect(res.body.code).toBe(400);
  expect(JSON.stringify(res.body.data)).toContain("tenders.1.offers.0.quantity");
  const [{ n: after }] = await t.database.db.select({ n: count() }).from(orders);
  expect(after).toBe(before);
  expect([await statusOf(a.id), await statusOf(b.id)]).toEqual([TenderStatus.wait, TenderStatus.wait]);
  // An offer of another tender, another buyer's inquiry, a bill without partnership: refused too.
  const wrongOffer = await t.call(
    "/api/buyer/inquiry-order/create",
    {
      inquiryNo: inquiry.inquiryNo,
      paymentMethod: 1,
      tenders: [{ tenderNo: a.tenderNo, offers: [{ offerId: b.offerIds[0], quantity: 1 }] }],
    },
    { token: buyer.token },
  );
  expect(wrongOffer.body.code).toBe(400);
  const stranger = await createBuyer(t, "insurance", shop.regionCodes);
  const foreign = await t.call(
    "/api/buyer/inquiry-order/create",
    {
      inquiryNo: inquiry.inquiryNo,
      paymentMethod: 1,
      tenders: [{ tenderNo: a.tenderNo, offers: [{ offerId: a.offerIds[0], quantity: 1 }] }],
    },
    { token: stranger.token },
  );
  expect(foreign.body.code).toBe(404);
  const bill = await t.call(
    "/api/buyer/inquiry-order/create",
    {
      inquiryNo: inquiry.inquiryNo,
      paymentMethod: 2,
      tenders: [{ tenderNo: a.tenderNo, offers: [{ offerId: a.offerIds[0], quantity: 1 }] }],
    },
    { token: buyer.token },
  );
  expect(bill.body.code).toBe(409);
  expect(await statusOf(a.id)).toBe(TenderStatus.wait);
});

test("filter values and counts, a product order not found here, and only own", async () => {
  const buyer = await createBuyer(t, "insurance", shop.regionCodes);
  const inquiry = await createInquiry(t, buyer, 1);
  const tender = await createTender(t, inquiry, { shopId: shop.shopId, ownerUserId: shop.adminUserId }, [{ part: 0 }]);
  const { orders: made } = await purchase(t, buyer, inquiry, [{ tender }]);
  const orderNo = made[0].orderNo;
  const counts = await t.call<InquiryOrderCounts>("/api/inquiry-order/ina/counts", {}, { token: admin });
  expect(counts.body.data["5"]).toBeGreaterThanOrEqual(1);
  expect(counts.body.data["100"]).toBe(
    Object.entries(counts.body.data)
      .filter(([k]) => k !== "100" && k !== "3" && k !== "6")
      .reduce((a, [, n]) => a + n, 0) +
      counts.body.data["3"] +
      counts.body.data["6"],
  );
  const unconfirmed = await t.call<Page<InquiryOrderRow>>(
    "/api/inquiry-order/ina/page",
    { pageNo: 1, pageSize: 100, filter: 5 },
    { token: admin },
  );
  expect(unconfirmed.body.data.data.every((r) => r.status === 5)).toBe(true);
  expect(unconfirmed.body.data.data.map((r) => r.orderNo)).toContain(orderNo);
  const paid = await t.call<Page<InquiryOrderRow>>(
    "/api/inquiry-order/ina/page",
    { pageNo: 1, pageSize: 100, filter: 1 },
    { token: admin },
  );
  expect(paid.body.data.data.map((r) => r.orderNo)).not.toContain(orderNo);
  const byClaim = await t.call<Page<InquiryOrderRow>>(
    "/api/inquiry-order/ina/page",
    { pageNo: 1, pageSize: 100, keyword: inquiry.inquiryNo },
    { token: admin },
  );
  expect(byClaim.body.data.data.map((r) => r.orderNo)).toEqual([orderNo]);

  // A product order answers not found on the inquiry side.
  const productBuyer = await createBuyer(t, "ordinary", shop.regionCodes);
  const p = await createProduct(t, shop);
  const productOrder = await placeOrder(t, productBuyer, shop.shopId, [{ itemId: p.id, quantity: 1 }]);
  for (const url of ["/api/inquiry-order/ina/detail", "/api/inquiry-order/ina/confirm"]) {
    const res = await t.call(url, { orderNo: productOrder }, { token: admin });
    expect([url, res.body.code]).toEqual([url, 404]);
  }
  const productCounts = await t.call<Record<string, number>>("/api/order/ina/counts", {}, { token: admin });
  const [{ n: shopProducts }] = await t.database.db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.shopId, shop.shopId), eq(orders.orderType, 1)));
  // The product order counters (order_counts per order type) ignore inquiry orders.
  expect(productCounts.body.data.all).toBe(shopProducts);

  // "Only own": a sub-account sees the inquiry orders of tenders it owns, not the main admin's.
  const [position] = await t.database.db
    .insert(positions)
    .values({
      shopId: shop.shopId,
      name: "Uji inquiry milik sendiri",
      authorities: [...AUTHORITY_KEYS],
      dataListPermission: 2,
    })
    .returning();
  const [sub] = await t.database.db
    .insert(users)
    .values({
      userName: "uji.inquiry.own",
      passwordHash: await hashPassword(sha256Hex("Demo#2026")),
      nickName: "Uji",
      role: "seller",
      shopId: shop.shopId,
      isMainAdmin: false,
      positionId: position.id,
    })
    .returning();
  const own = await t.login("uji.inquiry.own", "Demo#2026");
  const inquiry2 = await createInquiry(t, buyer, 1);
  const subTender = await createTender(t, inquiry2, { shopId: shop.shopId, ownerUserId: sub.id }, [{ part: 0 }]);
  const { orders: subOrders } = await purchase(t, buyer, inquiry2, [{ tender: subTender }]);
  const ownList = await t.call<Page<InquiryOrderRow>>(
    "/api/inquiry-order/ina/page",
    { pageNo: 1, pageSize: 100 },
    { token: own },
  );
  expect(ownList.body.data.data.map((r) => r.orderNo)).toEqual([subOrders[0].orderNo]);
  const notOwn = await t.call("/api/inquiry-order/ina/detail", { orderNo }, { token: own });
  expect(notOwn.body.code).toBe(404);
});

test("a bill purchase over the buyer's credit waits on credit hold until the seller releases it, then confirms", async () => {
  // A partnership whose limit (Rp 1) no inquiry order fits: the purchase is made, held (README choices "credit hold").
  const buyer = await createBuyer(t, "insurance", shop.regionCodes, { partnershipShopId: shop.shopId, creditLimit: 1 });
  const inquiry = await createInquiry(t, buyer, 1);
  const tender = await createTender(t, inquiry, { shopId: shop.shopId, ownerUserId: shop.adminUserId }, [{ part: 0 }]);
  const { orders: made } = await purchase(t, buyer, inquiry, [{ tender }], 2);
  const orderNo = made[0].orderNo;
  const detail = await t.call<{ creditHold: number; creditHoldReason: string | null }>(
    "/api/inquiry-order/ina/detail",
    { orderNo },
    { token: admin },
  );
  expect(detail.body.data).toMatchObject({ creditHold: 1, creditHoldReason: "overLimit" });
  const refused = await t.call("/api/inquiry-order/ina/confirm", { orderNo }, { token: admin });
  expect(refused.body.code).toBe(409);
  expect(refused.body.message).toBe("Pesanan ini ditahan karena batas kredit; lepaskan dulu sebelum konfirmasi");
  const released = await t.call("/api/inquiry-order/ina/releaseCreditHold", { orderNo }, { token: admin });
  expect(released.body).toMatchObject({ success: true, data: { orderNo, creditHold: 2 } });
  const again = await t.call("/api/inquiry-order/ina/releaseCreditHold", { orderNo }, { token: admin });
  expect(again.body.code).toBe(409);
  const confirmed = await t.call<{ status: number }>("/api/inquiry-order/ina/confirm", { orderNo }, { token: admin });
  expect(confirmed.body.success).toBe(true);
  // A product order's route does not reach an inquiry order.
  const other = await t.call("/api/order/ina/releaseCreditHold", { orderNo }, { token: admin });
  expect(other.body.code).toBe(404);
});
