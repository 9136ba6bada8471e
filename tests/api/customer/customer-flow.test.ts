/**
 * Customers through the API (spec §2 /customer new, detail, add-discount, mulitple-set-discount,
 * verifyInfoChange; §3 "Customer"; §6; §8 'Anda telah menambahkan pelanggan ini.'; README choices
 * "customer", "credit hold", "discounts", "multi-account"): what a seller and a buyer notice.
 */
import { and, eq } from "drizzle-orm";
import { customerDiscounts, customers } from "../../../server/db/schema/customer";
import { systemMessages } from "../../../server/db/schema/message";
import { users } from "../../../server/db/schema/auth";
import { orders } from "../../../server/db/schema/order";
import type { CustomerDetail, CustomerRow, InfoChangeRow } from "../../../src/resources/customers/schema";
import type { OrderDetail } from "../../../src/resources/orders/schema";
import type { Page } from "../../../src/domain/wire";
import { createTestApp, type TestApp } from "../helpers";
import {
  activeShop,
  createBuyer,
  createProduct,
  placeOrder,
  type ShopInfo,
  type TestBuyer,
} from "../order/order-helpers";
import { customerBody, insertBill, subAccount } from "./customer-helpers";

let t: TestApp;
let shop: ShopInfo;
let admin: string;

const seller = <T = Record<string, unknown>>(path: string, body: unknown, lang = "en-US", token = admin) =>
  t.call<T>(`/api/customer/ina/${path}`, body, { token, lang });
const customerIdOf = async (buyerUserId: number) =>
  (
    await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.shopId, shop.shopId), eq(customers.buyerUserId, buyerUserId)))
  )[0]?.id;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.login("seller.active");
  shop = await activeShop(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("adding customers", () => {
  test("a buyer is added once; the second time answers the spec §8 text; unknown buyers and foreign managers refused", async () => {
    const b = await createBuyer(t, "workshop", shop.regionCodes);
    const first = await seller<{ id: number }>("create", customerBody(b.userName));
    expect(first.body.code).toBe(200);
    const again = await seller("create", customerBody(b.userName), "id-ID");
    expect([again.body.code, again.body.message]).toEqual([409, "Anda telah menambahkan pelanggan ini."]);
    const unknown = await seller("create", customerBody("tidak.ada.pembeli"));
    expect([unknown.body.code, unknown.body.message]).toEqual([404, "Buyer not found"]);
    const [otherShopUser] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, "seller.special"));
    const b2 = await createBuyer(t, "insurance", shop.regionCodes);
    const foreign = await seller("create", customerBody(b2.userName, { accountManagerUserId: otherShopUser!.id }));
    expect([foreign.body.code, foreign.body.message]).toEqual([
      400,
      "The account manager must be a sub-account of this shop",
    ]);
    expect(await customerIdOf(b2.userId)).toBeUndefined();

    const d = await seller<CustomerDetail>("detail", { id: first.body.data.id });
    expect(d.body.data).toMatchObject({
      buyerUserName: b.userName,
      companyName: "Bengkel Sinar Jaya",
      billFeeMethod: "offlineVerified",
      credit: { limit: 0, used: 0, available: 0 },
      partnershipStatus: null,
      transactionTime: null,
    });
  });

  test("an order makes the buyer a customer and sets its transaction time", async () => {
    const b = await createBuyer(t, "ordinary", shop.regionCodes);
    const p = await createProduct(t, shop, { price: 50_000 });
    await placeOrder(t, b, shop.shopId, [{ itemId: p.id, quantity: 1 }]);
    const id = await customerIdOf(b.userId);
    const d = await seller<CustomerDetail>("detail", { id });
    expect(d.body.data.transactionTime).toBe("2026-11-20 10:00:00");
    expect(d.body.data.companyCategory).toBe("ordinary");
  });
});

