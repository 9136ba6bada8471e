/**
 * Reading one spreadsheet cell as the column's type (spec §5 "Import": integer, one or two decimals as
 * marked, not null). Pure: the worker and the tests call it; errors are i18n keys with params.
 */
import type { Language } from "../../../domain/wire";
import type { PriceTier } from "../schema";
import { headerKey, type ChoiceLabels, type ChoiceSpec, type ColumnType } from "./columns";
// Named imports: the bundle keeps only these label groups of products.json (the worker has no i18n).
import {
  adaptType as enAdaptType,
  condition as enCondition,
  grade as enGrade,
  stockType as enStockType,
  tradePlatform as enTradePlatform,
  vehicleType as enVehicleType,
} from "../../../../locales/en-US/products.json";
import {
  adaptType as idAdaptType,
  condition as idCondition,
  grade as idGrade,
  stockType as idStockType,
  tradePlatform as idTradePlatform,
  vehicleType as idVehicleType,
} from "../../../../locales/id-ID/products.json";

/** A raw cell as read from the sheet: what xlsx answers for a value (dates arrive as numbers or text). */
export type RawCell = string | number | boolean | null;

export interface CellError {
  key: string;
  params?: Record<string, unknown>;
}

export type CellResult<T> = { ok: true; value: T } | { ok: false; error: CellError };

const fail = (key: string, params?: Record<string, unknown>): { ok: false; error: CellError } => ({
  ok: false,
  error: { key, params },
});

/** True for an empty cell (null, blank text). */
export function isBlank(cell: RawCell | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === "string" && cell.trim() === "");
}

/**
 * A number from a cell: numbers as they are; text in id-ID form (`1.250.000`, `12,5`, `1.250.000,50`),
 * plain (`1250000`, `12.5`) or en-US grouping (`1,250,000.50`). `Rp` and spaces are dropped. Dots only
 * in groups of three (`1.250`) read as thousands, as an Indonesian writer means them. NaN when not a number.
 */
export function parseNumber(cell: RawCell): number {
  if (typeof cell === "number") return cell;
  if (typeof cell !== "string") return Number.NaN;
  let s = cell
    .trim()
    .replace(/^rp\.?/i, "")
    .replace(/[\s\u00a0]/g, "");
  if (!/^[-+]?[\d.,]+$/.test(s) || !/\d/.test(s)) return Number.NaN;
  const lastDot = s.lastIndexOf(".");
  const lastComma = s.lastIndexOf(",");
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? "." : ",";
    const group = decimal === "." ? "," : ".";
    s = s.split(group).join("");
    if (s.split(decimal).length > 2) return Number.NaN;
    s = s.replace(decimal, ".");
  } else if (lastComma >= 0) {
    s = /^[-+]?\d{1,3}(,\d{3}){2,}$/.test(s)
      ? s.replace(/,/g, "")
      : s.split(",").length === 2
        ? s.replace(",", ".")
        : "x";
  } else if (lastDot >= 0) {
    if (/^[-+]?\d{1,3}(\.\d{3})+$/.test(s)) s = s.replace(/\./g, "");
    else if (s.split(".").length > 2) return Number.NaN;
  }
  return Number(s);
}

