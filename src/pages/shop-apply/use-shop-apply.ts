/**
 * Data of /shop-apply (spec §4 "Shop routing", §7): loads the seller's shop info to prefill a
 * re-application and show the rejection, and sends the application.
 * Through the data provider (endpoint group `shop`, src/resources/endpoint-groups.ts):
 * - `myShopInfo` -> MyShopInfo; code 2202 = no shop yet (a blank form).
 * - `apply` StoreApplication -> MyShopInfo; a validation refusal (code 400, data.errors) comes back as
 *   field errors, any other refusal as its message. The shell's session is refreshed by the page.
 */
import { useCallback, useMemo, useState } from "react";
import { failureCode, failureText, useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import { serverFieldErrors, type FieldErrorEntry } from "../../forms/zod-rule";
import { ApplyStatus, ShopStatus, type RejectReason } from "../../domain/shop";
import { ResultCode } from "../../domain/wire";
import type { StoreApplication } from "../../resources/store/schema";
import {
  formFieldOf,
  fromApplication,
  type ApplyFormValues,
  type MyShopInfo,
} from "../../resources/store/profile/application-form";

export type LoadState = { status: "loading" } | { status: "error"; message: string } | { status: "ready" };

export interface Rejection {
  reasons: RejectReason[];
  remark: string;
}

export type SubmitOutcome = { ok: true } | { ok: false; fieldErrors: FieldErrorEntry[]; message: string };

/** See module doc. `initialValues` is ready once `load.status` is "ready". */
export function useShopApply() {
  const { query } = useEndpointQuery<MyShopInfo>("shop", "myShopInfo");
  const shop = query.data?.data;
  const settled = query.isError && !query.isFetching;
  const noShop = settled && failureCode(query.error) === ResultCode.noShop;
  const load: LoadState =
    shop || noShop
      ? { status: "ready" }
      : settled
        ? { status: "error", message: failureText(query.error, "") }
        : { status: "loading" };
  const initialValues = useMemo<ApplyFormValues>(() => fromApplication(shop?.application ?? null), [shop]);
  const rejection = useMemo<Rejection | null>(() => {
    const rejected = shop && (shop.applyStatus === ApplyStatus.auditNotPassed || shop.status === ShopStatus.restricted);
    return shop && rejected ? { reasons: shop.rejectReasons, remark: shop.rejectRemark } : null;
  }, [shop]);
  const [submitted, setSubmitted] = useState(false);
  const apply = useEndpointMutation<MyShopInfo, StoreApplication>("shop", "apply", false);
  const { run } = apply;

  const submit = useCallback(
    async (body: StoreApplication): Promise<SubmitOutcome> => {
      try {
        await run(body);
        setSubmitted(true);
        return { ok: true };
      } catch (err) {
        const data = (err as { data?: unknown } | null)?.data;
        return { ok: false, fieldErrors: serverFieldErrors(data, formFieldOf), message: failureText(err, "") };
      }
    },
    [run],
  );

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  return { load, initialValues, rejection, submit, submitting: apply.isPending, submitted, retry };
}
