/**
 * Delivery-fee templates (spec §2 /order/delivery-fee-template, §3 "Delivery template"): the list with its
 * status filter (2 = all), detail, create with areas, update replacing the areas, able / disable, delete
 * refused while products use it, another shop's code not found, bad bodies refused with field errors and
 * nothing saved, the product form's picker and the product save's template check, and templatesForFee.
 */
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import * as schema from "../../../server/db/schema";
import { templatesForFee } from "../../../server/modules/logistics/delivery-template-service";
import { orderDeliveryFee } from "../../../src/domain/delivery-fee";
import type { Page, FieldError } from "../../../src/domain/wire";
import type { TemplateDetail, TemplateOption, TemplateRow } from "../../../src/resources/delivery-templates/schema";
import { createTestApp, editableFields, type TestApp } from "../helpers";
import { templateBody } from "./authorization-cases";

const BASE = "/api/logistics/ina/template";
let t: TestApp;
let seller: string;
let other: string;
let shopId: number;

const call = async <T>(path: string, body: unknown, token = seller) => t.call<T>(`${BASE}/${path}`, body, { token });
const create = async (over: Record<string, unknown> = {}) => {
  const res = await call<{ code: string }>("create", { ...templateBody(), ...over });
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.data.code;
};
const templateCount = async () =>
  (await t.database.db.select({ n: count() }).from(schema.deliveryTemplates))[0].n +
  (await t.database.db.select({ n: count() }).from(schema.deliveryTemplateAreas))[0].n;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  seller = await t.login("seller.active");
  other = await t.login("seller.special");
  shopId = (await t.call<{ shopId: number }>("/api/user/queryUserInfo", {}, { token: seller })).body.data.shopId;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("create, detail and update", () => {
  it("creates an enabled template with a TPL code and its areas in order, and shows it in the detail", async () => {
    const code = await create({
      name: "  Jawa per kg  ",
      areas: [
        {
          regencyCodes: ["31.71", "31.74"],
          firstUnits: 1000,
          firstFee: 8000,
          additionalUnits: 500,
          additionalFee: 2000,
        },
        { regencyCodes: ["32.73"], firstUnits: 2000, firstFee: 12000, additionalUnits: 1000, additionalFee: 4000 },
      ],
    });
    expect(code).toMatch(/^TPL-\d{6}$/);
    const detail = (await call<TemplateDetail>("detail", { code })).body.data;
    expect(detail).toMatchObject({
      code,
      name: "Jawa per kg",
      status: 1,
      pricingType: 2,
      deliveryType: 1,
      firstUnits: 1000,
      firstFee: 10000,
      areaCount: 2,
      productCount: 0,
      areas: [
        { regencyCodes: ["31.71", "31.74"], firstFee: 8000 },
        { regencyCodes: ["32.73"], firstFee: 12000 },
      ],
    });
    const next = await create();
    expect(Number(next.slice(4))).toBe(Number(code.slice(4)) + 1);
  });

  it("update replaces every field and the areas as a whole", async () => {
    const code = await create({
      areas: [{ regencyCodes: ["31.71"], firstUnits: 1, firstFee: 1, additionalUnits: 1, additionalFee: 1 }],
    });
    const res = await call("update", {
      code,
      ...templateBody(),
      name: "Volume",
      pricingType: 3,
      areas: [
        { regencyCodes: ["35.78"], firstUnits: 1_000_000, firstFee: 50_000, additionalUnits: 1, additionalFee: 0 },
      ],
    });
    expect(res.body.success, res.body.message).toBe(true);
    const detail = (await call<TemplateDetail>("detail", { code })).body.data;
    expect(detail).toMatchObject({ name: "Volume", pricingType: 3, areaCount: 1 });
    expect(detail.areas).toEqual([
      { regencyCodes: ["35.78"], firstUnits: 1_000_000, firstFee: 50_000, additionalUnits: 1, additionalFee: 0 },
    ]);
  });

  it("another shop's code is not found on every call, and changes nothing", async () => {
    const code = await create();
    const before = await templateCount();
    for (const [path, body] of [
      ["detail", { code }],
      ["update", { code, ...templateBody() }],
      ["status", { code, status: 0 }],
      ["delete", { code }],
    ] as const) {
      const res = await call(path, body, other);
      expect([path, res.body.code, res.body.message]).toEqual([path, 404, expect.any(String)]);
    }
    expect(await templateCount()).toBe(before);
    expect((await call<TemplateDetail>("detail", { code })).body.data.status).toBe(1);
  });

  it("refuses a regency in two areas, an unknown regency, and a province code, naming the field", async () => {
    const before = await templateCount();
    const rule = { firstUnits: 1, firstFee: 1, additionalUnits: 1, additionalFee: 1 };
    const twice = await t.call<{ errors: FieldError[] }>(
      `${BASE}/create`,
      {
        ...templateBody(),
        areas: [
          { regencyCodes: ["31.71"], ...rule },
          { regencyCodes: ["31.74", "31.71"], ...rule },
        ],
      },
      { token: seller, lang: "en-US" },
    );
    expect(twice.body.code).toBe(400);
    expect(twice.body.data.errors).toEqual([
      { path: "areas.1.regencyCodes.1", message: "This city is already in another area of this template" },
    ]);
    const unknown = await t.call<{ errors: FieldError[] }>(
      `${BASE}/create`,
      { ...templateBody(), areas: [{ regencyCodes: ["99.99"], ...rule }] },
      { token: seller, lang: "en-US" },
    );
    expect(unknown.body.code).toBe(400);
    expect(unknown.body.data.errors).toEqual([{ path: "areas.0.regencyCodes.0", message: "Choose a city / regency" }]);
    expect(await templateCount()).toBe(before);
  });
});

