/**
 * Platform review of products (spec §4 "Product", §8 off-shelve reasons): approve 1 -> 5, reject 1 -> 7
 * with a reason; every other move is refused with nothing changed. Also the allowed-move table itself.
 */
import { and, eq } from "drizzle-orm";
import type { Page } from "../../../src/domain/wire";
import type { Product, ProductRow } from "../../../src/resources/products/schema";
import { PRODUCT_MOVES, nextReviewStatus } from "../../../src/domain/product-transitions";
import { REVIEW_STATUSES } from "../../../src/domain/product";
import { users } from "../../../server/db/schema/auth";
import { items } from "../../../server/db/schema/item";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
let seller: string;
let platform: string;
let shopId: number;

/** Ids of seeded products of seller.active in `status`. */
const idsIn = async (status: number) =>
  (
    await t.database.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.shopId, shopId), eq(items.reviewStatus, status)))
      .orderBy(items.id)
  ).map((r) => r.id);

const rowOf = async (id: number) => (await t.database.db.select().from(items).where(eq(items.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [seller, platform] = await Promise.all([t.login("seller.active"), t.login("platform.admin")]);
  const [u] = await t.database.db
    .select({ shopId: users.shopId })
    .from(users)
    .where(eq(users.userName, "seller.active"));
  shopId = u.shopId as number;
});
afterAll(async () => {
  await t.close();
});

describe("the move table", () => {
  test("approve and reject start only from under assessment; an edit may start anywhere", () => {
    for (const s of REVIEW_STATUSES) {
      expect(nextReviewStatus("approve", s)).toBe(s === 1 ? 5 : null);
      expect(nextReviewStatus("reject", s)).toBe(s === 1 ? 7 : null);
      expect(nextReviewStatus("editSubmit", s)).toBe(1);
      expect(nextReviewStatus("editDraft", s)).toBe(3);
    }
    expect(PRODUCT_MOVES.approve.actor).toBe("platform");
  });
});

describe("/api/platform/item/page", () => {
  test("lists products under assessment of every shop, with the shop", async () => {
    const res = await t.call<Page<ProductRow & { shopId: number; shopName: string }>>(
      "/api/platform/item/page",
      { pageNo: 1, pageSize: 100, reviewStatus: 1 },
      { token: platform },
    );
    expect(res.body.success).toBe(true);
    const rows = res.body.data.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.reviewStatus === 1 && r.shopName !== "")).toBe(true);
    expect(new Set(rows.map((r) => r.shopId)).size).toBeGreaterThan(1);

    const one = await t.call<Page<ProductRow & { shopId: number }>>(
      "/api/platform/item/page",
      { pageNo: 1, pageSize: 100, reviewStatus: [1], shopId },
      { token: platform },
    );
    expect(one.body.data.rowCount).toBe((await idsIn(1)).length);
    expect(one.body.data.data.every((r) => r.shopId === shopId)).toBe(true);
  });

  test("is for the platform admin only", async () => {
    expect((await t.call("/api/platform/item/page", {}, { token: seller })).body.code).toBe(403);
    expect((await t.call("/api/platform/item/approve", { itemId: 1 }, { token: seller })).body.code).toBe(403);
    expect(
      (await t.call("/api/platform/item/reject", { itemId: 1, offShelveReason: 1 }, { token: seller })).body.code,
    ).toBe(403);
    expect((await t.call("/api/platform/item/page", {})).body.code).toBe(987654321);
  });
});

