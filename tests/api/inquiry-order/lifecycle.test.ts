/**
 * An inquiry order's life after the purchase (spec §9 "Unprocessed inquiry orders are auto confirmed after 1
 * day", §3 "Indent letter", §5 "New EDT cannot be less than the previous one", §4 shipment and refunds): the
 * auto-confirm with a moved clock (short stock -> part status indent; two sweeps confirm once), indent letters,
 * printing and shipping, refund answers through the inquiry side, and the inquiry-data download.
 */
import { and, eq } from "drizzle-orm";
import { activities } from "../../../server/db/schema/access";
import { items } from "../../../server/db/schema/item";
import { orderEvents, orderItems, orders } from "../../../server/db/schema/order";
import { systemMessages } from "../../../server/db/schema/message";
import { sweepOrders } from "../../../server/jobs/orders";
import { formatDate } from "../../../src/domain/datetime";
import { sweepInquiryDownloads } from "../../../server/jobs/inquiry-downloads";
import { ORDER_TIMER_DEFAULTS } from "../../../src/domain/order";
import type { Page } from "../../../src/domain/wire";
import type { InquiryDownloadRow, InquiryOrderDetail } from "../../../src/resources/inquiry-orders/schema";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, createBuyer, shipBody, uploadPhoto } from "../order/order-helpers";
import { applyBody, must, stockOf } from "../refund/refund-helpers";
import { inquiryOrderOf } from "./fixtures";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.login("seller.active");
}, 120_000);
beforeEach(async () => {
  admin = await t.login("seller.active");
});
afterAll(async () => {
  await t.close();
});

const orderOf = async (orderNo: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0];

test("indent letters: only for a confirmed, unshipped order; the EDT never earlier; the buyer told", async () => {
  const { orderNo, buyer } = await inquiryOrderOf(t);
  const photo = await uploadPhoto(t, admin);
  const body = {
    orderNo,
    signaturePhoto: photo,
    courierName: "JNE",
    trackingNo: "JN1",
    estimatedDelivery: "2026-12-30",
    logo: "shop",
  };
  const early = await t.call("/api/inquiry-order/ina/createIndentLetter", body, { token: admin, lang: "en-US" });
  expect(early.body.code).toBe(409); // still unconfirmed
  await must(t, "/api/inquiry-order/ina/confirm", { orderNo }, admin);
  const o = await orderOf(orderNo);
  expect(o.status).toBe(1); // a bill order is paid on confirm
  const detail = await must<InquiryOrderDetail>(t, "/api/inquiry-order/ina/detail", { orderNo }, admin);
  expect(detail.canCreateIndentLetter).toBe(true);
  // Order time + 10 EDT days (WIB) is the current estimate: a day earlier is refused.
  expect(detail.estimatedDeliveryDate).toBe("2026-11-30");
  const before = await t.call(
    "/api/inquiry-order/ina/createIndentLetter",
    { ...body, estimatedDelivery: "2026-11-29" },
    { token: admin, lang: "en-US" },
  );
  expect(before.body.code).toBe(400);
  expect(JSON.stringify(before.body.data)).toContain("estimatedDelivery");
  const letter = await must<{ letterNo: string; lineIds: number[] }>(
    t,
    "/api/inquiry-order/ina/createIndentLetter",
    body,
    admin,
  );
  expect(letter.letterNo).toMatch(/^IND-\d{8}-\d{6}$/);
  expect(letter.lineIds).toHaveLength(1);
  const again = await t.call(
    "/api/inquiry-order/ina/createIndentLetter",
    { ...body, estimatedDelivery: "2026-12-29" },
    { token: admin },
  );
  expect(again.body.code).toBe(400);
  await must(t, "/api/inquiry-order/ina/createIndentLetter", { ...body, estimatedDelivery: "2026-12-30" }, admin);
  const messages = await t.database.db
    .select()
    .from(systemMessages)
    .where(and(eq(systemMessages.userId, buyer.userId), eq(systemMessages.type, "inquiryOrder.indentLetter")));
  expect(messages).toHaveLength(2);
  const recorded = await t.database.db.select().from(activities).where(eq(activities.recordId, letter.letterNo));
  expect(recorded.map((r) => r.activityType)).toEqual(["createIndentLetter"]);
  const doc = await must<{ lines: { partStatus: number }[]; claimNo: string; shopName: string }>(
    t,
    "/api/inquiry-order/ina/indentLetter/detail",
    { letterNo: letter.letterNo },
    admin,
  );
  expect(doc.lines.map((l) => l.partStatus)).toEqual([3]);
  expect(doc.claimNo).toBe("CLM-2026-001");
  const after = await must<InquiryOrderDetail>(t, "/api/inquiry-order/ina/detail", { orderNo }, admin);
  expect(after.estimatedDeliveryDate).toBe("2026-12-30");
  expect(after.indentLetters).toHaveLength(2);
  // Another shop's letter reads as not found.
  const special = await t.login("seller.special");
  const foreign = await t.call(
    "/api/inquiry-order/ina/indentLetter/detail",
    { letterNo: letter.letterNo },
    { token: special },
  );
  expect(foreign.body.code).toBe(404);
});