describe("only own", () => {
  test("an only-own sub-account lists and opens only the customers it manages (in SQL: counts too)", async () => {
    const staff = await subAccount(t, shop, ["customers.list", "customers.show", "customers.edit"], 2);
    const mine = await createBuyer(t, "workshop", shop.regionCodes);
    const theirs = await createBuyer(t, "workshop", shop.regionCodes);
    const a = await seller<{ id: number }>(
      "create",
      customerBody(mine.userName, { accountManagerUserId: staff.userId }),
    );
    const b = await seller<{ id: number }>("create", customerBody(theirs.userName));
    const list = await seller<Page<CustomerRow>>("page", { pageNo: 1, pageSize: 100 }, "en-US", staff.token);
    expect(list.body.data.data.map((r) => r.id)).toEqual([a.body.data.id]);
    expect(list.body.data.rowCount).toBe(1);
    const other = await seller("detail", { id: b.body.data.id }, "en-US", staff.token);
    expect([other.body.code, other.body.message]).toEqual([404, "Customer not found"]);
    const edit = await seller(
      "update",
      { id: b.body.data.id, ...customerBody("x"), buyer: undefined },
      "en-US",
      staff.token,
    );
    expect(edit.body.code).toBe(404);
    // The main admin sees both, newest first.
    const all = await seller<Page<CustomerRow>>("page", { pageNo: 1, pageSize: 2 });
    expect(all.body.data.data.map((r) => r.id)).toEqual([b.body.data.id, a.body.data.id].sort((x, y) => y - x));
  });
});

describe("discounts", () => {
  const fixed = (startDate: string, endDate: string, rate = 50) => ({ type: 1, rate, startDate, endDate });

  test("one discount of a type per day; multiple set is all or nothing and names the overlapping customers", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const b = await createBuyer(t, "workshop", shop.regionCodes);
      ids.push(
        (await seller<{ id: number }>("create", customerBody(b.userName, { companyName: `Bengkel ${i}` }))).body.data
          .id,
      );
    }
    expect(
      (await seller("discount/add", { customerId: ids[0], discount: fixed("2026-12-01", "2026-12-31") })).body.code,
    ).toBe(200);
    const overlap = await seller("discount/add", { customerId: ids[0], discount: fixed("2026-12-31", "2027-01-10") });
    expect([overlap.body.code, overlap.body.message]).toEqual([
      409,
      "The customer already has a discount of this type in that date range",
    ]);
    // Another type on the same days is fine.
    const tiers = {
      type: 2,
      tiers: [{ minAmount: 100_000, rate: 20 }],
      startDate: "2026-12-01",
      endDate: "2026-12-31",
    };
    expect((await seller("discount/add", { customerId: ids[0], discount: tiers })).body.code).toBe(200);

    const before = await t.database.db.$count(customerDiscounts);
    const many = await seller("discount/multipleSet", {
      customerIds: ids,
      discount: fixed("2026-12-15", "2027-01-15"),
    });
    expect([many.body.code, many.body.message]).toEqual([
      409,
      "These customers already have a discount of this type in that date range: Bengkel 0",
    ]);
    expect(await t.database.db.$count(customerDiscounts)).toBe(before);
    const ok = await seller<{ ids: number[] }>("discount/multipleSet", {
      customerIds: ids,
      discount: fixed("2027-01-01", "2027-01-31"),
    });
    expect(ok.body.data.ids).toHaveLength(3);
    // A customer of another shop (or unknown) refuses the whole set.
    const foreign = await seller("discount/multipleSet", {
      customerIds: [ids[1], 99_999_999],
      discount: fixed("2027-03-01", "2027-03-02"),
    });
    expect(foreign.body.code).toBe(404);

    const d = await seller<CustomerDetail>("detail", { id: ids[0] });
    expect(d.body.data.discounts.map((x) => [x.type, x.startDate, x.state])).toEqual([
      [1, "2027-01-01", "upcoming"],
      [1, "2026-12-01", "upcoming"],
      [2, "2026-12-01", "upcoming"],
    ]);
    const del = await seller("discount/delete", { customerId: ids[1], discountId: d.body.data.discounts[0].id });
    expect(del.body.code).toBe(404);
    expect(
      (await seller("discount/delete", { customerId: ids[0], discountId: d.body.data.discounts[0].id })).body.code,
    ).toBe(200);
  });

  test("concurrent adds for one customer cannot overlap", async () => {
    const b = await createBuyer(t, "workshop", shop.regionCodes);
    const id = (await seller<{ id: number }>("create", customerBody(b.userName))).body.data.id;
    const results = await Promise.all(
      [0, 1, 2, 3].map(() => seller("discount/add", { customerId: id, discount: fixed("2027-05-01", "2027-05-31") })),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 409, 409, 409]);
  });

  test("order creation takes the customer's fixed and by-amount discounts of the day off the totals the buyer sees", async () => {
    const b = await createBuyer(t, "workshop", shop.regionCodes);
    const id = (await seller<{ id: number }>("create", customerBody(b.userName))).body.data.id;
    // Today (WIB) is 2026-11-20: 5 % fixed, 2 % from 500,000 and 3 % from 1,000,000.
    await seller("discount/add", { customerId: id, discount: fixed("2026-11-20", "2026-11-30", 50) });
    await seller("discount/add", {
      customerId: id,
      discount: {
        type: 2,
        tiers: [
          { minAmount: 500_000, rate: 20 },
          { minAmount: 1_000_000, rate: 30 },
        ],
        startDate: "2026-11-01",
        endDate: "2026-11-20",
      },
    });
    const p = await createProduct(t, shop, { price: 300_000 });
    const orderNo = await placeOrder(t, b, shop.shopId, [{ itemId: p.id, quantity: 4 }]); // 1,200,000
    const seen = await t.call<OrderDetail>("/api/buyer/order/detail", { orderNo }, { token: b.token });
    expect(seen.body.data).toMatchObject({
      goodsAmount: 1_200_000,
      customerFixedDiscount: 60_000,
      orderDiscount: 36_000,
      total: 1_200_000 - 60_000 - 36_000 + seen.body.data.deliveryFee,
    });
    // A discount starting tomorrow, or one that ended yesterday, takes nothing off today.
    const other = await createBuyer(t, "workshop", shop.regionCodes);
    const otherId = (await seller<{ id: number }>("create", customerBody(other.userName))).body.data.id;
    await seller("discount/add", { customerId: otherId, discount: fixed("2026-11-21", "2026-11-30", 50) });
    await seller("discount/add", {
      customerId: otherId,
      discount: { type: 2, tiers: [{ minAmount: 1, rate: 30 }], startDate: "2026-11-01", endDate: "2026-11-19" },
    });
    const next = await placeOrder(t, other, shop.shopId, [{ itemId: p.id, quantity: 4 }]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, next));
    expect([row.customerFixedDiscount, row.orderDiscount, row.total]).toEqual([0, 0, 1_200_000 + row.deliveryFee]);
  });
});

