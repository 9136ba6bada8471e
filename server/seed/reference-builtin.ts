/**
 * The built-in reference set (DESIGN.md §7): a small hand-picked slice so a fresh start works without
 * the importer. Every region, category and bank row here is copied verbatim from the real files of
 * ../shared/data (see its SOURCES.md); tests/api/reference.test.ts checks each one against those files
 * when they are present. Vehicle years are hand-typed (see BUILTIN_VEHICLES). Load the full set with
 * `npm run reference:import -- <folder>` (README).
 *
 * Idempotent: ON CONFLICT DO NOTHING, so it never overwrites rows the importer loaded.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { banks, categories, regions, vehicles } from "../db/schema/reference";
import { CATEGORY_TITLES_ID, categoryTitleId } from "./category-titles-id";
import { VehicleType, type VehicleTypeValue } from "@src/domain/reference";

/** [code, name, type, postalCode]: 3 provinces, 5 regencies/cities, 8 districts and all their villages. */
export const BUILTIN_REGIONS: ReadonlyArray<readonly [string, string, string | null, string | null]> = [
  ["31", "Daerah Khusus Ibukota Jakarta", null, null],
  ["32", "Jawa Barat", null, null],
  ["35", "Jawa Timur", null, null],
  ["31.71", "Kota Administrasi Jakarta Pusat", "Kota", null],
  ["31.74", "Kota Administrasi Jakarta Selatan", "Kota", null],
  ["32.04", "Kabupaten Bandung", "Kabupaten", null],
  ["32.73", "Kota Bandung", "Kota", null],
  ["35.78", "Kota Surabaya", "Kota", null],
  ["31.71.01", "Gambir", null, null],
  ["31.71.02", "Sawah Besar", null, null],
  ["31.74.01", "Tebet", null, null],
  ["32.04.05", "Cileunyi", null, null],
  ["32.73.01", "Sukasari", null, null],
  ["32.73.02", "Coblong", null, null],
  ["35.78.01", "Karang Pilang", null, null],
  ["35.78.02", "Wonocolo", null, null],
  ["31.71.01.1001", "Gambir", "Kelurahan", "10110"],
  ["31.71.01.1002", "Cideng", "Kelurahan", "10150"],
  ["31.71.01.1003", "Petojo Utara", "Kelurahan", "10130"],
  ["31.71.01.1004", "Petojo Selatan", "Kelurahan", "10160"],
  ["31.71.01.1005", "Kebon Kelapa", "Kelurahan", "10120"],
  ["31.71.01.1006", "Duri Pulo", "Kelurahan", "10140"],
  ["31.71.02.1001", "Pasar Baru", "Kelurahan", "10710"],
  ["31.71.02.1002", "Karang Anyar", "Kelurahan", "10740"],
  ["31.71.02.1003", "Kartini", "Kelurahan", "10750"],
  ["31.71.02.1004", "Gunung Sahari Utara", "Kelurahan", "10720"],
  ["31.71.02.1005", "Mangga Dua Selatan", "Kelurahan", "10730"],
  ["31.74.01.1001", "Tebet Timur", "Kelurahan", "12820"],
  ["31.74.01.1002", "Tebet Barat", "Kelurahan", "12810"],
  ["31.74.01.1003", "Menteng Dalam", "Kelurahan", "12870"],
  ["31.74.01.1004", "Kebon Baru", "Kelurahan", "12830"],
  ["31.74.01.1005", "Bukit Duri", "Kelurahan", "12840"],
  ["31.74.01.1006", "Manggarai Selatan", "Kelurahan", "12860"],
  ["31.74.01.1007", "Manggarai", "Kelurahan", "12850"],
  ["32.04.05.2001", "Cileunyi Kulon", "Desa", "40621"],
  ["32.04.05.2002", "Cileunyi Wetan", "Desa", "40622"],
  ["32.04.05.2003", "Cimekar", "Desa", "40623"],
  ["32.04.05.2004", "Cinunuk", "Desa", "40624"],
  ["32.04.05.2005", "Cibiru Hilir", "Desa", "40626"],
  ["32.04.05.2006", "Cibiru Wetan", "Desa", "40625"],
  ["32.73.01.1001", "Sukarasa", "Kelurahan", "40152"],
  ["32.73.01.1002", "Gegerkalong", "Kelurahan", "40153"],
  ["32.73.01.1003", "Isola", "Kelurahan", "40154"],
  ["32.73.01.1004", "Sarijadi", "Kelurahan", "40151"],
  ["32.73.02.1001", "Cipaganti", "Kelurahan", "40131"],
  ["32.73.02.1002", "Lebak Gede", "Kelurahan", "40132"],
  ["32.73.02.1003", "Sadang Serang", "Kelurahan", "40133"],
  ["32.73.02.1004", "Dago", "Kelurahan", "40135"],
  ["32.73.02.1005", "Sekeloa", "Kelurahan", "40134"],
  ["32.73.02.1006", "Lebak Siliwangi", "Kelurahan", "40132"],
  ["35.78.01.1001", "Karang Pilang", "Kelurahan", "60221"],
  ["35.78.01.1002", "Kebraon", "Kelurahan", "60222"],
  ["35.78.01.1003", "Kedurus", "Kelurahan", "60223"],
  ["35.78.01.1004", "Waru Gunung", "Kelurahan", "60221"],
  ["35.78.02.1001", "Sidosermo", "Kelurahan", "60239"],
  ["35.78.02.1002", "Bendul Merisi", "Kelurahan", "60239"],
  ["35.78.02.1003", "Margorejo", "Kelurahan", "60238"],
  ["35.78.02.1004", "Jemur Wonosari", "Kelurahan", "60237"],
  ["35.78.02.1005", "Siwalankerto", "Kelurahan", "60236"],
];

