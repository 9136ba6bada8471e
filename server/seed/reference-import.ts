/**
 * Reference-data importer (DESIGN.md §7): loads the CSVs of a folder laid out like ../shared/data
 * (see its SOURCES.md) into the regions, vehicles, categories and banks tables.
 *
 * - Idempotent: multi-row upserts (ON CONFLICT DO UPDATE) in batches of 1000, one transaction per
 *   table; a re-run answers the same counts and leaves the same rows. Rows missing from the files are
 *   kept (addresses and products may point at them).
 * - Bad rows (wrong code format, unknown parent, bad postal code, empty name...) are skipped and counted;
 *   duplicate keys inside a file are merged (first row wins) and counted apart.
 * - Cars: every brand+model of GAIKINDO (trucks, pick-ups and buses included, spec knows only car or
 *   motorcycle); years = the wholesale years found in the models and variants files, i.e. SALES years
 *   2022-2025, not production years. Models with no recorded wholesales get no years.
 * - Categories get their Indonesian title from server/seed/category-titles-id.ts (the file is English only).
 * - Motorcycles: VehiclesDB kinds motorcycle and moped (Thai/Malaysian registers); the source has no
 *   years, so none are invented: the year step then offers "all years" (year 0). Years already in the
 *   database (the hand-typed built-in ones) are kept when the file has none.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { banks, categories, regions, vehicles } from "../db/schema/reference";
import { POSTAL_CODE_PATTERN, VehicleType } from "@src/domain/reference";
import { categoryTitleId } from "./category-titles-id";
import { parentCategoryId } from "./reference-builtin";

/** The files read, relative to the folder. */
export const REFERENCE_FILES = {
  provinces: "wilayah/provinces.csv",
  regencies: "wilayah/regencies.csv",
  districts: "wilayah/districts.csv",
  villages: "wilayah/villages.csv",
  carModels: "vehicles/gaikindo_car_models_id.csv",
  carVariants: "vehicles/gaikindo_car_variants_id.csv",
  vehiclesDb: "vehicles/vehiclesdb_vehicles.csv",
  categories: "parts/vehicle_parts_categories.csv",
  banks: "banks/banks.csv",
} as const;

type Table = "regions" | "vehicles" | "categories" | "banks";

export interface ImportResult {
  /** Rows upserted per table (valid, distinct rows of the files). */
  regions: number;
  vehicles: number;
  categories: number;
  banks: number;
  /** Rows skipped as invalid, per table. */
  skipped: Record<Table, number>;
  /** Rows merged into an earlier row with the same key, per table. */
  merged: Record<Table, number>;
}

/** A missing folder or file: the message names it. Thrown before anything is written. */
export class ReferenceImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ReferenceImportError";
  }
}

export type ProgressFn = (step: string, done: number, total: number) => void;

const BATCH = 1000;
const YEAR_MIN = 1900;
const YEAR_MAX = 2100;

/** Lower-case slug: `MITSUBISHI MOTORS` -> `mitsubishi-motors`. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function readCsv(folder: string, file: string): Record<string, string>[] {
  const text = fs.readFileSync(path.join(folder, file), "utf8");
  // relax_column_count: a short or long row becomes a row with missing/extra fields that validation skips.
  return parse(text, {
    columns: true,
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as Record<string, string>[];
}

/** Keeps the first row per key; answers the rows and how many were merged. */
class Collector<R> {
  readonly rows = new Map<string, R>();
  skipped = 0;
  merged = 0;
  add(key: string, row: R) {
    if (this.rows.has(key)) this.merged++;
    else this.rows.set(key, row);
  }
}

async function inBatches<R>(
  rows: R[],
  step: string,
  onProgress: ProgressFn | undefined,
  write: (chunk: R[]) => Promise<unknown>,
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await write(rows.slice(i, i + BATCH));
    onProgress?.(step, Math.min(i + BATCH, rows.length), rows.length);
  }
}

type RegionRow = typeof regions.$inferInsert;

