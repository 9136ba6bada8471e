/**
 * Field rules of the product form, all derived from ./schema (spec §5 "Generic controls": validate on
 * blur or change, first error per field). One antd rule per field: the field's own zod schema first,
 * then the schema's cross-field rules (fitment required, tier ranges, one main image, min buy vs stock,
 * buyer discount above discount: the same discountRefusal the API applies), which zod itself only checks
 * once every field is valid.
 */
import type { FormInstance, Rule } from "antd/es/form";
import { isEmptyValue, issueMessage, type Translate } from "../../forms/zod-rule";
import { discountRefusal, firstInvalidTier, productFieldsSchema, type PriceTier } from "./schema";
import type { ProductFormValues } from "./form-values";
import { keyText, type TextKey } from "../../domain/text-key";

export type ProductField = keyof typeof productFieldsSchema.shape;

type CrossCheck = (value: unknown, form: FormInstance<ProductFormValues>) => TextKey | null;

/** The schema's superRefine rules, per field, as keys of `products:errors.*`. */
const crossChecks: Partial<Record<ProductField, CrossCheck>> = {
  fitments: (value, form) =>
    form.getFieldValue("adaptType") === 2 && isEmptyValue(value) ? "products:errors.fitmentRequired" : null,
  priceTiers: (value) =>
    firstInvalidTier((value ?? []) as PriceTier[]) >= 0 ? "products:errors.priceTierRange" : null,
  images: (value) => {
    const images = (value ?? []) as { isMain: boolean }[];
    return images.length > 0 && images.filter((i) => i.isMain).length !== 1 ? "products:errors.oneMainImage" : null;
  },
  minBuyQty: (value, form) =>
    form.getFieldValue("stockType") === 2 && typeof value === "number" && value > Number(form.getFieldValue("stockNum"))
      ? "products:errors.minBuyOverStock"
      : null,
  buyerDiscount: (value, form) => {
    const discount: unknown = form.getFieldValue("discount");
    return typeof value === "number" ? discountRefusal(typeof discount === "number" ? discount : 0, value) : null;
  },
};

/** Fields whose validity depends on others (antd `dependencies`). */
export const RULE_DEPENDENCIES: Partial<Record<ProductField, ProductField[]>> = {
  fitments: ["adaptType"],
  minBuyQty: ["stockNum", "stockType"],
  buyerDiscount: ["discount"],
};

/** The one antd rule of `field`: zod first (empty -> "required"), then the cross-field check. */
export function productRule(field: ProductField, t: Translate): Rule {
  const schema = productFieldsSchema.shape[field];
  return (form) => ({
    validator: async (_rule, value: unknown) => {
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        if (isEmptyValue(value) && !(field === "images" || field === "fitments"))
          throw new Error(keyText(t, "validation:required"));
        const text = issueMessage(issue, t);
        const row = typeof issue.path[0] === "number" ? issue.path[0] + 1 : null;
        throw new Error(row === null ? text : keyText(t, "products:form.rowError", { row, message: text }));
      }
      const key = crossChecks[field]?.(value, form as FormInstance<ProductFormValues>);
      if (key) throw new Error(keyText(t, key));
    },
  });
}
