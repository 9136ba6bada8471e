/**
 * Typed text keys (docs/architecture.md "Strings", spec §9 languages). `src/i18next.d.ts` types every
 * namespace from the en-US files, so react-i18next's `t` takes only keys that exist; these aliases name the
 * same keys for code that passes a key on instead of calling `t` itself (registry titles, rule checks).
 */
import type { FlatNamespace, ParseKeys } from "i18next";

/** Every text key written with its namespace, `ns:path.to.key`, e.g. `validation:required`. */
export type TextKey = { [N in FlatNamespace]: `${N}:${ParseKeys<N>}` }[FlatNamespace];

/**
 * The keys of namespace `N` under `prefix`, without it, for keys built from a code:
 * `SubKey<"shop", "apply.fields">` is `"storeName" | "picName" | ...`, so `t(\`apply.fields.${field}\`)` checks.
 */
export type SubKey<N extends FlatNamespace, Prefix extends string> =
  ParseKeys<N> extends infer K ? (K extends `${Prefix}.${infer Rest}` ? Rest : never) : never;

/**
 * A `t` for keys that are data, not code (a zod issue message, an import cell error, an API message key):
 * i18next's form for a key `tsc` cannot check is the lookup with a `defaultValue`. Any react-i18next `t`
 * fits, whatever its namespaces. Use it through `dataText` below.
 */
export type DataTranslate = (key: string, options: Record<string, unknown> & { defaultValue: string }) => string;

/**
 * The text of a key written in code (`tsc` checks it against every namespace) for a `t` handed over by a
 * caller whose namespaces are not known here (the shared form rules).
 */
export function keyText(t: DataTranslate, key: TextKey, params: Record<string, unknown> = {}): string {
  return t(key, { ...params, defaultValue: key });
}

/** True when `value` is one of `codes`: narrows a code read from the API (a number) to those the texts name. */
export function isCode<const T extends readonly (string | number)[]>(codes: T, value: unknown): value is T[number] {
  return (codes as readonly unknown[]).includes(value);
}

/**
 * The text of a key that is data, not code: a zod issue message (`validation:*`, `<ns>:errors.*`), an import
 * cell error, a key chosen by a check function. `tsc` checks every key written in code (src/i18next.d.ts);
 * these few cannot be, so they go through here, and only here: `t` is the caller's react-i18next `t` (any
 * namespaces), `key` a full `ns:key`, `params` its {{variables}}. A key with no text shows as itself, as
 * i18next shows any missing key, so a wrong key in data is visible rather than blank. Pure (no i18next
 * instance), so the import worker's modules may use it too.
 */
export function dataText(t: DataTranslate, key: string, params: Record<string, unknown> = {}): string {
  return t(key, { ...params, defaultValue: key });
}
