/**
 * A customer discount as text (spec §3 "discount (type fixed or by order amount)"): a fixed rate, or the
 * tiers "from Rp 1.000.000: 2,5%". Rates are tenths of a percent. Pure.
 */
import type { DiscountTier } from "../../domain/customer";
import { formatRupiah } from "../../domain/money";
import { formatPercent } from "../../domain/number";

/** 25 tenths -> "2.5%" in `lang`. */
export function rateText(tenths: number, lang: string): string {
  return formatPercent(tenths / 10, lang);
}

/** One line per tier: `from <min>: <rate>`, with `from` the caller's word. */
export function tierLines(tiers: readonly DiscountTier[], lang: string, from: string): string[] {
  return tiers.map((tier) => `${from} ${formatRupiah(tier.minAmount)}: ${rateText(tier.rate, lang)}`);
}
