/**
 * Times of the order screens (spec §9 "Date format yyyy-MM-dd, datetime yyyy-MM-dd HH:mm:ss"; the
 * marketplace's clock is WIB): the short "25 Nov 14:00" of a deadline, in the user's language. Pure.
 */
import { MARKETPLACE_TIME_ZONE } from "../../domain/datetime";

/** ISO instant -> "25 Nov 14:00" (WIB, 24 h) in `lang`; the input itself when it is no date. */
export function shortDateTime(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = new Intl.DateTimeFormat(lang, {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: MARKETPLACE_TIME_ZONE,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month").replace(/\.$/, "")} ${part("hour")}:${part("minute")}`;
}

/** Discount tenths of a percent -> "12.5%" / "12,5%" in `lang` ("-" for none). */
export function percentText(tenths: number, lang: string): string {
  if (!tenths) return "-";
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(tenths / 10)}%`;
}
