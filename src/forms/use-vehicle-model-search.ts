/**
 * State and loaders of the vehicle model search (spec §5 "Model search", §7 "Model search uses loaders",
 * §9 "typing delay 800 ms in the model choose block", "Search history"):
 * brands by text, series by brandId and text, years by brandId and series, each from the reference
 * endpoints through the data provider; typed text is sent 800 ms after the last keystroke; late answers of an
 * older request are dropped.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useEndpointCall } from "../providers/data-hooks";
import type { ModelChoice, VehicleBrand, VehicleTypeValue, VehicleYear } from "../domain/reference";
import { readModelHistory, rememberModelChoice, removeFromHistory, writeModelHistory } from "./model-history";
import { EMPTY_MODEL_SEARCH, canSearch, modelSearchReducer, toChoice } from "./model-search-state";

/** Typing delay of the model choose block (spec §9), in ms. */
export const MODEL_SEARCH_TYPING_DELAY = 800;

interface Loader<T> {
  items: T[];
  loading: boolean;
  failed: boolean;
}

const idle = <T>(): Loader<T> => ({ items: [], loading: false, failed: false });

/** Runs the latest request only: an answer that arrives after a newer request started is ignored. */
function useLatest<T>() {
  const [state, setState] = useState<Loader<T>>(idle);
  const seq = useRef(0);
  const run = useCallback((request: (() => Promise<T[]>) | null) => {
    const mine = ++seq.current;
    if (!request) {
      setState(idle());
      return;
    }
    setState((s) => ({ ...s, loading: true, failed: false }));
    request().then(
      (items) => mine === seq.current && setState({ items, loading: false, failed: false }),
      () => mine === seq.current && setState({ items: [], loading: false, failed: true }),
    );
  }, []);
  return [state, run] as const;
}

/** Calls `fn` `delay` ms after the last call; pending calls are dropped on unmount. */
function useDebounced<A extends unknown[]>(fn: (...args: A) => void, delay: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delay);
    },
    [delay],
  );
}

/** Everything the VehicleModelSearch view shows and does. */
export function useVehicleModelSearch(vehicleType: VehicleTypeValue, onSearch: (choice: ModelChoice) => void) {
  const [state, dispatch] = useReducer(modelSearchReducer, EMPTY_MODEL_SEARCH);
  const [brands, loadBrands] = useLatest<VehicleBrand>();
  const [series, loadSeries] = useLatest<{ series: string }>();
  const [years, loadYears] = useLatest<VehicleYear>();
  const [history, setHistory] = useState<ModelChoice[]>(readModelHistory);
  const vehicleBrands = useEndpointCall<VehicleBrand[]>("reference", "vehicleBrands");
  const vehicleSeries = useEndpointCall<Array<{ series: string }>>("reference", "vehicleSeries");
  const vehicleYears = useEndpointCall<VehicleYear[]>("reference", "vehicleYears");

  const fetchBrands = useCallback(
    (keyword: string) => loadBrands(() => vehicleBrands({ vehicleType, keyword })),
    [loadBrands, vehicleType, vehicleBrands],
  );
  const fetchSeries = useCallback(
    (brandId: string, keyword: string) => loadSeries(() => vehicleSeries({ brandId, vehicleType, keyword })),
    [loadSeries, vehicleType, vehicleSeries],
  );
  const fetchYears = useCallback(
    (brandId: string, name: string) => loadYears(() => vehicleYears({ brandId, series: name, vehicleType })),
    [loadYears, vehicleType, vehicleYears],
  );

  // A new vehicle type starts over.
  useEffect(() => {
    dispatch({ type: "reset" });
    loadSeries(null);
    loadYears(null);
    fetchBrands("");
  }, [fetchBrands, loadSeries, loadYears]);

  const searchBrands = useDebounced((text: string) => fetchBrands(text.trim()), MODEL_SEARCH_TYPING_DELAY);
  const searchSeriesDebounced = useDebounced(
    (brandId: string, text: string) => fetchSeries(brandId, text.trim()),
    MODEL_SEARCH_TYPING_DELAY,
  );

  const submit = useCallback(
    (choice: ModelChoice | null) => {
      if (!choice) return;
      setHistory(rememberModelChoice(choice));
      onSearch(choice);
    },
    [onSearch],
  );

  const chooseBrand = (brandKey: string | undefined) => {
    const brand = brands.items.find((b) => b.id === brandKey) ?? (state.brand?.id === brandKey ? state.brand : null);
    dispatch({ type: "brand", brand });
    if (brand && brand.id !== state.brand?.id) {
      fetchSeries(brand.brandId, "");
      loadYears(null);
    } else if (!brand) {
      loadSeries(null);
      loadYears(null);
    }
  };

  const chooseSeries = (name: string | undefined) => {
    dispatch({ type: "series", series: name ?? null });
    if (name && state.brand && name !== state.series) fetchYears(state.brand.brandId, name);
    else if (!name) loadYears(null);
  };

  const chooseYear = (value: number | undefined) => {
    const year = years.items.find((y) => y.year === value) ?? null;
    dispatch({ type: "year", year });
    // Choosing a year triggers the search (spec §5).
    if (year) submit(toChoice({ ...state, year }));
  };

  const pickHistory = (choice: ModelChoice) => {
    dispatch({ type: "pick", choice });
    fetchSeries(choice.brand.brandId, "");
    fetchYears(choice.brand.brandId, choice.series);
    submit(choice);
  };

  const forget = (desc: string) => {
    const next = removeFromHistory(history, desc);
    writeModelHistory(next);
    setHistory(next);
  };

  return {
    state,
    brands,
    series,
    years,
    history,
    canSearch: canSearch(state),
    searchBrands,
    searchSeries: (text: string) => state.brand && searchSeriesDebounced(state.brand.brandId, text),
    chooseBrand,
    chooseSeries,
    chooseYear,
    pickHistory,
    forget,
    search: () => submit(toChoice(state)),
  };
}
