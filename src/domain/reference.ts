/**
 * Reference data shapes shared by the API (server/modules/reference) and the portal controls
 * (src/forms/region-cascader.tsx, src/forms/vehicle-model-search.tsx). Spec §3 "Model search history
 * entry", "Category", "Store" (address); §5 "Model search"; §7 "Model search uses loaders".
 */
import { z } from "zod";
import { MAX_KEYWORD, type Language } from "./wire";

/** 1 car, 2 motorcycle (spec §3 Product "vehicle type"). GAIKINDO trucks, pick-ups and buses count as 1. */
export const VehicleType = { car: 1, motorcycle: 2 } as const;
export type VehicleTypeValue = (typeof VehicleType)[keyof typeof VehicleType];

/** Region levels of the Kepmendagri code: `31` / `31.71` / `31.71.01` / `31.71.01.1001`. */
export const RegionLevel = { province: 1, regency: 2, district: 3, village: 4 } as const;

/** The year offered when the source has no years for a model (VehiclesDB motorcycles): "all years". */
export const ALL_YEARS = 0;

/** Kepmendagri dotted code, any level. */
export const REGION_CODE_PATTERN = /^\d{2}(\.\d{2}(\.\d{2}(\.\d{4})?)?)?$/;
/** Indonesian postal code: five digits. */
export const POSTAL_CODE_PATTERN = /^\d{5}$/;

/** Level of a well-formed region code (1-4). */
export function regionLevelOf(code: string): number {
  return code.split(".").length;
}

/** One region answered by `/api/reference/ina/regions`. `postalCode` is set on villages only. */
export interface RegionOption {
  code: string;
  name: string;
  level: number;
  postalCode: string | null;
  /** True when the region has no children in the database (always true for villages). */
  isLeaf: boolean;
}

/** A brand of `/api/reference/ina/vehicleBrands`. `id` = `<vehicleType>:<brandId>`, unique across types. */
export interface VehicleBrand {
  id: string;
  brandId: string;
  brandName: string;
}

/** A year of `/api/reference/ina/vehicleYears`; `year` 0 with desc "all years" when the source has none. */
export interface VehicleYear {
  year: number;
  desc: string;
}

/**
 * What the model search hands to its caller and keeps in history (spec §3 "Model search history entry"):
 * `desc` = "brandName series yearDesc".
 */
export interface ModelChoice {
  brand: VehicleBrand;
  series: string;
  year: VehicleYear;
  desc: string;
}

/**
 * A node of the category tree (spec §3 "Category"). `title` is in the caller's language (Accept-Language;
 * the English title where no Indonesian one exists); `titles` holds every language's title so that what a
 * seller types in either language is understood (import matching, the picker's search).
 */
export interface CategoryNode {
  cateId: string;
  title: string;
  /** Title per language (`id-ID`, `en-US`); absent in answers of older servers and in test fixtures. */
  titles?: Partial<Record<Language, string>>;
  isActive: boolean;
  subCategories: CategoryNode[];
}

/** A bank of `/api/reference/ina/banks`. `bic` is unique; Syariah units share the parent's `bankCode`. */
export interface BankOption {
  bic: string;
  bankCode: string;
  name: string;
  shortName: string;
}

const keyword = z.string().trim().max(MAX_KEYWORD).optional();
const vehicleType = z.union([z.literal(1), z.literal(2)]);

/** Request bodies of the reference endpoints (the API validates with these). */
export const regionsRequestSchema = z.object({
  parentCode: z.string().regex(REGION_CODE_PATTERN, "validation:format").max(13).optional(),
});
export const checkPostalCodeRequestSchema = z.object({
  villageCode: z.string().regex(REGION_CODE_PATTERN, "validation:format"),
  postalCode: z.string().trim().max(10),
});
export const vehicleBrandsRequestSchema = z.object({ vehicleType, keyword });
export const vehicleSeriesRequestSchema = z.object({ brandId: z.string().min(1).max(64), vehicleType, keyword });
export const vehicleYearsRequestSchema = z.object({
  brandId: z.string().min(1).max(64),
  series: z.string().min(1).max(100),
  /** Optional: a brand slug such as `honda` has both cars and motorcycles. */
  vehicleType: vehicleType.optional(),
});
