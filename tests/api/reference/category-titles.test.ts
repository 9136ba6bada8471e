/**
 * Indonesian category titles (spec §3 "Category", §5 "Import"; DESIGN.md §7): the tree and the product
 * list answer titles in the caller's language (Accept-Language), every category of Vehicles & Parts has
 * an Indonesian title (built-in set, and the full taxonomy of ../shared/data when present), and the
 * importer accepts a category typed in either language.
 */
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";
import { isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../../server/db/schema/reference";
import { CATEGORY_TITLES_ID } from "../../../server/seed/category-titles-id";
import { BUILTIN_CATEGORIES } from "../../../server/seed/reference-builtin";
import type { CategoryNode } from "../../../src/domain/reference";
import { CREATE_COLUMNS } from "../../../src/resources/products/import/columns";
import { templateSheets } from "../../../src/resources/products/import/file-rows";
import type { VehicleRef } from "../../../src/resources/products/import/fitment-text";
import { flattenCategories, matchRows, validBodies } from "../../../src/resources/products/import/match-rows";
import type { Language } from "../../../src/domain/wire";
import { createTestApp, type TestApp } from "../helpers";
import { CREATE_BASE } from "../../unit/import-helpers";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
/** As tests/api/reference.test.ts: SHARED_DATA_DIR when set, else ../shared/data next to the project. */
const SHARED_DATA = path.resolve(process.env.SHARED_DATA_DIR ?? path.resolve(repoRoot, "../shared/data"));
const CATEGORIES_CSV = path.join(SHARED_DATA, "parts/vehicle_parts_categories.csv");
const hasSharedData = fs.existsSync(CATEGORIES_CSV);

const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.subCategories)]);

describe("Indonesian titles cover the taxonomy", () => {
  it("every built-in category has an Indonesian title", () => {
    const missing = BUILTIN_CATEGORIES.filter(([id]) => !CATEGORY_TITLES_ID[id]?.trim()).map(([id]) => id);
    expect(missing).toEqual([]);
  });

  it.runIf(hasSharedData)(
    "every category of the full Vehicles & Parts taxonomy has one, and no title names two categories",
    () => {
      const rows = parse(fs.readFileSync(CATEGORIES_CSV, "utf8"), { columns: true, trim: true }) as Record<
        string,
        string
      >[];
      expect(rows.length).toBeGreaterThan(400);
      expect(rows.filter((r) => !CATEGORY_TITLES_ID[r.category_id]?.trim()).map((r) => r.category_id)).toEqual([]);
      // A leaf title typed in either language must name one category: no Indonesian title repeats another
      // category's title in either language.
      const owners = new Map<string, Set<string>>();
      for (const r of rows) {
        for (const title of [r.name, CATEGORY_TITLES_ID[r.category_id]]) {
          const key = title.toLowerCase();
          owners.set(key, (owners.get(key) ?? new Set()).add(r.category_id));
        }
      }
      expect([...owners].filter(([, ids]) => ids.size > 1).map(([title]) => title)).toEqual([]);
    },
  );

  it.skipIf(hasSharedData)("full taxonomy check skipped: shared data absent", () => {
    process.stderr.write(`category title coverage of the full taxonomy skipped: ${CATEGORIES_CSV} not found\n`);
  });
});

