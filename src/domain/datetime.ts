/**
 * Dates and times on the wire and on screen (spec §9: date `yyyy-MM-dd`, datetime `yyyy-MM-dd HH:mm:ss`).
 * The marketplace clock is Western Indonesia Time (WIB, Asia/Jakarta, UTC+7): the API answers every
 * timestamp in it, so a seller reads the same time in the portal, an export or a message. No React:
 * the API imports this.
 */
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import timezone from "dayjs/plugin/timezone";

dayjs.extend(utc);
dayjs.extend(timezone);

export const MARKETPLACE_TIME_ZONE = "Asia/Jakarta";
export const DATE_FORMAT = "YYYY-MM-DD";
export const DATETIME_FORMAT = "YYYY-MM-DD HH:mm:ss";

/** A Date as `yyyy-MM-dd HH:mm:ss` in WIB, e.g. 2026-11-20T03:00:00Z -> "2026-11-20 10:00:00". */
export function formatDateTime(date: Date): string {
  return dayjs(date).tz(MARKETPLACE_TIME_ZONE).format(DATETIME_FORMAT);
}

/** A Date as `yyyy-MM-dd` in WIB. */
export function formatDate(date: Date): string {
  return dayjs(date).tz(MARKETPLACE_TIME_ZONE).format(DATE_FORMAT);
}