function collectRegions(folder: string) {
  const c = new Collector<RegionRow>();
  const levels: Array<{ file: string; parentCol: string | null; pattern: RegExp; types: string[] | null }> = [
    { file: REFERENCE_FILES.provinces, parentCol: null, pattern: /^\d{2}$/, types: null },
    {
      file: REFERENCE_FILES.regencies,
      parentCol: "province_code",
      pattern: /^\d{2}\.\d{2}$/,
      types: ["Kabupaten", "Kota"],
    },
    { file: REFERENCE_FILES.districts, parentCol: "regency_code", pattern: /^\d{2}\.\d{2}\.\d{2}$/, types: null },
    {
      file: REFERENCE_FILES.villages,
      parentCol: "district_code",
      pattern: /^\d{2}\.\d{2}\.\d{2}\.\d{4}$/,
      types: ["Kelurahan", "Desa", "Desa Adat"],
    },
  ];
  const known = new Set<string>();
  levels.forEach((lvl, index) => {
    const level = index + 1;
    for (const r of readCsv(folder, lvl.file)) {
      const code = r.code ?? "";
      const name = r.name ?? "";
      const parentCode = lvl.parentCol ? (r[lvl.parentCol] ?? "") : null;
      const postalCode = level === 4 ? (r.postal_code ?? "") : null;
      const valid =
        lvl.pattern.test(code) &&
        name !== "" &&
        (parentCode === null || (code.startsWith(`${parentCode}.`) && known.has(parentCode))) &&
        (lvl.types === null || lvl.types.includes(r.type ?? "")) &&
        (postalCode === null || POSTAL_CODE_PATTERN.test(postalCode));
      if (!valid) {
        c.skipped++;
        continue;
      }
      known.add(code);
      c.add(code, { code, parentCode, level, name, type: lvl.types ? r.type : null, postalCode });
    }
  });
  return c;
}

type VehicleRow = typeof vehicles.$inferInsert;

function parseYears(text: string | undefined): number[] | null {
  if (!text) return [];
  const years = text.split("|").map((y) => Number(y.trim()));
  return years.every((y) => Number.isInteger(y) && y >= YEAR_MIN && y <= YEAR_MAX) ? years : null;
}

function collectVehicles(folder: string) {
  const c = new Collector<VehicleRow>();
  // Wholesale years per brand+model from the variants file, merged with the models file's own list.
  const variantYears = new Map<string, Set<number>>();
  for (const v of readCsv(folder, REFERENCE_FILES.carVariants)) {
    const years = parseYears(v.years_wholesaled);
    if (!v.brand || !v.model || years === null) continue;
    const key = `${v.brand}\u0000${v.model}`;
    const set = variantYears.get(key) ?? new Set<number>();
    years.forEach((y) => set.add(y));
    variantYears.set(key, set);
  }
  for (const m of readCsv(folder, REFERENCE_FILES.carModels)) {
    const brandName = m.brand ?? "";
    const series = m.model ?? "";
    const brandId = slugify(brandName);
    const years = parseYears(m.years_wholesaled);
    if (!brandId || !series || series.length > 100 || years === null) {
      c.skipped++;
      continue;
    }
    const all = new Set([...years, ...(variantYears.get(`${brandName}\u0000${series}`) ?? [])]);
    c.add(`${VehicleType.car}|${brandId}|${series}`, {
      vehicleType: VehicleType.car,
      brandId,
      brandName,
      series,
      years: [...all].sort((a, b) => a - b),
      source: "gaikindo",
    });
  }
  for (const v of readCsv(folder, REFERENCE_FILES.vehiclesDb)) {
    if (v.kind !== "motorcycle" && v.kind !== "moped") continue;
    const brandId = v.make_slug ?? "";
    const brandName = v.make_name ?? "";
    const series = v.model_name ?? "";
    if (!/^[a-z0-9-]+$/.test(brandId) || !brandName || !series || series.length > 100) {
      c.skipped++;
      continue;
    }
    c.add(`${VehicleType.motorcycle}|${brandId}|${series}`, {
      vehicleType: VehicleType.motorcycle,
      brandId,
      brandName,
      series,
      years: [],
      source: "vehiclesdb",
    });
  }
  return c;
}

type CategoryRow = typeof categories.$inferInsert;

function collectCategories(folder: string) {
  const c = new Collector<CategoryRow>();
  const known = new Set<string>();
  for (const r of readCsv(folder, REFERENCE_FILES.categories)) {
    const cateId = r.category_id ?? "";
    const parentId = r.parent_id ? r.parent_id : null;
    const level = Number(r.level);
    const valid =
      /^vp(-\d+)*$/.test(cateId) &&
      parentId === parentCategoryId(cateId) &&
      (parentId === null || known.has(parentId)) &&
      level === cateId.split("-").length - 1 &&
      !!r.name &&
      !!r.full_path;
    if (!valid) {
      c.skipped++;
      continue;
    }
    known.add(cateId);
    c.add(cateId, {
      cateId,
      parentId,
      level,
      title: r.name,
      titleIndonesian: categoryTitleId(cateId),
      fullPath: r.full_path,
      isActive: true,
    });
  }
  return c;
}

