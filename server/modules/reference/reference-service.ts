/**
 * Reference-data queries (DESIGN.md §7; spec §3 "Category", "Store" address, §5 "Model search", §7
 * "Model search uses loaders"). Other modules may call these (e.g. the store form's postal-code check).
 */
import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { banks, categories, regions, vehicles } from "../../db/schema/reference";
import {
  ALL_YEARS,
  POSTAL_CODE_PATTERN,
  RegionLevel,
  type BankOption,
  type CategoryNode,
  type RegionOption,
  type VehicleBrand,
  type VehicleTypeValue,
  type VehicleYear,
} from "@src/domain/reference";
import type { Language } from "@src/domain/wire";

export const MAX_BRANDS = 50;
export const MAX_SERIES = 100;

/** `%kw%` for ILIKE with the wildcard characters of the user's text escaped. */
function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Children of `parentCode` (provinces when absent), sorted by name. Unknown parent: empty list. */
export async function listRegions(db: Db, parentCode?: string): Promise<RegionOption[]> {
  // Written out in full: drizzle renders a bare "code" for the outer column here, which the alias would capture.
  const child = sql<boolean>`exists (select 1 from regions c where c.parent_code = regions.code)`;
  const rows = await db
    .select({
      code: regions.code,
      name: regions.name,
      level: regions.level,
      postalCode: regions.postalCode,
      hasChild: child,
    })
    .from(regions)
    .where(parentCode ? eq(regions.parentCode, parentCode) : isNull(regions.parentCode))
    .orderBy(asc(regions.name), asc(regions.code));
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    level: r.level,
    postalCode: r.postalCode,
    isLeaf: r.level >= RegionLevel.village || !r.hasChild,
  }));
}

/**
 * Checks a postal code against a village (spec §5 Store "Postal code valid").
 * `expected` is the village's postal code, null when the village is unknown (then `valid` is false).
 */
export async function checkPostalCode(
  db: Db,
  villageCode: string,
  postalCode: string,
): Promise<{ valid: boolean; expected: string | null }> {
  const [village] = await db
    .select({ postalCode: regions.postalCode })
    .from(regions)
    .where(and(eq(regions.code, villageCode), eq(regions.level, RegionLevel.village)));
  const expected = village?.postalCode ?? null;
  return { valid: expected !== null && POSTAL_CODE_PATTERN.test(postalCode) && postalCode === expected, expected };
}

/** Brands of a vehicle type whose name contains `keyword` (case-insensitive), by name, at most 50. */
export async function listBrands(db: Db, vehicleType: VehicleTypeValue, keyword = ""): Promise<VehicleBrand[]> {
  const where: SQL[] = [eq(vehicles.vehicleType, vehicleType)];
  if (keyword) where.push(sql`${vehicles.brandName} ilike ${containsPattern(keyword)}`);
  const rows = await db
    .select({ brandId: vehicles.brandId, brandName: sql<string>`min(${vehicles.brandName})` })
    .from(vehicles)
    .where(and(...where))
    .groupBy(vehicles.brandId)
    .orderBy(sql`min(${vehicles.brandName})`)
    .limit(MAX_BRANDS);
  return rows.map((r) => ({ id: `${vehicleType}:${r.brandId}`, brandId: r.brandId, brandName: r.brandName }));
}

/** Series of a brand whose name contains `keyword`, by name, at most 100. */
export async function listSeries(
  db: Db,
  brandId: string,
  vehicleType: VehicleTypeValue,
  keyword = "",
): Promise<Array<{ series: string }>> {
  const where: SQL[] = [eq(vehicles.vehicleType, vehicleType), eq(vehicles.brandId, brandId)];
  if (keyword) where.push(sql`${vehicles.series} ilike ${containsPattern(keyword)}`);
  return db
    .select({ series: vehicles.series })
    .from(vehicles)
    .where(and(...where))
    .orderBy(asc(vehicles.series))
    .limit(MAX_SERIES);
}

/**
 * Years of a brand's series, newest first. A known model without years (VehiclesDB motorcycles) answers
 * one entry `{ year: 0, desc: allYearsText }`; an unknown model answers an empty list.
 */
export async function listYears(
  db: Db,
  brandId: string,
  series: string,
  vehicleType: VehicleTypeValue | undefined,
  allYearsText: string,
): Promise<VehicleYear[]> {
  const where: SQL[] = [eq(vehicles.brandId, brandId), eq(vehicles.series, series)];
  if (vehicleType) where.push(eq(vehicles.vehicleType, vehicleType));
  const rows = await db
    .select({ years: vehicles.years })
    .from(vehicles)
    .where(and(...where));
  if (rows.length === 0) return [];
  const years = [...new Set(rows.flatMap((r) => r.years))].sort((a, b) => b - a);
  if (years.length === 0) return [{ year: ALL_YEARS, desc: allYearsText }];
  return years.map((year) => ({ year, desc: String(year) }));
}

/**
 * The category title in `lang` as an SQL expression: the Indonesian title for id-ID (the English one where
 * the translation table has none), the English title otherwise. Other modules use it for the category
 * column of their lists (e.g. the product list), so every list names a category the way the tree does.
 */
export function categoryTitleSql(lang: Language): SQL<string> {
  return lang === "id-ID"
    ? sql<string>`coalesce(${categories.titleIndonesian}, ${categories.title})`
    : sql<string>`${categories.title}`;
}

/**
 * The whole category tree, titles in `lang` (siblings sorted by that title) plus `titles` in both
 * languages. Inactive nodes are included with `isActive: false`.
 */
export async function categoryTree(db: Db, lang: Language): Promise<CategoryNode[]> {
  const title = categoryTitleSql(lang);
  const rows = await db
    .select({
      cateId: categories.cateId,
      parentId: categories.parentId,
      title,
      en: categories.title,
      id: categories.titleIndonesian,
      isActive: categories.isActive,
    })
    .from(categories)
    .orderBy(asc(categories.level), asc(title), asc(categories.cateId));
  const nodes = new Map<string, CategoryNode>();
  for (const r of rows) {
    const titles = { "id-ID": r.id ?? r.en, "en-US": r.en };
    nodes.set(r.cateId, { cateId: r.cateId, title: r.title, titles, isActive: r.isActive, subCategories: [] });
  }
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.cateId) as CategoryNode;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    // An orphan (parent missing) shows at the top rather than disappearing.
    (parent ? parent.subCategories : roots).push(node);
  }
  return roots;
}

/** Every bank, by short name. */
export async function listBanks(db: Db): Promise<BankOption[]> {
  return db
    .select({ bic: banks.bic, bankCode: banks.bankCode, name: banks.name, shortName: banks.shortName })
    .from(banks)
    .orderBy(asc(banks.shortName), asc(banks.bic));
}
