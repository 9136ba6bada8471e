/**
 * Import row and request schemas (spec §5 "Import"), shared by the portal's matching step and the API,
 * so the API re-validates every row with the very rules the user saw.
 *
 * - Create row: every product field (productFieldsSchema with its cross-field rules). Images are file keys
 *   of the shop's uploaded images and may be left empty: such a row is saved as a draft (review status 3),
 *   completed later in the product form; a row with images goes to assessment (1).
 * - Update row: product id + price tiers, discount and stock (spec: "update supports only price,
 *   discount, stock of in-sale products").
 */
import { z } from "zod";
import { firstInvalidTier, productFieldsSchema, productImageSchema, withProductRules } from "../schema";
import { PRODUCT_IMAGE_MAX_COUNT } from "../../../domain/product";
import { IMPORT_MODES, MAX_IMPORT_ROWS } from "./columns";
import { boundedArray } from "../../../domain/schema/array";
import { text } from "../../../domain/schema/text";

export const importCreateRowSchema = withProductRules(
  productFieldsSchema.extend({
    // A repeated image is refused by the API with its own message (errors:item.duplicateImage).
    images: boundedArray(productImageSchema, PRODUCT_IMAGE_MAX_COUNT, { uniqueBy: false }).default([]),
  }),
);
export type ImportCreateRow = z.infer<typeof importCreateRowSchema>;

/** Price, discount and stock of one in-sale product (the fields update mode may change). */
export const productStockPriceUpdateSchema = z
  .object({
    itemId: z.number({ error: "validation:number" }).int("validation:integer").positive("validation:min"),
    priceTiers: productFieldsSchema.shape.priceTiers,
    discount: productFieldsSchema.shape.discount,
    stockNum: productFieldsSchema.shape.stockNum,
  })
  .superRefine((p, ctx) => {
    const bad = firstInvalidTier(p.priceTiers);
    if (bad >= 0)
      ctx.addIssue({ code: "custom", path: ["priceTiers", bad], message: "products:errors.priceTierRange" });
  });
export type ImportUpdateRow = z.infer<typeof productStockPriceUpdateSchema>;

/**
 * Body of `/api/item/ina/import`: a client-generated id (the same id submitted again answers the first
 * result without applying anything), the mode and the valid rows (1-10,000). Rows are checked one by one
 * with the row schema of the mode, so the answer names the row index of each problem.
 */
export const importRequestSchema = z.object({
  importId: z.uuid("validation:invalid"),
  mode: z.enum(IMPORT_MODES as [string, ...string[]], { error: "validation:oneOf" }),
  rows: z.array(z.unknown()).min(1, "import:errors.empty").max(MAX_IMPORT_ROWS, "validation:maxItems"),
});

/** Body of `/api/item/ina/import/progress`: the import whose progress the page follows. */
export const importProgressRequestSchema = z.object({ importId: z.uuid("validation:invalid") });

/** Answer of `/api/item/ina/import/progress`. */
export interface ImportProgress {
  /** running: being applied now; done: committed; none: unknown, not started yet, refused or rolled back. */
  status: "running" | "done" | "none";
  /** 0-100: validation 5, then every batch of rows written. */
  percent: number;
  /** Rows of the import (0 when unknown). */
  total: number;
}

/** Body of `/api/item/ina/import/vehicles`: `brand series` names (lower case) the file mentions. */
export const importVehiclesRequestSchema = z.object({
  names: boundedArray(text().trim().min(1).max(200), 5000),
});

/** Body of `/api/item/ina/export`: review statuses to export (default in sale, 5). */
export const importExportRequestSchema = z.object({
  reviewStatus: boundedArray(z.number().int(), 7).optional(),
});

/** Answer of `/api/item/ina/import` (also stored as the import's result). */
export interface ImportResult {
  importId: string;
  mode: "create" | "update";
  /** Rows applied (all of them: the import is all-or-nothing). */
  applied: number;
  /** Create mode: rows saved as drafts (no images) and sent to assessment. */
  drafts: number;
  submitted: number;
  /** Ids of the products created or updated, in row order. */
  itemIds: number[];
  /** True when this answer repeats an earlier submit of the same importId. */
  repeated: boolean;
}
