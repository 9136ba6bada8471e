/**
 * Display helpers of the bill screens (spec §9: amounts in Rp with id-ID separators; the documents
 * countdown of "within 3 days").
 */
import type { TFunction } from "i18next";
import { formatRupiah } from "../../domain/money";

export { formatRupiah as rp };

/** The time left until `deadlineIso` from `nowMs` as "2 d 4 h" / "5 h 10 min", or null once passed. */
export function countdownText(t: TFunction<"bills">, deadlineIso: string, nowMs: number): string | null {
  const left = Date.parse(deadlineIso) - nowMs;
  if (!(left > 0)) return null;
  const minutes = Math.floor(left / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return days > 0 ? t("detail.days", { days, hours }) : t("detail.hours", { hours, minutes: minutes % 60 });
}
