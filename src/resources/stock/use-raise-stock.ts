/**
 * Raising stock from the list (spec §2 "view and raise stock", §5): sends the new final stock of each row
 * with the stock the user saw as `version` (POST /api/stock/ina/raise), so a row changed meanwhile is
 * refused (409) instead of silently overwritten. Answers the API's result; rejects with ApiFailure.
 */
import { useCallback, useState } from "react";
import { post } from "../../providers/http";
import { stock as descriptor } from "./index";
import type { RaiseResult, StockRow } from "./schema";

const RAISE = descriptor.endpoints.custom?.raise ?? "";

/** The raise body for `rows` and the new stock entered for each (same order). */
export function raiseBody(rows: readonly StockRow[], values: readonly number[]) {
  return { items: rows.map((row, i) => ({ itemId: row.itemId, stockNum: values[i], version: row.stockNum })) };
}

/** Rows the unlimited rule (spec §9) stored differently from what was entered. */
export function resetRows(result: RaiseResult, values: readonly number[]): RaiseResult["items"] {
  return result.items.filter((item, i) => item.to !== values[i]);
}

export function useRaiseStock() {
  const [saving, setSaving] = useState(false);
  const raise = useCallback(async (rows: readonly StockRow[], values: readonly number[]) => {
    setSaving(true);
    try {
      return await post<RaiseResult>(RAISE, raiseBody(rows, values));
    } finally {
      setSaving(false);
    }
  }, []);
  return { raise, saving };
}