test("print, ship, and a refund answered on the inquiry side (not on the product refund list)", async () => {
  const { orderNo, buyer } = await inquiryOrderOf(t);
  await must(t, "/api/inquiry-order/ina/confirm", { orderNo }, admin);
  const { doNo } = await must<{ doNo: string }>(
    t,
    "/api/inquiry-order/ina/deliveryOrder/print",
    { orderNos: [orderNo] },
    admin,
  );
  const doc = await must<{ doNo: string }>(t, "/api/inquiry-order/ina/deliveryOrder/detail", { doNo }, admin);
  expect(doc.doNo).toBe(doNo);
  const photo = await uploadPhoto(t, admin);
  await must(t, "/api/inquiry-order/ina/deliveryOrder/ship", shipBody(doNo, photo), admin);
  expect((await orderOf(orderNo)).status).toBe(2);
  const buyerPhoto = await uploadPhoto(t, buyer.token);
  const lineId = (await must<InquiryOrderDetail>(t, "/api/inquiry-order/ina/detail", { orderNo }, admin)).lines[0]
    .lineId;
  const { refundNo } = await must<{ refundNo: string }>(
    t,
    "/api/buyer/refund/apply",
    applyBody(orderNo, buyerPhoto, [{ lineId, quantity: 1 }]),
    buyer.token,
  );
  const productSide = await must<Page<{ refundNo: string }>>(
    t,
    "/api/refund/ina/page",
    { pageNo: 1, pageSize: 100 },
    admin,
  );
  expect(productSide.data.map((r) => r.refundNo)).not.toContain(refundNo);
  const inquirySide = await must<Page<{ refundNo: string }>>(
    t,
    "/api/inquiry-order/ina/refund/page",
    { pageNo: 1, pageSize: 100 },
    admin,
  );
  expect(inquirySide.data.map((r) => r.refundNo)).toEqual([refundNo]);
  const detail = await must<{ refundNo: string; maxOffer: number }>(
    t,
    "/api/inquiry-order/ina/refund/detail",
    { refundNo },
    admin,
  );
  expect(detail.refundNo).toBe(refundNo);
  const low = await t.call(
    "/api/inquiry-order/ina/refund/answer",
    { refundNo, move: "negotiate", amount: detail.maxOffer + 1, reason: "Potongan ongkos kirim" },
    { token: admin },
  );
  expect(low.body.code).toBe(400);
  const answered = await must<{ status: number }>(
    t,
    "/api/inquiry-order/ina/refund/answer",
    { refundNo, move: "approve" },
    admin,
  );
  expect(answered.status).toBe(4);
});

test("the inquiry-data download is generated in the background and listed", async () => {
  const requested = await must<InquiryDownloadRow>(t, "/api/inquiry-order/ina/download", {}, admin);
  expect(requested).toMatchObject({ status: 0, period: "3m", url: null });
  const busy = await t.call("/api/inquiry-order/ina/download", { period: "1w" }, { token: admin });
  expect(busy.body.code).toBe(409);
  const result = await sweepInquiryDownloads({ db: t.database.db, filesDir: t.filesDir, clock: t.now });
  expect(result).toEqual({ done: 1, failed: 0 });
  const listed = await must<Page<InquiryDownloadRow>>(
    t,
    "/api/inquiry-order/ina/download/page",
    { pageNo: 1, pageSize: 10 },
    admin,
  );
  expect(listed.data[0]).toMatchObject({ id: requested.id, status: 1, userName: "seller.active" });
  // The days it covers: three months back to today, WIB.
  const today = formatDate(t.now());
  expect(listed.data[0].to).toBe(today);
  expect(listed.data[0].from < today).toBe(true);
  expect(listed.data[0].from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(listed.data[0].url).toMatch(/^\/files\//);
  expect(listed.data[0].fileName).toMatch(/^inquiry-data-.*\.xlsx$/);
});

// Last: it moves the clock a day (sessions of the earlier tests would expire).
test("the timer confirms an unprocessed inquiry order after a day, once, short lines becoming indent", async () => {
  const shop = await activeShop(t);
  const buyer = await createBuyer(t, "insurance", shop.regionCodes);
  const a = await inquiryOrderOf(t, { paymentMethod: 1, buyer, stockNum: 100 });
  const short = await inquiryOrderOf(t, { paymentMethod: 1, buyer, stockNum: 1 });
  const ctx = { timers: ORDER_TIMER_DEFAULTS };
  // Not yet due: nothing moves.
  t.advance(23 * 3_600_000);
  expect(await sweepOrders(t.database.db, "orders-auto-confirm", t.now(), ctx)).toEqual([]);
  t.advance(3_600_000);
  const [first, second] = await Promise.all([
    sweepOrders(t.database.db, "orders-auto-confirm", t.now(), ctx),
    sweepOrders(t.database.db, "orders-auto-confirm", t.now(), ctx),
  ]);
  expect([...first, ...second].sort()).toEqual([a.orderNo, short.orderNo].sort());
  // The expire sweep leaves inquiry orders alone.
  expect(await sweepOrders(t.database.db, "orders-expire", t.now(), ctx)).not.toContain(a.orderNo);
  for (const no of [a.orderNo, short.orderNo]) {
    const o = await orderOf(no);
    expect([no, o.status]).toEqual([no, 0]);
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, o.id), eq(orderEvents.move, "autoConfirm")));
    expect(events).toHaveLength(1);
    const recorded = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.recordId, no), eq(activities.activityType, "inquiryOrder")));
    expect(recorded).toHaveLength(1);
  }
  // Stock taken for the line with a product; the short one became indent and took nothing.
  expect(await stockOf(t, a.itemId)).toBe(98);
  expect(await stockOf(t, short.itemId)).toBe(1);
  const shortLines = await t.database.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, (await orderOf(short.orderNo)).id));
  expect(shortLines.every((l) => l.partStatus === 3)).toBe(true);
  await t.database.db.update(items).set({ stockNum: 100 }).where(eq(items.id, short.itemId));
});
