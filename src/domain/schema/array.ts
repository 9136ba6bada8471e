/**
 * Array primitives shared by every request schema (spec §7 "the API validates every body"): every list a
 * caller sends has a maximum length and refuses duplicates, so a body cannot carry 10,000 entries and a
 * repeated value is an error the caller sees rather than one the API silently drops. Pure zod.
 */
import { z } from "zod";

/** The field error of a repeated value (errors.json, both languages). */
export const DUPLICATE_MESSAGE = "errors:field.duplicate";

/** Index of the first entry whose key repeats an earlier one, or -1. */
export function firstDuplicate<T>(values: readonly T[], keyOf: (value: T) => unknown = (v) => v): number {
  const seen = new Set<unknown>();
  for (let i = 0; i < values.length; i++) {
    const key = keyOf(values[i]);
    if (seen.has(key)) return i;
    seen.add(key);
  }
  return -1;
}

export interface BoundedArrayOptions<T> {
  /** Message when the value is missing or not an array (default: the API's required / invalid-type message). */
  error?: string;
  /** Message above `max` (default `validation:maxItems`, with `{{max}}`). */
  maxMessage?: string;
  /**
   * What makes two entries the same (default: the entry itself, for strings and numbers). `false` keeps
   * duplicates to a later, more specific check (e.g. product images: errors:item.duplicateImage).
   */
  uniqueBy?: ((value: T) => unknown) | false;
}

/**
 * `z.array(item)` with at most `max` entries and no duplicates: the duplicate's field error sits on its
 * own index (`path.<i>`: errors:field.duplicate). Chain `.min()` or `.default()` as with `z.array`.
 */
export function boundedArray<I extends z.ZodType>(
  item: I,
  max: number,
  opts: BoundedArrayOptions<z.output<I>> = {},
): z.ZodArray<I> {
  const base = z
    .array(item, opts.error ? { error: opts.error } : undefined)
    .max(max, opts.maxMessage ?? "validation:maxItems");
  const keyOf = opts.uniqueBy;
  if (keyOf === false) return base;
  return base.superRefine((values, ctx) => {
    const at = firstDuplicate(values, keyOf);
    if (at >= 0) ctx.addIssue({ code: "custom", path: [at], message: DUPLICATE_MESSAGE, input: values[at] });
  });
}
