/**
 * Evaluations received (issue 4 part 6; spec §2 evaluation-received, §3 "Review: star ratings 1, 3 or 5"):
 * buyers write reviews on the buyer side, the seller reads those of their shop with filters and a summary,
 * limited to the products an "only own" position owns.
 */
import { and, count, eq } from "drizzle-orm";
import * as schema from "../../../server/db/schema";
import { hashPassword } from "../../../server/modules/user/password";
import type { EvaluationRow, EvaluationSummary } from "../../../src/resources/evaluations/schema";
import type { Page } from "../../../src/domain/wire";
import { createTestApp, sha256Hex, type TestApp } from "../helpers";

const PAGE = "/api/evaluation/ina/page";
const SUMMARY = "/api/evaluation/ina/summary";
const CREATE = "/api/buyer/review/create";

let t: TestApp;
let seller: string;
let buyer: string;
let shopId: number;
let inSale: { id: number; itemName: string; partNo: string }[];

const reviewCount = async () => (await t.database.db.select({ n: count() }).from(schema.reviews))[0].n;

async function listAll(token: string, filters: Record<string, unknown> = {}) {
  const res = await t.call<Page<EvaluationRow>>(PAGE, { pageNo: 1, pageSize: 100, ...filters }, { token });
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.data;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  seller = await t.login("seller.active");
  buyer = await t.login("buyer.workshop");
  const info = await t.call<{ shopId: number }>("/api/user/queryUserInfo", {}, { token: seller });
  shopId = info.body.data.shopId;
  inSale = await t.database.db
    .select({ id: schema.items.id, itemName: schema.items.itemName, partNo: schema.items.partNo })
    .from(schema.items)
    .where(and(eq(schema.items.shopId, shopId), eq(schema.items.reviewStatus, 5)))
    .orderBy(schema.items.id);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("buyer side: POST /api/buyer/review/create", () => {
  it("a buyer reviews a product in sale; the seller reads it, newest first, with the product and order", async () => {
    const item = inSale[3];
    const res = await t.call<{ id: number }>(
      CREATE,
      { itemId: item.id, orderNo: "ORD-20261120-0001", stars: 3, content: "Barang oke, kardus penyok." },
      { token: buyer },
    );
    expect(res.body.success, res.body.message).toBe(true);
    const page = await listAll(seller, { pageSize: 1 });
    expect(page.data[0]).toMatchObject({
      id: res.body.data.id,
      itemId: item.id,
      itemName: item.itemName,
      partNo: item.partNo,
      orderNo: "ORD-20261120-0001",
      stars: 3,
      content: "Barang oke, kardus penyok.",
      photos: [],
      buyerName: "Bengkel Sumber Rejeki",
      createTime: "2026-11-20 10:00:00",
    });
  });

  it("refuses stars other than 1, 3 or 5 with the validation envelope, and stores nothing", async () => {
    const before = await reviewCount();
    for (const stars of [0, 2, 4, 6, 3.5, "5"]) {
      const res = await t.call(
        CREATE,
        { itemId: inSale[4].id, orderNo: `ORD-20261120-01${String(stars).replace(".", "")}`, stars },
        { token: buyer, lang: "en-US" },
      );
      expect([stars, res.body.code]).toEqual([stars, 400]);
      expect(res.body.message).toContain("1, 3 or 5 stars only");
    }
    expect(await reviewCount()).toBe(before);
  });

  it("refuses a product not in sale, an unknown photo, and the same order and product twice", async () => {
    const [draft] = await t.database.db
      .select({ id: schema.items.id })
      .from(schema.items)
      .where(and(eq(schema.items.shopId, shopId), eq(schema.items.reviewStatus, 3)))
      .limit(1);
    const before = await reviewCount();
    const notInSale = await t.call(
      CREATE,
      { itemId: draft.id, orderNo: "ORD-20261120-0002", stars: 5 },
      { token: buyer },
    );
    expect(notInSale.body.code).toBe(404);
    const photo = await t.call(
      CREATE,
      { itemId: inSale[5].id, orderNo: "ORD-20261120-0003", stars: 5, photos: ["A".repeat(32)] },
      { token: buyer },
    );
    expect(photo.body.code).toBe(400);
    const again = await t.call(
      CREATE,
      { itemId: inSale[3].id, orderNo: "ORD-20261120-0001", stars: 5 },
      { token: buyer },
    );
    expect(again.body.code).toBe(409);
    const tooLong = await t.call(
      CREATE,
      { itemId: inSale[5].id, orderNo: "ORD-20261120-0004", stars: 5, content: "x".repeat(1001) },
      { token: buyer },
    );
    expect(tooLong.body.code).toBe(400);
    expect(await reviewCount()).toBe(before);
  });

  it("is for buyers only: a seller gets 403, no token 987654321", async () => {
    const body = { itemId: inSale[6].id, orderNo: "ORD-20261120-0005", stars: 5 };
    expect((await t.call(CREATE, body, { token: seller })).body.code).toBe(403);
    expect((await t.call(CREATE, body)).body.code).toBe(987654321);
  });
});

describe("seller side: the shop's reviews", () => {
  it("the demo seed holds about 40 reviews, some with photos that are served as images", async () => {
    const all = await listAll(seller);
    expect(all.rowCount).toBeGreaterThanOrEqual(40);
    const withPhoto = all.data.find((r) => r.photos.length > 0);
    expect(withPhoto).toBeDefined();
    const img = await t.app.inject({ method: "GET", url: withPhoto!.photos[0].url });
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/png");
  });

  it("filters by stars, photos, product, keyword and period; the summary counts match the list", async () => {
    const all = await listAll(seller);
    const summary = (await t.call<EvaluationSummary>(SUMMARY, {}, { token: seller })).body.data;
    expect(summary.total).toBe(all.rowCount);
    for (const stars of [1, 3, 5] as const) {
      const page = await listAll(seller, { stars });
      expect(page.rowCount).toBe(summary.counts[`${stars}`]);
      expect(page.data.every((r) => r.stars === stars)).toBe(true);
    }
    const sum = all.data.reduce((s, r) => s + r.stars, 0);
    expect(summary.average).toBe(Math.round((sum / all.rowCount) * 10) / 10);
    const photos = await listAll(seller, { hasPhoto: true });
    expect(photos.rowCount).toBe(summary.withPhoto);
    expect(photos.rowCount).toBe(all.data.filter((r) => r.photos.length > 0).length);
    expect(photos.data.every((r) => r.photos.length > 0)).toBe(true);

    const one = all.data[0];
    const byItem = await listAll(seller, { itemId: one.itemId });
    expect(byItem.data.map((r) => r.id)).toEqual(all.data.filter((r) => r.itemId === one.itemId).map((r) => r.id));
    const byOrder = await listAll(seller, { keyword: one.orderNo.toLowerCase() });
    expect(byOrder.data.map((r) => r.id)).toEqual([one.id]);
    const byPart = await listAll(seller, { keyword: one.partNo });
    expect(byPart.data.every((r) => r.partNo.includes(one.partNo) || r.itemName.includes(one.partNo))).toBe(true);
    expect(byPart.data.map((r) => r.id)).toContain(one.id);

    // WIB days: a review made at 2026-11-20 10:00 WIB is on the 20th, not the 19th.
    const today = await listAll(seller, { from: "2026-11-20", to: "2026-11-20" });
    expect(today.data.map((r) => r.orderNo)).toContain("ORD-20261120-0001");
    expect(today.data.every((r) => r.createTime.startsWith("2026-11-20"))).toBe(true);
    const older = await listAll(seller, { to: "2026-11-19" });
    expect(older.rowCount + today.rowCount).toBe(all.rowCount);
  });

  it("refuses an end before the start and other bad filters with the validation envelope", async () => {
    const res = await t.call(
      PAGE,
      { pageNo: 1, pageSize: 10, from: "2026-11-10", to: "2026-11-01" },
      { token: seller, lang: "en-US" },
    );
    expect(res.body.code).toBe(400);
    expect(res.body.message).toContain("The end date cannot be before the start date");
    expect((await t.call(PAGE, { pageNo: 1, pageSize: 10, stars: 4 }, { token: seller })).body.code).toBe(400);
    expect((await t.call(PAGE, { pageNo: 1, pageSize: 10, from: "2026-02-30" }, { token: seller })).body.code).toBe(
      400,
    );
  });

  it("another shop sees none of them", async () => {
    const special = await t.login("seller.special");
    expect((await listAll(special)).rowCount).toBe(0);
    const summary = await t.call<EvaluationSummary>(SUMMARY, {}, { token: special });
    expect(summary.body.data).toEqual({ total: 0, average: 0, counts: { "1": 0, "3": 0, "5": 0 }, withPhoto: 0 });
  });

  it("an only-own sub-account sees the reviews of its own products only; one without the authority gets 403", async () => {
    const db = t.database.db;
    const all = await listAll(seller);
    const [position] = await db
      .insert(schema.positions)
      .values({ shopId, name: "Ulasan Sendiri", authorities: ["evaluations.list"], dataListPermission: 2 })
      .returning();
    const [none] = await db
      .insert(schema.positions)
      .values({ shopId, name: "Tanpa Ulasan", authorities: ["products.list"], dataListPermission: 1 })
      .returning();
    const passwordHash = await hashPassword(sha256Hex("Demo#2026"));
    const [own] = await db
      .insert(schema.users)
      .values({ userName: "uji.ulasan", passwordHash, role: "seller", shopId, positionId: position.id })
      .returning();
    await db
      .insert(schema.users)
      .values({ userName: "uji.tanpa.ulasan", passwordHash, role: "seller", shopId, positionId: none.id });
    const ownToken = await t.login("uji.ulasan");
    expect((await listAll(ownToken)).rowCount).toBe(0);

    const mine = all.data[1].itemId;
    await db.update(schema.items).set({ ownerUserId: own.id }).where(eq(schema.items.id, mine));
    const scoped = await listAll(ownToken);
    expect(scoped.rowCount).toBeGreaterThan(0);
    expect(new Set(scoped.data.map((r) => r.itemId))).toEqual(new Set([mine]));
    expect(scoped.rowCount).toBe(all.data.filter((r) => r.itemId === mine).length);
    const summary = await t.call<EvaluationSummary>(SUMMARY, {}, { token: ownToken });
    expect(summary.body.data.total).toBe(scoped.rowCount);

    const noneToken = await t.login("uji.tanpa.ulasan");
    expect((await t.call(PAGE, { pageNo: 1, pageSize: 10 }, { token: noneToken })).body.code).toBe(403);
    expect((await t.call(SUMMARY, {}, { token: noneToken })).body.code).toBe(403);
  });
});