type BankRow = typeof banks.$inferInsert;

function collectBanks(folder: string) {
  const c = new Collector<BankRow>();
  for (const r of readCsv(folder, REFERENCE_FILES.banks)) {
    const bic = r.bic ?? "";
    const bankCode = r.bank_code ?? "";
    if (!/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic) || !/^\d{3}$/.test(bankCode) || !r.name) {
      c.skipped++;
      continue;
    }
    c.add(bic, { bic, bankCode, name: r.name, shortName: r.short_name || r.name });
  }
  return c;
}

/** Throws ReferenceImportError naming the folder or the first missing file. */
export function checkReferenceFolder(folder: string): void {
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
    throw new ReferenceImportError(`Reference data folder not found: ${path.resolve(folder)}`);
  }
  const missing = Object.values(REFERENCE_FILES).filter((f) => !fs.existsSync(path.join(folder, f)));
  if (missing.length > 0) {
    throw new ReferenceImportError(`Missing reference file(s) in ${path.resolve(folder)}: ${missing.join(", ")}`);
  }
}

/**
 * Imports every reference table from `folder` (layout of ../shared/data).
 * @param onProgress called after each batch with the step name (`regions`, `vehicles`, ...), rows done and total.
 * @throws ReferenceImportError when the folder or a file is missing (nothing written then).
 */
export async function importReference(db: Db, folder: string, onProgress?: ProgressFn): Promise<ImportResult> {
  checkReferenceFolder(folder);
  const excluded = (column: string) => sql.raw(`excluded.${column}`);

  const reg = collectRegions(folder);
  await db.transaction((tx) =>
    inBatches([...reg.rows.values()], "regions", onProgress, (chunk) =>
      tx
        .insert(regions)
        .values(chunk)
        .onConflictDoUpdate({
          target: regions.code,
          set: {
            parentCode: excluded("parent_code"),
            level: excluded("level"),
            name: excluded("name"),
            type: excluded("type"),
            postalCode: excluded("postal_code"),
          },
        }),
    ),
  );

  const veh = collectVehicles(folder);
  await db.transaction((tx) =>
    inBatches([...veh.rows.values()], "vehicles", onProgress, (chunk) =>
      tx
        .insert(vehicles)
        .values(chunk)
        .onConflictDoUpdate({
          target: [vehicles.vehicleType, vehicles.brandId, vehicles.series],
          set: {
            brandName: excluded("brand_name"),
            source: excluded("source"),
            // A file without years for a model says nothing about them: keep what is there.
            years: sql`CASE WHEN cardinality(excluded.years) > 0 THEN excluded.years ELSE ${vehicles.years} END`,
          },
        }),
    ),
  );

  const cat = collectCategories(folder);
  await db.transaction((tx) =>
    inBatches([...cat.rows.values()], "categories", onProgress, (chunk) =>
      tx
        .insert(categories)
        .values(chunk)
        .onConflictDoUpdate({
          target: categories.cateId,
          set: {
            parentId: excluded("parent_id"),
            level: excluded("level"),
            title: excluded("title"),
            titleIndonesian: excluded("title_id"),
            fullPath: excluded("full_path"),
          },
        }),
    ),
  );

  const bnk = collectBanks(folder);
  await db.transaction((tx) =>
    inBatches([...bnk.rows.values()], "banks", onProgress, (chunk) =>
      tx
        .insert(banks)
        .values(chunk)
        .onConflictDoUpdate({
          target: banks.bic,
          set: { bankCode: excluded("bank_code"), name: excluded("name"), shortName: excluded("short_name") },
        }),
    ),
  );

  return {
    regions: reg.rows.size,
    vehicles: veh.rows.size,
    categories: cat.rows.size,
    banks: bnk.rows.size,
    skipped: { regions: reg.skipped, vehicles: veh.skipped, categories: cat.skipped, banks: bnk.skipped },
    merged: { regions: reg.merged, vehicles: veh.merged, categories: cat.merged, banks: bnk.merged },
  };
}
