/**
 * The shop's stock sync period (spec §2, §9) through the data provider: read (stock `syncPeriodGet`,
 * cached) and saved (stock `syncPeriod` {mode, weekdays, hours}, which refreshes the read).
 */
import { useCallback } from "react";
import { failureText, useEndpointMutation, useEndpointQuery } from "../../providers/data-hooks";
import { stock } from "./index";
import type { SyncPeriod, SyncPeriodValue } from "./schema";

export function useSyncPeriod() {
  const { query } = useEndpointQuery<SyncPeriod>(stock.name, "syncPeriodGet");
  const set = useEndpointMutation<SyncPeriod, SyncPeriodValue>(stock.name, "syncPeriod", ["list"]);
  const { run } = set;
  /** Saves; resolves with the stored setting, rejects with HttpError (field errors in `data.errors`). */
  const save = useCallback((next: SyncPeriodValue) => run(next), [run]);
  return {
    value: query.data?.data ?? null,
    error: query.isError ? failureText(query.error, "") : null,
    saving: set.isPending,
    save,
  };
}