describe("credit hold", () => {
  let p: { id: number };
  const orderOf = (orderNo: string) => t.call<OrderDetail>("/api/order/ina/detail", { orderNo }, { token: admin });
  beforeAll(async () => {
    p = await createProduct(t, shop, { price: 100_000, stockNum: 1000 });
  });

  test("exactly at the available credit is no hold; one rupiah over holds; release then confirm", async () => {
    const b = await createBuyer(t, "workshop", shop.regionCodes, {
      partnershipShopId: shop.shopId,
      creditLimit: 300_000,
    });
    const exact = await placeOrder(t, b, shop.shopId, [{ itemId: p.id, quantity: 3 }], 2);
    expect((await orderOf(exact)).body.data.creditHold).toBe(0);
    const over = await placeOrder(t, b, shop.shopId, [{ itemId: p.id, quantity: 1 }], 2);
    const held = (await orderOf(over)).body.data;
    expect([held.creditHold, held.creditHoldReason]).toEqual([1, "overLimit"]);
    const messages = await t.database.db.$count(
      systemMessages,
      and(eq(systemMessages.userId, shop.adminUserId), eq(systemMessages.type, "order.creditHold")),
    );
    expect(messages).toBeGreaterThan(0);

    const refused = await t.call("/api/order/ina/confirm", { orderNo: over }, { token: admin, lang: "en-US" });
    expect([refused.body.code, refused.body.message]).toEqual([
      409,
      "This order is on credit hold; release it before confirming",
    ]);
    const batch = await t.call<{ results: { ok: boolean }[] }>(
      "/api/order/ina/confirm/batch",
      { orderNos: [over] },
      { token: admin },
    );
    expect(batch.body.data.results[0].ok).toBe(false);
    const id = await customerIdOf(b.userId);
    const detail = (await seller<CustomerDetail>("detail", { id })).body.data;
    expect(detail.settlement.credit).toEqual({ limit: 300_000, used: 400_000, available: -100_000 });
    expect(detail.heldOrders.map((o) => [o.orderNo, o.reason])).toEqual([[over, "overLimit"]]);
    const alert = await seller<Page<CustomerRow>>("page", { pageNo: 1, pageSize: 100, creditAlert: true });
    expect(alert.body.data.data.map((r) => r.id)).toContain(id);

    const release = await t.call("/api/order/ina/releaseCreditHold", { orderNo: over }, { token: admin });
    expect(release.body.data).toEqual({ orderNo: over, status: 5, creditHold: 2 });
    const twice = await t.call("/api/order/ina/releaseCreditHold", { orderNo: over }, { token: admin, lang: "en-US" });
    expect([twice.body.code, twice.body.message]).toEqual([409, "This order is not on credit hold"]);
    const notHeld = await t.call("/api/order/ina/releaseCreditHold", { orderNo: exact }, { token: admin });
    expect(notHeld.body.code).toBe(409);
    const confirmed = await t.call("/api/order/ina/confirm", { orderNo: over }, { token: admin });
    expect(confirmed.body.code).toBe(200);
  });

  test("an overdue bill holds any bill order; aging shows the bill; no active partnership is still refused", async () => {
    const b = await createBuyer(t, "workshop", shop.regionCodes, {
      partnershipShopId: shop.shopId,
      creditLimit: 50_000_000,
    });
    await insertBill(t, shop, b.userId, 700_000, -45);
    await insertBill(t, shop, b.userId, 200_000, 10);
    const orderNo = await placeOrder(t, b, shop.shopId, [{ itemId: p.id, quantity: 1 }], 2);
    expect((await orderOf(orderNo)).body.data.creditHoldReason).toBe("overdueBill");
    const detail = (await seller<CustomerDetail>("detail", { id: await customerIdOf(b.userId) })).body.data;
    expect(detail.settlement.aging).toEqual({ current: 200_000, days1to30: 0, days31to60: 700_000, over60: 0 });
    expect(detail.settlement.overdueBills).toBe(1);
    // A normal-payment order is never held.
    const normal = await placeOrder(t, b, shop.shopId, [{ itemId: p.id, quantity: 1 }], 1);
    expect((await orderOf(normal)).body.data.creditHold).toBe(0);

    const none = await createBuyer(t, "workshop", shop.regionCodes);
    const refused = await t.call(
      "/api/buyer/order/create",
      { shopId: shop.shopId, items: [{ itemId: p.id, quantity: 1 }], addressId: none.addressId, paymentMethod: 2 },
      { token: none.token, lang: "en-US" },
    );
    expect([refused.body.code, refused.body.message]).toEqual([
      409,
      "Bill payment is only for buyers with terms of payment.",
    ]);
  });
});

