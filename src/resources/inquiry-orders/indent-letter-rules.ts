/**
 * Rules of the indent letter form (spec §3 "Indent letter"; §5 "New EDT cannot be less than the previous one
 * (also for indent letter)"). Pure; days are WIB `yyyy-MM-dd` strings, which compare as text.
 */
import type { InquiryOrderLine } from "./schema";

/** True when `day` is before the previous estimated delivery (`previous`): the API refuses it. */
export function isBeforePreviousEdt(day: string, previous: string): boolean {
  return day < previous;
}

/** The lines an indent letter is for: those in part status indent (spec §9 "indent over 7 days"). */
export function indentLines(lines: readonly InquiryOrderLine[]): InquiryOrderLine[] {
  return lines.filter((l) => l.partStatus === 3);
}
