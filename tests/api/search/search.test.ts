/**
 * The header's calls (spec §1, §3 "Search results", "Store suggestion", §9 "Search max 150") and the survey
 * modal's (spec §2 "A survey modal"): suggestion shapes, only in-sale products of open shops and open shops,
 * the 150-character limit, the caller's own cart count, one survey answer per user and key, and bad input on
 * the survey write (fast-check: a valid body with one field broken answers 400 and stores nothing).
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, ne } from "drizzle-orm";
import { items } from "../../../server/db/schema/item";
import { shops } from "../../../server/db/schema/shop";
import { users } from "../../../server/db/schema/auth";
import { cartItems, surveyAnswers } from "../../../server/db/schema/inbox";
import { SURVEY_PENDING_USER } from "../../../server/seed/demo-home";
import type { SearchSuggestions } from "../../../src/domain/search";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
let active: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  active = await t.login("seller.active");
}, 120_000);
afterAll(async () => t?.close());

const suggest = (keyword: unknown, token = active) =>
  t.call<SearchSuggestions>("/api/search/ina/suggest", { keyword }, { token, lang: "en-US" });

describe("suggestions", () => {
  it("answers at most 5 products and 5 stores in the spec's shapes", async () => {
    const [item] = await t.database.db
      .select({ name: items.itemName })
      .from(items)
      .where(eq(items.reviewStatus, 5))
      .limit(1);
    const word = item!.name.split(" ")[0]!;
    const res = await suggest(word.toLowerCase());
    expect(res.body.success).toBe(true);
    const { itemData, shopData } = res.body.data;
    expect(itemData.length).toBeGreaterThan(0);
    expect(itemData.length).toBeLessThanOrEqual(5);
    for (const i of itemData) {
      expect(Object.keys(i).sort()).toEqual(["itemId", "name", "partNo", "picture", "price"]);
      expect(i.name.toLowerCase()).toContain(word.toLowerCase());
      expect(Number.isInteger(i.price)).toBe(true);
    }
    expect(shopData.length).toBeLessThanOrEqual(5);
  });

  it("finds a store by name with its city and logo fields", async () => {
    const res = await suggest("sinar");
    const shop = res.body.data.shopData[0];
    expect(shop).toBeDefined();
    expect(Object.keys(shop!).sort()).toEqual(["cityName", "shopId", "shopName", "storeLogo"]);
    expect(shop!.shopName.toLowerCase()).toContain("sinar");
    expect(typeof shop!.cityName).toBe("string");
  });

  it("suggests only in-sale products of open shops and only open shops", async () => {
    const [item] = await t.database.db
      .select({ id: items.id, partNo: items.partNo, shopId: items.shopId })
      .from(items)
      .where(eq(items.reviewStatus, 5))
      .limit(1);
    expect((await suggest(item!.partNo)).body.data.itemData.map((i) => i.itemId)).toContain(item!.id);
    await t.database.db.update(items).set({ reviewStatus: 3 }).where(eq(items.id, item!.id));
    expect((await suggest(item!.partNo)).body.data.itemData.map((i) => i.itemId)).not.toContain(item!.id);
    await t.database.db.update(items).set({ reviewStatus: 5 }).where(eq(items.id, item!.id));
    // A shop that is not open (restricted, or never approved) is neither suggested nor are its products.
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, item!.shopId));
    await t.database.db.update(shops).set({ status: 2 }).where(eq(shops.id, shop!.id));
    expect((await suggest(item!.partNo)).body.data.itemData.map((i) => i.itemId)).not.toContain(item!.id);
    expect((await suggest(shop!.storeName)).body.data.shopData.map((s) => s.shopId)).not.toContain(shop!.id);
    await t.database.db.update(shops).set({ status: shop!.status }).where(eq(shops.id, shop!.id));
    expect((await suggest(shop!.storeName)).body.data.shopData.map((s) => s.shopId)).toContain(shop!.id);
    const closed = await t.database.db
      .select({ id: shops.id, name: shops.storeName })
      .from(shops)
      .where(ne(shops.applyStatus, 2));
    for (const c of closed.slice(0, 3))
      expect((await suggest(c.name)).body.data.shopData.map((s) => s.shopId)).not.toContain(c.id);
  });

  it("takes LIKE wildcards literally", async () => {
    expect((await suggest("%")).body.data).toEqual({ itemData: [], shopData: [] });
    expect((await suggest("_")).body.data.itemData).toEqual([]);
  });

  it("refuses empty, blank, over-150-character and non-text keywords; 150 is fine", async () => {
    expect((await suggest("a".repeat(150))).body.success).toBe(true);
    for (const bad of ["", "   ", "a".repeat(151), 5, null, ["rem"], "rem\u0007"]) {
      const res = await suggest(bad);
      expect([JSON.stringify(bad).slice(0, 20), res.body.code]).toEqual([JSON.stringify(bad).slice(0, 20), 400]);
    }
  });

  it("is open to any signed-in user, not to anonymous callers", async () => {
    expect((await suggest("rem", await t.login("buyer.ordinary"))).body.success).toBe(true);
    expect((await t.call("/api/search/ina/suggest", { keyword: "rem" })).body.code).toBe(987654321);
  });
});

describe("cart count", () => {
  it("counts the caller's own cart lines", async () => {
    const [seller] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, "seller.active"));
    const [{ n }] = await t.database.db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, seller!.id));
    expect(n).toBeGreaterThan(0);
    expect((await t.call("/api/search/ina/cartCount", {}, { token: active })).body.data).toEqual({ count: n });
    const other = await t.login("seller.special");
    expect((await t.call("/api/search/ina/cartCount", {}, { token: other })).body.data).toEqual({ count: 0 });
  });
});

describe("survey", () => {
  it("asks only the one demo user who has not answered, once per key", async () => {
    expect((await t.call("/api/search/ina/survey/pending", {}, { token: active })).body.data).toBeNull();
    const pending = await t.login(SURVEY_PENDING_USER);
    expect((await t.call("/api/search/ina/survey/pending", {}, { token: pending })).body.data).toEqual({
      surveyKey: "portal-2026",
    });
    const answer = await t.call(
      "/api/search/ina/survey/answer",
      { surveyKey: "portal-2026", score: 4, comment: "Bagus" },
      { token: pending },
    );
    expect(answer.body.success).toBe(true);
    expect((await t.call("/api/search/ina/survey/pending", {}, { token: pending })).body.data).toBeNull();
    // A second answer (another tab) changes nothing.
    await t.call("/api/search/ina/survey/answer", { surveyKey: "portal-2026", dismissed: true }, { token: pending });
    const rows = await t.database.db
      .select({ score: surveyAnswers.score, comment: surveyAnswers.comment })
      .from(surveyAnswers)
      .innerJoin(users, eq(users.id, surveyAnswers.userId))
      .where(and(eq(users.userName, SURVEY_PENDING_USER), eq(surveyAnswers.surveyKey, "portal-2026")));
    expect(rows).toEqual([{ score: 4, comment: "Bagus" }]);
  });

  it("does not ask an account younger than a week", async () => {
    const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, SURVEY_PENDING_USER));
    await t.database.db.delete(surveyAnswers).where(eq(surveyAnswers.userId, u.id));
    const pending = await t.login(SURVEY_PENDING_USER);
    await t.database.db.update(users).set({ createTime: t.now() }).where(eq(users.userName, SURVEY_PENDING_USER));
    expect((await t.call("/api/search/ina/survey/pending", {}, { token: pending })).body.data).toBeNull();
    await t.database.db
      .update(users)
      .set({ createTime: new Date(t.now().getTime() - 7 * 86_400_000) })
      .where(eq(users.userName, SURVEY_PENDING_USER));
    const again = await t.login(SURVEY_PENDING_USER);
    expect((await t.call("/api/search/ina/survey/pending", {}, { token: again })).body.data).toEqual({
      surveyKey: "portal-2026",
    });
  });

  it("answers not found for a survey that is not the active one", async () => {
    const res = await t.call(
      "/api/search/ina/survey/answer",
      { surveyKey: "other-survey", score: 5 },
      { token: active },
    );
    expect(res.body.code).toBe(404);
  });

  it("refuses a broken answer body with 400 and stores nothing (fast-check)", async () => {
    const before = (await t.database.db.select({ n: count() }).from(surveyAnswers))[0]!.n;
    const token = await t.login("seller.special");
    await t.database.db
      .delete(surveyAnswers)
      .where(
        eq(
          surveyAnswers.userId,
          (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, "seller.special")))[0]!.id,
        ),
      );
    const base = { surveyKey: "portal-2026", score: 3, comment: "ok" };
    const broken = fc.oneof(
      fc.record({ field: fc.constantFrom("surveyKey", "score"), value: fc.constant(undefined) }),
      fc.record({
        field: fc.constantFrom("surveyKey", "score", "comment", "dismissed"),
        value: fc.oneof(fc.constant(null), fc.constant({ x: 1 }), fc.constant([1])),
      }),
      fc.record({
        field: fc.constant("score"),
        value: fc.oneof(fc.integer({ min: -5, max: 0 }), fc.integer({ min: 6, max: 99 }), fc.constant(2.5)),
      }),
      fc.record({
        field: fc.constantFrom("surveyKey", "comment"),
        value: fc.integer({ min: 600, max: 5000 }).map((n) => "x".repeat(n)),
      }),
      fc.record({
        field: fc.constantFrom("surveyKey", "comment"),
        value: fc.constantFrom("a\u0000b", "a\u0007b", "\u001b"),
      }),
      fc.record({ field: fc.constant("dismissed"), value: fc.constant(true) }),
    );
    await fc.assert(
      fc.asyncProperty(broken, async ({ field, value }) => {
        const body: Record<string, unknown> = { ...base };
        if (value === undefined) delete body[field];
        else body[field] = value;
        const res = await t.call("/api/search/ina/survey/answer", body, { token, lang: "en-US" });
        expect([field, res.body.code]).toEqual([field, 400]);
      }),
      { numRuns: 60 },
    );
    const after = (await t.database.db.select({ n: count() }).from(surveyAnswers))[0]!.n;
    expect(after).toBe(before - 1);
  });
});
