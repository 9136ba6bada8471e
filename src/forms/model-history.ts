/**
 * Model search history (spec §9 "Search history": 5 entries for model search in cookie
 * `chooseModelHistory`, newest first, duplicates removed; §5 "Empty search text is not stored in history").
 * Pure list functions plus cookie read/write through js-cookie.
 */
import Cookies from "js-cookie";
import type { ModelChoice } from "../domain/reference";

export const MODEL_HISTORY_COOKIE = "chooseModelHistory";
export const MODEL_HISTORY_SIZE = 5;
const COOKIE_DAYS = 365;

/** "brandName series yearDesc", the text shown for a choice and its identity in history. */
export function describeChoice(choice: Pick<ModelChoice, "brand" | "series" | "year">): string {
  return [choice.brand.brandName, choice.series, choice.year.desc]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(" ");
}

function isChoice(value: unknown): value is ModelChoice {
  const v = value as ModelChoice | null;
  return (
    !!v &&
    typeof v.desc === "string" &&
    typeof v.series === "string" &&
    !!v.brand &&
    typeof v.brand.id === "string" &&
    typeof v.brand.brandId === "string" &&
    typeof v.brand.brandName === "string" &&
    !!v.year &&
    typeof v.year.year === "number" &&
    typeof v.year.desc === "string"
  );
}

/**
 * Answers `history` with `choice` first, an earlier entry with the same text removed, cut to 5.
 * A choice whose text is empty leaves the list unchanged.
 */
export function addToHistory(history: readonly ModelChoice[], choice: ModelChoice): ModelChoice[] {
  const desc = choice.desc.trim();
  if (!desc) return [...history];
  return [{ ...choice, desc }, ...history.filter((h) => h.desc !== desc)].slice(0, MODEL_HISTORY_SIZE);
}

/** Answers `history` without the entry whose text is `desc`. */
export function removeFromHistory(history: readonly ModelChoice[], desc: string): ModelChoice[] {
  return history.filter((h) => h.desc !== desc);
}

/** Parses the cookie value; anything unreadable or malformed counts as no history. */
export function parseHistory(raw: string | undefined): ModelChoice[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isChoice).slice(0, MODEL_HISTORY_SIZE) : [];
  } catch {
    return [];
  }
}

/** The stored history, newest first. */
export function readModelHistory(): ModelChoice[] {
  return parseHistory(Cookies.get(MODEL_HISTORY_COOKIE));
}

/** Stores `history` (at most 5 entries) in the cookie. */
export function writeModelHistory(history: readonly ModelChoice[]): void {
  Cookies.set(MODEL_HISTORY_COOKIE, JSON.stringify(history.slice(0, MODEL_HISTORY_SIZE)), {
    expires: COOKIE_DAYS,
    path: "/",
    sameSite: "Lax",
  });
}

/** Adds `choice` to the stored history and answers the new list. */
export function rememberModelChoice(choice: ModelChoice): ModelChoice[] {
  const next = addToHistory(readModelHistory(), choice);
  writeModelHistory(next);
  return next;
}
