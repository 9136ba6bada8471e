/**
 * Seller product endpoints (issue 3): /api/item/ina/page, detail, create, update, stats.
 * Runs on the seeded demo marketplace; refusals are checked to leave every table unchanged.
 */
import { and, count, desc, eq, lt, ne, sql } from "drizzle-orm";
import type { Page } from "../../../src/domain/wire";
import type { Product, ProductCreate, ProductRow } from "../../../src/resources/products/schema";
import { users } from "../../../server/db/schema/auth";
import { files, itemCounts, items } from "../../../server/db/schema/item";
import { createTestApp, productBody, productTableCounts, type TestApp } from "../helpers";

let t: TestApp;
let seller: string;
let special: string;
let platform: string;
let shopId: number;
let specialShopId: number;
let imageKeys: string[];
let specialImageKey: string;

const shopOf = async (userName: string) => {
  const [u] = await t.database.db.select({ shopId: users.shopId }).from(users).where(eq(users.userName, userName));
  return u.shopId as number;
};

/** Row counts of every table a product write touches. */
const counts = () => productTableCounts(t);

/** A complete, valid create body (spec §3 "Product"). */
const validProduct = (over: Partial<ProductCreate> = {}): ProductCreate =>
  productBody(imageKeys[0], {
    specification: "Keramik, low dust",
    adaptType: 2,
    fitments: [
      { brandId: "toyota", brandName: "TOYOTA", series: "AVANZA", year: 2019, subModel: "1.3 G" },
      { brandId: "daihatsu", brandName: "DAIHATSU", series: "XENIA", year: 2021, subModel: "" },
      { brandId: "toyota", brandName: "TOYOTA", series: "AVANZA", year: 2020, subModel: "" },
    ],
    priceTiers: [
      { minQty: 1, maxQty: 9, price: 250_000 },
      { minQty: 10, maxQty: null, price: 240_000 },
    ],
    discount: 2.5,
    priority: true,
    images: [
      { fileKey: imageKeys[0], isMain: false },
      { fileKey: imageKeys[1], isMain: true },
    ],
    description: "Kampas rem depan untuk Avanza dan Xenia.",
    ...over,
  });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [seller, special, platform] = await Promise.all([
    t.login("seller.active"),
    t.login("seller.special"),
    t.login("platform.admin"),
  ]);
  shopId = await shopOf("seller.active");
  specialShopId = await shopOf("seller.special");
  const db = t.database.db;
  imageKeys = (await db.select({ k: files.fileKey }).from(files).where(eq(files.shopId, shopId))).map((r) => r.k);
  [{ k: specialImageKey }] = await db
    .select({ k: files.fileKey })
    .from(files)
    .where(eq(files.shopId, specialShopId))
    .limit(1);
});
afterAll(async () => {
  await t.close();
});

