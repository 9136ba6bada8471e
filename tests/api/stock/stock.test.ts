/**
 * Stock (issue 4 part 3; spec §2 "Stock management", "Stock sync period", §5 "Orders and stock", §9):
 * /api/stock/ina/page, raise, syncPeriod/get and /set, and the unlimited-stock sweep, on the demo marketplace.
 */
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Page } from "../../../src/domain/wire";
import type { RaiseResult, StockRow, SyncPeriod } from "../../../src/resources/stock/schema";
import { activities } from "../../../server/db/schema/access";
import { users } from "../../../server/db/schema/auth";
import { items } from "../../../server/db/schema/item";
import { stockSyncSettings } from "../../../server/db/schema/stock";
import { resetUnlimitedStock } from "../../../server/jobs/unlimited-stock";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
let admin: string;
let gudang: string;
let sales: string;
let special: string;
let shopId: number;
let gudangId: number;

const userOf = async (userName: string) =>
  (await t.database.db.select().from(users).where(eq(users.userName, userName)))[0];
const stockOf = async (itemId: number) =>
  (await t.database.db.select({ n: items.stockNum }).from(items).where(eq(items.id, itemId)))[0].n;
const setStock = (itemId: number, stockNum: number, stockType?: number) =>
  t.database.db
    .update(items)
    .set({ stockNum, ...(stockType ? { stockType } : {}) })
    .where(eq(items.id, itemId));

/** An item of seller.active owned by the main admin, of the given stock type (its stock set to `stockNum`). */
async function adminItem(stockType: number, stockNum: number, skip = 0): Promise<{ id: number; partNo: string }> {
  const admin = await userOf("seller.active");
  const rows = await t.database.db
    .select({ id: items.id, partNo: items.partNo })
    .from(items)
    .where(and(eq(items.shopId, shopId), eq(items.ownerUserId, admin.id), eq(items.stockType, stockType)))
    .orderBy(asc(items.id))
    .limit(1)
    .offset(skip);
  await setStock(rows[0].id, stockNum);
  return rows[0];
}

const raise = (token: string, rows: { itemId: number; stockNum?: unknown; version?: number }[], lang = "en-US") =>
  t.call<RaiseResult>("/api/stock/ina/raise", { items: rows }, { token, lang });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [admin, gudang, sales, special] = await Promise.all(
    ["seller.active", "staff.gudang", "staff.sales", "seller.special"].map((u) => t.login(u)),
  );
  shopId = (await userOf("seller.active")).shopId!;
  gudangId = (await userOf("staff.gudang")).id;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("stock list", () => {
  test("the main admin sees the shop's items with their stock, filtered by type, keyword and low stock", async () => {
    const all = await t.call<Page<StockRow>>("/api/stock/ina/page", { pageNo: 1, pageSize: 10 }, { token: admin });
    expect(all.body.success).toBe(true);
    const shopItems = await t.database.db.select({ id: items.id }).from(items).where(eq(items.shopId, shopId));
    expect(all.body.data.rowCount).toBe(shopItems.length);
    expect(all.body.data.data).toHaveLength(10);
    expect(Object.keys(all.body.data.data[0]).sort()).toEqual([
      "itemId",
      "itemName",
      "mainImageUrl",
      "partNo",
      "reviewStatus",
      "stockNum",
      "stockType",
      "updateTime",
    ]);
    expect(all.body.data.data[0].updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const unlimited = await t.call<Page<StockRow>>(
      "/api/stock/ina/page",
      { pageNo: 1, pageSize: 40, stockType: 1 },
      { token: admin },
    );
    expect(unlimited.body.data.rowCount).toBeGreaterThan(0);
    expect(unlimited.body.data.data.every((r) => r.stockType === 1)).toBe(true);

    const low = await t.call<Page<StockRow>>(
      "/api/stock/ina/page",
      { pageNo: 1, pageSize: 40, lowStock: true },
      { token: admin },
    );
    expect(low.body.data.rowCount).toBeGreaterThan(0);
    expect(low.body.data.data.every((r) => r.stockType === 2 && r.stockNum < 10)).toBe(true);
    const stocks = low.body.data.data.map((r) => r.stockNum);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));

    const one = all.body.data.data[3];
    const found = await t.call<Page<StockRow>>(
      "/api/stock/ina/page",
      { pageNo: 1, pageSize: 10, keyword: one.partNo },
      { token: admin },
    );
    expect(found.body.data.data.map((r) => r.itemId)).toContain(one.itemId);

    const bad = await t.call("/api/stock/ina/page", { pageNo: 1, pageSize: 10, stockType: 4 }, { token: admin });
    expect(bad.body.code).toBe(400);
  });

  test("staff.gudang (only own) sees exactly the items it owns", async () => {
    const res = await t.call<Page<StockRow>>("/api/stock/ina/page", { pageNo: 1, pageSize: 100 }, { token: gudang });
    expect(res.body.success).toBe(true);
    const own = await t.database.db.select({ id: items.id }).from(items).where(eq(items.ownerUserId, gudangId));
    expect(own.length).toBeGreaterThan(0);
    expect(res.body.data.rowCount).toBe(own.length);
    expect(res.body.data.data.map((r) => r.itemId).sort()).toEqual(own.map((r) => r.id).sort());
  });

  test("another shop sees none of this shop's items", async () => {
    const res = await t.call<Page<StockRow>>("/api/stock/ina/page", { pageNo: 1, pageSize: 100 }, { token: special });
    const ids = new Set(res.body.data.data.map((r) => r.itemId));
    const mine = await t.database.db.select({ id: items.id }).from(items).where(eq(items.shopId, shopId));
    expect(mine.some((r) => ids.has(r.id))).toBe(false);
  });
});

