/**
 * A lost database connection is not a bug of the request: it is answered with a retry hint instead of the
 * generic system error (docs/architecture.md "Faults and recovery"). The answer is HTTP 200 with the
 * envelope `{ success: false, code: 503, message: errors:databaseUnavailable, data: { retryAfterSeconds } }`
 * and a `Retry-After` header, like every other refusal the API answers (5xx stays for defects).
 */
import { ResultCode } from "@src/domain/wire";
import { ApiError } from "./envelope";

/** Seconds a caller should wait before retrying: pg.Pool opens a fresh connection on the next query. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Socket-level failures of the connection to PostgreSQL (Node's errno codes). */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"]);
/** SQLSTATE admin shutdown, crash shutdown, cannot connect now; class 08 is checked by prefix. */
const SHUTDOWN_STATES = new Set(["57P01", "57P02", "57P03"]);
/** What pg says when the socket closes under a client or a query is sent on a closed one. */
const CLOSED_MESSAGE =
  /Connection terminated|Client has encountered a connection error|not queryable|Connection closed/i;

/**
 * True when `err` (or any error in its `cause` chain: Drizzle wraps driver errors) is a lost or refused
 * connection to the database rather than a refusal of the statement.
 */
export function isConnectionError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (SOCKET_CODES.has(code) || SHUTDOWN_STATES.has(code) || /^08/.test(code)))
      return true;
    if (CLOSED_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/** The refusal answered for a connection error (code 503, errors:databaseUnavailable, data.retryAfterSeconds). */
export function databaseUnavailable(): ApiError {
  return new ApiError(
    ResultCode.serviceUnavailable,
    "errors:databaseUnavailable",
    { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
    { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
  );
}
