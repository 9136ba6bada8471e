/**
 * Notices (spec §3 "Messages": custom notice, broadcast notice, statistics, countNewMsg; §7
 * /api/message/custom/*, /api/notification/custom/*, /api/message/ina/*): a buyer's note reaches the shop's
 * users, a platform notice reaches every seller or one shop while live, the counts add them up, each reader
 * sees and changes only its own; the notification settings' in-app switch stops system messages; a new
 * inquiry reaches exactly the shops that will see it in their inquiry list.
 */
import { and, eq } from "drizzle-orm";
import type { InboxStatistics } from "../../../src/domain/notice";
import type { FieldError } from "../../../src/domain/wire";
import type { BroadcastNoticeRow, CustomNoticeRow } from "../../../src/resources/notifications/schema";
import { users } from "../../../server/db/schema/auth";
import { systemMessages } from "../../../server/db/schema/message";
import { chatConversations, cartItems } from "../../../server/db/schema/inbox";
import { noticeAnnouncer } from "../../../server/jobs/notices";
import { ORDER_TIMER_DEFAULTS } from "../../../src/domain/order";
import { createTestApp, type TestApp } from "../helpers";
import {
  activeShop,
  createBuyer,
  createProduct,
  placeOrder,
  type ShopInfo,
  type TestBuyer,
} from "../order/order-helpers";
import { createInquiry, inquiryBuyer, setPartBrands } from "../inquiry/inquiry-helpers";

let t: TestApp;
let seller: string;
let staff: string;
let special: string;
let platform: string;
let shop: ShopInfo;
let specialShopId: number;
let buyer: TestBuyer;

const count = async (token: string) =>
  (await t.call<{ countNewMsg: number }>("/api/message/ina/countNewMsg", {}, { token })).body.data.countNewMsg;
const stats = async (token: string) =>
  (await t.call<InboxStatistics>("/api/message/ina/statistics", {}, { token })).body.data;
async function customList(token: string): Promise<CustomNoticeRow[]> {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/message/custom/notify",
    headers: { authorization: token },
  });
  const body = res.json<{ success: boolean; data: { data: CustomNoticeRow[] } }>();
  expect(body.success).toBe(true);
  return body.data.data;
}
const broadcasts = async (token: string, type?: number) =>
  (await t.call<BroadcastNoticeRow[]>("/api/notification/custom/fetchAll", type ? { type } : {}, { token })).body.data;
const userIdOf = async (userName: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0].id;

