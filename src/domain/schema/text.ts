/**
 * Text primitives shared by every request schema (spec §5 field rules, §7 "the API validates every body"):
 * no text field and no search keyword lets a control character through. PostgreSQL refuses U+0000 in
 * `text` columns outright (an HTTP 500 before this rule), and the other C0/C1 controls are never typed by a
 * person: they are paste accidents or probes. Multi-line fields (notes, descriptions, remarks) keep tab,
 * line feed and carriage return. Pure zod, no server or React imports, so the forms and the API share it.
 */
import { z } from "zod";
import { MAX_KEYWORD } from "../wire";

/** The field error of a refused control character (errors.json, both languages). */
export const CONTROL_CHARS_MESSAGE = "errors:field.controlChars";

// Matching control characters is this module's purpose, so the lint rule against them in patterns is off here.
/* eslint-disable no-control-regex */
/** C0 controls, DEL and C1 controls. */
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** The same without tab (U+0009), line feed (U+000A) and carriage return (U+000D). */
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */

/** True when `value` holds a control character not allowed in a single-line (default) or multi-line field. */
export function hasControlChars(value: string, opts: { multiline?: boolean } = {}): boolean {
  return (opts.multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value);
}

export interface TextOptions {
  /** Tab, line feed and carriage return allowed (notes, descriptions). Default false. */
  multiline?: boolean;
  /** Message when the value is missing or not a string; default `validation:required`. */
  error?: string;
}

/**
 * A string refusing control characters (`errors:field.controlChars`); chain `.trim().min().max()` as with
 * `z.string()`. The check runs on the raw value, before trimming, so a trailing control character is
 * refused rather than silently cut.
 */
export function text(opts: TextOptions = {}): z.ZodString {
  const multiline = opts.multiline ?? false;
  return z
    .string({ error: opts.error ?? "validation:required" })
    .refine((v) => !hasControlChars(v, { multiline }), CONTROL_CHARS_MESSAGE);
}

/**
 * The optional search keyword of a paged list (spec §9): trimmed, at most `max` characters, no control
 * characters. Reaches SQL only as a bound LIKE parameter (server `likePattern`).
 */
export function keyword(max: number = MAX_KEYWORD) {
  return text().trim().max(max, "validation:maxLength").optional();
}
