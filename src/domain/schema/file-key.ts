/**
 * The file-key primitive (spec §3 "Uploaded file"): a field naming an upload carries the key the upload
 * endpoint answered. The format check here refuses what can never be a key (quotes, spaces, `..`, a
 * leading `/`); whether the key names an upload of the caller's shop (or user, before a shop exists) is
 * checked by the API (server/modules/file/file-keys.ts, `assertOwnFileKeys`). Pure zod.
 */
import { z } from "zod";

/** The field error of a malformed key (errors.json, both languages). */
export const FILE_KEY_MESSAGE = "errors:field.fileKey";

/**
 * Keys the upload endpoint mints: 24-64 URL-safe characters. Records written before uploads existed
 * (demo data) carry path-like keys (`demo/<store>/ktp.jpg`): slash-separated segments of the same
 * characters plus `.`, never `..`, never starting with `/`. At most 200 characters.
 */
export const FILE_KEY_FORMAT = /^(?!.*\.\.)[A-Za-z0-9_-][A-Za-z0-9_./-]{0,199}$/;

/** A required file key: trimmed, non-empty, FILE_KEY_FORMAT. */
export const fileKeySchema = z
  .string({ error: "validation:required" })
  .trim()
  .min(1, "validation:required")
  .regex(FILE_KEY_FORMAT, FILE_KEY_MESSAGE);

/** An optional file key: "" and undefined read as null. */
export const optionalFileKeySchema = z.preprocess(
  (v) => (v === "" || v === undefined ? null : v),
  fileKeySchema.nullable(),
);
