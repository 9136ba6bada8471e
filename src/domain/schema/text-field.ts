/**
 * Trimmed text fields for the zod schemas both sides share (spec §5 field rules): one refinement that
 * reports only the first broken rule, so the API's field errors and the form's "first error" agree.
 * Messages are i18n keys (`validation:*` or the caller's own).
 */
import { text } from "./text";

/** The message of an empty required field. */
export const REQUIRED = "validation:required";

export interface TextRule {
  min?: number;
  max?: number;
  /** Checked after the lengths; `message` is its i18n key. */
  pattern?: { regex: RegExp; message: string };
  /** Empty text is allowed (default: required). */
  optional?: boolean;
  /** Last check, after the format: answers an i18n key when the value is refused. */
  check?: (value: string) => string | null;
  /** Tab and line breaks allowed (descriptions, addresses); other control characters never are (./text.ts). */
  multiline?: boolean;
}

/**
 * Trimmed text reporting only its first broken rule: required, then min / max length (characters), then
 * format, then `check`. The checks live in a refinement rather than chained `.min().max().regex()` with
 * `abort`, because an aborting issue would also stop object-level rules (e.g. the store's NIB / SIUP pair
 * rule). Parsed value: the trimmed string.
 */
export const textField = ({ min = 1, max, pattern, optional = false, check, multiline = false }: TextRule) =>
  text({ multiline, error: REQUIRED })
    .trim()
    .superRefine((v, ctx) => {
      if (v === "") {
        if (!optional) ctx.addIssue({ code: "custom", message: REQUIRED });
        return;
      }
      if (v.length < min)
        ctx.addIssue({
          code: "too_small",
          origin: "string",
          minimum: min,
          inclusive: true,
          input: v,
          message: "validation:minLength",
        });
      else if (max !== undefined && v.length > max)
        ctx.addIssue({
          code: "too_big",
          origin: "string",
          maximum: max,
          inclusive: true,
          input: v,
          message: "validation:maxLength",
        });
      else if (pattern && !pattern.regex.test(v)) ctx.addIssue({ code: "custom", message: pattern.message });
      else {
        const refused = check?.(v);
        if (refused) ctx.addIssue({ code: "custom", message: refused });
      }
    });

/** Required text matching `regex` (after trimming), else `message`. */
export const formatted = (regex: RegExp, message: string) => textField({ pattern: { regex, message } });
