/**
 * Raising stock from the list (spec §2 "view and raise stock", §5): sends the new final stock of each row
 * with the stock the user saw as `version` (stock `raise`), so a row changed meanwhile is refused (409)
 * instead of silently overwritten. Answers the API's result and refreshes the stock list (react-query
 * invalidation); rejects with HttpError.
 */
import { useCallback } from "react";
import { useEndpointMutation } from "../../providers/data-hooks";
import { stock } from "./index";
import type { RaiseResult, StockRow } from "./schema";

/** The raise body for `rows` and the new stock entered for each (same order). */
export function raiseBody(rows: readonly StockRow[], values: readonly number[]) {
  return { items: rows.map((row, i) => ({ itemId: row.itemId, stockNum: values[i], version: row.stockNum })) };
}

/** Rows the unlimited rule (spec §9) stored differently from what was entered. */
export function resetRows(result: RaiseResult, values: readonly number[]): RaiseResult["items"] {
  return result.items.filter((item, i) => item.to !== values[i]);
}

export function useRaiseStock() {
  const mutation = useEndpointMutation<RaiseResult, ReturnType<typeof raiseBody>>(stock.name, "raise");
  const { run } = mutation;
  const raise = useCallback(
    (rows: readonly StockRow[], values: readonly number[]) => run(raiseBody(rows, values)),
    [run],
  );
  return { raise, saving: mutation.isPending };
}
