/**
 * How a fee rule reads (spec §3 "Delivery template": first N units at a base fee, each additional an
 * increment), e.g. "First 1 kg Rp 10.000, +Rp 5.000 per 1 kg": units in the display unit (pcs, kg, m3)
 * with the reader's decimal separator, fees in rupiah. Pure.
 */
import type { TFunction } from "i18next";
import { isCode } from "../../domain/text-key";
import { PRICING_TYPES, toDisplayUnits, type FeeRule } from "../../domain/delivery-fee";
import { formatRupiah } from "../../domain/money";

/** `units` base units in the display unit of `pricingType`, e.g. 1500 g -> "1,5" (id-ID). */
export function displayUnits(pricingType: number, units: number, language: string): string {
  const type = isCode(PRICING_TYPES, pricingType) ? pricingType : 1;
  return new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(toDisplayUnits(type, units));
}

/** The sentence of `rule` under `pricingType` in the language of `t`. */
export function ruleText(
  t: TFunction<"deliveryTemplates">,
  language: string,
  pricingType: number,
  rule: FeeRule,
): string {
  const unit = isCode(PRICING_TYPES, pricingType) ? t(`unit.${pricingType}`) : "";
  return t("rule.text", {
    first: displayUnits(pricingType, rule.firstUnits, language),
    additional: displayUnits(pricingType, rule.additionalUnits, language),
    unit,
    firstFee: formatRupiah(rule.firstFee),
    additionalFee: formatRupiah(rule.additionalFee),
  });
}