/** Sale years typed by hand for the built-in models; see BUILTIN_VEHICLES. */
const ON_SALE_2019_2025 = [2019, 2020, 2021, 2022, 2023, 2024, 2025];

export interface BuiltinVehicle {
  vehicleType: VehicleTypeValue;
  brandId: string;
  brandName: string;
  series: string;
  years: number[];
}

const car = (brandId: string, brandName: string, series: string): BuiltinVehicle => ({
  vehicleType: VehicleType.car,
  brandId,
  brandName,
  series,
  years: ON_SALE_2019_2025,
});
const motorcycle = (brandId: string, brandName: string, series: string): BuiltinVehicle => ({
  vehicleType: VehicleType.motorcycle,
  brandId,
  brandName,
  series,
  years: ON_SALE_2019_2025,
});

/**
 * Popular Indonesian models. Names are spelled as the import sources spell them (GAIKINDO upper case
 * for cars; VehiclesDB for Yamaha Nmax/Aerox and Honda Scoopy) so the importer updates these rows
 * instead of duplicating them. Vario and BeAT are in neither source and stay built-in only.
 * Years are HAND-TYPED: each model was on sale in Indonesia in every year 2019-2025 (GAIKINDO
 * wholesales confirm 2022-2025 for the cars; the importer replaces car years with the file's).
 * No source gives motorcycle years; the importer keeps these when the file has none.
 */
export const BUILTIN_VEHICLES: readonly BuiltinVehicle[] = [
  car("toyota", "TOYOTA", "AVANZA"),
  car("toyota", "TOYOTA", "INNOVA"),
  car("toyota", "TOYOTA", "RUSH"),
  car("toyota", "TOYOTA", "AGYA"),
  car("toyota", "TOYOTA", "CALYA"),
  car("daihatsu", "DAIHATSU", "XENIA"),
  car("daihatsu", "DAIHATSU", "SIGRA"),
  car("daihatsu", "DAIHATSU", "AYLA"),
  car("daihatsu", "DAIHATSU", "TERIOS"),
  car("honda", "HONDA", "BRIO"),
  car("honda", "HONDA", "HR-V"),
  car("mitsubishi-motors", "MITSUBISHI MOTORS", "XPANDER"),
  car("suzuki", "SUZUKI", "ERTIGA"),
  motorcycle("honda", "Honda", "Vario"),
  motorcycle("honda", "Honda", "BeAT"),
  motorcycle("honda", "Honda", "Scoopy"),
  motorcycle("yamaha", "Yamaha", "Nmax"),
  motorcycle("yamaha", "Yamaha", "Aerox"),
];

/** [category_id, name] from vehicle_parts_categories.csv; parents are derived from the id (`vp-1-4` -> `vp-1`). */
export const BUILTIN_CATEGORIES: ReadonlyArray<readonly [string, string]> = [
  ["vp", "Vehicles & Parts"],
  ["vp-1", "Vehicle Parts & Accessories"],
  ["vp-1-4", "Motor Vehicle Parts"],
  ["vp-1-4-1", "Motor Vehicle Braking"],
  ["vp-1-4-1-3", "Brake Calipers"],
  ["vp-1-4-1-4", "Brake Fluid"],
  ["vp-1-4-1-7", "Brake Pads"],
  ["vp-1-4-1-8", "Brake Rotors"],
  ["vp-1-4-5", "Motor Vehicle Engine Oil Circulation"],
  ["vp-1-4-5-5", "Oil Filters"],
  ["vp-1-4-6", "Motor Vehicle Engine Parts"],
  ["vp-1-4-6-7", "Timing Belts"],
  ["vp-1-4-10", "Motor Vehicle Fuel Systems"],
  ["vp-1-4-10-3", "Fuel Filters"],
  ["vp-1-4-12", "Motor Vehicle Lighting"],
  ["vp-1-4-12-2", "Headlights"],
  ["vp-1-4-12-4", "Light Bulbs"],
  ["vp-1-4-14", "Motor Vehicle Power & Electrical Systems"],
  ["vp-1-4-14-2", "Batteries"],
  ["vp-1-4-14-5", "Spark Plugs"],
  ["vp-1-4-17", "Motor Vehicle Suspension Parts"],
  ["vp-1-4-17-5", "Shock Absorbers"],
  ["vp-1-4-19", "Motor Vehicle Transmission & Drivetrain Parts"],
  ["vp-1-4-19-2", "Clutches"],
  ["vp-1-4-20", "Motor Vehicle Wheel Systems"],
  ["vp-1-4-20-3", "Motor Vehicle Tires"],
  ["vp-1-4-20-3-1", "Automotive Tires"],
  ["vp-1-4-20-3-2", "Motorcycle Tires"],
  ["vp-1-5", "Vehicle Maintenance, Care & Decor"],
  ["vp-1-5-5", "Vehicle Fluids"],
  ["vp-1-5-5-8", "Vehicle Motor Oil"],
];

