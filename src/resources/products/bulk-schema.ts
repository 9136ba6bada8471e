/**
 * Bulk actions on selected products (spec §2 "Products for sale: ... Bulk update and priority toggle",
 * §4 "Product", §5 "Price tiers", "Bulk discount", "Stock"): request bodies of the bulk endpoints, shared
 * by the bulk bar, the bulk edit modal and the API (server/modules/item/transitions.ts).
 * Percentages are numbers with one decimal (12.5 = 12.5 %); money is integer rupiah.
 */
import { z } from "zod";
import { boundedArray } from "../../domain/schema/array";
import {
  buyerDiscountSchema,
  discountRefusal,
  discountSchema,
  firstInvalidTier,
  productFieldsSchema,
  type PriceTier,
} from "./schema";

/** At most this many products per bulk call (one transaction). */
export const MAX_BULK_ITEMS = 200;

const itemIdSchema = z.number({ error: "validation:number" }).int("validation:integer").positive("validation:invalid");

/**
 * `{ itemIds }`: 1..200 product ids. A repeated id counts once (a selection that names a product twice
 * still moves it once: the bulk bar's contract, tests/api/item-transitions.test.ts).
 */
export const bulkItemIdsSchema = z.object({
  itemIds: boundedArray(itemIdSchema, MAX_BULK_ITEMS, { uniqueBy: false }).min(1, "validation:minItems"),
});
export type BulkItemIds = z.infer<typeof bulkItemIdsSchema>;

/** Body of /api/item/ina/setPriority: set (true) or remove (false) the priority flag. */
export const setPrioritySchema = bulkItemIdsSchema.extend({ priority: z.boolean({ error: "validation:required" }) });
export type SetPriority = z.infer<typeof setPrioritySchema>;

// The discount rules live with the product schema (the full edit checks them too); re-exported for the bulk callers.
export { buyerDiscountSchema, discountRefusal, discountSchema };

/**
 * One product's changes; an absent field keeps its value. `buyerDiscount: null` removes the buyer
 * discount. `priceTiers` replaces the tiers (valid as on the product form: from 1, contiguous, only the
 * last open); `stockNum` sets the stock (0..1.000.000, at least the minimum purchase for actual stock).
 */
export const bulkUpdateItemSchema = z
  .object({
    itemId: itemIdSchema,
    priceTiers: productFieldsSchema.shape.priceTiers.optional(),
    discount: discountSchema.optional(),
    buyerDiscount: buyerDiscountSchema.nullable().optional(),
    stockNum: productFieldsSchema.shape.stockNum.optional(),
  })
  .superRefine((item, ctx) => {
    if (item.priceTiers) {
      const bad = firstInvalidTier(item.priceTiers as PriceTier[]);
      if (bad >= 0)
        ctx.addIssue({ code: "custom", path: ["priceTiers", bad], message: "products:errors.priceTierRange" });
    }
    if (item.discount !== undefined && item.buyerDiscount !== undefined) {
      const refusal = discountRefusal(item.discount, item.buyerDiscount);
      if (refusal) ctx.addIssue({ code: "custom", path: ["buyerDiscount"], message: refusal });
    }
  });
export type BulkUpdateItem = z.infer<typeof bulkUpdateItemSchema>;

/** Body of /api/item/ina/bulkUpdate: 1..200 products, each listed once, applied all or nothing. */
export const bulkUpdateSchema = z
  .object({
    items: z.array(bulkUpdateItemSchema).min(1, "validation:minItems").max(MAX_BULK_ITEMS, "validation:maxItems"),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.items.forEach((item, i) => {
      if (seen.has(item.itemId))
        ctx.addIssue({ code: "custom", path: ["items", i, "itemId"], message: "products:errors.duplicateItem" });
      seen.add(item.itemId);
    });
  });
export type BulkUpdate = z.infer<typeof bulkUpdateSchema>;

/** A row of /api/item/ina/bulkDetail: what the bulk edit modal shows and edits. */
export interface BulkEditRow {
  itemId: number;
  partNo: string;
  itemName: string;
  reviewStatus: number;
  priceTiers: PriceTier[];
  discount: number;
  buyerDiscount: number | null;
  stockType: number;
  stockNum: number;
  minBuyQty: number;
}

/** Answer of a refused bulk call (codes 404 / 409): the ids that cannot be changed; nothing was. */
export interface BulkRefusal {
  refused: number[];
}
