/**
 * The body guard of the seam (spec §7 "the API validates every body"; DESIGN.md §3). Every request schema
 * refuses control characters through the shared text primitives (src/domain/schema/text.ts); this guard is
 * the second line: a JSON body carrying U+0000 anywhere (in any string or key, however deep) is refused
 * before any handler runs, so a field someone forgets to type with `text()` still answers the validation
 * envelope (code 400, `data.errors`) and never reaches PostgreSQL, which refuses NUL in text (HTTP 500).
 * Also the answer to a multipart body the parser cannot read (no boundary, truncated part): 400 with
 * errors:file.malformed, as invalid JSON already answers 400.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { CONTROL_CHARS_MESSAGE } from "@src/domain/schema/text";
import { fieldRefusal } from "./validate";

/** A value met on the walk: its key in its parent (null for the body) and that parent's step. */
type Step = { value: unknown; key: string | number | null; parent: Step | null };

/** The dotted path of `step`, read back up its parents (built only for the value that holds a NUL). */
function pathOf(step: Step): string {
  const keys: string[] = [];
  for (let s: Step | null = step; s && s.key !== null; s = s.parent) keys.push(String(s.key));
  return keys.reverse().join(".");
}

/**
 * The dotted path (`items.3.name`; `""` for the body itself) of the first string or key holding U+0000 in
 * `body`, or null. Walks with its own stack: a deeply nested body cannot overflow the call stack. Each value
 * points at its parent instead of carrying its own path: a 500-row import is some 20,000 values, and copying
 * a path for each one took a tenth of the import's CPU.
 */
export function findNul(body: unknown): string | null {
  const stack: Step[] = [{ value: body, key: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    const { value } = step;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return pathOf(step);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: i, parent: step });
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes("\u0000"))
          return pathOf({ value: child, key: key.replaceAll("\u0000", "\\u0000"), parent: step });
        stack.push({ value: child, key, parent: step });
      }
    }
  }
  return null;
}

/**
 * Requests whose JSON text has no `\u0000` escape. JSON cannot carry U+0000 raw (a control character in a
 * string, or anywhere else, is a syntax error the parser answers 400), so a parsed body can hold one only
 * where its text wrote that escape: without it the walk of `findNul` has nothing to find. A 500-row import is
 * some 20,000 values, and the walk took 6 % of its API CPU.
 */
const withoutNul = new WeakSet<FastifyRequest>();

/**
 * Fastify's own JSON body parser (prototype and constructor poisoning refused, as by default), which also
 * notes whether the text holds the `\u0000` escape (`withoutNul`), for `assertNoNul`.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (!text.includes("\\u0000")) withoutNul.add(request);
    parseJson(request, text, done);
  });
}

/**
 * Throws the validation envelope (code 400, errors:validation, one field error errors:field.controlChars on
 * the NUL's path) when the parsed body of an /api request holds U+0000. Called for every /api request by the
 * preHandler of server/app.ts, after the access check (an anonymous caller still gets the sign-in refusal
 * first).
 */
export function assertNoNul(request: FastifyRequest): void {
  if (request.body === undefined || request.body === null || withoutNul.has(request)) return;
  const path = findNul(request.body);
  if (path === null) return;
  throw fieldRefusal(request.lang, [{ path, key: CONTROL_CHARS_MESSAGE }]);
}

/** Messages of the multipart parser (@fastify/busboy) for a body it cannot read. */
const MULTIPART_PARSE_FAILURE =
  /boundary|unexpected end of multipart|terminated early|malformed|unsupported content-type|needle/i;

/**
 * True when `error` is the multipart parser failing on the body of a multipart request (no boundary,
 * truncated part): the caller sent a bad body, so the error handler answers 400 errors:file.malformed
 * instead of 500. Errors with their own HTTP status (@fastify/multipart's limits) keep it.
 */
export function isMalformedMultipart(request: FastifyRequest, error: FastifyError | Error): boolean {
  const type = String(request.headers["content-type"] ?? "").toLowerCase();
  if (!type.startsWith("multipart/")) return false;
  if ((error as FastifyError).statusCode !== undefined) return false;
  return MULTIPART_PARSE_FAILURE.test(error.message);
}