/** [bic, bankCode, name, shortName] from banks.csv: the banks the store form names (spec §3 "Store") and two more. */
export const BUILTIN_BANKS: ReadonlyArray<readonly [string, string, string, string]> = [
  ["CENAIDJA", "014", "BANK CENTRAL ASIA Tbk.", "BCA"],
  ["SBJKIDJA", "153", "BANK SINARMAS", "BANK SINARMAS"],
  ["BMRIIDJA", "008", "BANK MANDIRI (PERSERO) TBK", "BANK MANDIRI"],
  ["BRINIDJA", "002", "BANK RAKYAT INDONESIA (PERSERO)", "BRI"],
  ["BNINIDJA", "009", "BANK NEGARA INDONESIA (PERSERO)", "BANK BNI"],
];

/** Parent code of a dotted region code (`31.71.01` -> `31.71`), null for a province. */
export function parentRegionCode(code: string): string | null {
  const i = code.lastIndexOf(".");
  return i < 0 ? null : code.slice(0, i);
}

/** Parent id of a taxonomy id (`vp-1-4` -> `vp-1`), null for the root `vp`. */
export function parentCategoryId(id: string): string | null {
  const i = id.lastIndexOf("-");
  return i < 0 ? null : id.slice(0, i);
}

/** Category rows with parent, level and full path derived from the built-in list. */
export function builtinCategoryRows() {
  const titles = new Map(BUILTIN_CATEGORIES.map(([id, title]) => [id, title]));
  const pathOf = (id: string): string[] => {
    const parent = parentCategoryId(id);
    return [...(parent ? pathOf(parent) : []), titles.get(id) ?? id];
  };
  return BUILTIN_CATEGORIES.map(([cateId, title]) => ({
    cateId,
    parentId: parentCategoryId(cateId),
    level: cateId.split("-").length - 1,
    title,
    titleIndonesian: categoryTitleId(cateId),
    fullPath: pathOf(cateId).join(" > "),
    isActive: true,
  }));
}

/**
 * Writes the Indonesian titles of server/seed/category-titles-id.ts onto the categories already in the
 * database (one UPDATE ... FROM VALUES, only rows whose title differs): a database filled before the
 * `title_id` column existed, by the built-in seed or the importer, gets them without a re-import.
 */
export async function fillCategoryTitlesId(db: Db): Promise<void> {
  const pairs = Object.entries(CATEGORY_TITLES_ID).map(([id, title]) => sql`(${id}, ${title})`);
  await db.execute(sql`
    update ${categories} set title_id = v.title
    from (values ${sql.join(pairs, sql`, `)}) as v(id, title)
    where ${categories.cateId} = v.id and ${categories.titleIndonesian} is distinct from v.title`);
}

/** Seeds the built-in set; safe to call at every start (a few inserts, well under 200 ms). */
export async function seedReferenceBuiltIn(db: Db): Promise<void> {
  await db
    .insert(regions)
    .values(
      BUILTIN_REGIONS.map(([code, name, type, postalCode]) => ({
        code,
        parentCode: parentRegionCode(code),
        level: code.split(".").length,
        name,
        type,
        postalCode,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(vehicles)
    .values(BUILTIN_VEHICLES.map((v) => ({ ...v, years: [...v.years], source: "builtin" })))
    .onConflictDoNothing();
  await db.insert(categories).values(builtinCategoryRows()).onConflictDoNothing();
  await fillCategoryTitlesId(db);
  await db
    .insert(banks)
    .values(BUILTIN_BANKS.map(([bic, bankCode, name, shortName]) => ({ bic, bankCode, name, shortName })))
    .onConflictDoNothing();
}
