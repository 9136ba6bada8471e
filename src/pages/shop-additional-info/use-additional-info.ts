/**
 * /shop-additional-info data (spec §4 "applyStatus 2 with shop status 1"): prefill from the shop info
 * and save the three fields.
 * Through the data provider (endpoint group `shop`, src/resources/endpoint-groups.ts):
 * - `myShopInfo` -> MyShopInfo (businessType, storeEstablishment, storeDescription)
 * - `additionalInfo` AdditionalInfo -> MyShopInfo; a validation refusal (code 400, data.errors) comes
 *   back as field errors, any other refusal as its message.
 */
import { useCallback, useMemo } from "react";
import { failureText, useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
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
  const { query } = useEndpointQuery<MyShopInfo>("shop", "myShopInfo");
  const shop = query.data?.data;
  const failed = query.isError;
  const initialValues = useMemo<AdditionalInfoValues | null>(() => {
    if (shop)
      return {
        businessType: [...shop.businessType],
        storeEstablishment: shop.storeEstablishment,
        storeDescription: shop.storeDescription,
      };
    return failed ? { businessType: [], storeEstablishment: "", storeDescription: "" } : null;
  }, [shop, failed]);
  const additionalInfo = useEndpointMutation<MyShopInfo, AdditionalInfo>("shop", "additionalInfo", false);
  const { run } = additionalInfo;

  const save = useCallback(
    async (body: AdditionalInfo): Promise<SaveOutcome> => {
      try {
        await run(body);
        return { ok: true };
      } catch (err) {
        const data = (err as { data?: unknown } | null)?.data;
        return { ok: false, fieldErrors: serverFieldErrors(data), message: failureText(err, "") };
      }
    },
    [run],
  );

  return { initialValues, save, saving: additionalInfo.isPending };
}
