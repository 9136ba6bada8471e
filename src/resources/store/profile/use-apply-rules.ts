/**
 * Validation of the shop-profile form (/shop-apply, /store/store-detail-edit; spec §5 "Store", "Generic controls"): each field validates on blur or
 * change with the same `storeApplicationSchema` the API uses, showing its first error. The whole body
 * is parsed so that cross-field rules (NIB / SIUP number-and-photo pairs) land on the right field;
 * the postal code is also checked against the chosen village by the reference API.
 */
import { useMemo, useRef } from "react";
import type { Rule } from "antd/es/form";
import type { z } from "zod";
import { useTranslation } from "react-i18next";
import { useEndpointCall } from "../../../providers/data-hooks";
import { issueMessage, zodFieldErrors, type FieldErrorEntry, type Translate } from "../../../forms/zod-rule";
import { storeApplicationSchema, type StoreApplication } from "../schema";
import { formFieldOf, toApplicationBody, type ApplyFormValues } from "./application-form";
import { keyText } from "../../../domain/text-key";

/** Answer of reference `checkPostalCode`. */
interface PostalCodeCheck {
  valid: boolean;
  expected: string | null;
}

export interface ApplyRules<V = ApplyFormValues, B = StoreApplication> {
  /** Rules of the form field `name` (e.g. `["address", "postalCode"]`). */
  field: (name: string | (string | number)[]) => Rule[];
  /** Rules of the postal code: format plus the village match. */
  postalCode: Rule[];
  /** Parses the whole form: the body to send, or the errors to show (first per field). */
  parseAll: (values: V) => { body: B } | { errors: FieldErrorEntry[] };
}

/** What the form sections need (the store detail edit reuses them with its own schema). */
export type SectionRules = Pick<ApplyRules, "field" | "postalCode">;

type PostalCheck = (villageCode: string, postalCode: string) => Promise<PostalCodeCheck>;

/** A checker of reference `checkPostalCode` that caches answers per (village, postal code). */
export function usePostalCheck(): PostalCheck {
  const postalCache = useRef(new Map<string, Promise<PostalCodeCheck>>());
  const checkPostalCode = useEndpointCall<PostalCodeCheck>("reference", "checkPostalCode");
  return useMemo(
    () => (villageCode, postalCode) => {
      const key = `${villageCode}|${postalCode}`;
      let pending = postalCache.current.get(key);
      if (!pending) {
        pending = checkPostalCode({ villageCode, postalCode });
        // A failed check is not cached, so the next blur retries.
        pending.catch(() => postalCache.current.delete(key));
        postalCache.current.set(key, pending);
      }
      return pending;
    },
    [checkPostalCode],
  );
}

/**
 * The "postal code matches the chosen village" rule (spec §5 Store "Postal code valid"): reads the region
 * codes at `regionField`; silent while the village or a 5-digit code is missing, or when the check fails.
 */
export function villagePostalRule(regionField: (string | number)[], check: PostalCheck, t: Translate): Rule {
  return (form) => ({
    validator: async (_rule, value: unknown) => {
      const codes = form.getFieldValue(regionField) as string[] | undefined;
      const village = codes?.[3];
      if (!village || typeof value !== "string" || !/^\d{5}$/.test(value.trim())) return;
      let result: PostalCodeCheck;
      try {
        result = await check(village, value.trim());
      } catch {
        return; // the API checks again on submit; an unreachable reference service must not block typing
      }
      if (!result.valid)
        throw new Error(keyText(t, "shop:errors.postalCodeMismatch", { expected: result.expected ?? "" }));
    },
  });
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
  return useSchemaFormRules(storeApplicationSchema, toApplicationBody);
}

/**
 * Rules of a store form validated by `schema` on the body `toBody` builds from the form values (the
 * apply form, or the store detail edit with its extra fields): per field, the postal code with the
 * village match, and the whole-form parse.
 */
export function useSchemaFormRules<V, B>(schema: z.ZodType<B>, toBody: (values: V) => unknown): ApplyRules<V, B> {
  const { t } = useTranslation("shop");
  const checkPostal = usePostalCheck();

  return useMemo(() => {
    const fieldRule =
      (name: (string | number)[]): Rule =>
      (form) => ({
        validator: async () => {
          const result = schema.safeParse(toBody(form.getFieldsValue(true) as V));
          if (result.success) return;
          const id = name.join(".");
          const issue = result.error.issues.find((i) => formFieldOf(i.path).join(".") === id);
          if (issue) throw new Error(issueMessage(issue, t));
        },
      });

    return {
      field: (name) => [fieldRule(Array.isArray(name) ? name : [name])],
      postalCode: [fieldRule(["address", "postalCode"]), villagePostalRule(["address", "regionCodes"], checkPostal, t)],
      parseAll: (values) => {
        const result = schema.safeParse(toBody(values));
        if (result.success) return { body: result.data };
        return { errors: zodFieldErrors(result.error.issues, t, formFieldOf) };
      },
    };
  }, [t, schema, toBody, checkPostal]);
}
