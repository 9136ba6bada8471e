/**
 * Delivery-fee arithmetic (spec §3 "Delivery template"): a template prices an order's lines by package
 * count, weight or volume; the first N units cost a base fee, each further block of units an increment;
 * a specified area (regencies) has its own rule. Units are the pricing type's base unit: pieces, grams,
 * cubic centimetres. Fees are integer rupiah. Pure; the API and the portal share it.
 */

/** The first `firstUnits` units cost `firstFee`; each further `additionalUnits` (or part of it) `additionalFee`. */
export interface FeeRule {
  firstUnits: number;
  firstFee: number;
  additionalUnits: number;
  additionalFee: number;
}

/** A template as the fee needs it: pricing type 1 package count, 2 weight, 3 volume; default rule; areas. */
export interface TemplateForFee extends FeeRule {
  pricingType: 1 | 2 | 3;
  areas: (FeeRule & { regencyCodes: string[] })[];
}

/** One order line as the fee needs it: quantity and the product's weight (grams) and size (cm). */
export interface FeeLine {
  quantity: number;
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** 0 units -> 0; units <= firstUnits -> firstFee; else firstFee + ceil((units-firstUnits)/additionalUnits)*additionalFee */
export function feeFor(rule: FeeRule, units: number): number {
  if (units <= 0) return 0;
  if (units <= rule.firstUnits) return rule.firstFee;
  const step = Math.max(1, rule.additionalUnits);
  return rule.firstFee + Math.ceil((units - rule.firstUnits) / step) * rule.additionalFee;
}

/** 1 package count: sum qty; 2 weight: sum grams*qty; 3 volume: sum L*W*H*qty (cm3) */
export function unitsOf(pricingType: 1 | 2 | 3, lines: readonly FeeLine[]): number {
  let units = 0;
  for (const l of lines) {
    if (pricingType === 1) units += l.quantity;
    else if (pricingType === 2) units += l.weightGrams * l.quantity;
    else units += l.lengthCm * l.widthCm * l.heightCm * l.quantity;
  }
  return units;
}

/** the first area whose regencyCodes contain regencyCode (`NN.NN`), else the template's default rule */
export function ruleFor(template: TemplateForFee, regencyCode: string): FeeRule {
  return template.areas.find((a) => a.regencyCodes.includes(regencyCode)) ?? template;
}

/** sum over groups of feeFor(ruleFor(template), unitsOf(template.pricingType, lines)); template null -> 0 (ships free) */
export function orderDeliveryFee(
  groups: readonly { template: TemplateForFee | null; lines: readonly FeeLine[] }[],
  regencyCode: string,
): number {
  let fee = 0;
  for (const g of groups) {
    if (g.template === null) continue;
    fee += feeFor(ruleFor(g.template, regencyCode), unitsOf(g.template.pricingType, g.lines));
  }
  return fee;
}
