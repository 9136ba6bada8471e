/**
 * Validation of /shop-apply (spec §5 "Store", "Generic controls"): each field validates on blur or
 * change with the same `storeApplicationSchema` the API uses, showing its first error. The whole body
 * is parsed so that cross-field rules (NIB / SIUP number-and-photo pairs) land on the right field;
 * the postal code is also checked against the chosen village by the reference API.
 */
import { useMemo, useRef } from "react";
import type { Rule } from "antd/es/form";
import type { z } from "zod";
import { useTranslation } from "react-i18next";
import { post } from "../../providers/http";
import { issueMessage, zodFieldErrors, type FieldErrorEntry, type Translate } from "../../forms/zod-rule";
import { storeApplicationSchema, type StoreApplication } from "../../resources/store/schema";
import { formFieldOf, toApplicationBody, type ApplyFormValues } from "./application-form";

/** Answer of POST /api/reference/ina/checkPostalCode. */
interface PostalCodeCheck {
  valid: boolean;
  expected: string | null;
}

export interface ApplyRules {
  /** Rules of the form field `name` (e.g. `["address", "postalCode"]`). */
  field: (name: string | (string | number)[]) => Rule[];
  /** Rules of the postal code: format plus the village match. */
  postalCode: Rule[];
  /** Parses the whole form: the body to send, or the errors to show (first per field). */
  parseAll: (values: ApplyFormValues) => { body: StoreApplication } | { errors: FieldErrorEntry[] };
}

/**
 * A rule showing the first issue of `schema` as the schema words it. Unlike the shared zodRule it does
 * not turn every empty value into "required": the store schemas already say "required" for empty text,
 * and an empty list keeps its own text ("Choose at least 1 business type", "Upload at least 1 photo").
 */
export function schemaRule(schema: z.ZodType, t: Translate): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(issueMessage(result.error.issues[0], t));
    },
  };
}

/** Rules for the apply form; see module doc. */
export function useApplyRules(): ApplyRules {
  const { t } = useTranslation("shop");
  const postalCache = useRef(new Map<string, Promise<PostalCodeCheck>>());

  return useMemo(() => {
    const fieldRule = (name: (string | number)[]): Rule => (form) => ({
      validator: async () => {
        const result = storeApplicationSchema.safeParse(toApplicationBody(form.getFieldsValue(true) as ApplyFormValues));
        if (result.success) return;
        const id = name.join(".");
        const issue = result.error.issues.find((i) => formFieldOf(i.path).join(".") === id);
        if (issue) throw new Error(issueMessage(issue, t));
      },
    });

    const checkPostal = (villageCode: string, postalCode: string): Promise<PostalCodeCheck> => {
      const key = `${villageCode}|${postalCode}`;
      let pending = postalCache.current.get(key);
      if (!pending) {
        pending = post<PostalCodeCheck>("/api/reference/ina/checkPostalCode", { villageCode, postalCode });
        // A failed check is not cached, so the next blur retries.
        pending.catch(() => postalCache.current.delete(key));
        postalCache.current.set(key, pending);
      }
      return pending;
    };

    const villageRule: Rule = (form) => ({
      validator: async (_rule, value: unknown) => {
        const codes = form.getFieldValue(["address", "regionCodes"]) as string[] | undefined;
        const village = codes?.[3];
        if (!village || typeof value !== "string" || !/^\d{5}$/.test(value.trim())) return;
        let check: PostalCodeCheck;
        try {
          check = await checkPostal(village, value.trim());
        } catch {
          return; // the API checks again on submit; an unreachable reference service must not block typing
        }
        if (!check.valid) throw new Error(t("shop:errors.postalCodeMismatch", { expected: check.expected ?? "" }));
      },
    });

    return {
      field: (name) => [fieldRule(Array.isArray(name) ? name : [name])],
      postalCode: [fieldRule(["address", "postalCode"]), villageRule],
      parseAll: (values) => {
        const result = storeApplicationSchema.safeParse(toApplicationBody(values));
        if (result.success) return { body: result.data };
        return { errors: zodFieldErrors(result.error.issues, t, formFieldOf) };
      },
    };
  }, [t]);
}
