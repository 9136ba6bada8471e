/**
 * Returns and refunds through all three sides (spec §3 "Refund/return", §4 "Refund", §5 "Refund", §8): every
 * allowed move of src/domain/refund-transitions.ts made by the buyer, the seller and the platform, and the
 * refusals a caller would notice (wrong status, wrong side, other method, cancel once, apply rules); the
 * amounts and stock after receipt and payout; the order "refund pending" while open, then restored or closed.
 */
import { and, eq } from "drizzle-orm";
import { OrderStatus, ORDER_TIMER_DEFAULTS } from "../../../src/domain/order";
import { RefundStatus, REFUND_TAB_KEYS, REFUND_TABS, REFUND_TIMER_DEFAULTS } from "../../../src/domain/refund";
import type { OrderDetail } from "../../../src/resources/orders/schema";
import type { RefundDetail, RefundRow, RefundTabCounts } from "../../../src/resources/refunds/schema";
import type { Page } from "../../../src/domain/wire";
import { activities } from "../../../server/db/schema/access";
import { systemMessages } from "../../../server/db/schema/message";
import { moveRefund } from "../../../server/modules/refund/refund-move-service";
import { createTestApp, type TestApp } from "../helpers";
import { fileKeySchema } from "../../../src/domain/schema/file-key";
import { activeShop, createProduct, uploadPhoto, type ShopInfo } from "../order/order-helpers";
import { subAccount } from "../customer/customer-helpers";
import { applyBody, must, orderAt, orderLines, orderRow, refundBuyer, stockOf } from "./refund-helpers";

let t: TestApp;
let shop: ShopInfo;
let admin: string;
let platform: string;
let buyer: Awaited<ReturnType<typeof refundBuyer>>;

const seller = <T = { refundNo: string; status: number }>(path: string, body: unknown) =>
  t.call<T>(`/api/refund/ina/${path}`, body, { token: admin, lang: "en-US" });
const asBuyer = <T = { refundNo: string; status: number }>(path: string, body: unknown) =>
  t.call<T>(`/api/buyer/refund/${path}`, body, { token: buyer.token, lang: "en-US" });
const settle = (refundNo: string) =>
  t.call<{ refundNo: string; status: number }>("/api/platform/refund/settle", { refundNo }, { token: platform });
const detail = async (refundNo: string) =>
  (await t.call<RefundDetail>("/api/refund/ina/detail", { refundNo }, { token: admin })).body.data;
const apply = async (body: Record<string, unknown>) =>
  (await must<{ refundNo: string }>(t, "/api/buyer/refund/apply", body, buyer.token)).refundNo;
const timers = { timers: REFUND_TIMER_DEFAULTS, orderTimers: ORDER_TIMER_DEFAULTS };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.login("seller.active");
  platform = await t.login("platform.admin");
  shop = await activeShop(t);
  buyer = await refundBuyer(t, shop);
}, 120_000);
afterAll(async () => {
  await t.close();
});

