/**
 * Data of /shop-apply (spec §4 "Shop routing", §7): loads the seller's shop info to prefill a
 * re-application and show the rejection, and sends the application.
 * - POST /api/shop/ina/myShopInfo -> MyShopInfo; code 2202 = no shop yet (a blank form).
 * - POST /api/shop/ina/apply StoreApplication -> MyShopInfo; a validation refusal (code 400,
 *   data.errors) comes back as field errors, any other refusal as its message.
 */
import { useCallback, useEffect, useState } from "react";
import { ApiFailure, post } from "../../providers/http";
import { serverFieldErrors, type FieldErrorEntry } from "../../forms/zod-rule";
import { ApplyStatus, ShopStatus } from "../../domain/shop";
import { ResultCode } from "../../domain/wire";
import type { StoreApplication } from "../../resources/store/schema";
import { formFieldOf, fromApplication, type ApplyFormValues, type MyShopInfo } from "../../resources/store/profile/application-form";

export type LoadState = { status: "loading" } | { status: "error"; message: string } | { status: "ready" };

export interface Rejection {
  reasons: number[];
  remark: string;
}

export type SubmitOutcome = { ok: true } | { ok: false; fieldErrors: FieldErrorEntry[]; message: string };

/** See module doc. `initialValues` is ready once `load.status` is "ready". */
export function useShopApply() {
  const [load, setLoad] = useState<LoadState>({ status: "loading" });
  const [initialValues, setInitialValues] = useState<ApplyFormValues>(() => fromApplication(null));
  const [rejection, setRejection] = useState<Rejection | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ status: "loading" });
    post<MyShopInfo>("/api/shop/ina/myShopInfo")
      .then((shop) => {
        if (!live) return;
        setInitialValues(fromApplication(shop.application));
        const rejected = shop.applyStatus === ApplyStatus.auditNotPassed || shop.status === ShopStatus.restricted;
        setRejection(rejected ? { reasons: shop.rejectReasons, remark: shop.rejectRemark } : null);
        setLoad({ status: "ready" });
      })
      .catch((err: unknown) => {
        if (!live) return;
        if (err instanceof ApiFailure && err.code === ResultCode.noShop) setLoad({ status: "ready" });
        else setLoad({ status: "error", message: (err as Error).message });
      });
    return () => {
      live = false;
    };
  }, [attempt]);

  const submit = useCallback(async (body: StoreApplication): Promise<SubmitOutcome> => {
    setSubmitting(true);
    try {
      await post<MyShopInfo>("/api/shop/ina/apply", body);
      setSubmitted(true);
      return { ok: true };
    } catch (err) {
      const data = err instanceof ApiFailure ? err.data : null;
      return { ok: false, fieldErrors: serverFieldErrors(data, formFieldOf), message: (err as Error).message };
    } finally {
      setSubmitting(false);
    }
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { load, initialValues, rejection, submit, submitting, submitted, retry };
}
