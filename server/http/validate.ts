/**
 * Request validation with the same zod schemas the forms use (DESIGN.md §3).
 * A failure answers code 400 with `data.errors: FieldError[]`, each message in the caller's language.
 */
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { FieldError, Language } from "@src/domain/wire";
import { badRequest, type ApiError } from "./envelope";
import { isKey, translate } from "./i18n";

type Issue = z.core.$ZodIssue;

/** Turns one zod issue into a translated field error. */
export function issueToFieldError(issue: Issue, lang: Language): FieldError {
  const bag = issue as unknown as Record<string, unknown>;
  const params: Record<string, unknown> = {
    min: bag.minimum,
    max: bag.maximum,
    expected: bag.expected,
  };
  let key: string;
  if (isKey(issue.message)) key = issue.message;
  else if (issue.code === "invalid_type")
    key = bag.input === undefined ? "validation:required" : "validation:invalidType";
  else if (issue.code === "too_small")
    key =
      bag.origin === "string"
        ? "validation:minLength"
        : bag.origin === "array"
          ? "validation:minItems"
          : "validation:min";
  else if (issue.code === "too_big")
    key =
      bag.origin === "string"
        ? "validation:maxLength"
        : bag.origin === "array"
          ? "validation:maxItems"
          : "validation:max";
  else if (issue.code === "invalid_value") key = "validation:oneOf";
  else if (issue.code === "invalid_format") key = "validation:format";
  else key = "validation:invalid";
  return { path: issue.path.map(String).join("."), message: translate(lang, key, params) };
}

/** A field error not yet translated: an i18n key (with its parameters) on a body path such as `items.0.stockNum`. */
export interface FieldProblem {
  path: string;
  key: string;
  params?: Record<string, unknown>;
}

/**
 * THE field refusal (spec §7): code 400 with `data.errors: FieldError[]`, the shape parseBody
 * answers, for rules checked past the schema (they need the database or the stored row).
 * @param lang the caller's language, for problems given as keys
 * @param errors translated field errors or keyed problems, at least one
 * @param message the envelope's message: by default errors:validation with "<path>: <first error>"
 */
export function fieldRefusal(
  lang: Language,
  errors: readonly (FieldError | FieldProblem)[],
  message?: { key: string; params?: Record<string, unknown> },
): ApiError {
  const list: FieldError[] = errors.map((e) =>
    "key" in e ? { path: e.path, message: translate(lang, e.key, e.params ?? {}) } : e,
  );
  const first = list[0];
  if (message) return badRequest(message.key, message.params, list);
  return badRequest(
    "errors:validation",
    { detail: first.path ? `${first.path}: ${first.message}` : first.message },
    list,
  );
}

/**
 * Parses `request.body` (an absent body counts as `{}`) with `schema`.
 * @throws ApiError code 400, message "<path>: <first error>", data `{ errors }` listing every field error.
 */
export function parseBody<S extends z.ZodType>(request: FastifyRequest, schema: S): z.infer<S> {
  const result = schema.safeParse(request.body ?? {});
  if (result.success) return result.data;
  throw fieldRefusal(
    request.lang,
    result.error.issues.map((i) => issueToFieldError(i, request.lang)),
  );
}
