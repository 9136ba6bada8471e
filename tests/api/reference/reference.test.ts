/**
 * Reference data (DESIGN.md §7): the built-in set on a fresh database, the endpoints of
 * server/modules/reference, and the full import of ../shared/data (skipped, with a message, when absent).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers";
import { hashToken } from "../../../server/http/auth";
import { sessions, users } from "../../../server/db/schema/auth";
import {
  BUILTIN_BANKS,
  BUILTIN_CATEGORIES,
  BUILTIN_REGIONS,
  BUILTIN_VEHICLES,
  seedReferenceBuiltIn,
} from "../../../server/seed/reference-builtin";
import { importReference, ReferenceImportError } from "../../../server/seed/reference-import";
import type { BankOption, CategoryNode, RegionOption, VehicleBrand, VehicleYear } from "../../../src/domain/reference";
import type { Db } from "../../../server/db/client";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
/** The shared data folder: SHARED_DATA_DIR when set (a worktree elsewhere), else ../shared/data next to the project. */
const SHARED_DATA = path.resolve(process.env.SHARED_DATA_DIR ?? path.resolve(repoRoot, "../shared/data"));
const hasSharedData = fs.existsSync(path.join(SHARED_DATA, "wilayah/villages.csv"));

/** A signed-in buyer made directly in the database: the reference routes need any signed-in user. */
async function signIn(t: TestApp): Promise<string> {
  const token = randomUUID();
  const [user] = await t.database.db
    .insert(users)
    .values({ userName: `ref.${token.slice(0, 8)}`, passwordHash: "unused", role: "buyer" })
    .returning({ id: users.id });
  await t.database.db
    .insert(sessions)
    .values({ userId: user.id, tokenHash: hashToken(token), lastSeenTime: t.now(), createTime: t.now() });
  return token;
}

async function countRows(db: Db, query: string): Promise<number> {
  const result = await db.execute(sql.raw(query));
  const rows = (result as unknown as { rows: Array<{ n: number | string }> }).rows;
  return Number(rows[0].n);
}

function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.subCategories)]);
}

