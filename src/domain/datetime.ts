/**
 * Dates and times on the wire and on screen (spec §9: date `yyyy-MM-dd`, datetime `yyyy-MM-dd HH:mm:ss`).
 * The marketplace clock is Western Indonesia Time (WIB, Asia/Jakarta, UTC+7): the API answers every
 * timestamp in it, so a seller reads the same time in the portal, an export or a message. No React:
 * the API imports this.
 */
export const MARKETPLACE_TIME_ZONE = "Asia/Jakarta";
/**
 * WIB's offset from UTC in minutes. Asia/Jakarta has kept +07:00 without daylight saving since 1964, so a
 * fixed offset gives the tz database's answer (tests/unit/datetime.test.ts checks it) at a tenth of the cost:
 * the timezone plugin formats through Intl on every call (about 50 µs, 0.5 ms per product page).
 */
export const MARKETPLACE_UTC_OFFSET_MINUTES = 7 * 60;
export const DATE_FORMAT = "YYYY-MM-DD";
export const DATETIME_FORMAT = "YYYY-MM-DD HH:mm:ss";

const WIB_OFFSET_MS = MARKETPLACE_UTC_OFFSET_MINUTES * 60_000;
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The WIB wall clock of `date` as the UTC fields of a shifted Date, or null for an invalid Date. Written with
 * Date arithmetic rather than dayjs(date).utcOffset(...).format(...), which gave the same text at several
 * times the cost: a list page formats ten timestamps per call (bench/README.md "Order page", point 8).
 */
function wibClock(date: Date): Date | null {
  const shifted = new Date(date.getTime() + WIB_OFFSET_MS);
  return Number.isNaN(shifted.getTime()) ? null : shifted;
}

/** `yyyy-MM-dd` of a shifted Date's UTC fields (the year padded to four digits, as dayjs's `YYYY`). */
const dayOf = (w: Date) =>
  `${String(w.getUTCFullYear()).padStart(4, "0")}-${pad2(w.getUTCMonth() + 1)}-${pad2(w.getUTCDate())}`;

/**
 * A Date as `yyyy-MM-dd HH:mm:ss` in WIB, e.g. 2026-11-20T03:00:00Z -> "2026-11-20 10:00:00" ("Invalid Date"
 * for an invalid Date, as dayjs answers).
 */
export function formatDateTime(date: Date): string {
  const w = wibClock(date);
  if (!w) return "Invalid Date";
  return `${dayOf(w)} ${pad2(w.getUTCHours())}:${pad2(w.getUTCMinutes())}:${pad2(w.getUTCSeconds())}`;
}

/** A Date as `yyyy-MM-dd` in WIB ("Invalid Date" for an invalid Date). */
export function formatDate(date: Date): string {
  const w = wibClock(date);
  return w ? dayOf(w) : "Invalid Date";
}

/** True for a real calendar day written `yyyy-MM-dd` (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