test("refund of a paid order: apply, approve, settle; the order shows refund pending, then closes; the parts go back to stock", async () => {
  const p = await createProduct(t, shop, { stockNum: 20, price: 100_000 });
  const { orderNo, lineIds } = await orderAt(t, admin, buyer, shop, [{ itemId: p.id, quantity: 5 }], "paid");
  expect(await stockOf(t, p.id)).toBe(15);
  const before = await orderRow(t, orderNo);

  const refundNo = await apply(applyBody(orderNo, buyer.photo, [{ lineId: lineIds[0], quantity: 5 }]));
  expect(refundNo).toMatch(/^RFD-\d{8}-\d{6}$/);
  const d = await detail(refundNo);
  expect(d).toMatchObject({
    status: RefundStatus.toBeProcessed,
    statusName: "toBeProcessed",
    afterSaleCode: 1,
    productAmount: before.goodsAmount,
    deliveryFeeAmount: 0,
    originalAmount: before.goodsAmount,
    maxOffer: before.goodsAmount,
    moves: ["approveRefund", "negotiate", "reject"],
    deadline: { party: "seller", at: new Date(t.now().getTime() + 48 * 3_600_000).toISOString() },
  });
  expect(d.lines).toEqual([expect.objectContaining({ lineId: lineIds[0], quantity: 5, amount: before.goodsAmount })]);
  expect((await orderRow(t, orderNo)).status).toBe(OrderStatus.refunding);
  const od = await t.call<OrderDetail>("/api/order/ina/detail", { orderNo }, { token: admin });
  expect(od.body.data.openRefundNo).toBe(refundNo);
  // The seller is told (unread badge).
  const msgs = await t.database.db
    .select()
    .from(systemMessages)
    .where(and(eq(systemMessages.type, "refund.applied"), eq(systemMessages.userId, shop.adminUserId)));
  expect(msgs.some((m) => m.params.refundNo === refundNo)).toBe(true);

  expect((await seller("approve", { refundNo })).body.data).toEqual({ refundNo, status: RefundStatus.refunding });
  const acts = await t.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.subject, "refunds"), eq(activities.recordId, refundNo)));
  expect(acts.map((a) => a.action)).toEqual(["approve"]);
  // Approving twice: the table refuses it, with the status name.
  const again = await seller("approve", { refundNo });
  expect([again.body.code, again.body.message]).toEqual([
    409,
    "This request cannot be processed now (status: Refunding)",
  ]);

  expect((await settle(refundNo)).body.data.status).toBe(RefundStatus.success);
  const after = await orderRow(t, orderNo);
  expect(after).toMatchObject({
    status: OrderStatus.closed,
    statusBeforeRefund: null,
    refundedAmount: before.goodsAmount,
    refundedDeliveryFee: 0,
  });
  expect(await orderLines(t, orderNo)).toEqual([
    expect.objectContaining({ refundedQuantity: 5, refundedAmount: before.goodsAmount }),
  ]);
  expect(await stockOf(t, p.id)).toBe(20);
  expect((await detail(refundNo)).afterSaleCode).toBe(2);
});

test("negotiated return after the sale: negotiate (lower only), accept, ship, confirm receipt (stock back), settle; the order is done again", async () => {
  const p = await createProduct(t, shop, { stockNum: 10, price: 80_000 });
  const q = await createProduct(t, shop, { stockNum: 10, price: 20_000 });
  const { orderNo, lineIds } = await orderAt(
    t,
    admin,
    buyer,
    shop,
    [
      { itemId: p.id, quantity: 5 },
      { itemId: q.id, quantity: 1 },
    ],
    "done",
  );
  const refundNo = await apply(
    applyBody(orderNo, buyer.photo, [{ lineId: lineIds[0], quantity: 2 }], { method: 2, receiptStatus: 1 }),
  );
  expect((await orderRow(t, orderNo)).status).toBe(OrderStatus.refundingAfterSale);
  const asked = (await detail(refundNo)).originalAmount;
  expect(asked).toBe(160_000);

  const same = await seller("negotiate", { refundNo, amount: asked, reason: "Kemasan sudah dibuka" });
  expect([same.body.code, same.body.data]).toEqual([
    400,
    { errors: [{ path: "amount", message: "A negotiated amount must be lower than the buyer asked" }] },
  ]);
  expect(
    (await seller("negotiate", { refundNo, amount: 150_000, reason: "Kemasan sudah dibuka" })).body.data.status,
  ).toBe(RefundStatus.toBeModified);
  expect((await detail(refundNo)).deadline?.party).toBe("buyer");
  // The seller cannot ship nor accept: those are the buyer's; the buyer cannot confirm receipt.
  const wrongSide = await moveRefund(
    t.database.db,
    { actor: "seller", scope: { auth: undefined as never, shopId: shop.shopId, userId: shop.adminUserId } },
    { refundNo, move: "acceptNegotiatedReturn", ...timers },
    t.now(),
    "en-US",
  ).catch((e: { code: number }) => e.code);
  expect(wrongSide).toBe(409);

  expect((await asBuyer("accept", { refundNo })).body.data.status).toBe(RefundStatus.toBeShipped);
  expect(await detail(refundNo)).toMatchObject({
    supplierApprovedAmount: 150_000,
    buyerApprovedAmount: 150_000,
    refundAmount: 150_000,
  });
  const shipBody = { refundNo, courierName: "JNE", deliveryNo: "JNE-7788", photo: buyer.photo };
  expect((await asBuyer("ship", shipBody)).body.data.status).toBe(RefundStatus.toBeConfirmReceipt);
  expect((await detail(refundNo)).afterSaleCode).toBe(13);
  const stock = await stockOf(t, p.id);
  expect((await seller("confirmReceipt", { refundNo })).body.data.status).toBe(RefundStatus.refunding);
  expect(await stockOf(t, p.id)).toBe(stock + 2);
  expect((await settle(refundNo)).body.data.status).toBe(RefundStatus.success);
  expect(await orderRow(t, orderNo)).toMatchObject({ status: OrderStatus.done, refundedAmount: 150_000 });
  expect((await orderLines(t, orderNo)).map((l) => [l.refundedQuantity, l.refundedAmount])).toEqual([
    [2, 150_000],
    [0, 0],
  ]);
  const d = await detail(refundNo);
  expect(d.events.map((e) => e.move)).toEqual([
    "apply",
    "negotiate",
    "acceptNegotiatedReturn",
    "ship",
    "confirmReceipt",
    "settle",
  ]);
});

