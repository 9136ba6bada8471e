/**
 * Price tiers (spec §3 "Product" price tiers, §5 "Price tiers contiguous from 1"): quantity ranges with a
 * rupiah price each, shared by the product schema, the bulk edit, the importer and the tier editor
 * (src/forms/price-tiers.tsx).
 */
import { z } from "zod";
import { MAX_STOCK } from "../product";
import { MAX_PRICE } from "../money";

const intIn = (min: number, max: number) =>
  z
    .number({ error: "validation:number" })
    .int("validation:integer")
    .min(min, "validation:min")
    .max(max, "validation:max");

/** One price tier: `minQty`-`maxQty` (null = open end, shown as ">= minQty") at `price` rupiah. */
export const priceTierSchema = z.object({
  minQty: intIn(1, MAX_STOCK),
  maxQty: intIn(1, MAX_STOCK).nullable(),
  price: intIn(1, MAX_PRICE),
});
export type PriceTier = z.infer<typeof priceTierSchema>;

/**
 * Price tiers are valid when they start at 1, are sorted, contiguous (next min = previous max + 1),
 * each max >= min, and only the last may be open-ended. Returns the index of the first bad tier, or -1.
 */
export function firstInvalidTier(tiers: readonly PriceTier[]): number {
  for (let i = 0; i < tiers.length; i++) {
    const t = tiers[i];
    const expectedMin = i === 0 ? 1 : (tiers[i - 1].maxQty ?? Number.NaN) + 1;
    if (t.minQty !== expectedMin) return i;
    if (t.maxQty !== null && t.maxQty < t.minQty) return i;
    if (t.maxQty === null && i !== tiers.length - 1) return i;
  }
  return -1;
}
