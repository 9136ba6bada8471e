/**
 * Reference data (DESIGN.md §7): administrative regions with postal codes, vehicle models, part
 * categories and banks. Filled by the built-in seed (server/seed/reference-builtin.ts) and the importer
 * (server/seed/reference-import.ts, `npm run reference:import -- <folder>`).
 */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Indonesian regions, Kepmendagri dotted codes: `31` province (level 1), `31.71` regency/city (2),
 * `31.71.01` district (3), `31.71.01.1001` village (4). Only villages carry a postal code.
 */
export const regions = pgTable(
  "regions",
  {
    code: text("code").primaryKey(),
    /** Null for provinces. */
    parentCode: text("parent_code"),
    /** 1 province, 2 regency/city, 3 district, 4 village. */
    level: integer("level").notNull(),
    name: text("name").notNull(),
    /** Regency: Kabupaten | Kota; village: Kelurahan | Desa | Desa Adat; null for provinces and districts. */
    type: text("type"),
    /** Five digits, villages only. */
    postalCode: text("postal_code"),
  },
  (t) => [index("regions_parent_idx").on(t.parentCode)],
);

/**
 * Vehicle models: one row per (vehicle type, brand, series). `years` lists the years the model can be
 * chosen with; empty when the source has none (the year step then offers "all years", year 0).
 */
export const vehicles = pgTable(
  "vehicles",
  {
    id: serial("id").primaryKey(),
    /** 1 car, 2 motorcycle (src/domain/reference.ts VehicleType). */
    vehicleType: integer("vehicle_type").notNull(),
    /** Lower-case slug of the brand, e.g. `toyota`, `mitsubishi-motors`. */
    brandId: text("brand_id").notNull(),
    brandName: text("brand_name").notNull(),
    /** Model name as the source spells it, e.g. `AVANZA`, `Nmax`. */
    series: text("series").notNull(),
    years: integer("years").array().notNull().default([]),
    /** builtin | gaikindo | vehiclesdb */
    source: text("source").notNull(),
  },
  (t) => [
    uniqueIndex("vehicles_type_brand_series_uq").on(t.vehicleType, t.brandId, t.series),
    index("vehicles_brand_idx").on(t.brandId),
  ],
);

/** Part categories: the "Vehicles & Parts" branch of the Shopify product taxonomy (ids like `vp-1-4-1-7`). */
export const categories = pgTable(
  "categories",
  {
    cateId: text("cate_id").primaryKey(),
    /** Null for the root. */
    parentId: text("parent_id"),
    level: integer("level").notNull(),
    /** English title, as the taxonomy names it. */
    title: text("title").notNull(),
    /**
     * Indonesian title (id-ID), from server/seed/category-titles-id.ts; null for a category the table does
     * not know yet (it then shows its English title in id-ID too).
     */
    titleIndonesian: text("title_id"),
    /** English full path `A > B > C`; the Indonesian one is built from the titles (reference service). */
    fullPath: text("full_path").notNull(),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [index("categories_parent_idx").on(t.parentId)],
);

/**
 * Banks (Bank Indonesia "Tabel Sandi Bank"). Keyed by BIC: Syariah units share their parent's 3-digit
 * transfer code but have their own BIC.
 */
export const banks = pgTable(
  "banks",
  {
    bic: text("bic").primaryKey(),
    /** 3-digit transfer code, e.g. `014` BCA. */
    bankCode: text("bank_code").notNull(),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
  },
  (t) => [index("banks_code_idx").on(t.bankCode)],
);
