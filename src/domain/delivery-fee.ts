/**
 * Delivery-fee templates (spec §3 "Delivery template", §2 /order/delivery-fee-template): codes and the fee
 * arithmetic shared by the portal (the template form's preview texts) and the API (the order's delivery
 * fee). Pure: no zod, no React, no database.
 *
 * Units are integers in the pricing type's base unit, so the arithmetic stays exact: pieces for package
 * count, grams for weight, cubic centimetres for volume. The portal shows kg and m3 with decimals and
 * converts (UNIT_SCALE). Fees are integer rupiah (src/domain/money.ts).
 */

/** Pricing types: by package count (pieces), weight (grams, shown in kg), volume (cm3, shown in m3). */
export const PricingType = { count: 1, weight: 2, volume: 3 } as const;
export type PricingTypeValue = (typeof PricingType)[keyof typeof PricingType];
export const PRICING_TYPES = [PricingType.count, PricingType.weight, PricingType.volume] as const;

/**
 * Delivery types (labels `deliveryTemplates:deliveryType.<n>`): 1 regular courier, 2 express courier,
 * 3 cargo / truck, 4 the seller's own delivery.
 */
export const DeliveryType = { regular: 1, express: 2, cargo: 3, own: 4 } as const;
export type DeliveryTypeValue = (typeof DeliveryType)[keyof typeof DeliveryType];
export const DELIVERY_TYPES = [
  DeliveryType.regular,
  DeliveryType.express,
  DeliveryType.cargo,
  DeliveryType.own,
] as const;

/** Template status (spec §3): 1 able, 0 disable; the list filter's 2 means all. */
export const TemplateStatus = { disable: 0, able: 1, all: 2 } as const;
export const TEMPLATE_STATUSES = [TemplateStatus.disable, TemplateStatus.able] as const;
export type TemplateStatusValue = (typeof TEMPLATE_STATUSES)[number];
/** Values of the list's status filter: able, disable, or all (2). */
export const TEMPLATE_STATUS_FILTERS = [TemplateStatus.able, TemplateStatus.disable, TemplateStatus.all] as const;

/**
 * Base units per display unit, by pricing type: a package is a package; 1 kg = 1,000 g; 1 m3 = 1,000,000 cm3.
 * The form shows `units / scale` (kg, m3 with decimals) and stores `round(display * scale)`.
 */
export const UNIT_SCALE: Readonly<Record<PricingTypeValue, number>> = {
  [PricingType.count]: 1,
  [PricingType.weight]: 1_000,
  [PricingType.volume]: 1_000_000,
};

/** Decimals the form accepts per display unit: whole packages, kg to the gram, m3 to the litre (1,000 cm3). */
export const UNIT_DECIMALS: Readonly<Record<PricingTypeValue, number>> = {
  [PricingType.count]: 0,
  [PricingType.weight]: 3,
  [PricingType.volume]: 3,
};

/** Base units from a display value (kg / m3 / pieces), rounded to the nearest base unit. */
export function toBaseUnits(pricingType: PricingTypeValue, display: number): number {
  return Math.round(display * UNIT_SCALE[pricingType]);
}

/** Display value (kg / m3 / pieces) of `units` base units. */
export function toDisplayUnits(pricingType: PricingTypeValue, units: number): number {
  return units / UNIT_SCALE[pricingType];
}

/**
 * One fee rule: the first `firstUnits` units cost `firstFee`; each further `additionalUnits` units, or part
 * of them, cost `additionalFee`. Units are base units (pieces / grams / cm3), fees integer rupiah;
 * `firstUnits` and `additionalUnits` are at least 1 (src/resources/delivery-templates/schema.ts).
 */
export interface FeeRule {
  firstUnits: number;
  firstFee: number;
  additionalUnits: number;
  additionalFee: number;
}

/** A specified area: the regencies / cities (`NN.NN`) it covers and their own rule. */
export interface AreaFeeRule extends FeeRule {
  regencyCodes: readonly string[];
}

/**
 * What the fee needs of a template: its id, pricing type, default rule (flat, as stored) and areas in their
 * stored order. Built by templatesForFee (server/modules/logistics/delivery-template-service.ts).
 */
export interface TemplateForFee extends FeeRule {
  id: number;
  pricingType: PricingTypeValue;
  areas: readonly AreaFeeRule[];
}

/** One order line as the fee sees it: quantity and the product's weight (grams) and size (cm). */
export interface FeeLine {
  quantity: number;
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** A template and the order lines it prices; `template` null: the lines' products have none (they ship free). */
export interface FeeGroup {
  template: TemplateForFee | null;
  lines: readonly FeeLine[];
}

/** A non-negative integer (negative or non-finite inputs count as 0). */
const whole = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/**
 * The fee of `units` base units under `rule` (spec §3 "default fee: first N items with base fee, each
 * additional with increment"): 0 units cost 0; up to `firstUnits` cost `firstFee`; beyond that each
 * started block of `additionalUnits` adds `additionalFee`. Integer rupiah, never negative; a rule with
 * `additionalUnits` below 1 counts blocks of 1.
 */
export function feeFor(rule: FeeRule, units: number): number {
  const n = whole(units);
  if (n === 0) return 0;
  const firstFee = whole(rule.firstFee);
  if (n <= whole(rule.firstUnits)) return firstFee;
  const blocks = Math.ceil((n - whole(rule.firstUnits)) / Math.max(1, whole(rule.additionalUnits)));
  return firstFee + blocks * whole(rule.additionalFee);
}

/**
 * The units `lines` weigh in the pricing type's base unit: package count sums quantities; weight sums
 * weight x quantity (grams); volume sums length x width x height x quantity (cm3).
 */
export function unitsOf(pricingType: PricingTypeValue, lines: readonly FeeLine[]): number {
  let total = 0;
  for (const l of lines) {
    const qty = whole(l.quantity);
    if (pricingType === PricingType.count) total += qty;
    else if (pricingType === PricingType.weight) total += whole(l.weightGrams) * qty;
    else total += whole(l.lengthCm) * whole(l.widthCm) * whole(l.heightCm) * qty;
  }
  return total;
}

/**
 * The rule for a receiver in regency `regencyCode` (`NN.NN`): the first specified area listing it, else the
 * template's default rule.
 */
export function ruleFor(template: FeeRule & { areas: readonly AreaFeeRule[] }, regencyCode: string): FeeRule {
  const area = template.areas.find((a) => a.regencyCodes.includes(regencyCode));
  const r = area ?? template;
  return {
    firstUnits: r.firstUnits,
    firstFee: r.firstFee,
    additionalUnits: r.additionalUnits,
    additionalFee: r.additionalFee,
  };
}

/**
 * An order's delivery fee (spec §3 Order "delivery fee"): per template, the fee of all its lines' units
 * under the rule for the receiver's regency, summed over templates. Lines of products without a template
 * ship free (0). Integer rupiah.
 */
export function orderDeliveryFee(groups: readonly FeeGroup[], regencyCode: string): number {
  let total = 0;
  for (const g of groups) {
    if (!g.template) continue;
    total += feeFor(ruleFor(g.template, regencyCode), unitsOf(g.template.pricingType, g.lines));
  }
  return total;
}