describe("/api/platform/item/approve", () => {
  test("puts a product under assessment on sale; the seller sees it in sale", async () => {
    const [id] = await idsIn(1);
    t.advance(60_000);
    const res = await t.call("/api/platform/item/approve", { itemId: id }, { token: platform });
    expect(res.body).toMatchObject({ success: true, data: { itemId: id, reviewStatus: 5 } });
    const detail = await t.call<Product>("/api/item/ina/detail", { itemId: id }, { token: seller });
    expect(detail.body.data).toMatchObject({
      reviewStatus: 5,
      offShelveReason: null,
      updateTime: "2026-11-20 10:01:00",
    });
  });

  test("refuses every other source status and changes nothing", async () => {
    for (const status of [2, 3, 4, 5, 7]) {
      const [id] = await idsIn(status);
      const before = await rowOf(id);
      const res = await t.call("/api/platform/item/approve", { itemId: id }, { token: platform, lang: "en-US" });
      expect(res.body).toMatchObject({ success: false, code: 409 });
      expect(res.body.message).toBe("The product's status cannot be changed this way from its current status");
      expect(await rowOf(id)).toEqual(before);
    }
  });

  test("an unknown product is not found; a bad id is a validation error", async () => {
    expect((await t.call("/api/platform/item/approve", { itemId: 9_999_999 }, { token: platform })).body.code).toBe(
      404,
    );
    expect((await t.call("/api/platform/item/approve", { itemId: "1" }, { token: platform })).body.code).toBe(400);
  });
});

describe("/api/platform/item/reject", () => {
  test("moves a product under assessment to illegal off-shelve with the reason", async () => {
    const [id] = await idsIn(1);
    const res = await t.call("/api/platform/item/reject", { itemId: id, offShelveReason: 3 }, { token: platform });
    expect(res.body).toMatchObject({ success: true, data: { itemId: id, reviewStatus: 7 } });
    const detail = await t.call<Product>("/api/item/ina/detail", { itemId: id }, { token: seller });
    expect(detail.body.data).toMatchObject({ reviewStatus: 7, offShelveReason: 3 });
    const tab = await t.call<Page<ProductRow>>(
      "/api/item/ina/page",
      { pageNo: 1, pageSize: 100, reviewStatus: [7] },
      { token: seller },
    );
    expect(tab.body.data.data.find((r) => r.itemId === id)).toMatchObject({ offShelveReason: 3 });
  });

  test("refuses a product not under assessment, and reasons outside 1-11, changing nothing", async () => {
    const [inSale] = await idsIn(5);
    const before = await rowOf(inSale);
    expect(
      (await t.call("/api/platform/item/reject", { itemId: inSale, offShelveReason: 2 }, { token: platform })).body
        .code,
    ).toBe(409);
    expect(await rowOf(inSale)).toEqual(before);

    const [pending] = await idsIn(1);
    const pendingBefore = await rowOf(pending);
    for (const body of [
      { itemId: pending, offShelveReason: 12 },
      { itemId: pending, offShelveReason: 0 },
      { itemId: pending },
      { itemId: pending, offShelveReason: 2.5 },
    ]) {
      const res = await t.call<{ errors: { path: string }[] }>("/api/platform/item/reject", body, { token: platform });
      expect(res.body).toMatchObject({ success: false, code: 400 });
      expect(res.body.data.errors[0].path).toBe("offShelveReason");
    }
    expect(await rowOf(pending)).toEqual(pendingBefore);
  });

  test("a product the seller created can be reviewed", async () => {
    const [anyItem] = await idsIn(5);
    const source = (await t.call<Product>("/api/item/ina/detail", { itemId: anyItem }, { token: seller })).body.data;
    const {
      itemId: _i,
      shopId: _s,
      reviewStatus: _r,
      offShelveReason: _o,
      createTime: _c,
      updateTime: _u,
      images,
      ...fields
    } = source;
    const created = await t.call<{ itemId: number }>(
      "/api/item/ina/create",
      {
        ...fields,
        partNo: "REVIEWME1",
        images: images.map(({ fileKey, isMain }) => ({ fileKey, isMain })),
        submit: true,
      },
      { token: seller },
    );
    expect(created.body.success).toBe(true);
    const id = created.body.data.itemId;
    expect(
      (await t.call("/api/platform/item/reject", { itemId: id, offShelveReason: 11 }, { token: platform })).body
        .success,
    ).toBe(true);
    expect((await t.call("/api/platform/item/approve", { itemId: id }, { token: platform })).body.code).toBe(409);
    expect((await rowOf(id)).reviewStatus).toBe(7);
  });
});