describe("categories in the caller's language", () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    token = await t.login("seller.active");
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const tree = async (lang?: Language) =>
    (await t.call<CategoryNode[]>("/api/reference/ina/categories", {}, { token, lang })).body.data;

  it("the built-in rows carry their Indonesian title in the database", async () => {
    expect(
      await t.database.db.select({ id: categories.cateId }).from(categories).where(isNull(categories.titleIndonesian)),
    ).toEqual([]);
  });

  it("answers the tree in id-ID (also by default) and in en-US, with both titles on every node", async () => {
    const [id, en, byDefault] = [flatten(await tree("id-ID")), flatten(await tree("en-US")), flatten(await tree())];
    const pads = (list: CategoryNode[]) => list.find((c) => c.cateId === "vp-1-4-1-7");
    expect(pads(id)).toMatchObject({ title: "Kampas Rem", titles: { "id-ID": "Kampas Rem", "en-US": "Brake Pads" } });
    expect(pads(en)).toMatchObject({ title: "Brake Pads", titles: { "id-ID": "Kampas Rem", "en-US": "Brake Pads" } });
    expect(pads(byDefault)?.title).toBe("Kampas Rem");
    expect(id.find((c) => c.cateId === "vp-1-4-14")?.subCategories.map((c) => c.title)).toEqual(["Aki", "Busi"]);
    expect(en.find((c) => c.cateId === "vp-1-4-14")?.subCategories.map((c) => c.title)).toEqual([
      "Batteries",
      "Spark Plugs",
    ]);
    expect(id.every((c) => c.title === CATEGORY_TITLES_ID[c.cateId])).toBe(true);
    // Siblings are sorted by the title the caller reads.
    const braking = id.find((c) => c.cateId === "vp-1-4-1")?.subCategories.map((c) => c.title) ?? [];
    expect(braking).toEqual([...braking].sort((a, b) => (a < b ? -1 : 1)));
  });

  it("the product list names the category in the caller's language", async () => {
    const page = async (lang: Language) =>
      (
        await t.call<{ data: { categoryId: string; categoryName: string }[] }>(
          "/api/item/ina/page",
          { pageNo: 1, pageSize: 100 },
          { token, lang },
        )
      ).body.data.data;
    const id = (await page("id-ID")).find((r) => r.categoryId === "vp-1-4-1-7");
    const en = (await page("en-US")).find((r) => r.categoryId === "vp-1-4-1-7");
    expect(id?.categoryName).toBe("Kampas Rem");
    expect(en?.categoryName).toBe("Brake Pads");
  });

  it("the importer accepts Kampas Rem and Brake Pads under either language, and the API saves them", async () => {
    const header = CREATE_COLUMNS.map((c) => c.idHeader);
    const values: Record<string, string | number> = {
      itemName: "Kampas Rem Depan",
      condition: "Original",
      grade: "A",
      brandName: "Aisin",
      productUnit: "pcs",
      packagingUnit: "set",
      packagingQty: 1,
      weight: "900",
      length: 20,
      width: 12,
      height: 5,
      vehicleType: "Mobil",
      adaptType: 1,
      fitments: "Toyota Avanza 2022",
      tradePlatforms: "B2B; B2C",
      priceTiers: "150.000",
      saleUnit: "set",
      stockType: 2,
      stockNum: "1.250",
      minBuyQty: 1,
    };
    const vehicles = (
      await t.call<VehicleRef[]>("/api/item/ina/import/vehicles", { names: ["toyota avanza"] }, { token })
    ).body.data;
    const itemIds: number[] = [];
    for (const lang of ["id-ID", "en-US"] as const) {
      const refs = { categories: flattenCategories(await tree(lang)), vehicles, lang };
      const typed = ["Kampas Rem", "Brake Pads", "kampas rem", "vp-1-4-1-7"];
      const rows = typed.map((category, i) =>
        CREATE_COLUMNS.map((c) =>
          c.key === "categoryId"
            ? category
            : c.key === "partNo"
              ? `KR${lang === "id-ID" ? "ID" : "EN"}${i}`
              : (values[c.key] ?? null),
        ),
      );
      const result = matchRows([header, ...rows], "create", refs);
      expect(result.rows.map((r) => r.errors)).toEqual(typed.map(() => ({})));
      const bodies = validBodies(result);
      expect(bodies.map((b) => b.categoryId)).toEqual(typed.map(() => "vp-1-4-1-7"));
      const saved = await t.call<{ applied: number; itemIds: number[] }>(
        "/api/item/ina/import",
        { importId: randomUUID(), mode: "create", rows: bodies },
        { token, lang },
      );
      expect(saved.body.data.applied).toBe(typed.length);
      itemIds.push(...saved.body.data.itemIds);
    }
    const detail = await t.call<{ categoryId: string }>("/api/item/ina/detail", { itemId: itemIds[0] }, { token });
    expect(detail.body.data.categoryId).toBe("vp-1-4-1-7");
  });

  it("every example of the guide sheet, built from the live tree, is accepted by the importer", async () => {
    const guide = {
      sheetName: "Petunjuk",
      columnHeader: "Kolom",
      requiredHeader: "Wajib",
      acceptedHeader: "Nilai",
      exampleHeader: "Contoh",
      yes: "Ya",
      no: "Tidak",
      notes: {},
    };
    const vehicles = (
      await t.call<VehicleRef[]>(
        "/api/item/ina/import/vehicles",
        { names: ["toyota avanza", "daihatsu xenia"] },
        { token },
      )
    ).body.data;
    const base: Record<string, string | number> = { ...CREATE_BASE, partNo: "GD" };
    for (const lang of ["id-ID", "en-US"] as const) {
      const refs = { categories: flattenCategories(await tree(lang)), vehicles, lang };
      const [, guideSheet] = templateSheets("create", lang, guide, refs.categories);
      const header = CREATE_COLUMNS.map((c) => (lang === "en-US" ? c.enHeader : c.idHeader));
      for (const [columnHeader, , , ...examples] of guideSheet.rows.slice(1)) {
        const column = CREATE_COLUMNS.find((c) => (lang === "en-US" ? c.enHeader : c.idHeader) === columnHeader);
        for (const example of examples.filter((e) => e !== null && e !== "")) {
          const row = CREATE_COLUMNS.map((c) => (c === column ? example : (base[c.key] ?? null)));
          expect({
            column: columnHeader,
            example,
            errors: matchRows([header, row], "create", refs).rows[0].errors,
          }).toEqual({ column: columnHeader, example, errors: {} });
        }
      }
    }
  });
});
