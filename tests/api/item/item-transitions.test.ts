/**
 * Bulk review-status moves and bulk edits of products (spec §4 "Product", §5 "Price tiers", "Bulk discount",
 * "Stock", §8 off-shelve reasons, §9 stock limit): every move allowed and refused from every status, all or
 * nothing over several products, the platform's illegal off-shelve, and the bulk update rules.
 */
import { and, count, eq, inArray } from "drizzle-orm";
import type { Product } from "../../../src/resources/products/schema";
import type { BulkEditRow } from "../../../src/resources/products/bulk-schema";
import { activities, positions } from "../../../server/db/schema/access";
import { users } from "../../../server/db/schema/auth";
import { items } from "../../../server/db/schema/item";
import { hashPassword } from "../../../server/modules/user/password";
import { createTestApp, sha256Hex, type TestApp, editableFields } from "../helpers";

let t: TestApp;
let seller: string;
let platform: string;
let other: string;
let shopId: number;
let product: Record<string, unknown>;
let foreignId: number;

const db = () => t.database.db;
const rowOf = async (id: number) => (await db().select().from(items).where(eq(items.id, id)))[0];
const statusesOf = async (ids: number[]) =>
  (
    await db()
      .select({ id: items.id, s: items.reviewStatus })
      .from(items)
      .where(inArray(items.id, ids))
      .orderBy(items.id)
  ).map((r) => r.s);
const activityCount = async () =>
  (await db().select({ n: count() }).from(activities).where(eq(activities.shopId, shopId)))[0].n;

/** A new product of seller.active (a copy of a seeded one), then put in `status` directly. */
async function productIn(status: number, approvedOnce?: boolean): Promise<number> {
  const res = await t.call<{ itemId: number }>(
    "/api/item/ina/create",
    { ...product, submit: false },
    { token: seller },
  );
  expect(res.body.success, res.body.message).toBe(true);
  const itemId = res.body.data.itemId;
  await db().update(items).set({ reviewStatus: status }).where(eq(items.id, itemId));
  // The trigger marks 2/4/5 approved; a case may force the flag.
  if (approvedOnce !== undefined) await db().update(items).set({ approvedOnce }).where(eq(items.id, itemId));
  return itemId;
}