describe("/api/item/ina/page", () => {
  test("lists only the caller's shop, newest update first, with the shop's total", async () => {
    const res = await t.call<Page<ProductRow>>("/api/item/ina/page", { pageNo: 1, pageSize: 10 }, { token: seller });
    expect(res.body.success).toBe(true);
    const [{ n }] = await t.database.db.select({ n: count() }).from(items).where(eq(items.shopId, shopId));
    expect(res.body.data.rowCount).toBe(n);
    expect(res.body.data.pageCount).toBe(Math.ceil(n / 10));
    expect(res.body.data.data).toHaveLength(10);
    const newest = await t.database.db
      .select({ id: items.id })
      .from(items)
      .where(eq(items.shopId, shopId))
      .orderBy(desc(items.updateTime), desc(items.id))
      .limit(10);
    expect(res.body.data.data.map((r) => r.itemId)).toEqual(newest.map((r) => r.id));
    const row = res.body.data.data[0];
    expect(row.mainImageUrl).toMatch(/^\/files\/[A-Za-z0-9_-]{24,}$/);
    expect(row.categoryName).not.toBe("");
    expect(row.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const other = await t.call<Page<ProductRow>>(
      "/api/item/ina/page",
      { pageNo: 1, pageSize: 100 },
      { token: special },
    );
    const [{ n: specialN }] = await t.database.db
      .select({ n: count() })
      .from(items)
      .where(eq(items.shopId, specialShopId));
    expect(other.body.data.rowCount).toBe(specialN);
    const mine = new Set(res.body.data.data.map((r) => r.itemId));
    expect(other.body.data.data.some((r) => mine.has(r.itemId))).toBe(false);
  });

  test("the last page still tells the full total", async () => {
    const first = await t.call<Page<ProductRow>>("/api/item/ina/page", { pageNo: 1, pageSize: 40 }, { token: seller });
    const { rowCount, pageCount } = first.body.data;
    const last = await t.call<Page<ProductRow>>(
      "/api/item/ina/page",
      { pageNo: pageCount, pageSize: 40 },
      { token: seller },
    );
    expect(last.body.data.rowCount).toBe(rowCount);
    expect(last.body.data.data).toHaveLength(rowCount - (pageCount - 1) * 40);
    const beyond = await t.call<Page<ProductRow>>(
      "/api/item/ina/page",
      { pageNo: pageCount + 1, pageSize: 40 },
      { token: seller },
    );
    expect(beyond.body.data).toMatchObject({ rowCount, data: [] });
  });

  test("filters by tab statuses, keyword, category and priority; sorts by price", async () => {
    const tab = await t.call<Page<ProductRow>>(
      "/api/item/ina/page",
      { pageNo: 1, pageSize: 100, reviewStatus: [4, 2] },
      { token: seller },
    );
    expect(tab.body.data.data.length).toBeGreaterThan(0);
    expect(tab.body.data.data.every((r) => r.reviewStatus === 4 || r.reviewStatus === 2)).toBe(true);

    const kw = await t.call<Page<ProductRow>>(
      "/api/item/ina/page",
      { pageNo: 1, pageSize: 100, keyword: "busi" },
      { token: seller },
    );
    expect(kw.body.data.rowCount).toBeGreaterThan(0);
    expect(kw.body.data.data.every((r) => /busi/i.test(r.itemName) || /busi/i.test(r.partNo))).toBe(true);
    const wildcard = await t.call<Page<ProductRow>>(
      "/api/item/ina/page",
      { pageNo: 1, keyword: "%" },
      { token: seller },
    );
    expect(wildcard.body.data.rowCount).toBe(0);

    const cat = await t.call<Page<ProductRow>>(
      "/api/item/ina/page",
      { pageNo: 1, pageSize: 100, categoryId: "vp-1-4-14-5", priority: true },
      { token: seller },
    );
    expect(cat.body.data.data.every((r) => r.categoryId === "vp-1-4-14-5" && r.priority)).toBe(true);

    const byPrice = await t.call<Page<ProductRow>>(
      "/api/item/ina/page",
      { pageNo: 1, pageSize: 20, sortField: "price", sortOrder: "asc" },
      { token: seller },
    );
    const prices = byPrice.body.data.data.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test("the same list, filters and sort for two shops and two languages: each answer its own shop's rows", async () => {
    // One statement text serves every caller of a list shape (server/db/prepared.ts); the values differ.
    const body = { pageNo: 1, pageSize: 100, reviewStatus: [5], sortField: "stockNum", sortOrder: "desc" };
    const ids = async (token: string, lang: "id-ID" | "en-US") => {
      const res = await t.call<Page<ProductRow>>("/api/item/ina/page", body, { token, lang });
      expect(res.body.success).toBe(true);
      return res.body.data;
    };
    for (const lang of ["id-ID", "en-US"] as const) {
      const [mine, theirs, mineAgain] = [await ids(seller, lang), await ids(special, lang), await ids(seller, lang)];
      expect(mine.data.length).toBeGreaterThan(0);
      expect(theirs.data.length).toBeGreaterThan(0);
      const rowsOf = async (id: number) =>
        new Set(
          (await t.database.db.select({ id: items.id }).from(items).where(eq(items.shopId, id))).map((r) => r.id),
        );
      const [own, specialRows] = [await rowsOf(shopId), await rowsOf(specialShopId)];
      expect(mine.data.every((r) => own.has(r.itemId))).toBe(true);
      expect(theirs.data.every((r) => specialRows.has(r.itemId))).toBe(true);
      expect(mineAgain).toEqual(mine);
      const stocks = theirs.data.map((r) => r.stockNum);
      expect(stocks).toEqual([...stocks].sort((a, b) => b - a));
    }
  });

  test("every shape of the list's filters answers its own rows, also past the shapes kept prepared", async () => {
    // 56 shapes (statuses 1-7 x keyword or not x two sorts x two orders), more than the 48 a process prepares
    // (server/modules/item/page-query.ts): the ones built per call must answer as the prepared ones do.
    const statuses = [1, 2, 3, 4, 5, 6, 7];
    for (let n = 1; n <= statuses.length; n++) {
      const reviewStatus = statuses.slice(0, n);
      for (const keyword of [undefined, "a"])
        for (const sortField of ["price", "stockNum"] as const)
          for (const sortOrder of ["asc", "desc"] as const) {
            const res = await t.call<Page<ProductRow>>(
              "/api/item/ina/page",
              { pageNo: 1, pageSize: 100, reviewStatus, keyword, sortField, sortOrder },
              { token: seller },
            );
            const { rowCount, data } = res.body.data;
            const [expected] = await t.database.db
              .select({ n: count() })
              .from(items)
              .where(
                and(
                  eq(items.shopId, shopId),
                  sql`${items.reviewStatus} in (${sql.join(
                    reviewStatus.map((s) => sql`${s}`),
                    sql`, `,
                  )})`,
                  keyword ? sql`(${items.partNo} ilike '%a%' or ${items.itemName} ilike '%a%')` : undefined,
                ),
              );
            expect(rowCount).toBe(expected.n);
            expect(data).toHaveLength(Math.min(100, expected.n));
            expect(data.every((r) => reviewStatus.includes(r.reviewStatus))).toBe(true);
            const values = data.map((r) => (sortField === "price" ? r.price : r.stockNum));
            const sorted = [...values].sort((a, b) => (sortOrder === "asc" ? a - b : b - a));
            expect(values).toEqual(sorted);
          }
    }
  });

  test("summarises fitment as the first vehicle and how many more", async () => {
    const created = await t.call<{ itemId: number }>("/api/item/ina/create", validProduct({ partNo: "FITSUM1" }), {
      token: seller,
    });
    const res = await t.call<Page<ProductRow>>(
      "/api/item/ina/page",
      { pageNo: 1, keyword: "FITSUM1" },
      { token: seller },
    );
    expect(res.body.data.data).toHaveLength(1);
    expect(res.body.data.data[0]).toMatchObject({
      itemId: created.body.data.itemId,
      fitmentSummary: "TOYOTA AVANZA 2019, +2",
      price: 250_000,
      discount: 2.5,
    });
  });

  test("refuses bad paging and oversize keywords", async () => {
    for (const body of [{ pageNo: 0 }, { pageSize: 101 }, { pageNo: "1" }, { keyword: "x".repeat(151) }]) {
      const res = await t.call("/api/item/ina/page", body, { token: seller });
      expect(res.body).toMatchObject({ success: false, code: 400 });
    }
  });

  test("is for sellers with an active shop only", async () => {
    expect((await t.call("/api/item/ina/page", {})).body.code).toBe(987654321);
    expect((await t.call("/api/item/ina/page", {}, { token: platform })).body.code).toBe(403);
  });
});

describe("/api/item/ina/detail", () => {
  test("answers the product with fitments, tiers and image urls", async () => {
    const created = await t.call<{ itemId: number }>("/api/item/ina/create", validProduct({ partNo: "DETAIL1" }), {
      token: seller,
    });
    const res = await t.call<Product>("/api/item/ina/detail", { itemId: created.body.data.itemId }, { token: seller });
    expect(res.body.success).toBe(true);
    const p = res.body.data;
    expect(p).toMatchObject({
      itemId: created.body.data.itemId,
      shopId,
      partNo: "DETAIL1",
      reviewStatus: 1,
      offShelveReason: null,
      discount: 2.5,
    });
    expect(p.fitments.map((f) => `${f.series} ${f.year}`)).toEqual(["AVANZA 2019", "XENIA 2021", "AVANZA 2020"]);
    expect(p.priceTiers).toEqual(validProduct().priceTiers);
    expect(p.images).toEqual([
      { fileKey: imageKeys[0], isMain: false, url: `/files/${imageKeys[0]}` },
      { fileKey: imageKeys[1], isMain: true, url: `/files/${imageKeys[1]}` },
    ]);
    expect(p.createTime).toBe("2026-11-20 10:00:00");
  });

  test("another shop's product answers exactly like a missing one", async () => {
    const [theirs] = await t.database.db
      .select({ id: items.id })
      .from(items)
      .where(eq(items.shopId, specialShopId))
      .limit(1);
    const other = await t.call("/api/item/ina/detail", { itemId: theirs.id }, { token: seller });
    const missing = await t.call("/api/item/ina/detail", { itemId: 9_999_999 }, { token: seller });
    expect(other.body).toEqual(missing.body);
    expect(other.body).toMatchObject({ success: false, code: 404, data: null });
  });
});

describe("/api/item/ina/create", () => {
  test("submit sends to review (1); a draft is status 3; rows land in one go", async () => {
    const before = await counts();
    const sent = await t.call<{ itemId: number }>("/api/item/ina/create", validProduct({ partNo: "CREATE1" }), {
      token: seller,
    });
    expect(sent.body.success).toBe(true);
    const draft = await t.call<{ itemId: number }>(
      "/api/item/ina/create",
      validProduct({ partNo: "CREATE2", submit: false }),
      { token: seller },
    );
    const after = await counts();
    expect(after).toEqual({ items: before.items + 2, fitments: before.fitments + 6, images: before.images + 4 });
    const rows = await t.database.db
      .select({
        id: items.id,
        status: items.reviewStatus,
        owner: items.ownerUserId,
        shop: items.shopId,
        minPrice: items.minPrice,
      })
      .from(items)
      .where(eq(items.shopId, shopId))
      .orderBy(desc(items.id))
      .limit(2);
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      [draft.body.data.itemId, 3],
      [sent.body.data.itemId, 1],
    ]);
    expect(rows[0]).toMatchObject({ shop: shopId, minPrice: 250_000 });
  });

  test("a general part keeps no fitment list", async () => {
    const res = await t.call<{ itemId: number }>(
      "/api/item/ina/create",
      validProduct({ partNo: "GENERAL1", adaptType: 1 }),
      { token: seller },
    );
    const detail = await t.call<Product>("/api/item/ina/detail", { itemId: res.body.data.itemId }, { token: seller });
    expect(detail.body.data.fitments).toEqual([]);
  });

  const refusals: [string, () => unknown, string][] = [
    [
      "a price given as text",
      () => ({ ...validProduct(), priceTiers: [{ minQty: 1, maxQty: null, price: "abc" }] }),
      "priceTiers.0.price",
    ],
    ["a missing part no", () => ({ ...validProduct(), partNo: undefined }), "partNo"],
    ["a part no with symbols", () => validProduct({ partNo: "AB-12" }), "partNo"],
    ["an item name over 200 characters", () => validProduct({ itemName: "x".repeat(201) }), "itemName"],
    [
      "a gap between price tiers",
      () =>
        validProduct({
          priceTiers: [
            { minQty: 1, maxQty: 5, price: 1000 },
            { minQty: 7, maxQty: null, price: 900 },
          ],
        }),
      "priceTiers.1",
    ],
    [
      "two main images",
      () =>
        validProduct({
          images: [
            { fileKey: imageKeys[0], isMain: true },
            { fileKey: imageKeys[1], isMain: true },
          ],
        }),
      "images",
    ],
    ["no image", () => validProduct({ images: [] }), "images"],
    ["partial fitment without vehicles", () => validProduct({ fitments: [] }), "fitments"],
    ["a discount over 99.9", () => validProduct({ discount: 100 }), "discount"],
    ["stock over 1.000.000", () => validProduct({ stockNum: 1_000_001 }), "stockNum"],
    ["an unknown category", () => validProduct({ categoryId: "vp-9-9-9" }), "categoryId"],
    [
      "an image of another shop",
      () => validProduct({ images: [{ fileKey: specialImageKey, isMain: true }] }),
      "images.0.fileKey",
    ],
    [
      "an image that was never uploaded",
      () => validProduct({ images: [{ fileKey: "A".repeat(32), isMain: true }] }),
      "images.0.fileKey",
    ],
    [
      "the same image twice",
      () =>
        validProduct({
          images: [
            { fileKey: imageKeys[0], isMain: true },
            { fileKey: imageKeys[0], isMain: false },
          ],
        }),
      "images.1.fileKey",
    ],
  ];
  test.each(refusals)("refuses %s with a field error and writes nothing", async (_name, body, path) => {
    const before = await counts();
    const res = await t.call<{ errors: { path: string; message: string }[] }>("/api/item/ina/create", body(), {
      token: seller,
    });
    expect(res.body).toMatchObject({ success: false, code: 400 });
    expect(res.body.data.errors.map((e) => e.path)).toContain(path);
    expect(res.body.data.errors.every((e) => e.message !== "" && !e.message.includes(":"))).toBe(true);
    expect(await counts()).toEqual(before);
  });

  test("answers field errors in the caller's language", async () => {
    const id = await t.call<{ errors: { path: string; message: string }[] }>(
      "/api/item/ina/create",
      validProduct({ categoryId: "nope" }),
      { token: seller, lang: "id-ID" },
    );
    const en = await t.call<{ errors: { path: string; message: string }[] }>(
      "/api/item/ina/create",
      validProduct({ categoryId: "nope" }),
      { token: seller, lang: "en-US" },
    );
    expect(id.body.data.errors[0].message).toBe("Kategori tidak ditemukan");
    expect(en.body.data.errors[0].message).toBe("Category not found");
  });
});

describe("/api/item/ina/update", () => {
  test("an edited product in sale goes back to review, or to draft; children are replaced", async () => {
    const [inSale] = await t.database.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.shopId, shopId), eq(items.reviewStatus, 5)))
      .limit(1);
    const before = await counts();
    const body = validProduct({
      partNo: "EDITED1",
      itemName: "Busi Iridium Brio",
      fitments: [{ brandId: "honda", brandName: "HONDA", series: "BRIO", year: 2022, subModel: "" }],
    });
    const res = await t.call<{ itemId: number }>(
      "/api/item/ina/update",
      { ...body, itemId: inSale.id },
      { token: seller },
    );
    expect(res.body).toMatchObject({ success: true, data: { itemId: inSale.id } });
    const detail = await t.call<Product>("/api/item/ina/detail", { itemId: inSale.id }, { token: seller });
    expect(detail.body.data).toMatchObject({
      partNo: "EDITED1",
      itemName: "Busi Iridium Brio",
      reviewStatus: 1,
      updateTime: "2026-11-20 10:00:00",
    });
    expect(detail.body.data.fitments).toHaveLength(1);
    expect(detail.body.data.images.map((i) => i.fileKey)).toEqual([imageKeys[0], imageKeys[1]]);
    expect((await counts()).items).toBe(before.items);

    await t.call("/api/item/ina/update", { ...body, itemId: inSale.id, submit: false }, { token: seller });
    const draft = await t.call<Product>("/api/item/ina/detail", { itemId: inSale.id }, { token: seller });
    expect(draft.body.data.reviewStatus).toBe(3);
  });

  test("a rejected product that is edited loses its off-shelve reason", async () => {
    const [rejected] = await t.database.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.shopId, shopId), eq(items.reviewStatus, 7)))
      .limit(1);
    await t.call("/api/item/ina/update", { ...validProduct(), itemId: rejected.id }, { token: seller });
    const detail = await t.call<Product>("/api/item/ina/detail", { itemId: rejected.id }, { token: seller });
    expect(detail.body.data).toMatchObject({ reviewStatus: 1, offShelveReason: null });
  });

  test("another shop's product is not found and stays untouched", async () => {
    const [theirs] = await t.database.db.select().from(items).where(eq(items.shopId, specialShopId)).limit(1);
    const res = await t.call("/api/item/ina/update", { ...validProduct(), itemId: theirs.id }, { token: seller });
    expect(res.body).toMatchObject({ success: false, code: 404 });
    const [after] = await t.database.db.select().from(items).where(eq(items.id, theirs.id));
    expect(after).toEqual(theirs);
  });

  test("a bad body changes nothing", async () => {
    const [mine] = await t.database.db.select().from(items).where(eq(items.shopId, shopId)).limit(1);
    const before = await counts();
    const res = await t.call(
      "/api/item/ina/update",
      { ...validProduct({ itemName: "" }), itemId: mine.id },
      { token: seller },
    );
    expect(res.body).toMatchObject({ success: false, code: 400 });
    const noId = await t.call("/api/item/ina/update", validProduct(), { token: seller });
    expect(noId.body).toMatchObject({ success: false, code: 400 });
    const [after] = await t.database.db.select().from(items).where(eq(items.id, mine.id));
    expect(after).toEqual(mine);
    expect(await counts()).toEqual(before);
  });
});

