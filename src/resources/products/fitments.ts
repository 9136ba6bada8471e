/**
 * Fitments (spec §3 Product "adapt-to ... brand, model, year, sub-model", §5 "Model search"): turning a
 * model-search choice into a Fitment and keeping the list free of duplicates. Pure.
 */
import type { ModelChoice } from "../../domain/reference";
import type { Fitment } from "./schema";

/** A model-search choice as a fitment (no sub-model: the search stops at the year). */
export function choiceToFitment(choice: ModelChoice): Fitment {
  return {
    brandId: choice.brand.brandId,
    brandName: choice.brand.brandName,
    series: choice.series,
    year: choice.year.year,
    subModel: "",
  };
}

/** Identity of a fitment: brand id, series, year and sub-model (case-insensitive series / sub-model). */
export function fitmentKey(f: Fitment): string {
  return [f.brandId, f.series.trim().toLowerCase(), f.year, f.subModel.trim().toLowerCase()].join("|");
}

/** Appends `fitment` unless the list already has it; answers the same list when it does. */
export function addFitment(list: readonly Fitment[], fitment: Fitment): Fitment[] {
  const key = fitmentKey(fitment);
  return list.some((f) => fitmentKey(f) === key) ? [...list] : [...list, fitment];
}

/** "Toyota Avanza 2019" (year 0 shows `allYears`, e.g. "semua tahun"). */
export function fitmentLabel(f: Fitment, allYears: string): string {
  return [f.brandName, f.series, f.year === 0 ? allYears : String(f.year), f.subModel].filter(Boolean).join(" ");
}
