/**
 * Numbers other than money in the user's language (spec §9: languages id-ID and en-US): percentages such
 * as discounts, and the decimal separator number inputs should accept. id-ID writes 3,5% and en-US 3.5%.
 */
import { DEFAULT_LANGUAGE } from "./wire";

// Intl formatters are costly to build and a list renders many cells: one per language and kind.
const percentFormats = new Map<string, Intl.NumberFormat>();
const separatorFormats = new Map<string, Intl.NumberFormat>();

function formatterFor(
  cache: Map<string, Intl.NumberFormat>,
  language: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const cached = cache.get(language);
  if (cached) return cached;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(language, options);
  } catch {
    // A malformed tag (RangeError) falls back to the portal's default language rather than breaking a page.
    format = new Intl.NumberFormat(DEFAULT_LANGUAGE, options);
  }
  cache.set(language, format);
  return format;
}

/**
 * A percentage given in percent units, with at most one decimal, in `language`'s number format:
 * `formatPercent(3.5, "id-ID")` -> "3,5%", `formatPercent(3.5, "en-US")` -> "3.5%", `formatPercent(10, "id-ID")`
 * -> "10%". Non-finite values show as 0%. Throws nothing (an unknown language tag uses id-ID).
 */
export function formatPercent(value: number, language: string): string {
  const format = formatterFor(percentFormats, language, { style: "percent", maximumFractionDigits: 1 });
  return format.format(Number.isFinite(value) ? value / 100 : 0);
}

/**
 * The decimal separator of `language` ("," for id-ID, "." for en-US), for number inputs that should accept
 * and show the user's decimal mark (antd InputNumber `decimalSeparator`; its value stays a JS number).
 */
export function decimalSeparatorOf(language: string): string {
  const parts = formatterFor(separatorFormats, language, { minimumFractionDigits: 1 }).formatToParts(1.5);
  return parts.find((p) => p.type === "decimal")?.value ?? ".";
}
