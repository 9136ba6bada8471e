/**
 * A list's view state kept in the URL query (spec §9 pager; §5 "Pager accepts only positive integers"), so
 * a reload or a shared link shows the same page, filters and sort. Pure: no React (the hook is
 * use-url-state.ts). A state is described by `urlObject({...})` whose fields each read one URL value (a
 * string): a value that is absent or refused by its field falls back to the default, defaults are omitted
 * from the URL, and query keys the schema does not name (e.g. another tab's `tab`) are kept as they are.
 * The fields are plain readers rather than zod schemas: they run on every list's first render, and zod
 * would be the list pages' largest library (about 25 kB gzip) for a few string checks.
 */
import { isCalendarDate } from "../../domain/datetime";
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from "../../domain/wire";

/** One query key's reader: the value of a non-empty URL string, or undefined when refused (the default applies). */
export interface UrlField<T> {
  read: (raw: string) => T | undefined;
  /** The same reader, for a key that may be absent from the state (no default). */
  optional: () => UrlField<T | undefined>;
}

/** A field reading `raw` with `read` (undefined = refused), e.g. a trimmed keyword that drops when empty. */
export function urlField<T>(read: (raw: string) => T | undefined): UrlField<T> {
  return { read, optional: () => urlField<T | undefined>(read) };
}

/** A schema of URL state: one field per query key, in the URL's order. */
export interface UrlSchema<Shape extends Record<string, UrlField<unknown>> = Record<string, UrlField<unknown>>> {
  shape: Shape;
}

/** The schema of a URL state from its fields (spread `pageShape` for a paged list). */
export const urlObject = <const Shape extends Record<string, UrlField<unknown>>>(shape: Shape): UrlSchema<Shape> => ({
  shape,
});

type FieldValue<F> = F extends UrlField<infer T> ? T : never;
type OptionalKeys<Shape> = { [K in keyof Shape]: undefined extends FieldValue<Shape[K]> ? K : never }[keyof Shape];
type Flat<T> = { [K in keyof T]: T[K] };
/** The state a schema describes; keys whose field is optional may be left out. */
export type UrlStateOf<S extends UrlSchema> = Flat<
  { [K in Exclude<keyof S["shape"], OptionalKeys<S["shape"]>>]: FieldValue<S["shape"][K]> } & {
    [K in OptionalKeys<S["shape"]>]?: FieldValue<S["shape"][K]>;
  }
>;

export interface UrlStateOptions<T> {
  /** Cross-field repair after the fields are read, e.g. dropping an end day before the start day. */
  normalize?: (state: T) => T;
  /** Keys whose change keeps the page (e.g. the id of an open drawer); any other key resets it to 1. */
  keepPageOn?: readonly string[];
}

const wholeNumber = (raw: string): number | undefined => {
  if (!/^\d{1,15}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && Number.isSafeInteger(n) ? n : undefined;
};

/** A positive whole number (spec §5: the pager accepts only positive integers). */
export const urlInt = urlField(wholeNumber);

/** A page size the pager offers (10/20/30/40, spec §9). */
export const urlPageSize: UrlField<number> = urlNumberIn(PAGE_SIZE_OPTIONS);

/** One of `values` (numbers written in the URL as decimals, e.g. `stars=5`). */
export function urlNumberIn<const T extends readonly number[]>(values: T): UrlField<T[number]> {
  return urlField((raw) => {
    const n = wholeNumber(raw);
    return n !== undefined && values.includes(n) ? (n as T[number]) : undefined;
  });
}

/** One of `values` (strings, e.g. a tab key). */
export function urlOneOf<const T extends readonly string[]>(values: T): UrlField<T[number]> {
  return urlField((raw) => (values.includes(raw) ? (raw as T[number]) : undefined));
}

/** Free text (a search keyword) cut to `max` characters. */
export const urlText = (max: number): UrlField<string> => urlField((raw) => raw.slice(0, max));

/** A flag written `1` when on (absent when off). */
export const urlFlag: UrlField<true> = urlField((raw) => (raw === "1" ? true : undefined));

/** A marketplace day `yyyy-MM-dd` (spec §9), a real calendar day. */
export const urlDay: UrlField<string> = urlField((raw) => (isCalendarDate(raw) ? raw : undefined));

/** The pager's fields (`page`, `pageSize`), spread into a list's schema. */
export const pageShape = { page: urlInt, pageSize: urlPageSize };
export const PAGE_DEFAULTS = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

/** Drops `to` when it is before `from` (spec §5 "Date range: end before start is rejected"). */
export function dropEndBeforeStart<T extends { from?: string; to?: string }>(state: T): T {
  return state.from && state.to && state.to < state.from ? { ...state, to: undefined } : state;
}

/**
 * The URL query -> the state described by `schema`. Each key is read on its own: an absent or refused
 * value takes `defaults[key]`; `options.normalize` repairs cross-field combinations last.
 */
export function parseUrlState<S extends UrlSchema>(
  schema: S,
  defaults: UrlStateOf<S>,
  params: URLSearchParams,
  options: UrlStateOptions<UrlStateOf<S>> = {},
): UrlStateOf<S> {
  const state: Record<string, unknown> = { ...defaults };
  const fallback = defaults as Record<string, unknown>;
  for (const [key, field] of Object.entries(schema.shape)) {
    // Every key of the schema is present (undefined when it has no default), so a change can name it.
    state[key] = fallback[key];
    const raw = params.get(key);
    if (raw === null || raw === "") continue;
    const value = field.read(raw);
    if (value !== undefined) state[key] = value;
  }
  const typed = state as UrlStateOf<S>;
  return options.normalize ? options.normalize(typed) : typed;
}

const written = (value: unknown): string | undefined => {
  if (value === undefined || value === null || value === false) return undefined;
  if (value === true) return "1";
  const text = String(value).trim();
  return text === "" ? undefined : text;
};

/**
 * The state -> the URL query: keys in the schema's order, values equal to the default or empty omitted;
 * keys of `base` the schema does not name are kept.
 */
export function urlStateToParams<S extends UrlSchema>(
  schema: S,
  defaults: UrlStateOf<S>,
  state: UrlStateOf<S>,
  base?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams();
  const keys = Object.keys(schema.shape);
  base?.forEach((value, key) => {
    if (!keys.includes(key)) params.append(key, value);
  });
  const values = state as Record<string, unknown>;
  const fallback = defaults as Record<string, unknown>;
  for (const key of keys) {
    const text = written(values[key]);
    if (text !== undefined && text !== written(fallback[key])) params.set(key, text);
  }
  return params;
}

/**
 * The state after `changes`: a change of any key but `page`, `pageSize` and `options.keepPageOn` goes back
 * to page 1 (a new filter starts at the top), unless `changes` names the page itself.
 */
export function nextUrlState<T extends object>(state: T, changes: Partial<T>, options: UrlStateOptions<T> = {}): T {
  const keep = ["page", "pageSize", ...(options.keepPageOn ?? [])];
  const resets = Object.keys(changes).some((k) => !keep.includes(k)) && !("page" in changes) && "page" in state;
  const next = { ...state, ...changes, ...(resets ? { page: 1 } : {}) };
  return options.normalize ? options.normalize(next) : next;
}
