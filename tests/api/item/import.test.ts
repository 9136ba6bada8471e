/**
 * Bulk Excel import API (spec §5 "Import"; issue 4 part 5): create and update modes re-validated on the
 * server, all-or-nothing, idempotent per importId, limited to the caller's shop and reach.
 */
import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../../server/db/schema";
import { hashPassword } from "../../../server/modules/user/password";
import { createTestApp, sha256Hex, type TestApp, editableFields } from "../helpers";

let t: TestApp;
let active: string;
let special: string;
let shopId: number;
let baseRow: Record<string, unknown>;
let inSaleIds: number[];
let specialItemId: number;

async function itemCount(): Promise<number> {
  const [r] = await t.database.db.select({ n: count() }).from(schema.items);
  return r.n;
}

async function subAccount(userName: string, authorities: string[], dataListPermission: 1 | 2): Promise<string> {
  const [position] = await t.database.db
    .insert(schema.positions)
    .values({ shopId, name: `Uji ${userName}`, authorities, dataListPermission })
    .returning();
  await t.database.db.insert(schema.users).values({
    userName,
    passwordHash: await hashPassword(sha256Hex("Demo#2026")),
    nickName: userName,
    role: "seller",
    shopId,
    isMainAdmin: false,
    positionId: position.id,
  });
  return t.login(userName);
}