describe("/api/item/ina/stats", () => {
  test("counts match the shop's rows", async () => {
    const res = await t.call<{
      total: number;
      byReviewStatus: Record<string, number>;
      inSale: number;
      lowStock: number;
      recent: ProductRow[];
    }>("/api/item/ina/stats", {}, { token: seller });
    expect(res.body.success).toBe(true);
    const db = t.database.db;
    const groups = await db
      .select({ s: items.reviewStatus, n: count() })
      .from(items)
      .where(eq(items.shopId, shopId))
      .groupBy(items.reviewStatus);
    const expected = Object.fromEntries(
      ["1", "2", "3", "4", "5", "7"].map((s) => [s, groups.find((g) => String(g.s) === s)?.n ?? 0]),
    );
    expect(res.body.data.byReviewStatus).toEqual(expected);
    expect(res.body.data.total).toBe(groups.reduce((a, g) => a + g.n, 0));
    expect(res.body.data.inSale).toBe(expected["5"]);
    expect(Object.values(expected).every((n) => n > 0)).toBe(true);
    const [{ n: low }] = await db
      .select({ n: count() })
      .from(items)
      .where(and(eq(items.shopId, shopId), eq(items.stockType, 2), lt(items.stockNum, 10)));
    expect(res.body.data.lowStock).toBe(low);
    expect(low).toBeGreaterThan(0);
    expect(res.body.data.recent).toHaveLength(5);
    const [newest] = await db
      .select({ id: items.id })
      .from(items)
      .where(eq(items.shopId, shopId))
      .orderBy(desc(items.updateTime), desc(items.id))
      .limit(1);
    expect(res.body.data.recent[0].itemId).toBe(newest.id);
    const [{ n: othersInSale }] = await db
      .select({ n: count() })
      .from(items)
      .where(and(ne(items.shopId, shopId), eq(items.reviewStatus, 5)));
    expect(othersInSale).toBeGreaterThan(0); // the other shop's products exist and were not counted
  });
});

