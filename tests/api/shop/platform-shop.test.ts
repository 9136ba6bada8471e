/**
 * Platform admin side of shops and users (spec §4 "Store status", §6): listing, approve / reject,
 * close / freeze / restrict, user activation; wrong-state transitions change nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../../src/domain/wire";
import { users } from "../../../server/db/schema/auth";
import { shops } from "../../../server/db/schema/shop";
import type { PlatformShopRow } from "../../../server/modules/shop/shop-review-service";
import { seedDemoAccounts } from "../../../server/seed/demo-accounts";
import { DEMO_PASSWORD } from "../../../server/seed/demo";
import { createTestApp, type TestApp } from "../helpers";

const PAGE = "/api/platform/shop/page";
const APPROVE = "/api/platform/shop/approve";
const REJECT = "/api/platform/shop/reject";
const SET_STATUS = "/api/platform/shop/setStatus";
const USER_STATUS = "/api/platform/user/setStatus";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db, { password: DEMO_PASSWORD, clock: t.now });
  admin = await t.login("platform.admin");
});
afterAll(() => t.close());

async function userOf(userName: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.userName, userName));
  return user;
}
async function shopOf(userName: string) {
  const user = await userOf(userName);
  const [shop] = await t.database.db
    .select()
    .from(shops)
    .where(eq(shops.id, user.shopId ?? -1));
  return shop;
}
const call = <T = unknown>(url: string, body: unknown, lang?: string) => t.call<T>(url, body, { token: admin, lang });

describe("access", () => {
  it("refuses sellers on every platform endpoint and changes nothing", async () => {
    const seller = await t.login("seller.active");
    const pending = await shopOf("seller.pending");
    for (const [url, body] of [
      [PAGE, {}],
      [APPROVE, { shopId: pending.id }],
      [REJECT, { shopId: pending.id, rejectReasons: [1] }],
      [SET_STATUS, { shopId: pending.id, applyStatus: 4 }],
      [USER_STATUS, { userId: (await userOf("seller.pending")).id, status: 0 }],
    ] as const) {
      const res = await t.call(url, body, { token: seller });
      expect(res.body, url).toMatchObject({ success: false, code: 403 });
      expect((await t.call(url, body, {})).body.code).toBe(987654321);
    }
    expect(await shopOf("seller.pending")).toEqual(pending);
    expect((await userOf("seller.pending")).status).toBe(1);
  });
});

describe("shop list", () => {
  it("pages every shop with its owner and filters by status and keyword", async () => {
    const all = await call<Page<PlatformShopRow>>(PAGE, { pageNo: 1, pageSize: 3 });
    expect(all.body.data).toMatchObject({ rowCount: 8, pageCount: 3, pageSize: 3 });
    expect(all.body.data.data).toHaveLength(3);
    const last = await call<Page<PlatformShopRow>>(PAGE, { pageNo: 3, pageSize: 3 });
    expect(last.body.data.data).toHaveLength(2);

    const pending = await call<Page<PlatformShopRow>>(PAGE, { applyStatus: 0 });
    expect(pending.body.data.data).toEqual([
      expect.objectContaining({
        ownerUserName: "seller.pending",
        storeName: "Maju Bersama Sparepart",
        applyStatus: 0,
        submitTime: "2026-11-20 10:00:00",
        auditTime: null,
      }),
    ]);
    const byName = await call<Page<PlatformShopRow>>(PAGE, { keyword: "SINAR jaya" });
    expect(byName.body.data.data.map((r) => r.ownerUserName)).toEqual(["seller.active"]);
    const byOwner = await call<Page<PlatformShopRow>>(PAGE, { keyword: "seller.froz" });
    expect(byOwner.body.data.data.map((r) => r.applyStatus)).toEqual([4]);
    expect((await call<Page<PlatformShopRow>>(PAGE, { keyword: "%" })).body.data.rowCount).toBe(0);
  });

  it.each([
    [{ pageSize: 1000 }, "pageSize"],
    [{ pageNo: 0 }, "pageNo"],
    [{ pageNo: "1" }, "pageNo"],
    [{ applyStatus: 7 }, "applyStatus"],
    [{ keyword: "k".repeat(101) }, "keyword"],
  ])("refuses %j", async (body, field) => {
    const res = await call<{ errors: { path: string }[] }>(PAGE, body);
    expect(res.body.code).toBe(400);
    expect(res.body.data.errors.map((e) => e.path)).toContain(field);
  });
});

describe("application decisions", () => {
  it("rejects with reasons, lets the seller resubmit, then approves", async () => {
    const before = await shopOf("seller.pending");
    for (const [body, field] of [
      [{ shopId: before.id, rejectReasons: [] }, "rejectReasons"],
      [{ shopId: before.id, rejectReasons: [6] }, "rejectReasons.0"],
      [{ shopId: before.id, rejectReasons: ["1"] }, "rejectReasons.0"],
      [{ shopId: before.id, rejectReasons: [5] }, "rejectRemark"],
      [{ shopId: before.id, rejectReasons: [1, 5], rejectRemark: "x".repeat(501) }, "rejectRemark"],
      [{ rejectReasons: [1] }, "shopId"],
    ] as const) {
      const res = await call<{ errors: { path: string }[] }>(REJECT, body);
      expect(res.body.code, JSON.stringify(body)).toBe(400);
      expect(res.body.data.errors.map((e) => e.path)).toContain(field);
    }
    expect(await shopOf("seller.pending")).toEqual(before);

    const rejected = await call(REJECT, {
      shopId: before.id,
      rejectReasons: [5, 1, 1],
      rejectRemark: "Alamat toko tidak sesuai dengan NIB",
    });
    expect(rejected.body).toMatchObject({ success: true, data: { applyStatus: 1, rejectReasons: [1, 5] } });
    const seller = await t.login("seller.pending");
    const info = await t.call("/api/shop/ina/myShopInfo", {}, { token: seller });
    expect(info.body.data).toMatchObject({
      applyStatus: 1,
      rejectReasons: [1, 5],
      rejectRemark: "Alamat toko tidak sesuai dengan NIB",
    });

    // Rejecting or approving a rejected application is a wrong-state transition.
    const again = await call(REJECT, { shopId: before.id, rejectReasons: [2] });
    expect(again.body).toMatchObject({
      success: false,
      code: 409,
      message: "Perubahan status tidak diizinkan pada status saat ini",
    });
    expect((await call(APPROVE, { shopId: before.id }, "en-US")).body.message).toBe(
      "This status change is not allowed in the current state",
    );
    expect((await shopOf("seller.pending")).rejectReasons).toEqual([1, 5]);

    const application = (info.body.data as { application: Record<string, unknown> }).application;
    expect((await t.call("/api/shop/ina/apply", application, { token: seller })).body.success).toBe(true);
    const approved = await call(APPROVE, { shopId: before.id });
    expect(approved.body).toMatchObject({ success: true, data: { applyStatus: 2, status: 1 } });
    const after = await t.call("/api/shop/ina/myShopInfo", {}, { token: seller });
    expect(after.body.data).toMatchObject({ applyStatus: 2, status: 1, rejectReasons: [], rejectRemark: "" });
    expect((await call(APPROVE, { shopId: before.id })).body.code).toBe(409);
  });

  it("refuses to approve a shop that is not pending, or does not exist", async () => {
    const active = await shopOf("seller.active");
    expect((await call(APPROVE, { shopId: active.id })).body.code).toBe(409);
    expect((await call(APPROVE, { shopId: 987654 })).body.code).toBe(404);
    expect((await call(APPROVE, { shopId: -1 })).body.code).toBe(400);
    expect(await shopOf("seller.active")).toEqual(active);
  });
});

describe("shop status", () => {
  it("freezes an active shop (seller features refused) and reopens it", async () => {
    const special = await shopOf("seller.special");
    const seller = await t.login("seller.special");
    const modify = () =>
      t.call(
        "/api/shop/ina/modifyShop",
        { shopId: special.id, accountName: "Yusuf Hidayat", accountNo: "5551234567", bank: "014" },
        { token: seller },
      );
    expect((await call(SET_STATUS, { shopId: special.id, applyStatus: 4 })).body).toMatchObject({
      success: true,
      data: { applyStatus: 4 },
    });
    expect((await modify()).body.code).toBe(403);
    expect((await call(SET_STATUS, { shopId: special.id, applyStatus: 4 })).body.code).toBe(409);
    expect((await call(SET_STATUS, { shopId: special.id, applyStatus: 3 })).body.data).toMatchObject({
      applyStatus: 3,
    });
    expect((await call(SET_STATUS, { shopId: special.id, status: 0 })).body.code).toBe(409);
    expect((await call(SET_STATUS, { shopId: special.id, applyStatus: 2 })).body.data).toMatchObject({
      applyStatus: 2,
    });
    expect((await modify()).body.success).toBe(true);
  });

  it("restricts an approved shop with reasons and lifts the restriction", async () => {
    const shop = await shopOf("seller.additional");
    const restricted = await call(SET_STATUS, { shopId: shop.id, status: 2, rejectReasons: [4] });
    expect(restricted.body.data).toMatchObject({ status: 2, rejectReasons: [4] });
    expect((await call(SET_STATUS, { shopId: shop.id, status: 2 })).body.code).toBe(409);
    const lifted = await call(SET_STATUS, { shopId: shop.id, status: 0 });
    expect(lifted.body.data).toMatchObject({ status: 0, rejectReasons: [] });
  });

  it("refuses wrong-state and invalid changes, changing nothing", async () => {
    const pending = await shopOf("seller.rejected");
    const closed = await shopOf("seller.closed");
    const cases: [unknown, number][] = [
      [{ shopId: pending.id, applyStatus: 3 }, 409],
      [{ shopId: pending.id, status: 0 }, 409],
      [{ shopId: pending.id, applyStatus: 2 }, 409],
      [{ shopId: closed.id, status: 1 }, 409],
      [{ shopId: closed.id }, 400],
      [{ shopId: closed.id, applyStatus: 1 }, 400],
      [{ shopId: closed.id, status: 3 }, 400],
      [{ shopId: closed.id, applyStatus: 2, status: 2, rejectReasons: [5] }, 400],
      [{ shopId: 424242, applyStatus: 4 }, 404],
    ];
    for (const [body, code] of cases) expect((await call(SET_STATUS, body)).body.code, JSON.stringify(body)).toBe(code);
    expect(await shopOf("seller.rejected")).toEqual(pending);
    expect(await shopOf("seller.closed")).toEqual(closed);
  });
});

describe("user status", () => {
  it("refuses unknown users, no-op changes and deactivating oneself", async () => {
    const me = await userOf("platform.admin");
    const seller = await userOf("seller.frozen");
    expect((await call(USER_STATUS, { userId: 999999, status: 0 })).body.code).toBe(404);
    expect((await call(USER_STATUS, { userId: seller.id, status: 1 })).body.code).toBe(409);
    expect((await call(USER_STATUS, { userId: me.id, status: 0 })).body.code).toBe(403);
    expect((await call(USER_STATUS, { userId: seller.id, status: 2 })).body.code).toBe(400);
    expect((await call(USER_STATUS, { userId: seller.id })).body.code).toBe(400);
    expect((await userOf("platform.admin")).status).toBe(1);
    expect((await userOf("seller.frozen")).status).toBe(1);
  });
});
