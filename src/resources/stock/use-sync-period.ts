/**
 * The shop's stock sync period (spec §2, §9): read on mount (POST /api/stock/ina/syncPeriod/get) and saved
 * (POST /api/stock/ina/syncPeriod/set {mode, weekdays, hours}); answers the stored setting.
 */
import { useCallback, useEffect, useState } from "react";
import { post } from "../../providers/http";
import { SYNC_PERIOD_GET, stock as descriptor } from "./index";
import type { SyncPeriod, SyncPeriodValue } from "./schema";

const SET = descriptor.endpoints.custom?.syncPeriod ?? "";

export function useSyncPeriod() {
  const [value, setValue] = useState<SyncPeriod | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    post<SyncPeriod>(SYNC_PERIOD_GET, {}).then(
      (v) => live && setValue(v),
      (err: Error) => live && setError(err.message),
    );
    return () => {
      live = false;
    };
  }, []);

  /** Saves; resolves with the stored setting, rejects with ApiFailure (field errors in `data.errors`). */
  const save = useCallback(async (next: SyncPeriodValue) => {
    setSaving(true);
    try {
      const stored = await post<SyncPeriod>(SET, next);
      setValue(stored);
      return stored;
    } finally {
      setSaving(false);
    }
  }, []);

  return { value, error, saving, save };
}