describe("item_counts (the list totals)", () => {
  /** The counters as {shop:status -> n}, without zero rows, beside the real GROUP BY. */
  const both = async () => {
    const db = t.database.db;
    const counters = await db.select().from(itemCounts);
    const real = await db
      .select({ shopId: items.shopId, reviewStatus: items.reviewStatus, n: count() })
      .from(items)
      .groupBy(items.shopId, items.reviewStatus);
    const asMap = (rows: { shopId: number; reviewStatus: number; n: number }[]) =>
      Object.fromEntries(rows.filter((r) => r.n !== 0).map((r) => [`${r.shopId}:${r.reviewStatus}`, r.n]));
    return { counters: asMap(counters), real: asMap(real) };
  };

  test("stay exact whatever writes the items table, even plain SQL", async () => {
    const db = t.database.db;
    const start = await both();
    expect(start.counters).toEqual(start.real);
    await db.execute(
      sql`update ${items} set review_status = 3 where id in (select id from ${items} where shop_id = ${shopId} and review_status = 5 limit 3)`,
    );
    await db.execute(sql`update ${items} set stock_num = stock_num + 1 where shop_id = ${specialShopId}`);
    await db.execute(sql`insert into ${items} (shop_id, owner_user_id, part_no, item_name, category_id, condition, grade, brand_name, product_unit, packaging_unit, packaging_qty, weight, length, width, height, vehicle_type, adapt_type, trade_platforms, price_tiers, min_price, sale_unit, stock_type, stock_num, min_buy_qty, review_status)
      select shop_id, owner_user_id, part_no || 'X', item_name, category_id, condition, grade, brand_name, product_unit, packaging_unit, packaging_qty, weight, length, width, height, vehicle_type, adapt_type, trade_platforms, price_tiers, min_price, sale_unit, stock_type, stock_num, min_buy_qty, 2
      from ${items} where shop_id = ${specialShopId} limit 4`);
    await db.execute(
      sql`delete from ${items} where id in (select id from ${items} where shop_id = ${specialShopId} and review_status = 2 limit 2)`,
    );
    const end = await both();
    expect(end.counters).toEqual(end.real);
    expect(end.real).not.toEqual(start.real);
  });
});
