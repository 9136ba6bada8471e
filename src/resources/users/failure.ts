/**
 * A failed staff call as form errors: the validation envelope's field errors (data.errors) on their
 * fields; a conflict (code 409, e.g. 'Nama Pengguna Penjual Sudah Ada') on `conflictField`. Anything
 * else answers [] and the caller shows the message as a toast.
 */
import { ResultCode } from "../../domain/wire";
import { serverFieldErrors, type FieldErrorEntry } from "../../forms/zod-rule";

export function failureFields(err: unknown, conflictField?: string): FieldErrorEntry[] {
  const e = err as { data?: unknown; statusCode?: unknown; message?: unknown } | null;
  const fields = serverFieldErrors(e?.data);
  if (fields.length) return fields;
  if (conflictField && e?.statusCode === ResultCode.conflict && typeof e.message === "string")
    return [{ name: [conflictField], errors: [e.message] }];
  return [];
}

/** The message of a failed call, or `fallback`. */
export function failureMessage(err: unknown, fallback: string): string {
  const message = (err as { message?: unknown } | null)?.message;
  return typeof message === "string" && message ? message : fallback;
}
