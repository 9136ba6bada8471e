/**
 * Envelope helpers (spec §7-§8, DESIGN.md §4): every answer is `{ success, code, message, data }`.
 * Business failures are thrown as ApiError and answered by the error handler in server/app.ts
 * with HTTP 200 and `success: false`; only unexpected failures answer HTTP 500 (still an envelope).
 */
import { ResultCode, type Envelope, type FieldError, type Page } from "@src/domain/wire";

/** A refusal the caller should see: `code` from ResultCode, `messageKey` an i18n key (e.g. `errors:notFound`). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: string,
    readonly params: Record<string, unknown> = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = "ApiError";
  }
}

/** Shorthands for the common refusals. */
export const notFound = () => new ApiError(ResultCode.notFound, "errors:notFound");
export const forbidden = () => new ApiError(ResultCode.forbidden, "errors:forbidden");
export const badRequest = (messageKey: string, params?: Record<string, unknown>, errors?: FieldError[]) =>
  new ApiError(ResultCode.badRequest, messageKey, params, errors ? { errors } : null);
export const conflict = (messageKey: string, params?: Record<string, unknown>) =>
  new ApiError(ResultCode.conflict, messageKey, params);

/** A success envelope; message is filled in the caller's language by the onSend hook. */
export function ok<T>(data: T): Envelope<T> {
  return { success: true, code: ResultCode.ok, message: "", data };
}

/** Builds a paged answer from the page request, the total row count and the rows. */
export function page<T>(req: { pageNo: number; pageSize: number }, rowCount: number, rows: T[]): Page<T> {
  return { pageCount: Math.ceil(rowCount / req.pageSize), rowCount, data: rows, pageSize: req.pageSize };
}

/** SQL offset for a 1-based page request. */
export function offsetOf(req: { pageNo: number; pageSize: number }): number {
  return (req.pageNo - 1) * req.pageSize;
}
