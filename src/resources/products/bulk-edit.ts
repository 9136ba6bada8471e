/**
 * The bulk edit's pure part (spec §5 "Price tiers", "Bulk discount", "Stock"): a draft per product, the
 * changes to send (only fields that differ, so a stock an order just lowered is not overwritten), the
 * same rules the API applies checked first on the values each product would end with, and the API's
 * field errors (`items.<i>.<field>`) mapped back to products.
 */
import { MAX_STOCK } from "../../domain/product";
import { bulkUpdateItemSchema, discountRefusal, type BulkEditRow, type BulkUpdateItem } from "./bulk-schema";
import type { PriceTier } from "./schema";

export interface EditDraft {
  priceTiers: PriceTier[];
  /** Percent, one decimal. */
  discount: number;
  /** Percent, one decimal; null = no buyer discount. */
  buyerDiscount: number | null;
  /** null while the field is empty (refused: required). */
  stockNum: number | null;
}

/** A problem to show: an i18n key and its params. */
export interface Problem {
  key: string;
  params?: Record<string, unknown>;
}

export const draftOf = (row: BulkEditRow): EditDraft => ({
  priceTiers: row.priceTiers,
  discount: row.discount,
  buyerDiscount: row.buyerDiscount,
  stockNum: row.stockNum,
});

/** The fields of `draft` that differ from `row`, as a bulkUpdate item; null when nothing changed. */
export function changeOf(row: BulkEditRow, draft: EditDraft): BulkUpdateItem | null {
  const item: BulkUpdateItem = { itemId: row.itemId };
  if (JSON.stringify(draft.priceTiers) !== JSON.stringify(row.priceTiers)) item.priceTiers = draft.priceTiers;
  if (draft.discount !== row.discount) item.discount = draft.discount;
  if (draft.buyerDiscount !== row.buyerDiscount) item.buyerDiscount = draft.buyerDiscount;
  if (draft.stockNum !== null && draft.stockNum !== row.stockNum) item.stockNum = draft.stockNum;
  return Object.keys(item).length > 1 ? item : null;
}

/** What the API would refuse about the values `row` ends with under `draft` (see bulk-schema.ts). */
export function problemsOf(row: BulkEditRow, draft: EditDraft): Problem[] {
  if (draft.stockNum === null) return [{ key: "validation:required" }];
  const parsed = bulkUpdateItemSchema.safeParse({ itemId: row.itemId, ...draft });
  const problems: Problem[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => {
        const bag = i as unknown as { minimum?: unknown; maximum?: unknown };
        return {
          key: /^[\w-]+:[\w.-]+$/.test(i.message) ? i.message : "validation:invalid",
          params: { min: bag.minimum, max: bag.maximum ?? MAX_STOCK },
        };
      });
  const discount = discountRefusal(draft.discount, draft.buyerDiscount);
  if (discount && !problems.some((p) => p.key === discount)) problems.push({ key: discount });
  if (row.stockType === 2 && draft.stockNum < row.minBuyQty) problems.push({ key: "products:errors.minBuyOverStock" });
  return problems;
}

/** API field errors by path -> messages per product id, for the items that were sent (in order). */
export function errorsByItem(
  sent: readonly BulkUpdateItem[],
  errors: Record<string, string>,
): Record<number, string[]> {
  const out: Record<number, string[]> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^items\.(\d+)\b/.exec(path);
    const itemId = match ? sent[Number(match[1])]?.itemId : undefined;
    if (itemId !== undefined) (out[itemId] ??= []).push(message);
  }
  return out;
}