async function subAccount(userName: string, authorities: string[], dataListPermission: 1 | 2): Promise<string> {
  const [position] = await db()
    .insert(positions)
    .values({ shopId, name: `Uji ${userName}`, authorities, dataListPermission })
    .returning();
  await db()
    .insert(users)
    .values({
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

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [seller, platform, other] = await Promise.all([
    t.login("seller.active"),
    t.login("platform.admin"),
    t.login("seller.special"),
  ]);
  const [u] = await db().select({ shopId: users.shopId }).from(users).where(eq(users.userName, "seller.active"));
  shopId = u.shopId as number;
  const [first] = await db().select({ id: items.id }).from(items).where(eq(items.shopId, shopId)).limit(1);
  const detail = await t.call<Product>("/api/item/ina/detail", { itemId: first.id }, { token: seller });
  const fields = editableFields(detail.body.data);
  product = {
    ...fields,
    stockType: 2,
    stockNum: 50,
    minBuyQty: 2,
    discount: 5,
  };
  const [foreign] = await db()
    .select({ id: items.id })
    .from(items)
    .where(
      eq(
        items.shopId,
        (await db().select({ s: users.shopId }).from(users).where(eq(users.userName, "seller.special")))[0].s as number,
      ),
    )
    .limit(1);
  foreignId = foreign.id;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const MOVES = ["submitReview", "putOnSale", "toDraft", "upShelve"] as const;
/** Written out by hand (not read from PRODUCT_MOVES) so the table is checked, not echoed: [endpoint][from] = to. */
const ALLOWED: Record<(typeof MOVES)[number], Record<number, number>> = {
  submitReview: { 3: 1 },
  putOnSale: { 3: 5 },
  toDraft: { 5: 3 },
  upShelve: { 4: 5, 2: 5 },
};

describe("every seller move from every status", () => {
  for (const move of MOVES) {
    for (const from of [1, 2, 3, 4, 5, 7]) {
      const to = ALLOWED[move][from];
      test(`${move} from ${from}: ${to ? `-> ${to}` : "refused"}`, async () => {
        const id = await productIn(from, true);
        const before = await activityCount();
        const res = await t.call<{ refused?: number[]; reviewStatus?: number }>(
          `/api/item/ina/${move}`,
          { itemIds: [id] },
          { token: seller, lang: "en-US" },
        );
        if (to) {
          expect(res.body).toMatchObject({ success: true, data: { itemIds: [id], reviewStatus: to } });
          expect((await rowOf(id)).reviewStatus).toBe(to);
          expect(await activityCount()).toBe(before + 1);
        } else {
          expect(res.body).toMatchObject({
            success: false,
            code: 409,
            message: "The product's status cannot be changed this way from its current status",
            data: { refused: [id] },
          });
          expect((await rowOf(id)).reviewStatus).toBe(from);
          expect(await activityCount()).toBe(before);
        }
      });
    }
  }
});

describe("put on sale now", () => {
  test("is refused for a draft never approved, and allowed once the platform approved it", async () => {
    const res = await t.call<{ itemId: number }>(
      "/api/item/ina/create",
      { ...product, submit: false },
      { token: seller },
    );
    const id = res.body.data.itemId;
    const refused = await t.call<{ refused: number[] }>(
      "/api/item/ina/putOnSale",
      { itemIds: [id] },
      { token: seller, lang: "en-US" },
    );
    expect(refused.body).toMatchObject({ code: 409, data: { refused: [id] } });
    expect(refused.body.message).toMatch(/passed assessment before/);
    expect((await rowOf(id)).reviewStatus).toBe(3);

    expect((await t.call("/api/item/ina/submitReview", { itemIds: [id] }, { token: seller })).body.success).toBe(true);
    expect((await t.call("/api/platform/item/approve", { itemId: id }, { token: platform })).body.success).toBe(true);
    expect((await t.call("/api/item/ina/toDraft", { itemIds: [id] }, { token: seller })).body.success).toBe(true);
    expect((await t.call("/api/item/ina/putOnSale", { itemIds: [id] }, { token: seller })).body).toMatchObject({
      success: true,
      data: { reviewStatus: 5 },
    });
  });

  test("is refused again after the seller edits the content as a draft", async () => {
    const id = await productIn(5);
    expect((await rowOf(id)).approvedOnce).toBe(true);
    const edit = await t.call(
      "/api/item/ina/update",
      { ...product, itemId: id, itemName: "Kampas rem baru", submit: false },
      { token: seller },
    );
    expect(edit.body.success, edit.body.message).toBe(true);
    const res = await t.call("/api/item/ina/putOnSale", { itemIds: [id] }, { token: seller, lang: "id-ID" });
    expect(res.body).toMatchObject({
      code: 409,
      message: "Hanya produk yang pernah lolos penilaian yang dapat langsung dijual: ajukan untuk ditinjau",
    });
    expect((await rowOf(id)).reviewStatus).toBe(3);
  });
});

describe("bulk: all or nothing", () => {
  test("one product that cannot move -> nothing moves, the answer lists it", async () => {
    const drafts = [await productIn(3), await productIn(3), await productIn(3)];
    const onSale = await productIn(5);
    const before = await activityCount();
    const res = await t.call<{ refused: number[] }>(
      "/api/item/ina/submitReview",
      { itemIds: [...drafts, onSale] },
      { token: seller },
    );
    expect(res.body).toMatchObject({ success: false, code: 409, data: { refused: [onSale] } });
    expect(await statusesOf([...drafts, onSale])).toEqual([3, 3, 3, 5]);
    expect(await activityCount()).toBe(before);

    const ok = await t.call("/api/item/ina/submitReview", { itemIds: [...drafts, drafts[0]] }, { token: seller });
    expect(ok.body).toMatchObject({ success: true, data: { itemIds: drafts, reviewStatus: 1 } });
    expect(await statusesOf(drafts)).toEqual([1, 1, 1]);
    const logged = await db()
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.shopId, shopId),
          eq(activities.action, "submitReview"),
          inArray(activities.recordId, drafts.map(String)),
        ),
      );
    expect(logged).toHaveLength(3);
  });

  test("another shop's product in the selection -> not found, nothing moves", async () => {
    const draft = await productIn(3);
    const res = await t.call<{ refused: number[] }>(
      "/api/item/ina/submitReview",
      { itemIds: [draft, foreignId] },
      { token: seller },
    );
    expect(res.body).toMatchObject({ success: false, code: 404, data: { refused: [foreignId] } });
    expect((await rowOf(draft)).reviewStatus).toBe(3);
    const viaOther = await t.call("/api/item/ina/toDraft", { itemIds: [await productIn(5)] }, { token: other });
    expect(viaOther.body.code).toBe(404);
  });

  test("bad input answers the validation envelope", async () => {
    for (const body of [
      {},
      { itemIds: [] },
      { itemIds: Array.from({ length: 201 }, (_, i) => i + 1) },
      { itemIds: ["x"] },
    ]) {
      const res = await t.call("/api/item/ina/toDraft", body, { token: seller });
      expect(res.body).toMatchObject({ success: false, code: 400 });
    }
  });

  test("a sub-account needs the action's authority; an only-own one cannot reach the admin's products", async () => {
    const id = await productIn(5);
    const none = await subAccount("uji.transisi.none", ["products.list"], 1);
    expect(
      (await t.call("/api/item/ina/toDraft", { itemIds: [id] }, { token: none, lang: "en-US" })).body,
    ).toMatchObject({
      code: 403,
      message: "Sorry, you cannot access this menu, please contact the main admin to get the access.",
    });
    const own = await subAccount("uji.transisi.own", ["products.list", "products.toDraft"], 2);
    expect((await t.call("/api/item/ina/toDraft", { itemIds: [id] }, { token: own })).body.code).toBe(404);
    expect((await rowOf(id)).reviewStatus).toBe(5);
    const anon = await t.call("/api/item/ina/toDraft", { itemIds: [id] });
    expect(anon.body.code).toBe(987654321);
  });
});