describe("raise rules (spec §5: required, integer, not lower than current, final at most 1.000.000)", () => {
  test("refusals name the rule, the row, and change nothing", async () => {
    const item = await adminItem(2, 40);
    const cases: [unknown, string][] = [
      [39, `${item.partNo}: Stock cannot be lower than the current stock (40)`],
      [1_000_001, "Final stock is at most 1.000.000"],
      [40.5, "Stock must be a whole number"],
      ["50", "Stock must be a whole number"],
      [undefined, "Stock is required"],
      [-1, "Stock cannot be negative"],
    ];
    for (const [stockNum, message] of cases) {
      const res = await raise(admin, [{ itemId: item.id, stockNum }]);
      expect([stockNum, res.body.success, res.body.code]).toEqual([stockNum, false, 400]);
      expect(res.body.message).toContain(message);
      expect((res.body.data as unknown as { errors: { path: string }[] }).errors[0].path).toBe("items.0.stockNum");
      expect(await stockOf(item.id)).toBe(40);
    }
    const id = await raise(admin, [{ itemId: item.id, stockNum: 39 }], "id-ID");
    expect(id.body.message).toBe(`${item.partNo}: Stok tidak boleh lebih rendah dari stok saat ini (40)`);
  });

  test("equal, higher and exactly 1.000.000 are accepted; each change is logged from -> to", async () => {
    const item = await adminItem(2, 40);
    const same = await raise(admin, [{ itemId: item.id, stockNum: 40 }]);
    expect(same.body.data.items).toEqual([{ itemId: item.id, partNo: item.partNo, from: 40, to: 40 }]);
    const up = await raise(admin, [{ itemId: item.id, stockNum: 75 }]);
    expect(up.body.success).toBe(true);
    expect(up.body.data.items[0]).toMatchObject({ from: 40, to: 75 });
    const max = await raise(admin, [{ itemId: item.id, stockNum: 1_000_000 }]);
    expect(max.body.data.items[0]).toMatchObject({ from: 75, to: 1_000_000 });
    expect(await stockOf(item.id)).toBe(1_000_000);
    const logged = await t.database.db
      .select({ changes: activities.changes, action: activities.action })
      .from(activities)
      .where(and(eq(activities.subject, "stock"), eq(activities.recordId, String(item.id))))
      .orderBy(asc(activities.id));
    expect(logged).toEqual([
      { action: "raise", changes: [{ field: "stockNum", from: 40, to: 75 }] },
      { action: "raise", changes: [{ field: "stockNum", from: 75, to: 1_000_000 }] },
    ]);
  });

  test("a bulk raise is all or nothing", async () => {
    const a = await adminItem(2, 10, 1);
    const b = await adminItem(2, 20, 2);
    const bad = await raise(admin, [
      { itemId: a.id, stockNum: 30 },
      { itemId: b.id, stockNum: 19 },
    ]);
    expect(bad.body.code).toBe(400);
    expect((bad.body.data as unknown as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual([
      "items.1.stockNum",
    ]);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([10, 20]);
    const dup = await raise(admin, [
      { itemId: a.id, stockNum: 30 },
      { itemId: a.id, stockNum: 31 },
    ]);
    expect(dup.body.code).toBe(400);
    const good = await raise(admin, [
      { itemId: a.id, stockNum: 30 },
      { itemId: b.id, stockNum: 21 },
    ]);
    expect(good.body.data.items.map((i) => i.to)).toEqual([30, 21]);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([30, 21]);
  });

  test("unlimited stock raised to 100 or below is stored as 1000 (spec §9)", async () => {
    const item = await adminItem(1, 60);
    const res = await raise(admin, [{ itemId: item.id, stockNum: 80 }]);
    expect(res.body.data.items[0]).toMatchObject({ from: 60, to: 1000 });
    expect(await stockOf(item.id)).toBe(1000);
  });
});

describe("concurrency: never a lost update", () => {
  test("two parallel raises of one row both apply in order, or the later one is refused", async () => {
    const item = await adminItem(2, 100, 3);
    const [r1, r2] = await Promise.all([
      raise(admin, [{ itemId: item.id, stockNum: 150 }]),
      raise(admin, [{ itemId: item.id, stockNum: 120 }]),
    ]);
    const applied = [r1, r2].filter((r) => r.body.success).map((r) => r.body.data.items[0]);
    const final = await stockOf(item.id);
    // Whatever the order, each applied raise started from the stock the previous one left.
    expect(applied.length).toBeGreaterThanOrEqual(1);
    const chain = [...applied].sort((x, y) => x.to - y.to);
    expect(chain[0].from).toBe(100);
    if (chain.length === 2) expect(chain[1].from).toBe(chain[0].to);
    expect(final).toBe(chain[chain.length - 1].to);
    for (const refused of [r1, r2].filter((r) => !r.body.success)) {
      expect(refused.body.message).toContain("Stock cannot be lower than the current stock (150)");
      expect(final).toBe(150);
    }
  });

  test("two parallel raises from the same read (version): one applies, the other gets a clear conflict", async () => {
    const item = await adminItem(2, 200, 4);
    const [r1, r2] = await Promise.all([
      raise(admin, [{ itemId: item.id, stockNum: 230, version: 200 }]),
      raise(admin, [{ itemId: item.id, stockNum: 260, version: 200 }]),
    ]);
    const ok = [r1, r2].filter((r) => r.body.success);
    const refused = [r1, r2].filter((r) => !r.body.success);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const to = ok[0].body.data.items[0].to;
    expect(refused[0].body.code).toBe(409);
    expect(refused[0].body.message).toBe(
      `The stock of ${item.partNo} changed to ${to} meanwhile; check it and try again`,
    );
    expect(await stockOf(item.id)).toBe(to);
  });
});

describe("scoping and authorization", () => {
  test("staff.gudang raises its own item, gets not found on the main admin's, and is refused the sync period", async () => {
    const [own] = await t.database.db
      .select({ id: items.id, stockNum: items.stockNum, stockType: items.stockType })
      .from(items)
      .where(and(eq(items.ownerUserId, gudangId), eq(items.stockType, 2)))
      .limit(1);
    const ok = await raise(gudang, [{ itemId: own.id, stockNum: own.stockNum + 5 }]);
    expect(ok.body.data.items[0].to).toBe(own.stockNum + 5);
    const [log] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, gudangId), eq(activities.subject, "stock")))
      .orderBy(desc(activities.id))
      .limit(1);
    expect(log.changes).toEqual([{ field: "stockNum", from: own.stockNum, to: own.stockNum + 5 }]);

    const other = await adminItem(2, 33, 5);
    const refused = await raise(gudang, [{ itemId: other.id, stockNum: 50 }]);
    expect(refused.body.code).toBe(404);
    const mixed = await raise(gudang, [
      { itemId: own.id, stockNum: own.stockNum + 10 },
      { itemId: other.id, stockNum: 50 },
    ]);
    expect(mixed.body.code).toBe(404);
    expect([await stockOf(other.id), await stockOf(own.id)]).toEqual([33, own.stockNum + 5]);

    const sync = await t.call(
      "/api/stock/ina/syncPeriod/set",
      { mode: "daily", hours: ["08"] },
      { token: gudang, lang: "en-US" },
    );
    expect([sync.body.code, sync.body.message]).toEqual([
      403,
      "Sorry, you cannot access this menu, please contact the main admin to get the access.",
    ]);
    const read = await t.call<SyncPeriod>("/api/stock/ina/syncPeriod/get", {}, { token: gudang });
    expect(read.body.success).toBe(true);
  });

  test("another shop gets not found; a position without stock authorities gets 403; no token 987654321", async () => {
    const item = await adminItem(2, 44, 6);
    expect((await raise(special, [{ itemId: item.id, stockNum: 50 }])).body.code).toBe(404);
    expect((await raise(sales, [{ itemId: item.id, stockNum: 50 }])).body.code).toBe(403);
    expect((await t.call("/api/stock/ina/page", { pageNo: 1, pageSize: 10 }, { token: sales })).body.code).toBe(403);
    expect((await t.call("/api/stock/ina/raise", { items: [{ itemId: item.id, stockNum: 50 }] })).body.code).toBe(
      987654321,
    );
    expect(await stockOf(item.id)).toBe(44);
  });
});