const createRow = (partNo: string, extra: Record<string, unknown> = {}) => ({ ...baseRow, partNo, ...extra });
const update = (itemId: number, price: number, discount: number, stockNum: number) => ({
  itemId,
  priceTiers: [{ minQty: 1, maxQty: null, price }],
  discount,
  stockNum,
});

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  active = await t.login("seller.active");
  special = await t.login("seller.special");
  const info = await t.call<{ shopId: number }>("/api/user/queryUserInfo", {}, { token: active });
  shopId = info.body.data.shopId;
  const list = await t.call<{ data: { itemId: number }[] }>(
    "/api/item/ina/page",
    { pageNo: 1, pageSize: 40, reviewStatus: [5] },
    { token: active },
  );
  inSaleIds = list.body.data.data.map((r) => r.itemId);
  const detail = await t.call<Record<string, unknown>>(
    "/api/item/ina/detail",
    { itemId: inSaleIds[0] },
    { token: active },
  );
  const fields = editableFields(detail.body.data);
  baseRow = {
    ...fields,
  };
  const other = await t.call<{ data: { itemId: number }[] }>(
    "/api/item/ina/page",
    { pageNo: 1, pageSize: 1 },
    { token: special },
  );
  specialItemId = other.body.data.data[0].itemId;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("create mode", () => {
  it("creates every row in one import: rows with images go to assessment, rows without to drafts; one activity", async () => {
    const before = await itemCount();
    const importId = randomUUID();
    const rows = [createRow("IMP1"), createRow("IMP2"), createRow("IMP3", { images: [] })];
    const res = await t.call<{
      applied: number;
      submitted: number;
      drafts: number;
      itemIds: number[];
      repeated: boolean;
    }>("/api/item/ina/import", { importId, mode: "create", rows }, { token: active });
    expect(res.body.data).toMatchObject({ applied: 3, submitted: 2, drafts: 1, repeated: false });
    expect(await itemCount()).toBe(before + 3);
    const details = await Promise.all(
      res.body.data.itemIds.map((itemId) =>
        t.call<{ partNo: string; reviewStatus: number; fitments: unknown[] }>(
          "/api/item/ina/detail",
          { itemId },
          { token: active },
        ),
      ),
    );
    expect(details.map((d) => [d.body.data.partNo, d.body.data.reviewStatus])).toEqual([
      ["IMP1", 1],
      ["IMP2", 1],
      ["IMP3", 3],
    ]);
    expect(details[0].body.data.fitments).toEqual(baseRow.fitments);
    const acts = await t.database.db
      .select()
      .from(schema.activities)
      .where(and(eq(schema.activities.action, "import"), eq(schema.activities.recordId, importId)));
    expect(acts).toHaveLength(1);
    expect(acts[0].subject).toBe("products");
  });

  it("keeps each row's own buyer discount, whether or not the first row carries one", async () => {
    const { buyerDiscount: _, ...withoutBuyerDiscount } = baseRow;
    const rows = [
      { ...withoutBuyerDiscount, partNo: "IMPBD1", discount: 5 },
      { ...withoutBuyerDiscount, partNo: "IMPBD2", discount: 5, buyerDiscount: 12.5 },
      { ...withoutBuyerDiscount, partNo: "IMPBD3", discount: 5, buyerDiscount: null },
    ];
    const res = await t.call<{ itemIds: number[] }>(
      "/api/item/ina/import",
      { importId: randomUUID(), mode: "create", rows },
      { token: active },
    );
    expect(res.body.success).toBe(true);
    const details = await Promise.all(
      res.body.data.itemIds.map((itemId) =>
        t.call<{ buyerDiscount: number | null }>("/api/item/ina/detail", { itemId }, { token: active }),
      ),
    );
    expect(details.map((d) => d.body.data.buyerDiscount)).toEqual([null, 12.5, null]);
  });

  it("the same importId submitted again answers the first result and creates nothing more", async () => {
    const importId = randomUUID();
    const body = { importId, mode: "create", rows: [createRow("IDEM1")] };
    const first = await t.call<{ itemIds: number[] }>("/api/item/ina/import", body, { token: active });
    const n = await itemCount();
    const second = await t.call<{ itemIds: number[]; repeated: boolean }>("/api/item/ina/import", body, {
      token: active,
    });
    expect(second.body.data.repeated).toBe(true);
    expect(second.body.data.itemIds).toEqual(first.body.data.itemIds);
    expect(await itemCount()).toBe(n);
    const theirs = await t.call("/api/item/ina/import", body, { token: special });
    expect(theirs.body.code).toBe(409);
  });

  it("one bad row refuses the whole import, naming the row and field; nothing is written", async () => {
    const before = await itemCount();
    const rows = [
      createRow("OK1"),
      createRow("BAD1", { discount: 12.55 }),
      createRow("BAD2", { categoryId: "no-such-category" }),
    ];
    const res = await t.call<{ errors: { path: string; message: string }[] }>(
      "/api/item/ina/import",
      { importId: randomUUID(), mode: "create", rows },
      { token: active, lang: "en-US" },
    );
    expect(res.body.code).toBe(400);
    expect(res.body.data.errors.map((e) => e.path)).toEqual(["rows.1.discount"]);
    const refs = await t.call<{ errors: { path: string }[] }>(
      "/api/item/ina/import",
      { importId: randomUUID(), mode: "create", rows: [rows[0], rows[2]] },
      { token: active },
    );
    expect(refs.body.data.errors.map((e) => e.path)).toEqual(["rows.1.categoryId"]);
    const theirImage = await t.call<{ errors: { path: string }[] }>(
      "/api/item/ina/import",
      { importId: randomUUID(), mode: "create", rows: [rows[0]] },
      { token: special },
    );
    expect(theirImage.body.data.errors.map((e) => e.path)).toEqual(["rows.0.images.0.fileKey"]);
    expect(await itemCount()).toBe(before);
  });
});