describe("bad bodies on every write: 400 with field errors, nothing saved", () => {
  const badRule = fc.record({
    firstUnits: fc.oneof(fc.integer({ max: 0 }), fc.double({ min: 0.1, max: 0.9 }), fc.constant(2_000_000_000)),
    firstFee: fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 100_000_001 }), fc.constant("10")),
  });
  const badField = fc.oneof(
    fc.record({ name: fc.constantFrom("", " ", "x", "y".repeat(51), "a\u0001b") }),
    fc.record({ pricingType: fc.constantFrom(0, 4, "1", null) }),
    fc.record({ deliveryType: fc.constantFrom(0, 5, 1.5) }),
    badRule,
    fc.record({ additionalUnits: fc.constantFrom(0, -1, 1.5) }),
    fc.record({ additionalFee: fc.constantFrom(-1, 0.5, 100_000_001) }),
    fc.record({
      areas: fc.constantFrom(
        [{ regencyCodes: [], firstUnits: 1, firstFee: 0, additionalUnits: 1, additionalFee: 0 }],
        [{ regencyCodes: ["31"], firstUnits: 1, firstFee: 0, additionalUnits: 1, additionalFee: 0 }],
        [{ regencyCodes: ["31.71", "31.71"], firstUnits: 1, firstFee: 0, additionalUnits: 1, additionalFee: 0 }],
        [{ regencyCodes: ["31.71"], firstUnits: 0, firstFee: 0, additionalUnits: 1, additionalFee: 0 }],
        Array.from({ length: 51 }, () => ({
          regencyCodes: ["31.71"],
          firstUnits: 1,
          firstFee: 0,
          additionalUnits: 1,
          additionalFee: 0,
        })),
        "31.71",
      ),
    }),
  );

  it("create and update", async () => {
    const code = await create({ name: "Tetap" });
    const before = await templateCount();
    await fc.assert(
      fc.asyncProperty(badField, fc.boolean(), async (bad, update) => {
        const body = update ? { code, ...templateBody(), ...bad } : { ...templateBody(), ...bad };
        const res = await call<{ errors: FieldError[] }>(update ? "update" : "create", body);
        expect(res.body.code).toBe(400);
        expect(res.body.data.errors.length).toBeGreaterThan(0);
        expect(Object.keys(bad)).toContain(res.body.data.errors[0].path.split(".")[0]);
      }),
      { numRuns: 60 },
    );
    expect(await templateCount()).toBe(before);
    expect((await call<TemplateDetail>("detail", { code })).body.data.name).toBe("Tetap");
  });

  it("status and delete", async () => {
    const code = await create();
    const before = await templateCount();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("status", "delete"),
        fc.oneof(
          fc.record({ code: fc.constantFrom("", "TPL-1", "tpl-000001", 5, null) }),
          fc.record({ code: fc.constant(code), status: fc.constantFrom(2, -1, "1", null) }),
        ),
        async (path, bad) => {
          if (path === "delete" && bad.code === code) return;
          const res = await call<{ errors: FieldError[] }>(path, bad);
          expect(res.body.code).toBe(400);
          expect(res.body.data.errors[0].path).toMatch(/^(code|status)$/);
        },
      ),
      { numRuns: 30 },
    );
    expect(await templateCount()).toBe(before);
    expect((await call<TemplateDetail>("detail", { code })).body.data.status).toBe(1);
  });
});