describe("info changes", () => {
  test("the buyer asks, one at a time; the seller gets a message, approves (fields written) or rejects", async () => {
    const b = await createBuyer(t, "workshop", shop.regionCodes);
    const id = (await seller<{ id: number }>("create", customerBody(b.userName))).body.data.id;
    const ask = (changes: Record<string, unknown>, lang = "en-US") =>
      t.call<{ id: number }>(
        "/api/buyer/customer/infoChange/create",
        { shopId: shop.shopId, changes },
        { token: b.token, lang },
      );
    const first = await ask({ companyName: "Bengkel Sinar Jaya Abadi", contactPhone: "081298765432" });
    expect(first.body.code).toBe(200);
    const second = await ask({ companyName: "Lain" }, "id-ID");
    expect([second.body.code, second.body.message]).toEqual([
      409,
      "Permintaan gagal, silahkan menunggu hingga proses permintaan sebelumnya selesai terlebih dahulu",
    ]);
    expect(
      await t.database.db.$count(
        systemMessages,
        and(eq(systemMessages.userId, shop.adminUserId), eq(systemMessages.type, "customer.infoChange")),
      ),
    ).toBeGreaterThan(0);
    const list = await seller<Page<InfoChangeRow>>("infoChange/page", { pageNo: 1, pageSize: 50, status: 0 });
    const row = list.body.data.data.find((r) => r.id === first.body.data.id)!;
    expect(row.changes).toEqual([
      { field: "companyName", previous: "Bengkel Sinar Jaya", requested: "Bengkel Sinar Jaya Abadi" },
      { field: "contactPhone", previous: "081234567890", requested: "081298765432" },
    ]);
    expect((await seller<CustomerDetail>("detail", { id })).body.data.pendingInfoChangeId).toBe(first.body.data.id);
    const approved = await seller("infoChange/approve", { id: first.body.data.id });
    expect(approved.body.data).toEqual({ id: first.body.data.id, status: 1 });
    const after = (await seller<CustomerDetail>("detail", { id })).body.data;
    expect([after.companyName, after.contactPhone, after.pendingInfoChangeId]).toEqual([
      "Bengkel Sinar Jaya Abadi",
      "081298765432",
      null,
    ]);
    expect((await seller("infoChange/approve", { id: first.body.data.id })).body.code).toBe(409);

    const third = await ask({ companyCategory: "insurance" });
    const rejected = await seller("infoChange/reject", {
      id: third.body.data.id,
      reason: "Dokumen pendukung belum ada",
    });
    expect(rejected.body.data).toEqual({ id: third.body.data.id, status: 2 });
    expect((await seller<CustomerDetail>("detail", { id })).body.data.companyCategory).toBe("workshop");
    const mine = await t.call<Page<InfoChangeRow>>(
      "/api/buyer/customer/infoChange/page",
      { pageNo: 1, pageSize: 10 },
      { token: b.token },
    );
    expect(mine.body.data.data.map((r) => [r.status, r.rejectReason])).toEqual([
      [2, "Dokumen pendukung belum ada"],
      [1, null],
    ]);
    // Not a customer of that shop.
    const stranger = await createBuyer(t, "workshop", shop.regionCodes);
    const refused = await t.call(
      "/api/buyer/customer/infoChange/create",
      { shopId: shop.shopId, changes: { companyName: "X" } },
      { token: stranger.token },
    );
    expect(refused.body.code).toBe(404);
  });
});

