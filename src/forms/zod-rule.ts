/**
 * zod -> antd Form adapter (DESIGN.md §3, spec §5 "Generic controls": fields validate on blur or change,
 * first error per field). Schemas carry i18n keys as messages (`validation:*`, `<ns>:*`); this module
 * turns a zod issue into the user's language with the params the texts use ({{min}}, {{max}}).
 */
import type { Rule } from "antd/es/form";
import type { z } from "zod";
import { dataText, keyText, type DataTranslate } from "../domain/text-key";

/**
 * The caller's react-i18next `t`, whatever its namespaces. Zod messages are keys carried by data, so the
 * rules translate them with `dataText`; the keys written here are `TextKey`s (checked by tsc).
 */
export type Translate = DataTranslate;

/** A field error for `form.setFields`. */
export interface FieldErrorEntry {
  name: (string | number)[];
  errors: string[];
}

type Issue = z.core.$ZodIssue;

/** True for the values a user leaves "empty": undefined, null, blank text, empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  return Array.isArray(value) && value.length === 0;
}

/** Interpolation params of an issue: `min` for too_small, `max` for too_big (numbers, lengths, sizes). */
export function issueParams(issue: Issue): Record<string, unknown> {
  if (issue.code === "too_small") return { min: Number(issue.minimum) };
  if (issue.code === "too_big") return { max: Number(issue.maximum) };
  return {};
}

/**
 * The translated text of an issue. Messages that are i18n keys (`ns:key`) are translated with the
 * issue's params; zod's own English defaults (no namespace) fall back to `validation:invalid`.
 */
export function issueMessage(issue: Issue, t: Translate): string {
  return /^[\w-]+:[\w.-]+$/.test(issue.message)
    ? dataText(t, issue.message, issueParams(issue))
    : keyText(t, "validation:invalid", issueParams(issue));
}

/**
 * An antd rule validating one field's value with `schema` (e.g. `productFieldsSchema.shape.partNo`).
 * An empty value that the schema refuses reports `validation:required` (clearer than "Invalid choice"
 * or "Must be a number" for a field left blank); otherwise the first issue's text.
 */
export function zodRule(schema: z.ZodType, t: Translate): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (result.success) return;
      const first = result.error.issues[0];
      throw new Error(isEmptyValue(value) ? keyText(t, "validation:required") : issueMessage(first, t));
    },
  };
}

/**
 * An antd rule from a plain check answering an i18n key (or null when fine), for cross-field rules. The key
 * may be a zod issue message (data); checks that write their keys declare `TextKey | null` where defined.
 */
export function checkRule(
  check: (value: unknown) => string | null,
  t: Translate,
  params?: Record<string, unknown>,
): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const key = check(value);
      if (key) throw new Error(dataText(t, key, params));
    },
  };
}

/**
 * Issues of a whole-object parse as form errors, first issue per field. `fieldOf` maps an issue path to
 * the form field that shows it (default: the top-level key, for controls holding a whole list).
 */
export function zodFieldErrors(
  issues: readonly Issue[],
  t: Translate,
  fieldOf: (path: readonly PropertyKey[]) => (string | number)[] = (path) => (path.length ? [String(path[0])] : []),
): FieldErrorEntry[] {
  const seen = new Map<string, FieldErrorEntry>();
  for (const issue of issues) {
    const name = fieldOf(issue.path);
    const id = name.join(".");
    if (name.length === 0 || seen.has(id)) continue;
    seen.set(id, { name, errors: [issueMessage(issue, t)] });
  }
  return [...seen.values()];
}

/**
 * Server validation errors (envelope `data.errors`: [{path: "a.0.b", message}], already translated)
 * as form errors, first per field; `fieldOf` as in zodFieldErrors. Answers [] for anything else.
 */
export function serverFieldErrors(
  data: unknown,
  fieldOf: (path: readonly string[]) => (string | number)[] = (path) => (path.length ? [path[0]] : []),
): FieldErrorEntry[] {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  const seen = new Map<string, FieldErrorEntry>();
  for (const e of errors as { path?: unknown; message?: unknown }[]) {
    if (typeof e?.path !== "string" || typeof e.message !== "string") continue;
    const name = fieldOf(e.path.split(".").filter(Boolean));
    const id = name.join(".");
    if (name.length === 0 || seen.has(id)) continue;
    seen.set(id, { name, errors: [e.message] });
  }
  return [...seen.values()];
}