describe("list, status, picker, products and delete", () => {
  it("filters by status (2 = all) and keyword, newest first", async () => {
    const on = await create({ name: "Filter Aktif" });
    const off = await create({ name: "Filter Nonaktif" });
    expect((await call("status", { code: off, status: 0 })).body.success).toBe(true);
    const codesOf = async (body: Record<string, unknown>) =>
      (
        await call<Page<TemplateRow>>("page", { pageNo: 1, pageSize: 100, keyword: "Filter", ...body })
      ).body.data.data.map((r) => r.code);
    expect(await codesOf({})).toEqual([off, on]);
    expect(await codesOf({ status: 2 })).toEqual([off, on]);
    expect(await codesOf({ status: 1 })).toEqual([on]);
    expect(await codesOf({ status: 0 })).toEqual([off]);
    expect(await codesOf({ keyword: "Nonaktif" })).toEqual([off]);
    const options = (await call<TemplateOption[]>("options", {})).body.data;
    expect(options.map((o) => o.code)).toContain(on);
    expect(options.map((o) => o.code)).not.toContain(off);
    expect((await call<TemplateOption[]>("options", {}, other)).body.data.map((o) => o.code)).not.toContain(on);
  });

  it("a product may name only its shop's template; delete is refused while products use it", async () => {
    const code = await create({ name: "Dipakai" });
    const id = (await call<TemplateDetail>("detail", { code })).body.data.id;
    const list = await t.call<Page<{ itemId: number }>>(
      "/api/item/ina/page",
      { pageNo: 1, pageSize: 1 },
      { token: seller },
    );
    const itemId = list.body.data.data[0].itemId;
    const detail = await t.call<Record<string, unknown>>("/api/item/ina/detail", { itemId }, { token: seller });
    const fields = editableFields(detail.body.data);

    const foreign = await t.call<{ code: string }>(`${BASE}/create`, templateBody(), { token: other });
    const foreignId = (await call<TemplateDetail>("detail", { code: foreign.body.data.code }, other)).body.data.id;
    for (const bad of [foreignId, 999_999]) {
      const res = await t.call<{ errors: FieldError[] }>(
        "/api/item/ina/update",
        { ...fields, itemId, submit: false, deliveryTemplateId: bad },
        { token: seller, lang: "en-US" },
      );
      expect(res.body.code).toBe(400);
      expect(res.body.data.errors).toEqual([{ path: "deliveryTemplateId", message: "Delivery template not found" }]);
    }
    const saved = await t.call(
      "/api/item/ina/update",
      { ...fields, itemId, submit: false, deliveryTemplateId: id },
      { token: seller },
    );
    expect(saved.body.success, saved.body.message).toBe(true);

    const row = (await call<Page<TemplateRow>>("page", { pageNo: 1, pageSize: 100, keyword: "Dipakai" })).body.data
      .data[0];
    expect(row.productCount).toBe(1);
    const refused = await t.call(`${BASE}/delete`, { code }, { token: seller, lang: "en-US" });
    expect([refused.body.code, refused.body.message]).toEqual([
      409,
      "1 products still use this template: move them to another template first",
    ]);
    expect((await call("detail", { code })).body.success).toBe(true);

    await t.call(
      "/api/item/ina/update",
      { ...fields, itemId, submit: false, deliveryTemplateId: null },
      { token: seller },
    );
    expect((await call("delete", { code })).body.success).toBe(true);
    expect((await call("detail", { code })).body.code).toBe(404);
    const areas = await t.database.db
      .select()
      .from(schema.deliveryTemplates)
      .where(eq(schema.deliveryTemplates.code, code));
    expect(areas).toEqual([]);
  });

  it("templatesForFee answers the shop's templates with areas (disabled too), and prices an order", async () => {
    const code = await create({
      name: "Harga",
      areas: [
        { regencyCodes: ["31.71"], firstUnits: 1000, firstFee: 5000, additionalUnits: 1000, additionalFee: 1000 },
      ],
    });
    await call("status", { code, status: 0 });
    const id = (await call<TemplateDetail>("detail", { code })).body.data.id;
    const foreign = await t.call<{ code: string }>(`${BASE}/create`, templateBody(), { token: other });
    const foreignId = (await call<TemplateDetail>("detail", { code: foreign.body.data.code }, other)).body.data.id;
    const map = await templatesForFee(t.database.db, shopId, [id, foreignId, id]);
    expect([...map.keys()]).toEqual([id]);
    const lines = [{ quantity: 3, weightGrams: 900, lengthCm: 10, widthCm: 10, heightCm: 10 }];
    // 2,700 g: first 1,000 g, then two started blocks of 1,000 g.
    expect(orderDeliveryFee([{ template: map.get(id)!, lines }], "31.71")).toBe(5000 + 2 * 1000);
    expect(orderDeliveryFee([{ template: map.get(id)!, lines }], "32.73")).toBe(10_000 + 2 * 5000);
    expect(orderDeliveryFee([{ template: map.get(foreignId) ?? null, lines }], "32.73")).toBe(0);
  });
});