test("rejected parts with an amount: at most the amount asked; the buyer accepts (approved value) and is paid, the delivery fee after the products", async () => {
  const p = await createProduct(t, shop, { stockNum: 10, price: 50_000 });
  const { orderNo, lineIds } = await orderAt(t, admin, buyer, shop, [{ itemId: p.id, quantity: 2 }], "sent");
  const o = await orderRow(t, orderNo);
  const fee = Math.min(o.deliveryFee, 5_000);
  const refundNo = await apply(
    applyBody(orderNo, buyer.photo, [{ lineId: lineIds[0], quantity: 2 }], {
      productAmount: 90_000,
      deliveryFeeAmount: fee,
    }),
  );
  const high = await seller("reject", { refundNo, amount: 90_001 + fee, reason: "Barang tidak sesuai" });
  expect(high.body.code).toBe(400);
  expect(high.body.data).toEqual({
    errors: [
      {
        path: "amount",
        message: `The amount cannot be more than the buyer asked (Rp ${(90_000 + fee).toLocaleString("id-ID")})`,
      },
    ],
  });
  expect(
    (await seller("reject", { refundNo, amount: 90_000 + fee, reason: "Barang tidak sesuai" })).body.data.status,
  ).toBe(RefundStatus.supplierRejectProduct);
  expect((await asBuyer("accept", { refundNo })).body.data.status).toBe(RefundStatus.approvedValue);
  expect((await settle(refundNo)).body.data.status).toBe(RefundStatus.success);
  expect(await orderRow(t, orderNo)).toMatchObject({
    status: OrderStatus.closed,
    refundedAmount: 90_000 + fee,
    refundedDeliveryFee: fee,
  });
});

test("decline closes the request and restores the order; cancel is allowed once per line", async () => {
  const p = await createProduct(t, shop, { stockNum: 10 });
  const { orderNo, lineIds } = await orderAt(t, admin, buyer, shop, [{ itemId: p.id, quantity: 3 }], "sent");
  const first = await apply(applyBody(orderNo, buyer.photo, [{ lineId: lineIds[0], quantity: 1 }]));
  await seller("reject", { refundNo: first, amount: 0, reason: "Tidak ada kerusakan" });
  expect((await asBuyer("decline", { refundNo: first })).body.data.status).toBe(RefundStatus.closed);
  expect((await orderRow(t, orderNo)).status).toBe(OrderStatus.sent);

  const second = await apply(applyBody(orderNo, buyer.photo, [{ lineId: lineIds[0], quantity: 1 }]));
  expect((await asBuyer("cancel", { refundNo: second })).body.data.status).toBe(RefundStatus.cancel);
  expect((await orderRow(t, orderNo)).status).toBe(OrderStatus.sent);
  expect((await orderLines(t, orderNo))[0].refundCancelCount).toBe(1);
  const third = await apply(applyBody(orderNo, buyer.photo, [{ lineId: lineIds[0], quantity: 1 }]));
  const once = await asBuyer("cancel", { refundNo: third });
  expect([once.body.code, once.body.message]).toEqual([
    409,
    "A request for this part has already been cancelled once; it cannot be cancelled again",
  ]);
  expect((await detail(third)).status).toBe(RefundStatus.toBeProcessed);
  // A partial refund leaves the order where it was, with the rest to ship.
  await seller("approve", { refundNo: third });
  await settle(third);
  expect(await orderRow(t, orderNo)).toMatchObject({ status: OrderStatus.sent, statusBeforeRefund: null });
});

