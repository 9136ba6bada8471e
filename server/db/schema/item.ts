/**
 * Products (spec §3 "Product", §4 "Product") and uploaded files (spec §3 "Uploaded file", §5 "Upload").
 * Every seller row carries its shop and the owning user, so lists can be scoped by shop and, later,
 * by "only own" data-list permission (DESIGN.md §5).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { shops } from "./shop";

/** One price tier as stored (same shape as src/resources/products/schema.ts PriceTier). */
export interface StoredPriceTier {
  minQty: number;
  maxQty: number | null;
  price: number;
}

/** Uploaded files: bytes live at `<filesDir>/<fileKey>`; the type was detected from the bytes. */
export const files = pgTable(
  "files",
  {
    /** Random URL-safe key (32 chars); the only name the file has on disk. */
    fileKey: text("file_key").primaryKey(),
    /** Null for files of a seller without a shop yet (shop application documents). */
    shopId: integer("shop_id").references(() => shops.id),
    ownerUserId: integer("owner_user_id")
      .notNull()
      .references(() => users.id),
    /** image | media */
    kind: text("kind").notNull().default("image"),
    /** Detected from the bytes, e.g. image/png. */
    mime: text("mime").notNull(),
    /** Detected extension, e.g. png. */
    ext: text("ext").notNull(),
    /** Bytes. */
    size: integer("size").notNull(),
    originalName: text("original_name").notNull().default(""),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("files_shop_idx").on(t.shopId)],
);

/** Products. Money in integer rupiah; discount in tenths of a percent (12.5% -> 125). */
export const items = pgTable(
  "items",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    ownerUserId: integer("owner_user_id")
      .notNull()
      .references(() => users.id),
    partNo: text("part_no").notNull(),
    itemName: text("item_name").notNull(),
    /** categories.cate_id */
    categoryId: text("category_id").notNull(),
    condition: integer("condition").notNull(),
    grade: text("grade").notNull(),
    brandName: text("brand_name").notNull(),
    specification: text("specification").notNull().default(""),
    productUnit: text("product_unit").notNull(),
    packagingUnit: text("packaging_unit").notNull(),
    packagingQty: integer("packaging_qty").notNull(),
    /** grams */
    weight: integer("weight").notNull(),
    /** centimetres */
    length: integer("length").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    vehicleType: integer("vehicle_type").notNull(),
    adaptType: integer("adapt_type").notNull(),
    tradePlatforms: jsonb("trade_platforms").$type<number[]>().notNull(),
    priceTiers: jsonb("price_tiers").$type<StoredPriceTier[]>().notNull(),
    /** Price of the first tier, rupiah: the list's "price" column and sort key. */
    minPrice: bigint("min_price", { mode: "number" }).notNull(),
    /** Tenths of a percent, 0-999. */
    discountTenths: integer("discount_tenths").notNull().default(0),
    /** Buyer discount (spec §5 "Bulk discount"), tenths of a percent 1-999, above discountTenths; null = none. */
    buyerDiscountTenths: integer("buyer_discount_tenths"),
    saleUnit: text("sale_unit").notNull(),
    deliveryTemplateId: integer("delivery_template_id"),
    stockType: integer("stock_type").notNull(),
    stockNum: integer("stock_num").notNull(),
    minBuyQty: integer("min_buy_qty").notNull(),
    autoTender: boolean("auto_tender").notNull().default(false),
    priority: boolean("priority").notNull().default(false),
    reconditioned: boolean("reconditioned").notNull().default(false),
    description: text("description").notNull().default(""),
    /** src/domain/product.ts ReviewStatus */
    reviewStatus: integer("review_status").notNull(),
    /** Spec §8 off-shelve reason 1-11, set with review status 7. */
    offShelveReason: integer("off_shelve_reason"),
    /**
     * Passed assessment at least once since its content was last edited: set by the trigger
     * `items_approved_once` (custom migration) whenever review status enters 2, 4 or 5, cleared by the
     * seller's full edit. Draft -> in sale ("put on sale now", src/domain/product-transitions.ts) needs it.
     */
    approvedOnce: boolean("approved_once").notNull().default(false),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    // The list's default order within one shop, with and without a review-status tab. NULLS FIRST so that
    // `ORDER BY update_time DESC, id DESC` (PostgreSQL's default null order) reads the index without a sort.
    index("items_shop_status_update_idx").on(
      t.shopId,
      t.reviewStatus,
      t.updateTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("items_shop_update_idx").on(t.shopId, t.updateTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("items_status_update_idx").on(t.reviewStatus, t.updateTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Dashboard "low stock" (server/modules/item/service.ts LOW_STOCK_THRESHOLD = 10).
    index("items_low_stock_idx")
      .on(t.shopId)
      .where(sql`${t.stockType} = 2 and ${t.stockNum} < 10`),
  ],
);

/**
 * Number of items per shop and review status, kept exact by statement-level triggers on items
 * (custom migration `item_counts_triggers`): every insert, update and delete, whatever module runs it.
 * Lets the list answer its total without counting 100,000 rows (bench/README.md "API page").
 */
export const itemCounts = pgTable(
  "item_counts",
  {
    shopId: integer("shop_id").notNull(),
    reviewStatus: integer("review_status").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.reviewStatus] })],
);

/** Vehicles a product fits (adapt type 2); replaced as a whole on update. */
export const itemFitments = pgTable(
  "item_fitments",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    /** Position in the seller's list, kept so the summary names the first one. */
    sort: integer("sort").notNull(),
    brandId: text("brand_id").notNull(),
    brandName: text("brand_name").notNull(),
    series: text("series").notNull(),
    year: integer("year").notNull(),
    subModel: text("sub_model").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.sort] })],
);

/** Images of a product, in order; exactly one is main. */
export const itemImages = pgTable(
  "item_images",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull(),
    fileKey: text("file_key")
      .notNull()
      .references(() => files.fileKey),
    isMain: boolean("is_main").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.sort] }), index("item_images_file_idx").on(t.fileKey)],
);