describe("priority", () => {
  test("is set and removed in bulk, in any status", async () => {
    const ids = [await productIn(5), await productIn(1), await productIn(7)];
    const on = await t.call("/api/item/ina/setPriority", { itemIds: ids, priority: true }, { token: seller });
    expect(on.body).toMatchObject({ success: true, data: { itemIds: ids, priority: true } });
    expect((await Promise.all(ids.map(rowOf))).map((r) => r.priority)).toEqual([true, true, true]);
    await t.call("/api/item/ina/setPriority", { itemIds: [ids[0]], priority: false }, { token: seller });
    expect((await Promise.all(ids.map(rowOf))).map((r) => r.priority)).toEqual([false, true, true]);
    expect((await t.call("/api/item/ina/setPriority", { itemIds: ids }, { token: seller })).body.code).toBe(400);
  });
});

describe("platform illegal off-shelve", () => {
  test("takes a product in sale off the shelf with a spec §8 reason", async () => {
    const id = await productIn(5);
    const res = await t.call(
      "/api/platform/item/illegalOffShelve",
      { itemId: id, offShelveReason: 7 },
      { token: platform },
    );
    expect(res.body).toMatchObject({ success: true, data: { itemId: id, reviewStatus: 7 } });
    const detail = await t.call<Product>("/api/item/ina/detail", { itemId: id }, { token: seller });
    expect(detail.body.data).toMatchObject({ reviewStatus: 7, offShelveReason: 7 });
  });

  test("is refused from any other status, without a valid reason, and for a seller", async () => {
    for (const from of [1, 2, 3, 4, 7]) {
      const id = await productIn(from);
      const res = await t.call(
        "/api/platform/item/illegalOffShelve",
        { itemId: id, offShelveReason: 1 },
        { token: platform },
      );
      expect([from, res.body.code]).toEqual([from, 409]);
      expect((await rowOf(id)).reviewStatus).toBe(from);
    }
    const id = await productIn(5);
    expect(
      (await t.call("/api/platform/item/illegalOffShelve", { itemId: id, offShelveReason: 12 }, { token: platform }))
        .body.code,
    ).toBe(400);
    expect((await t.call("/api/platform/item/illegalOffShelve", { itemId: id }, { token: platform })).body.code).toBe(
      400,
    );
    expect(
      (await t.call("/api/platform/item/illegalOffShelve", { itemId: id, offShelveReason: 1 }, { token: seller })).body
        .code,
    ).toBe(403);
    expect((await rowOf(id)).reviewStatus).toBe(5);
  });
});

