// @vitest-environment jsdom
/**
 * Model search history (spec §9: cookie chooseModelHistory, 5 entries, newest first, duplicates
 * removed; §5: empty text not stored) and the search rules' pure part (spec §5 "Model search").
 */
import { afterEach, describe, expect, it } from "vitest";
import Cookies from "js-cookie";
import type { ModelChoice } from "../../src/domain/reference";
import {
  MODEL_HISTORY_COOKIE,
  addToHistory,
  describeChoice,
  parseHistory,
  readModelHistory,
  rememberModelChoice,
  removeFromHistory,
} from "../../src/forms/model-history";
import { EMPTY_MODEL_SEARCH, canSearch, modelSearchReducer, toChoice } from "../../src/forms/model-search-state";

const brand = { id: "1:toyota", brandId: "toyota", brandName: "TOYOTA" };
const choice = (series: string, year = 2024): ModelChoice => {
  const parts = { brand, series, year: { year, desc: String(year) } };
  return { ...parts, desc: describeChoice(parts) };
};

afterEach(() => Cookies.remove(MODEL_HISTORY_COOKIE, { path: "/" }));

describe("model history", () => {
  it("puts the newest first, removes duplicates and keeps 5", () => {
    let h: ModelChoice[] = [];
    for (const s of ["A1", "A2", "A3", "A4", "A5", "A6"]) h = addToHistory(h, choice(s));
    expect(h.map((c) => c.series)).toEqual(["A6", "A5", "A4", "A3", "A2"]);
    h = addToHistory(h, choice("A3"));
    expect(h.map((c) => c.series)).toEqual(["A3", "A6", "A5", "A4", "A2"]);
  });

  it("does not store an entry with empty text", () => {
    const h = [choice("AVANZA")];
    expect(addToHistory(h, { ...choice("X"), desc: "   " })).toEqual(h);
  });

  it("joins brand, series and year text as the entry text", () => {
    expect(choice("AVANZA").desc).toBe("TOYOTA AVANZA 2024");
    expect(describeChoice({ brand, series: "NMAX", year: { year: 0, desc: "All years" } })).toBe(
      "TOYOTA NMAX All years",
    );
  });

  it("survives a garbled cookie and keeps only well-formed entries", () => {
    expect(parseHistory("{not json")).toEqual([]);
    expect(parseHistory(JSON.stringify([{ desc: "x" }, choice("AVANZA")]))).toEqual([choice("AVANZA")]);
  });

  it("stores in the chooseModelHistory cookie and removes entries", () => {
    rememberModelChoice(choice("AVANZA"));
    rememberModelChoice(choice("RUSH"));
    expect(JSON.parse(Cookies.get(MODEL_HISTORY_COOKIE) ?? "[]").map((c: ModelChoice) => c.desc)).toEqual([
      "TOYOTA RUSH 2024",
      "TOYOTA AVANZA 2024",
    ]);
    expect(readModelHistory().map((c) => c.series)).toEqual(["RUSH", "AVANZA"]);
    expect(removeFromHistory(readModelHistory(), "TOYOTA RUSH 2024").map((c) => c.series)).toEqual(["AVANZA"]);
  });
});

describe("model search rules", () => {
  const year = { year: 2024, desc: "2024" };
  const full = { brand, series: "AVANZA", year };

  it("a new brand clears series and year; a new series clears year", () => {
    const other = { id: "1:honda", brandId: "honda", brandName: "HONDA" };
    expect(modelSearchReducer(full, { type: "brand", brand: other })).toEqual({
      brand: other,
      series: null,
      year: null,
    });
    expect(modelSearchReducer(full, { type: "series", series: "RUSH" })).toEqual({ brand, series: "RUSH", year: null });
    expect(modelSearchReducer(full, { type: "brand", brand })).toEqual(full);
  });

  it("search needs brand with id, series and year", () => {
    expect(canSearch(EMPTY_MODEL_SEARCH)).toBe(false);
    expect(canSearch({ ...full, year: null })).toBe(false);
    expect(canSearch({ ...full, brand: { ...brand, id: "" } })).toBe(false);
    expect(canSearch(full)).toBe(true);
    expect(toChoice(full)).toEqual({ ...full, desc: "TOYOTA AVANZA 2024" });
  });
});
