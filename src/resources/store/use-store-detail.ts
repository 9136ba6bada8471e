/**
 * Data of /store/store-detail and /store/store-detail-edit (issue 3 part 6):
 * - POST /api/store/ina/detail {} -> StoreDetail
 * - POST /api/store/ina/update StoreUpdate -> StoreDetail; a validation refusal (code 400, data.errors)
 *   comes back as field errors, any other refusal (e.g. 403 for a bank change by a sub-account) as its message.
 */
import { useCallback, useEffect, useState } from "react";
import { serverFieldErrors, type FieldErrorEntry } from "../../forms/zod-rule";
import { formFieldOf } from "./profile/application-form";
import { ApiFailure, post } from "../../providers/http";
import type { StoreDetail, StoreUpdate } from "./schema";

export type DetailState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; detail: StoreDetail };
export type SaveOutcome = { ok: true; detail: StoreDetail } | { ok: false; fieldErrors: FieldErrorEntry[]; message: string };

/** Loads the detail once (and again on `reload`). */
export function useStoreDetail() {
  const [state, setState] = useState<DetailState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    post<StoreDetail>("/api/store/ina/detail", {})
      .then((detail) => live && setState({ status: "ready", detail }))
      .catch((err: unknown) => live && setState({ status: "error", message: (err as Error).message }));
    return () => {
      live = false;
    };
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}

/** Sends the whole store (see module doc). */
export function useSaveStore() {
  const [saving, setSaving] = useState(false);
  const save = useCallback(async (body: StoreUpdate): Promise<SaveOutcome> => {
    setSaving(true);
    try {
      return { ok: true, detail: await post<StoreDetail>("/api/store/ina/update", body) };
    } catch (err) {
      const data = err instanceof ApiFailure ? err.data : null;
      return { ok: false, fieldErrors: serverFieldErrors(data, formFieldOf), message: (err as Error).message };
    } finally {
      setSaving(false);
    }
  }, []);
  return { save, saving };
}
