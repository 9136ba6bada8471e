/**
 * The wire between the portal and the marketplace API (spec §6-§8, DESIGN.md §4).
 * Pure TypeScript + zod: imported by the portal and by the API, so both speak the same shapes.
 */

/** Envelope codes. Spec §8 names 987654321 / 987654322 / 2202; the others are ours (HTTP-like). */
export const ResultCode = {
  ok: 200,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMedia: 415,
  tooManyRequests: 429,
  systemError: 500,
  /** The API is not ready (migrating, stopping): try again after the envelope's `retryAfterSeconds`. */
  serviceUnavailable: 503,
  /** No shop for this user (spec §4 "Apply status derivation": applyStatus -1). */
  noShop: 2202,
  /** Missing, expired, unknown or logged-out token (spec §8 "login timed out"). */
  loginTimeout: 987654321,
  /** A session the server ended: account deactivated or password changed (spec §8). */
  sessionReplaced: 987654322,
} as const;
export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

/** True for the two codes after which the portal logs out and goes to login with a back-url. */
export function isLoginTimeout(code: number): boolean {
  return code === ResultCode.loginTimeout || code === ResultCode.sessionReplaced;
}

/** Every answer: `{ success, code, message, data }`; success is read from `success === true` (spec §7). */
export interface Envelope<T> {
  success: boolean;
  code: number;
  message: string;
  data: T;
}

/** A field error inside a validation envelope's data: `{ errors: FieldError[] }`. */
export interface FieldError {
  /** Dotted path into the request body, e.g. `priceTiers.0.price`. */
  path: string;
  /** Already translated into the request's language. */
  message: string;
}

/** Paged list answer (spec §3 "paged list response"). */
export interface Page<T> {
  pageCount: number;
  rowCount: number;
  data: T[];
  pageSize: number;
}

/** Page sizes the pager offers (spec §9). */
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40] as const;
export const DEFAULT_PAGE_SIZE = 10;
/**
 * Search text limit (spec §5 "Search input max 150 characters"). Here rather than in reference.ts so that
 * a list's search bar does not load that file's zod request schemas.
 */
export const MAX_KEYWORD = 150;
/** Upper bound the API accepts for pageSize (exports and pickers may ask for more than 40). */
export const MAX_PAGE_SIZE = 100;

/** The paged list request schema lives in ./page-request.ts (zod stays out of the start-up bundle). */

/** Request headers and local storage keys (spec §6, §9). */
export const Header = {
  authorization: "Authorization",
  language: "Accept-Language",
  os: "OS",
  ip: "ip",
  mac: "mac",
  /** A fresh id per call, logged by the API on every line of that request and echoed in its answer. */
  requestId: "x-request-id",
} as const;
/** The request ids the API accepts from a caller; any other value is replaced by a fresh UUID. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;
export const StorageKey = { token: "ut", language: "lang" } as const;
/** Fixed placeholder values the portal sends in OS / ip / mac (spec §6). */
export const PLACEHOLDER_HEADERS = { OS: "web", ip: "0.0.0.0", mac: "00:00:00:00:00:00" } as const;

export const LANGUAGES = ["id-ID", "en-US"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "id-ID";

/** Picks a supported language from an Accept-Language-like value; default id-ID (spec §9). */
export function pickLanguage(value: string | null | undefined): Language {
  if (!value) return DEFAULT_LANGUAGE;
  const lower = value.toLowerCase();
  if (lower.startsWith("en")) return "en-US";
  if (lower.startsWith("id") || lower.startsWith("in")) return "id-ID";
  return DEFAULT_LANGUAGE;
}