describe("bulk update of price, discount, buyer discount and stock", () => {
  const call = (items: unknown[], lang = "en-US") =>
    t.call<{ itemIds?: number[]; errors?: { path: string; message: string }[]; refused?: number[] }>(
      "/api/item/ina/bulkUpdate",
      { items },
      { token: seller, lang },
    );

  test("applies every change to every product; integer rupiah and tenths end to end", async () => {
    const [a, b] = [await productIn(5), await productIn(3)];
    const res = await call([
      {
        itemId: a,
        priceTiers: [
          { minQty: 1, maxQty: 5, price: 125000 },
          { minQty: 6, maxQty: null, price: 119500 },
        ],
        discount: 10,
        buyerDiscount: 12.5,
        stockNum: 30,
      },
      { itemId: b, stockNum: 1_000_000 },
    ]);
    expect(res.body).toMatchObject({ success: true, data: { itemIds: [a, b] } });
    const rowA = await rowOf(a);
    expect(rowA).toMatchObject({
      minPrice: 125000,
      discountTenths: 100,
      buyerDiscountTenths: 125,
      stockNum: 30,
      reviewStatus: 5,
    });
    expect((await rowOf(b)).stockNum).toBe(1_000_000);
    const detail = await t.call<BulkEditRow[]>("/api/item/ina/bulkDetail", { itemIds: [a] }, { token: seller });
    expect(detail.body.data[0]).toMatchObject({
      itemId: a,
      discount: 10,
      buyerDiscount: 12.5,
      stockNum: 30,
      priceTiers: [
        { minQty: 1, maxQty: 5, price: 125000 },
        { minQty: 6, maxQty: null, price: 119500 },
      ],
    });
    const removed = await call([{ itemId: a, buyerDiscount: null }]);
    expect(removed.body.success).toBe(true);
    expect((await rowOf(a)).buyerDiscountTenths).toBeNull();
  });

  const BAD: [string, Record<string, unknown>, string][] = [
    ["tiers not starting at 1", { priceTiers: [{ minQty: 2, maxQty: null, price: 1000 }] }, "items.0.priceTiers.0"],
    [
      "overlapping tiers",
      {
        priceTiers: [
          { minQty: 1, maxQty: 5, price: 1000 },
          { minQty: 5, maxQty: null, price: 900 },
        ],
      },
      "items.0.priceTiers.1",
    ],
    [
      "an open tier before the last",
      {
        priceTiers: [
          { minQty: 1, maxQty: null, price: 1000 },
          { minQty: 2, maxQty: null, price: 900 },
        ],
      },
      "items.0.priceTiers.0",
    ],
    ["a zero price", { priceTiers: [{ minQty: 1, maxQty: null, price: 0 }] }, "items.0.priceTiers.0.price"],
    ["a price with cents", { priceTiers: [{ minQty: 1, maxQty: null, price: 1000.5 }] }, "items.0.priceTiers.0.price"],
    ["buyer discount not above the discount", { discount: 20, buyerDiscount: 20 }, "items.0.buyerDiscount"],
    ["buyer discount zero", { buyerDiscount: 0 }, "items.0.buyerDiscount"],
    ["buyer discount 100", { buyerDiscount: 100 }, "items.0.buyerDiscount"],
    ["buyer discount with two decimals", { buyerDiscount: 12.55 }, "items.0.buyerDiscount"],
    ["buyer discount under the stored discount (5)", { buyerDiscount: 4.5 }, "items.0.buyerDiscount"],
    ["negative discount", { discount: -1 }, "items.0.discount"],
    ["stock over 1.000.000", { stockNum: 1_000_001 }, "items.0.stockNum"],
    ["fractional stock", { stockNum: 2.5 }, "items.0.stockNum"],
    ["stock under the minimum purchase (2)", { stockNum: 1 }, "items.0.stockNum"],
  ];
  for (const [name, change, path] of BAD) {
    test(`refuses ${name}, nothing changed`, async () => {
      const id = await productIn(5);
      const before = await rowOf(id);
      const res = await call([{ itemId: id, ...change }]);
      expect(res.body).toMatchObject({ success: false, code: 400 });
      expect(res.body.data.errors?.map((e) => e.path)).toContain(path);
      expect(await rowOf(id)).toEqual(before);
    });
  }

  test("a product discount raised to the buyer discount is refused on the discount", async () => {
    const id = await productIn(5);
    expect((await call([{ itemId: id, buyerDiscount: 15 }])).body.success).toBe(true);
    const res = await call([{ itemId: id, discount: 15 }], "id-ID");
    expect(res.body.data.errors).toEqual([
      { path: "items.0.discount", message: "Diskon pembeli harus lebih besar dari diskon produk" },
    ]);
    expect((await rowOf(id)).discountTenths).toBe(50);
  });

  test("one bad row -> no row changes; a product under assessment is refused by id", async () => {
    const [good, bad] = [await productIn(5), await productIn(5)];
    const res = await call([
      { itemId: good, stockNum: 77 },
      { itemId: bad, stockNum: -1 },
    ]);
    expect(res.body.code).toBe(400);
    expect((await rowOf(good)).stockNum).toBe(50);
    const assessed = await productIn(1);
    const refused = await call([
      { itemId: good, stockNum: 77 },
      { itemId: assessed, stockNum: 77 },
    ]);
    expect(refused.body).toMatchObject({ code: 409, data: { refused: [assessed] } });
    expect((await rowOf(good)).stockNum).toBe(50);
    expect((await call([{ itemId: good }, { itemId: good }])).body.code).toBe(400);
    expect((await call([{ itemId: foreignId, stockNum: 9 }])).body).toMatchObject({
      code: 404,
      data: { refused: [foreignId] },
    });
  });
});
