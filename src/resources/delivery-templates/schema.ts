/**
 * Delivery-fee templates (spec §3 "Delivery template", §2 /order/delivery-fee-template): the wire shared by
 * the portal's form and the API (server/modules/logistics/routes.ts). Units are base units (pieces, grams,
 * cm3; src/domain/delivery-fee.ts), fees integer rupiah. Messages are i18n keys.
 *
 * - POST /api/logistics/ina/template/page    templatePageSchema -> Page<TemplateRow>
 * - POST /api/logistics/ina/template/detail  {code} -> TemplateDetail
 * - POST /api/logistics/ina/template/create  templateFieldsSchema -> {code}
 * - POST /api/logistics/ina/template/update  templateUpdateSchema -> {code}
 * - POST /api/logistics/ina/template/status  {code, status 0|1} -> {code, status}
 * - POST /api/logistics/ina/template/delete  {code} -> {code}
 * - POST /api/logistics/ina/template/options {} -> TemplateOption[]
 */
import { z } from "zod";
import { DELIVERY_TYPES, PRICING_TYPES, TEMPLATE_STATUSES, TEMPLATE_STATUS_FILTERS } from "../../domain/delivery-fee";
import type { DeliveryTypeValue, PricingTypeValue, TemplateStatusValue } from "../../domain/delivery-fee";
import { pageRequestSchema } from "../../domain/page-request";
import { boundedArray } from "../../domain/schema/array";
import { keyword } from "../../domain/schema/text";
import { formatted, textField } from "../../domain/schema/text-field";
import { MAX_KEYWORD } from "../../domain/wire";

/** Largest fee of a rule, in rupiah (our limit: far above any courier price, exact in a JS number). */
export const MAX_TEMPLATE_FEE = 100_000_000;
/** Largest unit count of a rule, in base units (1,000 t in grams, 1,000 m3 in cm3); fits PostgreSQL `integer`. */
export const MAX_TEMPLATE_UNITS = 1_000_000_000;
/** Most specified areas of one template. */
export const MAX_TEMPLATE_AREAS = 50;
/** Most regencies / cities of one area (Indonesia has about 514). */
export const MAX_AREA_REGENCIES = 600;
export const TEMPLATE_NAME_MIN = 2;
export const TEMPLATE_NAME_MAX = 50;
/** A template code, `TPL-` and six or more digits (delivery_template_code_seq). */
export const TEMPLATE_CODE_PATTERN = /^TPL-\d{6,}$/;
/** A regency / city code of the regions table, e.g. `31.71`. */
export const REGENCY_CODE = /^\d{2}\.\d{2}$/;

const intIn = (min: number, max: number) =>
  z
    .number({ error: "validation:number" })
    .int("validation:integer")
    .min(min, "validation:min")
    .max(max, "validation:max");
const oneOf = <T extends readonly number[]>(values: T) =>
  z.custom<T[number]>((v) => (values as readonly unknown[]).includes(v), { error: "validation:oneOf" });

/** A fee rule (src/domain/delivery-fee.ts FeeRule): units >= 1, fees 0..MAX_TEMPLATE_FEE. */
export const feeRuleShape = {
  firstUnits: intIn(1, MAX_TEMPLATE_UNITS),
  firstFee: intIn(0, MAX_TEMPLATE_FEE),
  additionalUnits: intIn(1, MAX_TEMPLATE_UNITS),
  additionalFee: intIn(0, MAX_TEMPLATE_FEE),
};

/** A specified area: 1..600 distinct regency codes and its own rule. */
export const templateAreaSchema = z.object({
  regencyCodes: boundedArray(formatted(REGENCY_CODE, "deliveryTemplates:errors.notRegency"), MAX_AREA_REGENCIES, {
    maxMessage: "validation:maxItems",
  }).min(1, "deliveryTemplates:errors.noCities"),
  ...feeRuleShape,
});
export type TemplateArea = z.infer<typeof templateAreaSchema>;

/** The code of a template, as the URL and the API name it. */
export const templateCodeSchema = formatted(TEMPLATE_CODE_PATTERN, "validation:format");

/**
 * Every field of a template (create; update adds `code`). A regency may sit in one area of a template only:
 * the repeat is reported on its own path `areas.<i>.regencyCodes.<j>` (deliveryTemplates:errors.regencyTwice).
 */
const templateFieldsShape = {
  name: textField({ min: TEMPLATE_NAME_MIN, max: TEMPLATE_NAME_MAX }),
  pricingType: oneOf(PRICING_TYPES),
  deliveryType: oneOf(DELIVERY_TYPES),
  ...feeRuleShape,
  areas: boundedArray(templateAreaSchema, MAX_TEMPLATE_AREAS, { uniqueBy: false }).default([]),
};

/** Reports each regency listed by an earlier area of the same template. */
function regencyOnce(t: { areas: readonly TemplateArea[] }, ctx: z.RefinementCtx): void {
  const seen = new Map<string, number>();
  t.areas.forEach((area, i) => {
    area.regencyCodes.forEach((code, j) => {
      const first = seen.get(code);
      if (first !== undefined && first !== i) {
        ctx.addIssue({
          code: "custom",
          path: ["areas", i, "regencyCodes", j],
          message: "deliveryTemplates:errors.regencyTwice",
          input: code,
        });
      } else seen.set(code, i);
    });
  });
}

export const templateFieldsSchema = z.object(templateFieldsShape).superRefine(regencyOnce);
export type TemplateFields = z.infer<typeof templateFieldsSchema>;
/** Input of the form and the create call (the areas may be absent). */
export type TemplateFieldsInput = z.input<typeof templateFieldsSchema>;

/** Body of /template/update: the code and every field; the areas are replaced as a whole. */
export const templateUpdateSchema = z
  .object({ code: templateCodeSchema, ...templateFieldsShape })
  .superRefine(regencyOnce);
export type TemplateUpdate = z.infer<typeof templateUpdateSchema>;

/** Body of /template/detail and /template/delete. */
export const templateCodeBodySchema = z.object({ code: templateCodeSchema });

/** Body of /template/status: able (1) or disable (0). */
export const templateStatusSchema = z.object({ code: templateCodeSchema, status: oneOf(TEMPLATE_STATUSES) });

/** Filters of /template/page besides pageNo / pageSize: status 0 | 1 | 2 (2 or absent = all), name keyword. */
export const templatePageFiltersSchema = z.object({
  status: oneOf(TEMPLATE_STATUS_FILTERS).optional(),
  keyword: keyword(MAX_KEYWORD),
});
export const templatePageSchema = z.object({ ...pageRequestSchema.shape, ...templatePageFiltersSchema.shape });
export type TemplatePageRequest = z.infer<typeof templatePageSchema>;

/** A row of /template/page; `createTime` `yyyy-MM-dd HH:mm:ss` WIB. */
export interface TemplateRow {
  code: string;
  name: string;
  status: TemplateStatusValue;
  pricingType: PricingTypeValue;
  deliveryType: DeliveryTypeValue;
  firstUnits: number;
  firstFee: number;
  additionalUnits: number;
  additionalFee: number;
  areaCount: number;
  /** Products of the shop referring to this template. */
  productCount: number;
  createTime: string;
}

/** A template with its areas in their stored order (/template/detail). */
export interface TemplateDetail extends TemplateRow {
  id: number;
  updateTime: string;
  areas: TemplateArea[];
}

/** An enabled template for the product form's picker (/template/options); `id` is the product's deliveryTemplateId. */
export interface TemplateOption {
  id: number;
  code: string;
  name: string;
}