describe("progress", () => {
  const PROGRESS = "/api/item/ina/import/progress";
  type Progress = { status: "running" | "done" | "none"; percent: number; total: number };

  it("follows a large import from running to done, never going back, and is private to the shop", async () => {
    const importId = randomUUID();
    const rows = Array.from({ length: 4000 }, (_, i) => createRow(`PRG${i}`));
    let settled = false;
    const work = t
      .call<{ applied: number }>("/api/item/ina/import", { importId, mode: "create", rows }, { token: active })
      .finally(() => {
        settled = true;
      });
    const seen: Progress[] = [];
    while (!settled) {
      seen.push((await t.call<Progress>(PROGRESS, { importId }, { token: active })).body.data);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect((await work).body.data.applied).toBe(4000);
    const running = seen.filter((p) => p.status === "running");
    expect(running.length).toBeGreaterThan(1);
    expect(running.every((p) => p.total === 4000 && p.percent >= 0 && p.percent < 100)).toBe(true);
    const percents = running.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(new Set(percents).size).toBeGreaterThan(1);
    expect((await t.call<Progress>(PROGRESS, { importId }, { token: active })).body.data).toEqual({
      status: "done",
      percent: 100,
      total: 4000,
    });
    expect((await t.call<Progress>(PROGRESS, { importId }, { token: special })).body.data.status).toBe("none");
  }, 60_000);

  it("answers none for a refused import and a bad id", async () => {
    const importId = randomUUID();
    await t.call(
      "/api/item/ina/import",
      { importId, mode: "create", rows: [createRow("X", { discount: 12.55 })] },
      { token: active },
    );
    expect((await t.call<Progress>(PROGRESS, { importId }, { token: active })).body.data).toEqual({
      status: "none",
      percent: 0,
      total: 0,
    });
    expect((await t.call(PROGRESS, { importId: "not-a-uuid" }, { token: active })).body.code).toBe(400);
  });
});

describe("update mode", () => {
  it("changes only price, discount and stock of in-sale products, which stay in sale", async () => {
    const [a, b] = inSaleIds;
    const beforeA = await t.call<Record<string, unknown>>("/api/item/ina/detail", { itemId: a }, { token: active });
    const res = await t.call<{ applied: number }>(
      "/api/item/ina/import",
      { importId: randomUUID(), mode: "update", rows: [update(a, 77_000, 7.5, 42), update(b, 88_000, 0, 9)] },
      { token: active },
    );
    expect(res.body.data.applied).toBe(2);
    const afterA = await t.call<Record<string, unknown>>("/api/item/ina/detail", { itemId: a }, { token: active });
    expect(afterA.body.data).toMatchObject({
      priceTiers: [{ minQty: 1, maxQty: null, price: 77_000 }],
      discount: 7.5,
      stockNum: 42,
      reviewStatus: 5,
    });
    const { priceTiers: _p, discount: _d, stockNum: _s, updateTime: _u, ...rest } = afterA.body.data;
    const { priceTiers: _p0, discount: _d0, stockNum: _s0, updateTime: _u0, ...restBefore } = beforeA.body.data;
    expect(rest).toEqual(restBefore);
    const exported = await t.call<{ itemId: number; discount: number; stockNum: number }[]>(
      "/api/item/ina/export",
      {},
      { token: active },
    );
    expect(exported.body.data.find((r) => r.itemId === a)).toMatchObject({
      discount: 7.5,
      stockNum: 42,
      priceTiers: [{ minQty: 1, maxQty: null, price: 77_000 }],
    });
    const inSale = await t.database.db
      .select({ id: schema.items.id })
      .from(schema.items)
      .where(and(eq(schema.items.shopId, shopId), eq(schema.items.reviewStatus, 5)));
    expect(exported.body.data.map((r) => r.itemId).sort()).toEqual(inSale.map((r) => r.id).sort());
  });

  it("refuses a discount that would reach the product's stored buyer discount; nothing changes", async () => {
    const c = inSaleIds[2];
    await t.database.db
      .update(schema.items)
      .set({ buyerDiscountTenths: 150, discountTenths: 50 })
      .where(eq(schema.items.id, c));
    const refused = await t.call<{ errors: { path: string; message: string }[] }>(
      "/api/item/ina/import",
      { importId: randomUUID(), mode: "update", rows: [update(c, 5000, 15, 3)] },
      { token: active, lang: "en-US" },
    );
    expect(refused.body.code).toBe(400);
    expect(refused.body.data.errors.map((e) => e.path)).toEqual(["rows.0.discount"]);
    expect(refused.body.data.errors[0].message).toContain("15");
    expect(
      (
        await t.call<{ discount: number; buyerDiscount: number | null }>(
          "/api/item/ina/detail",
          { itemId: c },
          { token: active },
        )
      ).body.data,
    ).toMatchObject({ discount: 5, buyerDiscount: 15 });
    const accepted = await t.call<{ applied: number }>(
      "/api/item/ina/import",
      { importId: randomUUID(), mode: "update", rows: [update(c, 5000, 14.9, 3)] },
      { token: active },
    );
    expect(accepted.body.data.applied).toBe(1);
  });

  it("refuses duplicate ids, products not in sale and other shops' products; nothing changes", async () => {
    const [a] = inSaleIds;
    const before = await t.call<{ stockNum: number }>("/api/item/ina/detail", { itemId: a }, { token: active });
    const dup = await t.call<{ errors: { path: string }[] }>(
      "/api/item/ina/import",
      { importId: randomUUID(), mode: "update", rows: [update(a, 1000, 0, 1), update(a, 2000, 0, 2)] },
      { token: active },
    );
    expect(dup.body.data.errors.map((e) => e.path)).toEqual(["rows.1.itemId"]);
    const [draft] = await t.database.db
      .select({ id: schema.items.id })
      .from(schema.items)
      .where(and(eq(schema.items.shopId, shopId), eq(schema.items.reviewStatus, 3)))
      .limit(1);
    const notInSale = await t.call<{ errors: { path: string }[] }>(
      "/api/item/ina/import",
      {
        importId: randomUUID(),
        mode: "update",
        rows: [update(a, 1000, 0, 1), update(draft.id, 1000, 0, 1), update(specialItemId, 1000, 0, 1)],
      },
      { token: active, lang: "en-US" },
    );
    expect(notInSale.body.data.errors.map((e) => e.path)).toEqual(["rows.1.itemId", "rows.2.itemId"]);
    const after = await t.call<{ stockNum: number }>("/api/item/ina/detail", { itemId: a }, { token: active });
    expect(after.body.data.stockNum).toBe(before.body.data.stockNum);
  });
});

describe("access and bad input", () => {
  it("refuses a sub-account without products.import, and limits an only-own sub-account to its own products", async () => {
    const none = await subAccount("uji.impor.tanpa", ["products.list"], 1);
    const refused = await t.call(
      "/api/item/ina/import",
      { importId: randomUUID(), mode: "create", rows: [createRow("NOPE")] },
      { token: none },
    );
    expect(refused.body.code).toBe(403);
    const own = await subAccount("uji.impor.sendiri", ["products.import", "products.list"], 2);
    const res = await t.call<{ errors: { path: string }[] }>(
      "/api/item/ina/import",
      { importId: randomUUID(), mode: "update", rows: [update(inSaleIds[0], 1000, 0, 1)] },
      { token: own },
    );
    expect(res.body.data.errors.map((e) => e.path)).toEqual(["rows.0.itemId"]);
    const exported = await t.call<unknown[]>("/api/item/ina/export", {}, { token: own });
    expect(exported.body.data).toEqual([]);
  });

  it("answers the validation envelope for a bad body, an empty import and more than 10,000 rows", async () => {
    const before = await itemCount();
    for (const body of [
      { importId: "x", mode: "create", rows: [createRow("A")] },
      { importId: randomUUID(), mode: "delete", rows: [createRow("A")] },
      { importId: randomUUID(), mode: "create", rows: [] },
    ]) {
      const res = await t.call("/api/item/ina/import", body, { token: active });
      expect(res.body.code).toBe(400);
    }
    const empty = await t.call(
      "/api/item/ina/import",
      { importId: randomUUID(), mode: "create", rows: [] },
      { token: active },
    );
    expect(empty.body.message).toContain("Tidak ada data dalam excel, mohon periksa kembali.");
    const tooMany = await t.call(
      "/api/item/ina/import",
      {
        importId: randomUUID(),
        mode: "update",
        rows: Array.from({ length: 10_001 }, (_, i) => update(i + 1, 1000, 0, 1)),
      },
      { token: active },
    );
    expect(tooMany.body.code).toBe(400);
    expect(await itemCount()).toBe(before);
  });

  it("resolves the vehicles a file names", async () => {
    const res = await t.call<{ brandId: string; series: string }[]>(
      "/api/item/ina/import/vehicles",
      { names: ["Toyota  Avanza", "nothing here"] },
      { token: active },
    );
    expect(res.body.data.map((v) => `${v.brandId} ${v.series}`)).toEqual(["toyota AVANZA"]);
  });
});
