/**
 * The rules of the model search (spec §5 "Model search"), without React:
 * a new brand clears series and year; a new series clears year; search is possible only when brand
 * (with id), series and year are all filled.
 */
import type { ModelChoice, VehicleBrand, VehicleYear } from "../domain/reference";
import { describeChoice } from "./model-history";

export interface ModelSearchState {
  brand: VehicleBrand | null;
  series: string | null;
  year: VehicleYear | null;
}

export type ModelSearchAction =
  | { type: "brand"; brand: VehicleBrand | null }
  | { type: "series"; series: string | null }
  | { type: "year"; year: VehicleYear | null }
  | { type: "pick"; choice: ModelChoice }
  | { type: "reset" };

export const EMPTY_MODEL_SEARCH: ModelSearchState = { brand: null, series: null, year: null };

/** Applies one user step; see the module comment for the clearing rules. */
export function modelSearchReducer(state: ModelSearchState, action: ModelSearchAction): ModelSearchState {
  switch (action.type) {
    case "brand":
      if (action.brand && state.brand && action.brand.id === state.brand.id) return state;
      return { brand: action.brand, series: null, year: null };
    case "series":
      if (action.series === state.series) return state;
      return { ...state, series: action.series, year: null };
    case "year":
      return { ...state, year: action.year };
    case "pick":
      return { brand: action.choice.brand, series: action.choice.series, year: action.choice.year };
    case "reset":
      return EMPTY_MODEL_SEARCH;
  }
}

/** True when brand (with id), series and year are all filled: the search button's enabled state. */
export function canSearch(state: ModelSearchState): boolean {
  return !!state.brand?.id && !!state.series && state.year !== null;
}

/** The choice handed to `onSearch`, or null while incomplete. */
export function toChoice(state: ModelSearchState): ModelChoice | null {
  if (!canSearch(state) || !state.brand || !state.series || !state.year) return null;
  const parts = { brand: state.brand, series: state.series, year: state.year };
  return { ...parts, desc: describeChoice(parts) };
}