test("refusals: other method, wrong status, the apply rules", async () => {
  const p = await createProduct(t, shop, { stockNum: 10, price: 100_000 });
  const paid = await orderAt(t, admin, buyer, shop, [{ itemId: p.id, quantity: 2 }], "paid");
  // A return needs the parts received: a paid order never left the shop.
  const ret = await asBuyer(
    "apply",
    applyBody(paid.orderNo, buyer.photo, [{ lineId: paid.lineIds[0], quantity: 1 }], { method: 2 }),
  );
  expect([ret.body.code, ret.body.data]).toEqual([
    400,
    { errors: [{ path: "method", message: "A return needs the parts to have been received" }] },
  ]);
  const unknown = await asBuyer("apply", applyBody(paid.orderNo, buyer.photo, [{ lineId: 1, quantity: 1 }]));
  expect(unknown.body.data).toEqual({ errors: [{ path: "items.0.lineId", message: "The part is not on this order" }] });
  const many = await asBuyer("apply", applyBody(paid.orderNo, buyer.photo, [{ lineId: paid.lineIds[0], quantity: 3 }]));
  expect(many.body.code).toBe(400);
  expect(JSON.stringify(many.body.data)).toContain("items.0.quantity");
  const dear = await asBuyer(
    "apply",
    applyBody(paid.orderNo, buyer.photo, [{ lineId: paid.lineIds[0], quantity: 1 }], { productAmount: 100_001 }),
  );
  expect(dear.body.data).toEqual({
    errors: [{ path: "productAmount", message: "The product amount is more than was paid for those parts" }],
  });
  const adminPhoto = await t.call<{ fileKey: string }>("/api/buyer/refund/apply", {}, { token: admin });
  expect(adminPhoto.body.code).toBe(403);
  const refundNo = await apply(applyBody(paid.orderNo, buyer.photo, [{ lineId: paid.lineIds[0], quantity: 1 }]));
  const twice = await asBuyer(
    "apply",
    applyBody(paid.orderNo, buyer.photo, [{ lineId: paid.lineIds[0], quantity: 1 }]),
  );
  expect([twice.body.code, twice.body.message]).toEqual([
    409,
    "This order already has a return or refund request in process",
  ]);
  // A refund (money only) cannot be shipped, nor accepted before an offer, nor settled before agreement.
  const ship = await asBuyer("ship", { refundNo, courierName: "JNE", deliveryNo: "JNE-1", photo: buyer.photo });
  expect(ship.body.code).toBe(409);
  expect((await asBuyer("accept", { refundNo })).body.code).toBe(409);
  expect((await settle(refundNo)).body.code).toBe(409);
  expect((await seller("confirmReceipt", { refundNo })).body.code).toBe(409);
  const otherMethod = await moveRefund(
    t.database.db,
    { actor: "seller", scope: { auth: undefined as never, shopId: shop.shopId, userId: shop.adminUserId } },
    { refundNo, move: "approveReturn", ...timers },
    t.now(),
    "en-US",
  ).catch((e: { code: number }) => e.code);
  expect(otherMethod).toBe(409);
  expect((await detail(refundNo)).status).toBe(RefundStatus.toBeProcessed);

  // An order not yet confirmed cannot be refunded; another buyer's order is not found.
  const unconfirmed = await t.call<{ orderNo: string }>(
    "/api/buyer/order/create",
    { shopId: shop.shopId, items: [{ itemId: p.id, quantity: 1 }], addressId: buyer.addressId, paymentMethod: 2 },
    { token: buyer.token },
  );
  const early = await asBuyer(
    "apply",
    applyBody(unconfirmed.body.data.orderNo, buyer.photo, [{ lineId: paid.lineIds[0], quantity: 1 }]),
  );
  expect([early.body.code, early.body.message]).toEqual([409, "This order cannot be returned or refunded now"]);
  const other = await refundBuyer(t, shop);
  const foreign = await t.call(
    "/api/buyer/refund/apply",
    applyBody(paid.orderNo, other.photo, [{ lineId: paid.lineIds[0], quantity: 1 }]),
    { token: other.token },
  );
  expect(foreign.body.code).toBe(404);
  expect((await t.call("/api/buyer/refund/detail", { refundNo }, { token: other.token })).body.code).toBe(404);
  // Another buyer's photo is not this buyer's proof.
  const sent = await orderAt(t, admin, buyer, shop, [{ itemId: p.id, quantity: 1 }], "sent");
  const stolen = await asBuyer(
    "apply",
    applyBody(sent.orderNo, other.photo, [{ lineId: sent.lineIds[0], quantity: 1 }]),
  );
  expect(stolen.body.data).toEqual({ errors: [{ path: "photos.0", message: expect.any(String) }] });
});