describe("reference data: built-in set and endpoints", () => {
  let t: TestApp;
  let token: string;
  let seedMs = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const started = performance.now();
    await seedReferenceBuiltIn(t.database.db);
    seedMs = performance.now() - started;
    await seedReferenceBuiltIn(t.database.db); // idempotent
    token = await signIn(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("seeds the built-in rows once, quickly", async () => {
    const db = t.database.db;
    expect(await countRows(db, "select count(*) as n from regions")).toBe(BUILTIN_REGIONS.length);
    expect(await countRows(db, "select count(*) as n from vehicles")).toBe(BUILTIN_VEHICLES.length);
    expect(await countRows(db, "select count(*) as n from categories")).toBe(BUILTIN_CATEGORIES.length);
    expect(await countRows(db, "select count(*) as n from banks")).toBe(BUILTIN_BANKS.length);
    // Target 200 ms; the bound leaves room for a loaded CI machine.
    expect(seedMs).toBeLessThan(1000);
  });

  it("refuses callers who are not signed in", async () => {
    const res = await t.call("/api/reference/ina/regions", {});
    expect(res.body.success).toBe(false);
    expect(res.body.code).toBe(987654321);
  });

  it("walks provinces down to a village with its postal code", async () => {
    const provinces = await t.call<RegionOption[]>("/api/reference/ina/regions", {}, { token });
    expect(provinces.body.data.map((p) => p.name)).toEqual([
      "Daerah Khusus Ibukota Jakarta",
      "Jawa Barat",
      "Jawa Timur",
    ]);
    expect(provinces.body.data[0]).toEqual({
      code: "31",
      name: "Daerah Khusus Ibukota Jakarta",
      level: 1,
      postalCode: null,
      isLeaf: false,
    });
    const cities = await t.call<RegionOption[]>("/api/reference/ina/regions", { parentCode: "31" }, { token });
    expect(cities.body.data.map((c) => c.code)).toEqual(["31.71", "31.74"]);
    const districts = await t.call<RegionOption[]>("/api/reference/ina/regions", { parentCode: "31.71" }, { token });
    expect(districts.body.data.map((d) => d.name)).toEqual(["Gambir", "Sawah Besar"]);
    const villages = await t.call<RegionOption[]>("/api/reference/ina/regions", { parentCode: "31.71.01" }, { token });
    expect(villages.body.data.find((v) => v.code === "31.71.01.1001")).toEqual({
      code: "31.71.01.1001",
      name: "Gambir",
      level: 4,
      postalCode: "10110",
      isLeaf: true,
    });
    // Sorted by name.
    const names = villages.body.data.map((v) => v.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("checks a postal code against the village", async () => {
    const good = await t.call(
      "/api/reference/ina/checkPostalCode",
      { villageCode: "31.71.01.1001", postalCode: "10110" },
      { token },
    );
    expect(good.body.data).toEqual({ valid: true, expected: "10110" });
    const bad = await t.call(
      "/api/reference/ina/checkPostalCode",
      { villageCode: "31.71.01.1001", postalCode: "10150" },
      { token },
    );
    expect(bad.body.data).toEqual({ valid: false, expected: "10110" });
    const unknown = await t.call(
      "/api/reference/ina/checkPostalCode",
      { villageCode: "99.99.99.9999", postalCode: "10110" },
      { token },
    );
    expect(unknown.body.data).toEqual({ valid: false, expected: null });
  });

  it("answers brands, series and years the way the model search loads them", async () => {
    const brands = await t.call<VehicleBrand[]>(
      "/api/reference/ina/vehicleBrands",
      { vehicleType: 1, keyword: "toy" },
      { token },
    );
    expect(brands.body.data).toEqual([{ id: "1:toyota", brandId: "toyota", brandName: "TOYOTA" }]);
    const motoBrands = await t.call<VehicleBrand[]>("/api/reference/ina/vehicleBrands", { vehicleType: 2 }, { token });
    expect(motoBrands.body.data.map((b) => b.brandName)).toEqual(["Honda", "Yamaha"]);
    // A LIKE wildcard typed by the user matches only itself.
    const wildcard = await t.call<VehicleBrand[]>(
      "/api/reference/ina/vehicleBrands",
      { vehicleType: 1, keyword: "%" },
      { token },
    );
    expect(wildcard.body.data).toEqual([]);
    const series = await t.call<Array<{ series: string }>>(
      "/api/reference/ina/vehicleSeries",
      { brandId: "toyota", vehicleType: 1, keyword: "av" },
      { token },
    );
    expect(series.body.data).toEqual([{ series: "AVANZA" }]);
    const years = await t.call<VehicleYear[]>(
      "/api/reference/ina/vehicleYears",
      { brandId: "toyota", series: "AVANZA" },
      { token },
    );
    expect(years.body.data[0]).toEqual({ year: 2025, desc: "2025" });
    expect(years.body.data.map((y) => y.year)).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019]);
    const none = await t.call<VehicleYear[]>(
      "/api/reference/ina/vehicleYears",
      { brandId: "toyota", series: "NOPE" },
      { token },
    );
    expect(none.body.data).toEqual([]);
  });

  it("answers the category tree and the banks", async () => {
    const tree = await t.call<CategoryNode[]>("/api/reference/ina/categories", {}, { token, lang: "en-US" });
    expect(tree.body.data).toHaveLength(1);
    expect(tree.body.data[0].cateId).toBe("vp");
    const all = flatten(tree.body.data);
    expect(all).toHaveLength(BUILTIN_CATEGORIES.length);
    const braking = all.find((c) => c.cateId === "vp-1-4-1");
    expect(braking?.subCategories.map((c) => c.title)).toContain("Brake Pads");
    const banks = await t.call<BankOption[]>("/api/reference/ina/banks", {}, { token });
    expect(banks.body.data.map((b) => b.bankCode).sort()).toEqual(["002", "008", "009", "014", "153"]);
    expect(banks.body.data.find((b) => b.bankCode === "014")).toMatchObject({ shortName: "BCA", bic: "CENAIDJA" });
  });

  it("answers the validation envelope for bad bodies", async () => {
    const cases: Array<[string, unknown]> = [
      ["/api/reference/ina/regions", { parentCode: "31;drop" }],
      ["/api/reference/ina/checkPostalCode", { villageCode: "31.71.01.1001" }],
      ["/api/reference/ina/vehicleBrands", { vehicleType: 3 }],
      ["/api/reference/ina/vehicleBrands", { vehicleType: 1, keyword: "x".repeat(151) }],
      ["/api/reference/ina/vehicleSeries", { vehicleType: 1 }],
      ["/api/reference/ina/vehicleYears", { brandId: "toyota" }],
    ];
    for (const [url, body] of cases) {
      const res = await t.call<{ errors: Array<{ path: string }> }>(url, body, { token, lang: "en-US" });
      expect(res.body.success, url).toBe(false);
      expect(res.body.code, url).toBe(400);
      expect(res.body.data.errors.length, url).toBeGreaterThan(0);
    }
  });

  it("skips and counts bad rows, merges duplicate keys", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ref-import-"));
    const write = (file: string, lines: string[]) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), `${lines.join("\n")}\n`);
    };
    try {
      write("wilayah/provinces.csv", ["code,name", "91,Papua Test", "9X,Bad Code"]);
      write("wilayah/regencies.csv", [
        "code,province_code,type,name",
        "91.01,91,Kabupaten,Kab Test",
        "92.01,92,Kota,Orphan",
        "91.02,91,Negara,Bad Type",
      ]);
      write("wilayah/districts.csv", ["code,regency_code,name", "91.01.01,91.01,Distrik Test", "91.01.02,91.01,"]);
      write("wilayah/villages.csv", [
        "code,district_code,type,name,postal_code",
        "91.01.01.2001,91.01.01,Desa,Kampung Satu,99351",
        "91.01.01.2002,91.01.01,Desa,Kampung Dua,9935",
        "91.01.01.2001,91.01.01,Desa,Kampung Satu Lagi,99351",
        "91.01.01.3001,91.01.01,Desa Adat,Kampung Adat,99352",
      ]);
      write("vehicles/gaikindo_car_models_id.csv", [
        "brand,model,categories,fuels,variant_count,years_wholesaled,wholesales_units_2022_2025",
        "TESTCAR,ALPHA,4X2,G,1,2023|2024,10",
        "TESTCAR,BETA,4X2,G,1,20x4,1",
      ]);
      write("vehicles/gaikindo_car_variants_id.csv", [
        "id,brand,model,years_wholesaled,first_year,last_year",
        "CAR1,TESTCAR,ALPHA,2025,2025,2025",
      ]);
      write("vehicles/vehiclesdb_vehicles.csv", [
        "kind,make_slug,make_name,model_slug,model_name,body_types,countries,regions,global_popularity_decile,aliases",
        'motorcycle,testmoto,TestMoto,m1,M1,"",th,as,5,""',
        'moped,testmoto,TestMoto,m1,M1,"",th,as,5,""',
        'car,testmoto,TestMoto,c1,C1,"",th,as,5,""',
        'motorcycle,Bad Slug,Bad,m2,M2,"",th,as,5,""',
      ]);
      write("parts/vehicle_parts_categories.csv", [
        "category_id,parent_id,level,name,full_path",
        "vp,,0,Vehicles & Parts,Vehicles & Parts",
        "vp-9,vp,1,Test,Vehicles & Parts > Test",
        "vp-8-1,vp-8,2,Orphan,x",
      ]);
      write("banks/banks.csv", [
        "no,bank_code,bic,name,short_name,office_code",
        "1,999,TESTIDJA,BANK TEST,TEST,0001",
        "2,99,BADCIDJA,BANK BAD,BAD,0002",
      ]);

      const db = t.database.db;
      const result = await importReference(db, dir);
      expect(result).toEqual({
        regions: 5,
        vehicles: 2,
        categories: 2,
        banks: 1,
        skipped: { regions: 5, vehicles: 2, categories: 1, banks: 1 },
        merged: { regions: 1, vehicles: 1, categories: 0, banks: 0 },
      });
      const years = await t.call<VehicleYear[]>(
        "/api/reference/ina/vehicleYears",
        { brandId: "testcar", series: "ALPHA" },
        { token },
      );
      // The models file's years joined with the variants file's.
      expect(years.body.data.map((y) => y.year)).toEqual([2025, 2024, 2023]);
      const villages = await t.call<RegionOption[]>(
        "/api/reference/ina/regions",
        { parentCode: "91.01.01" },
        { token },
      );
      expect(villages.body.data.map((v) => v.name)).toEqual(["Kampung Adat", "Kampung Satu"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(hasSharedData)("reference data: built-in rows match the shared files", () => {
  it("every built-in region, category and bank is spelled as in ../shared/data", () => {
    const read = (file: string) =>
      parse(fs.readFileSync(path.join(SHARED_DATA, file), "utf8"), { columns: true, trim: true }) as Record<
        string,
        string
      >[];
    const names = new Map<string, Record<string, string>>();
    for (const f of ["provinces", "regencies", "districts", "villages"]) {
      for (const r of read(`wilayah/${f}.csv`)) names.set(r.code, r);
    }
    for (const [code, name, type, postal] of BUILTIN_REGIONS) {
      const row = names.get(code);
      expect(row?.name, code).toBe(name);
      if (type) expect(row?.type, code).toBe(type);
      if (postal) expect(row?.postal_code, code).toBe(postal);
    }
    const cats = new Map(read("parts/vehicle_parts_categories.csv").map((r) => [r.category_id, r.name]));
    for (const [id, title] of BUILTIN_CATEGORIES) expect(cats.get(id), id).toBe(title);
    const bankRows = new Map(read("banks/banks.csv").map((r) => [r.bic, r]));
    for (const [bic, code, name, shortName] of BUILTIN_BANKS) {
      expect(bankRows.get(bic), bic).toMatchObject({ bank_code: code, name, short_name: shortName });
    }
    const cars = new Set(read("vehicles/gaikindo_car_models_id.csv").map((r) => `${r.brand}|${r.model}`));
    for (const v of BUILTIN_VEHICLES.filter((x) => x.vehicleType === 1))
      expect(cars.has(`${v.brandName}|${v.series}`), v.series).toBe(true);
  });
});

describe("reference data: full import", () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceBuiltIn(t.database.db);
    token = await signIn(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses a missing folder or file before writing anything", async () => {
    await expect(importReference(t.database.db, path.join(repoRoot, "no-such-folder"))).rejects.toThrow(
      ReferenceImportError,
    );
    await expect(importReference(t.database.db, repoRoot)).rejects.toThrow(
      /Missing reference file\(s\).*wilayah\/provinces\.csv/,
    );
  });

  it.runIf(hasSharedData)(
    "imports ../shared/data with the documented counts, twice with the same result",
    async () => {
      const db = t.database.db;
      const started = performance.now();
      const first = await importReference(db, SHARED_DATA);
      const firstMs = performance.now() - started;
      const counts = async () => ({
        provinces: await countRows(db, "select count(*) as n from regions where level = 1"),
        regencies: await countRows(db, "select count(*) as n from regions where level = 2"),
        districts: await countRows(db, "select count(*) as n from regions where level = 3"),
        villages: await countRows(db, "select count(*) as n from regions where level = 4"),
        villagesWithPostal: await countRows(
          db,
          "select count(*) as n from regions where level = 4 and postal_code ~ '^[0-9]{5}$'",
        ),
        cars: await countRows(db, "select count(*) as n from vehicles where vehicle_type = 1"),
        motorcycles: await countRows(db, "select count(*) as n from vehicles where vehicle_type = 2"),
        categories: await countRows(db, "select count(*) as n from categories"),
        banks: await countRows(db, "select count(*) as n from banks"),
      });
      const after = await counts();
      expect(after).toMatchObject({
        provinces: 38,
        regencies: 514,
        districts: 7285,
        villages: 83762,
        villagesWithPostal: 83762,
        categories: 453,
        banks: 125,
        // GAIKINDO's 804 brand+model pairs; the built-in cars are among them.
        cars: 804,
      });
      expect(first).toMatchObject({ regions: 38 + 514 + 7285 + 83762, categories: 453, banks: 125 });
      expect(first.skipped).toEqual({ regions: 0, vehicles: 0, categories: 0, banks: 0 });
      // VehiclesDB motorcycles + mopeds, duplicate make+model merged, plus the built-in Vario and BeAT.
      expect(after.motorcycles).toBe(first.vehicles - 804 + 2);

      const second = await importReference(db, SHARED_DATA);
      expect(second).toEqual(first);
      expect(await counts()).toEqual(after);
      // Reported by the helper's brief; kept visible in the test log.
      process.stderr.write(`full reference import: first ${Math.round(firstMs)} ms, counts ${JSON.stringify(after)}\n`);

      // Imported cars carry GAIKINDO's sales years; motorcycles without years offer "all years".
      const avanza = await t.call<VehicleYear[]>(
        "/api/reference/ina/vehicleYears",
        { brandId: "toyota", series: "AVANZA", vehicleType: 1 },
        { token },
      );
      expect(avanza.body.data.map((y) => y.year)).toEqual([2025, 2024, 2023, 2022]);
      const pcx = await t.call<VehicleYear[]>(
        "/api/reference/ina/vehicleYears",
        { brandId: "honda", series: "PCX160", vehicleType: 2 },
        { token, lang: "en-US" },
      );
      expect(pcx.body.data).toEqual([{ year: 0, desc: "All years" }]);
      // The hand-typed years of a built-in motorcycle survive an import that has none for it.
      const nmax = await t.call<VehicleYear[]>(
        "/api/reference/ina/vehicleYears",
        { brandId: "yamaha", series: "Nmax", vehicleType: 2 },
        { token },
      );
      expect(nmax.body.data[0]).toEqual({ year: 2025, desc: "2025" });
      const tree = await t.call<CategoryNode[]>("/api/reference/ina/categories", {}, { token });
      expect(flatten(tree.body.data)).toHaveLength(453);
      // Every imported category has its Indonesian title (server/seed/category-titles-id.ts).
      expect(await countRows(db, "select count(*) as n from categories where title_id is null")).toBe(0);
      const check = await t.call(
        "/api/reference/ina/checkPostalCode",
        { villageCode: "11.01.01.2001", postalCode: "23773" },
        { token },
      );
      expect(check.body.data).toEqual({ valid: true, expected: "23773" });
    },
    180_000,
  );

  it.skipIf(hasSharedData)("full import skipped: ../shared/data is absent", () => {
    process.stderr.write(`reference import test skipped: ${SHARED_DATA} not found\n`);
  });
});