/** Decimals a number carries, judged on its shortest round-trip text (0.1 + 0.2 style noise counts). */
function decimalsOf(n: number): number {
  const text = String(n);
  if (/e-/i.test(text)) return 99;
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** A number with at most `decimals` decimals. */
export function readNumber(cell: RawCell, decimals: number): CellResult<number> {
  const n = parseNumber(cell);
  if (!Number.isFinite(n)) return fail("import:errors.number");
  // Spreadsheet arithmetic leaves binary noise (12.499999999); round at 9 digits before judging.
  const clean = Number(n.toFixed(9));
  if (decimalsOf(clean) > decimals)
    return fail(decimals === 0 ? "import:errors.integer" : `import:errors.decimal${decimals}`);
  return { ok: true, value: clean };
}

const TRUE_WORDS = new Set(["1", "ya", "y", "yes", "true", "benar"]);
const FALSE_WORDS = new Set(["0", "tidak", "t", "no", "n", "false", "salah"]);

export function readBoolean(cell: RawCell): CellResult<boolean> {
  if (typeof cell === "boolean") return { ok: true, value: cell };
  const s = String(cell).trim().toLowerCase();
  if (TRUE_WORDS.has(s)) return { ok: true, value: true };
  if (FALSE_WORDS.has(s)) return { ok: true, value: false };
  return fail("import:errors.boolean");
}

/** Splits a `;`-separated list (commas too, for lists of codes), blanks dropped. */
export function splitList(cell: RawCell, separators: RegExp = /;/): string[] {
  return String(cell)
    .split(separators)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/**
 * Price tiers from text: one price (`50.000`, a single open tier from 1) or `min-max: price` parts with
 * `min+: price` for the open end, separated by `;`. Prices are money (integer rupiah).
 */
export function readTiers(cell: RawCell): CellResult<PriceTier[]> {
  if (typeof cell === "number" || /^[^:;]*$/.test(String(cell))) {
    const price = readNumber(cell, 0);
    return price.ok
      ? { ok: true, value: [{ minQty: 1, maxQty: null, price: price.value }] }
      : fail("import:errors.tiers");
  }
  const tiers: PriceTier[] = [];
  for (const part of splitList(cell)) {
    const m = /^(\d+)\s*(?:-\s*(\d+)|(\+))\s*:\s*(.+)$/.exec(part);
    if (!m) return fail("import:errors.tiers");
    const price = readNumber(m[4], 0);
    if (!price.ok) return fail("import:errors.tiers");
    tiers.push({ minQty: Number(m[1]), maxQty: m[3] ? null : Number(m[2]), price: price.value });
  }
  return tiers.length ? { ok: true, value: tiers } : fail("import:errors.tiers");
}

/** Writes tiers back in the form readTiers reads (a lone open tier from 1 as the bare price). */
export function formatTiers(tiers: readonly PriceTier[]): string | number {
  if (tiers.length === 1 && tiers[0].minQty === 1 && tiers[0].maxQty === null) return tiers[0].price;
  return tiers.map((t) => `${t.minQty}${t.maxQty === null ? "+" : `-${t.maxQty}`}: ${t.price}`).join("; ");
}

/** The plain value of a simple-typed cell (everything but fitments and category, which need references). */
export function readSimple(type: ColumnType, cell: RawCell): CellResult<unknown> {
  switch (type) {
    case "text":
      return { ok: true, value: typeof cell === "number" ? String(cell) : String(cell).trim() };
    case "integer":
    case "money":
      return readNumber(cell, 0);
    case "decimal1":
      return readNumber(cell, 1);
    case "decimal2":
      return readNumber(cell, 2);
    case "boolean":
      return readBoolean(cell);
    case "list":
      return { ok: true, value: splitList(cell) };
    case "intList": {
      const values: number[] = [];
      for (const part of splitList(cell, /[;,]/)) {
        const n = readNumber(part, 0);
        if (!n.ok) return n;
        values.push(n.value);
      }
      return { ok: true, value: values };
    }
    case "tiers":
      return readTiers(cell);
    default:
      return { ok: true, value: String(cell).trim() };
  }
}

type LabelGroups = Record<ChoiceLabels, Readonly<Record<string, string>>>;

/** `products:<group>.<code>` texts of both locales: the same keys the product form, list and detail show. */
const CHOICE_LABELS: Record<Language, LabelGroups> = {
  "id-ID": {
    condition: idCondition,
    grade: idGrade,
    vehicleType: idVehicleType,
    adaptType: idAdaptType,
    tradePlatform: idTradePlatform,
    stockType: idStockType,
  },
  "en-US": {
    condition: enCondition,
    grade: enGrade,
    vehicleType: enVehicleType,
    adaptType: enAdaptType,
    tradePlatform: enTradePlatform,
    stockType: enStockType,
  },
};

/** The label of one code in `lang` (the code itself when the locale lacks it). */
export function choiceLabel(spec: ChoiceSpec, code: number | string, lang: Language): string {
  return CHOICE_LABELS[lang][spec.labels][String(code)] ?? String(code);
}

/** `1 = Original, 2 = Merek pengganti, 3 = Rekondisi`: what the guide sheet and the error message show. */
export function choiceAllowedText(spec: ChoiceSpec, lang: Language): string {
  return spec.codes.map((code) => `${code} = ${choiceLabel(spec, code, lang)}`).join(", ");
}

interface ChoiceLookup {
  /** Normalised word (headerKey) -> code. */
  byWord: Map<string, number | string>;
  allowed: Record<Language, string>;
}

const lookups = new WeakMap<ChoiceSpec, ChoiceLookup>();

/**
 * The word map of a choice column, built once per column (not per cell). Every code, every label of
 * both languages, the head and the bracketed detail of a `Head (detail)` label, and the aliases; a word
 * that would name two codes (e.g. a detail shared by two labels) is left out rather than guessed.
 */
function choiceLookup(spec: ChoiceSpec): ChoiceLookup {
  const cached = lookups.get(spec);
  if (cached) return cached;
  const exact = new Map<string, number | string>();
  const loose = new Map<string, Set<number | string>>();
  const addLoose = (text: string, code: number | string) => {
    const k = headerKey(text);
    if (k) loose.set(k, (loose.get(k) ?? new Set()).add(code));
  };
  for (const code of spec.codes) {
    exact.set(headerKey(code), code);
    for (const lang of Object.keys(CHOICE_LABELS) as Language[]) {
      const label = choiceLabel(spec, code, lang);
      exact.set(headerKey(label), code);
      const parts = /^(.*?)\s*\((.*)\)\s*$/.exec(label);
      if (parts) {
        addLoose(parts[1], code);
        addLoose(parts[2], code);
      }
    }
    for (const alias of spec.aliases?.[String(code)] ?? []) addLoose(alias, code);
  }
  const byWord = new Map(exact);
  for (const [k, codes] of loose) if (codes.size === 1 && !byWord.has(k)) byWord.set(k, [...codes][0]);
  const lookup: ChoiceLookup = {
    byWord,
    allowed: { "id-ID": choiceAllowedText(spec, "id-ID"), "en-US": choiceAllowedText(spec, "en-US") },
  };
  lookups.set(spec, lookup);
  return lookup;
}

/** Longest piece of a typed value an error message repeats. */
const MAX_ECHO = 40;

/**
 * Reads an enumerated cell: the code (number, or text like ` 2 `) or a word the column's lookup knows.
 * `list` reads a `;`- (or `,`-) separated list of them, duplicates dropped, order kept (trade platforms).
 * Errors: import:errors.choice / import:errors.choiceList with `{ value, allowed }`, `value` the first
 * unknown piece as typed, `allowed` the `code = label` list in `lang`.
 */
export function readChoice(
  cell: RawCell,
  spec: ChoiceSpec,
  lang: Language,
  list = false,
): CellResult<number | string | (number | string)[]> {
  const lookup = choiceLookup(spec);
  const one = (text: string): number | string | undefined => lookup.byWord.get(headerKey(text));
  const unknown = (text: string) =>
    fail(list ? "import:errors.choiceList" : "import:errors.choice", {
      value: text.trim().slice(0, MAX_ECHO),
      allowed: lookup.allowed[lang],
    });
  if (!list) {
    const text = String(cell);
    const code = one(text);
    return code === undefined ? unknown(text) : { ok: true, value: code };
  }
  const codes: (number | string)[] = [];
  for (const part of typeof cell === "string" ? splitList(cell, /[;,]/) : [String(cell)]) {
    const code = one(part);
    if (code === undefined) return unknown(part);
    if (!codes.includes(code)) codes.push(code);
  }
  return { ok: true, value: codes };
}