test("the list, counts, buyer page and export", async () => {
  const page = await seller<Page<RefundRow>>("page", { pageNo: 1, pageSize: 50 });
  expect(page.body.data.rowCount).toBeGreaterThanOrEqual(7);
  const times = page.body.data.data.map((r) => r.applyTime);
  expect([...times].sort().reverse()).toEqual(times);
  const counts = (await seller<RefundTabCounts>("counts", {})).body.data;
  expect(counts.all).toBe(page.body.data.rowCount);
  expect(counts.success + counts.closed + counts.toBeProcessed).toBe(counts.all);
  const success = await seller<Page<RefundRow>>("page", { pageNo: 1, pageSize: 50, tab: "success" });
  expect(success.body.data.data.every((r) => r.status === RefundStatus.success)).toBe(true);
  const one = page.body.data.data[0];
  const byNo = await seller<Page<RefundRow>>("page", { pageNo: 1, pageSize: 50, keyword: one.refundNo.toLowerCase() });
  expect(byNo.body.data.data.map((r) => r.refundNo)).toEqual([one.refundNo]);
  const byOrder = await seller<Page<RefundRow>>("page", { pageNo: 1, pageSize: 50, keyword: one.orderNo });
  expect(byOrder.body.data.data.every((r) => r.orderNo === one.orderNo)).toBe(true);
  const returns = await seller<Page<RefundRow>>("page", { pageNo: 1, pageSize: 50, method: 2 });
  expect(returns.body.data.rowCount).toBe(1);
  const mine = await asBuyer<Page<RefundRow>>("page", { pageNo: 1, pageSize: 50 });
  expect(mine.body.data.rowCount).toBe(page.body.data.rowCount);
  const file = await seller<{ fileName: string; contentBase64: string; rows: number }>("export", {});
  expect(file.body.data.rows).toBe(page.body.data.rowCount);
  expect(Buffer.from(file.body.data.contentBase64, "base64").subarray(0, 2).toString()).toBe("PK");
});

test("each tab's page holds its count, page by page in apply order; an only-own staff and another shop see none of it", async () => {
  const counts = (await seller<RefundTabCounts>("counts", {})).body.data;
  const all = (await seller<Page<RefundRow>>("page", { pageNo: 1, pageSize: 100 })).body.data;
  for (const tab of REFUND_TAB_KEYS) {
    const statuses = REFUND_TABS[tab] as readonly number[];
    const pageOf = await seller<Page<RefundRow>>("page", { pageNo: 1, pageSize: 100, tab });
    expect([tab, pageOf.body.data.rowCount]).toEqual([tab, counts[tab]]);
    const expected = all.data.filter((r) => statuses.length === 0 || statuses.includes(r.status));
    expect(pageOf.body.data.data.map((r) => r.refundNo)).toEqual(expected.map((r) => r.refundNo));
  }
  // Pages of 2, asked twice each (the second answer comes from the statement the first prepared).
  const paged: string[] = [];
  for (let pageNo = 1; pageNo <= Math.ceil(all.rowCount / 2); pageNo++) {
    const first = await seller<Page<RefundRow>>("page", { pageNo, pageSize: 2 });
    const again = await seller<Page<RefundRow>>("page", { pageNo, pageSize: 2 });
    expect(again.body.data).toEqual(first.body.data);
    paged.push(...first.body.data.data.map((r) => r.refundNo));
  }
  expect(paged).toEqual(all.data.map((r) => r.refundNo));

  // The admin owns every order here: a staff member seeing all data gets the same list, an "only own" one none.
  const everything = await subAccount(t, shop, ["refunds.list"], 1);
  const ownOnly = await subAccount(t, shop, ["refunds.list"], 2);
  const pageAs = (token: string, tab?: string) =>
    t.call<Page<RefundRow>>("/api/refund/ina/page", { pageNo: 1, pageSize: 100, tab }, { token });
  expect((await pageAs(everything.token)).body.data).toEqual(all);
  for (const tab of [undefined, "toBeProcessed"]) {
    expect((await pageAs(ownOnly.token, tab)).body.data).toMatchObject({ rowCount: 0, data: [] });
  }
  const other = await pageAs(await t.login("seller.special"));
  expect(other.body.data.data.map((r) => r.refundNo).filter((no) => paged.includes(no))).toEqual([]);
});

test("buyers upload their proof photos through the file endpoint; the platform admin may not upload", async () => {
  expect(fileKeySchema.safeParse(buyer.photo).success).toBe(true);
  await expect(uploadPhoto(t, platform)).rejects.toThrow(/upload refused/);
});