/** New sessions after the clock jumped past the idle expiry. */
async function relogin() {
  [seller, staff, special, platform] = await Promise.all([
    t.login("seller.active"),
    t.login("staff.sales"),
    t.login("seller.special"),
    t.login("platform.admin"),
  ]);
  if (buyer) buyer = { ...buyer, token: await t.login(buyer.userName) };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await relogin();
  shop = await activeShop(t);
  const [sp] = await t.database.db
    .select({ shopId: users.shopId })
    .from(users)
    .where(eq(users.userName, "seller.special"));
  specialShopId = sp.shopId!;
  buyer = await createBuyer(t, "ordinary", shop.regionCodes);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("custom notices", () => {
  let messageId = 0;

  test("a buyer's note reaches every user of the shop, unread, and raises their count", async () => {
    const [before, staffBefore, otherBefore] = [await count(seller), await count(staff), await count(special)];
    const res = await t.call<{ messageId: number }>(
      "/api/buyer/message/custom/send",
      { shopId: shop.shopId, notes: "  Apakah stok kampas rem masih ada?  ", url: "/commodity/list" },
      { token: buyer.token },
    );
    expect(res.body.success).toBe(true);
    messageId = res.body.data.messageId;
    expect(messageId).toBeGreaterThan(0);
    expect(await count(seller)).toBe(before + 1);
    expect(await count(staff)).toBe(staffBefore + 1);
    expect(await count(special)).toBe(otherBefore);

    const [first] = await customList(seller);
    expect(first).toEqual({
      messageId,
      id: expect.any(Number),
      buyerName: expect.any(String),
      notes: "Apakah stok kampas rem masih ada?",
      url: "/commodity/list",
      isRead: false,
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(first.buyerName.length).toBeGreaterThan(0);
    expect((await customList(special)).some((n) => n.messageId === messageId)).toBe(false);
  });

  test("hasRead marks only the caller's copy; another shop's user gets not found", async () => {
    const refused = await t.call("/api/message/custom/hasRead", { messageId }, { token: special });
    expect(refused.body.code).toBe(404);
    const before = await count(seller);
    expect((await t.call("/api/message/custom/hasRead", { messageId }, { token: seller })).body.success).toBe(true);
    expect(await count(seller)).toBe(before - 1);
    expect((await customList(seller)).find((n) => n.messageId === messageId)?.isRead).toBe(true);
    expect((await customList(staff)).find((n) => n.messageId === messageId)?.isRead).toBe(false);
    // Idempotent.
    expect((await t.call("/api/message/custom/hasRead", { messageId }, { token: seller })).body.success).toBe(true);
  });

  test("unread notices come first, then the newest", async () => {
    t.advance(1000);
    const later = await t.call<{ messageId: number }>(
      "/api/buyer/message/custom/send",
      { shopId: shop.shopId, notes: "Mohon konfirmasi pesanan saya" },
      { token: buyer.token },
    );
    const list = await customList(seller);
    expect(list[0].messageId).toBe(later.body.data.messageId);
    expect(list[0].url).toBe("");
    const firstRead = list.findIndex((n) => n.isRead);
    if (firstRead >= 0) expect(list.slice(firstRead).every((n) => n.isRead)).toBe(true);
  });

  test("a shop that is not open for trade, or missing, answers not found", async () => {
    const [pending] = await t.database.db
      .select({ shopId: users.shopId })
      .from(users)
      .where(eq(users.userName, "seller.pending"));
    for (const shopId of [pending.shopId!, 99_999_999]) {
      const res = await t.call("/api/buyer/message/custom/send", { shopId, notes: "Halo" }, { token: buyer.token });
      expect(res.body.code).toBe(404);
    }
  });

  test("the notes list needs a signed-in seller", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/message/custom/notify" });
    expect(anonymous.json<{ code: number }>().code).toBe(987654321);
    const asBuyer = await t.app.inject({
      method: "GET",
      url: "/api/message/custom/notify",
      headers: { authorization: buyer.token },
    });
    expect(asBuyer.json<{ success: boolean }>().success).toBe(false);
  });
});

describe("broadcast notices", () => {
  test("a notice to everyone is live at once, counted, and read per user", async () => {
    const noShop = await t.login("seller.noshop");
    const [before, otherBefore, noShopBefore] = [await count(seller), await count(special), await count(noShop)];
    const res = await t.call<{ notificationId: number }>(
      "/api/platform/notification/create",
      { type: 1, title: "Pemeliharaan sistem", summary: "Portal tidak tersedia Minggu 01.00-03.00 WIB.", url: "/home" },
      { token: platform },
    );
    expect(res.body.success).toBe(true);
    const id = res.body.data.notificationId;
    expect(await count(seller)).toBe(before + 1);
    expect(await count(special)).toBe(otherBefore + 1);
    expect(await count(noShop)).toBe(noShopBefore + 1);
    const row = (await broadcasts(seller)).find((n) => n.notificationId === id);
    expect(row).toEqual({
      notificationId: id,
      id,
      type: 1,
      title: "Pemeliharaan sistem",
      summary: "Portal tidak tersedia Minggu 01.00-03.00 WIB.",
      url: "/home",
      isRead: false,
      startTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect((await broadcasts(seller, 2)).some((n) => n.notificationId === id)).toBe(false);

    expect(
      (await t.call("/api/notification/custom/markAsRead", { notificationId: id }, { token: seller })).body.success,
    ).toBe(true);
    expect(await count(seller)).toBe(before);
    expect((await broadcasts(seller)).find((n) => n.notificationId === id)?.isRead).toBe(true);
    expect((await broadcasts(special)).find((n) => n.notificationId === id)?.isRead).toBe(false);
  });

  test("a notice to one shop reaches only that shop; others get not found on markAsRead", async () => {
    const noShop = await t.login("seller.noshop");
    const [specialBefore, sellerBefore, noShopBefore] = [
      await count(special),
      await count(seller),
      await count(noShop),
    ];
    const res = await t.call<{ notificationId: number }>(
      "/api/platform/notification/create",
      { type: 2, title: "Dokumen toko", summary: "Mohon perbarui dokumen toko Anda.", shopId: specialShopId },
      { token: platform },
    );
    const id = res.body.data.notificationId;
    expect((await broadcasts(special, 2)).some((n) => n.notificationId === id)).toBe(true);
    expect((await broadcasts(seller)).some((n) => n.notificationId === id)).toBe(false);
    expect([await count(special), await count(seller), await count(noShop)]).toEqual([
      specialBefore + 1,
      sellerBefore,
      noShopBefore,
    ]);
    const refused = await t.call("/api/notification/custom/markAsRead", { notificationId: id }, { token: seller });
    expect(refused.body.code).toBe(404);
    const missingShop = await t.call(
      "/api/platform/notification/create",
      { type: 1, title: "X", summary: "Y", shopId: 99_999_999 },
      { token: platform },
    );
    expect(missingShop.body.code).toBe(404);
  });

  test("a notice starting later is not live until its start, then the sweep announces it; an ended one is gone", async () => {
    const start = new Date(t.now().getTime() + 3_600_000);
    const before = await count(seller);
    const res = await t.call<{ notificationId: number }>(
      "/api/platform/notification/create",
      {
        type: 1,
        title: "Promo",
        summary: "Promo akhir tahun.",
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 7_200_000).toISOString(),
      },
      { token: platform },
    );
    const id = res.body.data.notificationId;
    expect((await broadcasts(seller)).some((n) => n.notificationId === id)).toBe(false);
    expect(await count(seller)).toBe(before);
    const sweep = noticeAnnouncer();
    const ctx = { timers: ORDER_TIMER_DEFAULTS };
    // The first window reaches back a minute (the notices created just before); nothing new after it.
    await sweep.run(t.database.db, t.now(), ctx);
    t.advance(1000);
    expect(await sweep.run(t.database.db, t.now(), ctx)).toBe(0);
    t.advance(3_600_000);
    await relogin();
    expect(await sweep.run(t.database.db, t.now(), ctx)).toBe(1);
    t.advance(1000);
    expect(await sweep.run(t.database.db, t.now(), ctx)).toBe(0);
    expect((await broadcasts(seller)).some((n) => n.notificationId === id)).toBe(true);
    expect(await count(seller)).toBe(before + 1);
    t.advance(7_200_000);
    await relogin();
    expect((await broadcasts(seller)).some((n) => n.notificationId === id)).toBe(false);
    expect(await count(seller)).toBe(before);
    const late = await t.call("/api/notification/custom/markAsRead", { notificationId: id }, { token: seller });
    expect(late.body.code).toBe(404);
  });

  test("an end before the start is refused with a field error", async () => {
    const now = t.now().getTime();
    const res = await t.call<{ errors: FieldError[] }>(
      "/api/platform/notification/create",
      {
        type: 1,
        title: "X",
        summary: "Y",
        startTime: new Date(now + 60_000).toISOString(),
        endTime: new Date(now).toISOString(),
      },
      { token: platform, lang: "en-US" },
    );
    expect(res.body.code).toBe(400);
    expect(res.body.data.errors.map((e) => e.path)).toContain("endTime");
  });
});

describe("counts and statistics", () => {
  test("countNewMsg, fetchNewMsgStatus and statistics agree, and chat, discussion and cart are counted", async () => {
    const sellerId = await userIdOf("seller.active");
    const product = await createProduct(t, shop);
    const before = await stats(seller);
    await t.database.db
      .insert(chatConversations)
      .values({ shopId: shop.shopId, buyerUserId: buyer.userId, sellerUnread: 3 });
    await t.database.db.insert(cartItems).values({ userId: sellerId, itemId: product.id, quantity: 2 });
    const s = await stats(seller);
    expect(s.total).toBe(await count(seller));
    expect(s.advisory).toBe(before.advisory + 3);
    expect(s.cart).toBe(before.cart + 1);
    expect(typeof s.discussion).toBe("number");
    const status = await t.call<{ hasNewMsg: boolean }>(
      "/api/message/ina/sysmsg/fetchNewMsgStatus",
      {},
      { token: seller },
    );
    expect(status.body.data.hasNewMsg).toBe(s.total > 0);
    const other = await stats(special);
    expect(other.advisory).toBe(0);
    expect(other.cart).toBe(0);
  });
});

describe("notification settings are respected", () => {
  test("with orderNew in-app off the admin gets no order message; on again, it does", async () => {
    const sellerId = await userIdOf("seller.active");
    const product = await createProduct(t, shop);
    const orderMessages = async () =>
      (
        await t.database.db
          .select({ id: systemMessages.id })
          .from(systemMessages)
          .where(and(eq(systemMessages.userId, sellerId), eq(systemMessages.type, "order.created")))
      ).length;
    const setInApp = async (enabled: boolean) =>
      expect(
        (
          await t.call(
            "/api/message/setting/ina/update",
            { items: [{ type: "orderNew", channel: "inApp", enabled }] },
            { token: seller },
          )
        ).body.success,
      ).toBe(true);

    await setInApp(false);
    const before = await orderMessages();
    await placeOrder(t, buyer, shop.shopId, [{ itemId: product.id, quantity: 1 }]);
    expect(await orderMessages()).toBe(before);

    await setInApp(true);
    await placeOrder(t, buyer, shop.shopId, [{ itemId: product.id, quantity: 1 }]);
    expect(await orderMessages()).toBe(before + 1);
  });
});

describe("a new inquiry", () => {
  test("reaches the shops selling its brand and no other", async () => {
    const sellerId = await userIdOf("seller.active");
    const specialId = await userIdOf("seller.special");
    await setPartBrands(t, shop.shopId, ["Toyota", "Daihatsu"]);
    await setPartBrands(t, specialShopId, ["  honda ", "Suzuki"]);
    const insurer = await inquiryBuyer(t);
    const inquiryMessages = async (userId: number) =>
      t.database.db
        .select({ url: systemMessages.url })
        .from(systemMessages)
        .where(and(eq(systemMessages.userId, userId), eq(systemMessages.type, "inquiry.created")));
    const [a0, b0] = [(await inquiryMessages(sellerId)).length, (await inquiryMessages(specialId)).length];

    const toyota = await createInquiry(t, insurer);
    const a1 = await inquiryMessages(sellerId);
    expect(a1).toHaveLength(a0 + 1);
    expect(a1.map((m) => m.url)).toContain(`/tend/inquirydetail?inquiryNo=${toyota.inquiryNo}`);
    expect(await inquiryMessages(specialId)).toHaveLength(b0);

    await createInquiry(t, insurer, { carBrandName: "HONDA", carModel: "Jazz" });
    expect(await inquiryMessages(sellerId)).toHaveLength(a0 + 1);
    expect(await inquiryMessages(specialId)).toHaveLength(b0 + 1);

    // A brand nobody sells reaches nobody.
    await createInquiry(t, insurer, { carBrandName: "Tesla", carModel: "Model 3" });
    expect(await inquiryMessages(sellerId)).toHaveLength(a0 + 1);
    expect(await inquiryMessages(specialId)).toHaveLength(b0 + 1);
  });
});
