/**
 * The template form's values (spec §3 "Delivery template") and their conversion to and from the wire. The
 * form shows units in the display unit (pcs, kg, m3 with decimals, src/domain/delivery-fee.ts UNIT_SCALE);
 * the API takes base units (pieces, grams, cm3). Pure.
 */
import {
  DeliveryType,
  PricingType,
  UNIT_SCALE,
  toBaseUnits,
  toDisplayUnits,
  type DeliveryTypeValue,
  type PricingTypeValue,
} from "../../domain/delivery-fee";
import type { TemplateDetail, TemplateFieldsInput } from "./schema";
import { MAX_TEMPLATE_UNITS } from "./schema";

export interface RuleValues {
  /** Display units (pcs / kg / m3). */
  firstUnits: number | null;
  firstFee: number | null;
  additionalUnits: number | null;
  additionalFee: number | null;
}

export interface AreaValues extends RuleValues {
  regencyCodes: string[];
}

export interface TemplateFormValues extends RuleValues {
  name: string;
  pricingType: PricingTypeValue;
  deliveryType: DeliveryTypeValue;
  areas: AreaValues[];
}

/** A new rule: the first 1 unit, fees to be filled in. */
export const EMPTY_RULE: RuleValues = { firstUnits: 1, firstFee: null, additionalUnits: 1, additionalFee: null };
export const EMPTY_AREA: AreaValues = { regencyCodes: [], ...EMPTY_RULE };

/** The values of a new template. */
export const NEW_TEMPLATE: TemplateFormValues = {
  name: "",
  pricingType: PricingType.count,
  deliveryType: DeliveryType.regular,
  ...EMPTY_RULE,
  areas: [],
};

const ruleToForm = (
  pricingType: PricingTypeValue,
  r: { firstUnits: number; firstFee: number; additionalUnits: number; additionalFee: number },
): RuleValues => ({
  firstUnits: toDisplayUnits(pricingType, r.firstUnits),
  firstFee: r.firstFee,
  additionalUnits: toDisplayUnits(pricingType, r.additionalUnits),
  additionalFee: r.additionalFee,
});

/** The form's values of a stored template. */
export function toFormValues(d: TemplateDetail): TemplateFormValues {
  return {
    name: d.name,
    pricingType: d.pricingType,
    deliveryType: d.deliveryType,
    ...ruleToForm(d.pricingType, d),
    areas: d.areas.map((a) => ({ regencyCodes: [...a.regencyCodes], ...ruleToForm(d.pricingType, a) })),
  };
}

/** A display-unit value in base units, rounded to the nearest base unit; empty stays empty (the schema refuses it). */
const units = (pricingType: PricingTypeValue, v: number | null) =>
  v === null || v === undefined ? undefined : toBaseUnits(pricingType, v);
const fee = (v: number | null) => (v === null || v === undefined ? undefined : v);

/** The body of create / update (without `code`), units in base units. */
export function toBody(v: TemplateFormValues): TemplateFieldsInput {
  const rule = (r: RuleValues) => ({
    firstUnits: units(v.pricingType, r.firstUnits),
    firstFee: fee(r.firstFee),
    additionalUnits: units(v.pricingType, r.additionalUnits),
    additionalFee: fee(r.additionalFee),
  });
  return {
    name: v.name,
    pricingType: v.pricingType,
    deliveryType: v.deliveryType,
    ...rule(v),
    areas: (v.areas ?? []).map((a) => ({ regencyCodes: a.regencyCodes ?? [], ...rule(a) })),
  } as TemplateFieldsInput;
}

/**
 * The check of a unit field in display units: required, at least one base unit (0.001 kg, 0.000001 m3
 * rounds to 0.001 with three decimals), at most MAX_TEMPLATE_UNITS base units. Answers an i18n key or null.
 */
export function unitProblem(pricingType: PricingTypeValue, value: unknown): string | null {
  if (value === null || value === undefined || value === "") return "validation:required";
  if (typeof value !== "number" || !Number.isFinite(value)) return "validation:number";
  const base = toBaseUnits(pricingType, value);
  if (base < 1) return "validation:min";
  if (base > MAX_TEMPLATE_UNITS) return "validation:max";
  return null;
}

/** Bounds of a unit field in display units, for its messages and the input's min / max. */
export function unitBounds(pricingType: PricingTypeValue): { min: number; max: number } {
  const scale = UNIT_SCALE[pricingType];
  return { min: pricingType === PricingType.count ? 1 : 0.001, max: MAX_TEMPLATE_UNITS / scale };
}
