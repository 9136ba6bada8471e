/**
 * Text search history of the header (spec §9 "Search history: 5 entries each ... text search (cookie
 * inputSearchHistory); newest first; duplicates removed", §5 "Empty search text is not stored in history",
 * §7 "Search history entries can be removed locally"). Pure list functions plus cookie read/write (js-cookie).
 */
import Cookies from "js-cookie";
import { MAX_SEARCH_TEXT, SEARCH_HISTORY_COOKIE, SEARCH_HISTORY_SIZE } from "../../domain/search";

const COOKIE_DAYS = 365;

/** `history` with `text` (trimmed) first, an earlier equal entry removed, cut to 5; empty text changes nothing. */
export function addSearchText(history: readonly string[], text: string): string[] {
  const entry = text.trim().slice(0, MAX_SEARCH_TEXT);
  if (!entry) return [...history];
  return [entry, ...history.filter((h) => h !== entry)].slice(0, SEARCH_HISTORY_SIZE);
}

/** `history` without `text`. */
export function removeSearchText(history: readonly string[], text: string): string[] {
  return history.filter((h) => h !== text);
}

/** Parses the cookie value; anything unreadable counts as no history, non-text entries are dropped. */
export function parseSearchHistory(raw: string | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((v): v is string => typeof v === "string" && v.trim() !== "").slice(0, SEARCH_HISTORY_SIZE);
  } catch {
    return [];
  }
}

/** The stored history, newest first. */
export function readSearchHistory(): string[] {
  return parseSearchHistory(Cookies.get(SEARCH_HISTORY_COOKIE));
}

/** Stores `history` (at most 5 entries). */
export function writeSearchHistory(history: readonly string[]): void {
  Cookies.set(SEARCH_HISTORY_COOKIE, JSON.stringify(history.slice(0, SEARCH_HISTORY_SIZE)), {
    expires: COOKIE_DAYS,
    path: "/",
    sameSite: "Lax",
  });
}

/** Adds `text` to the stored history; answers the new list. */
export function rememberSearchText(text: string): string[] {
  const next = addSearchText(readSearchHistory(), text);
  writeSearchHistory(next);
  return next;
}

/** Removes `text` from the stored history; answers the new list. */
export function forgetSearchText(text: string): string[] {
  const next = removeSearchText(readSearchHistory(), text);
  writeSearchHistory(next);
  return next;
}
