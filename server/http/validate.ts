/**
 * Request validation with the same zod schemas the forms use (DESIGN.md §3).
 * A failure answers code 400 with `data.errors: FieldError[]`, each message in the caller's language.
 */
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { FieldError } from "@src/domain/wire";
import { badRequest } from "./envelope";
import { isKey, translate } from "./i18n";
import type { Language } from "@src/domain/wire";

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
  else if (issue.code === "invalid_type") key = bag.input === undefined ? "validation:required" : "validation:invalidType";
  else if (issue.code === "too_small") key = bag.origin === "string" ? "validation:minLength" : bag.origin === "array" ? "validation:minItems" : "validation:min";
  else if (issue.code === "too_big") key = bag.origin === "string" ? "validation:maxLength" : bag.origin === "array" ? "validation:maxItems" : "validation:max";
  else if (issue.code === "invalid_value") key = "validation:oneOf";
  else if (issue.code === "invalid_format") key = "validation:format";
  else key = "validation:invalid";
  return { path: issue.path.map(String).join("."), message: translate(lang, key, params) };
}

/**
 * Parses `request.body` (an absent body counts as `{}`) with `schema`.
 * @throws ApiError code 400, message "<path>: <first error>", data `{ errors }` listing every field error.
 */
export function parseBody<S extends z.ZodType>(request: FastifyRequest, schema: S): z.infer<S> {
  const result = schema.safeParse(request.body ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((i) => issueToFieldError(i, request.lang));
  const first = errors[0];
  return (() => {
    throw badRequest("errors:validation", { detail: first.path ? `${first.path}: ${first.message}` : first.message }, errors);
  })();
}