describe("stock sync period (spec §2, §9)", () => {
  test("defaults to every day at 00, validates weekly weekdays and hours, saves and logs", async () => {
    const initial = await t.call<SyncPeriod>("/api/stock/ina/syncPeriod/get", {}, { token: admin });
    expect(initial.body.data).toEqual({ mode: "daily", weekdays: [], hours: ["00"], updateTime: null });

    const refusals: [unknown, string, string][] = [
      [{ mode: "weekly", weekdays: [], hours: ["08"] }, "weekdays", "Choose at least one weekday"],
      [{ mode: "daily", hours: [] }, "hours", "Choose at least one hour"],
      [{ mode: "daily", hours: ["24"] }, "hours.0", ""],
      [{ mode: "weekly", weekdays: [8], hours: ["01"] }, "weekdays.0", ""],
      [{ mode: "monthly", hours: ["01"] }, "mode", ""],
    ];
    for (const [body, path, message] of refusals) {
      const res = await t.call("/api/stock/ina/syncPeriod/set", body, { token: admin, lang: "en-US" });
      expect([path, res.body.code]).toEqual([path, 400]);
      const errors = (res.body.data as { errors: { path: string; message: string }[] }).errors;
      expect(errors.map((e) => e.path)).toContain(path);
      if (message) expect(res.body.message).toContain(message);
    }
    expect(await t.database.db.select().from(stockSyncSettings)).toEqual([]);

    const weekly = await t.call<SyncPeriod>(
      "/api/stock/ina/syncPeriod/set",
      { mode: "weekly", weekdays: [5, 1], hours: ["17", "08"] },
      { token: admin },
    );
    expect(weekly.body.data).toMatchObject({ mode: "weekly", weekdays: [1, 5], hours: ["08", "17"] });
    expect(weekly.body.data.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const read = await t.call<SyncPeriod>("/api/stock/ina/syncPeriod/get", {}, { token: admin });
    expect(read.body.data).toEqual(weekly.body.data);
    // Another shop keeps its own (default) setting.
    const other = await t.call<SyncPeriod>("/api/stock/ina/syncPeriod/get", {}, { token: special });
    expect(other.body.data.mode).toBe("daily");

    const daily = await t.call<SyncPeriod>(
      "/api/stock/ina/syncPeriod/set",
      { mode: "daily", weekdays: [2], hours: ["06"] },
      { token: admin },
    );
    expect(daily.body.data).toMatchObject({ mode: "daily", weekdays: [], hours: ["06"] });
    const logs = await t.database.db
      .select({ changes: activities.changes })
      .from(activities)
      .where(and(eq(activities.subject, "stock"), eq(activities.action, "syncPeriod")))
      .orderBy(asc(activities.id));
    expect(logs).toHaveLength(2);
    expect(logs[1].changes).toEqual(
      expect.arrayContaining([
        { field: "mode", from: "weekly", to: "daily" },
        { field: "hours", from: ["08", "17"], to: ["06"] },
      ]),
    );
  });
});

describe("unlimited stock sweep (spec §9)", () => {
  test("resets unlimited items at or below 100 to 1000, leaves the others, and is idempotent", async () => {
    const db = t.database.db;
    const [a, b, c] = [await adminItem(1, 100, 1), await adminItem(1, 0, 2), await adminItem(1, 101, 3)];
    const actual = await adminItem(2, 5, 7);
    const now = t.now();
    const reset = await resetUnlimitedStock(db, now);
    expect(reset.map((r) => r.itemId).sort()).toEqual([a.id, b.id].sort());
    expect(reset.find((r) => r.itemId === a.id)).toEqual({ itemId: a.id, shopId, from: 100 });
    expect([await stockOf(a.id), await stockOf(b.id), await stockOf(c.id), await stockOf(actual.id)]).toEqual([
      1000, 1000, 101, 5,
    ]);
    expect(await resetUnlimitedStock(db, now)).toEqual([]);
    const left = await db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.stockType, 1), ne(items.stockNum, 1000)));
    expect(left.every((r) => r.id === c.id)).toBe(true);
  });

  test.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "on PostgreSQL, a row another process holds is skipped, not waited for",
    async () => {
      const db = t.database.db;
      const held = await adminItem(1, 50, 4);
      const free = await adminItem(1, 40, 5);
      let release!: () => void;
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = db.transaction(async (tx) => {
        await tx.select({ id: items.id }).from(items).where(eq(items.id, held.id)).for("update");
        locked();
        await new Promise<void>((r) => (release = r));
      });
      await isLocked;
      const reset = await resetUnlimitedStock(db, t.now());
      release();
      await holder;
      expect(reset.map((r) => r.itemId)).toEqual([free.id]);
      expect(await stockOf(held.id)).toBe(50);
      expect((await resetUnlimitedStock(db, t.now())).map((r) => r.itemId)).toEqual([held.id]);
    },
  );
});