describe("multiple accounts (spec §6)", () => {
  let priority: TestBuyer;
  test("only priority buyers manage accounts; add, list, refuse a second link, remove", async () => {
    priority = await createBuyer(t, "priority", shop.regionCodes);
    const ordinary = await createBuyer(t, "ordinary", shop.regionCodes);
    const branch = await createBuyer(t, "ordinary", shop.regionCodes);
    const call = (b: TestBuyer, path: string, body: unknown, lang = "en-US") =>
      t.call<Record<string, unknown>>(`/api/buyer/account/${path}`, body, { token: b.token, lang });
    for (const path of ["page", "add", "remove"]) {
      const res = await call(ordinary, path, { pageNo: 1, pageSize: 10, userName: branch.userName }, "id-ID");
      expect([path, res.body.code, res.body.message]).toEqual([
        path,
        403,
        "Maaf, pengelolaan beberapa akun hanya untuk pembeli prioritas. Silakan hubungi admin.",
      ]);
    }
    expect((await call(priority, "add", { userName: branch.userName })).body.data).toEqual({
      userName: branch.userName,
    });
    const again = await call(priority, "add", { userName: branch.userName });
    expect([again.body.code, again.body.message]).toEqual([409, "This account is already managed"]);
    expect((await call(priority, "add", { userName: priority.userName })).body.code).toBe(404);
    const list = await call(priority, "page", { pageNo: 1, pageSize: 10 });
    expect((list.body.data as unknown as Page<{ userName: string }>).data.map((r) => r.userName)).toEqual([
      branch.userName,
    ]);
    expect((await call(priority, "remove", { userName: branch.userName })).body.code).toBe(200);
    expect((await call(priority, "remove", { userName: branch.userName })).body.code).toBe(404);
  });
});
