/**
 * /shop-additional-info data (spec §4 "applyStatus 2 with shop status 1"): prefill from the shop info
 * and save the three fields.
 * - POST /api/shop/ina/myShopInfo -> MyShopInfo (businessType, storeEstablishment, storeDescription)
 * - POST /api/shop/ina/additionalInfo AdditionalInfo -> MyShopInfo; a validation refusal (code 400,
 *   data.errors) comes back as field errors, any other refusal as its message.
 */
import { useCallback, useEffect, useState } from "react";
import { ApiFailure, post } from "../../providers/http";
import { serverFieldErrors, type FieldErrorEntry } from "../../forms/zod-rule";
import type { AdditionalInfo } from "../../resources/store/schema";
import type { MyShopInfo } from "../../resources/store/profile/application-form";

/** What the form holds. */
export interface AdditionalInfoValues {
  businessType: string[];
  storeEstablishment: string;
  storeDescription: string;
}

export type SaveOutcome = { ok: true } | { ok: false; fieldErrors: FieldErrorEntry[]; message: string };

/** See module doc. A failed prefill leaves the form blank: the seller can still fill it in. */
export function useAdditionalInfo() {
  const [initialValues, setInitialValues] = useState<AdditionalInfoValues | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    const blank: AdditionalInfoValues = { businessType: [], storeEstablishment: "", storeDescription: "" };
    post<MyShopInfo>("/api/shop/ina/myShopInfo")
      .then((shop) => {
        if (live)
          setInitialValues({
            businessType: [...shop.businessType],
            storeEstablishment: shop.storeEstablishment,
            storeDescription: shop.storeDescription,
          });
      })
      .catch(() => live && setInitialValues(blank));
    return () => {
      live = false;
    };
  }, []);

  const save = useCallback(async (body: AdditionalInfo): Promise<SaveOutcome> => {
    setSaving(true);
    try {
      await post<MyShopInfo>("/api/shop/ina/additionalInfo", body);
      return { ok: true };
    } catch (err) {
      const data = err instanceof ApiFailure ? err.data : null;
      return { ok: false, fieldErrors: serverFieldErrors(data), message: (err as Error).message };
    } finally {
      setSaving(false);
    }
  }, []);

  return { initialValues, save, saving };
}
