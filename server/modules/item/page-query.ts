/**
 * The product list query, shared by the seller list (/api/item/ina/page), the dashboard
 * (/api/item/ina/stats) and the platform list (/api/platform/item/page).
 *
 * One count plus one page query (the count from item_counts for tab filters, see countItems): the page of items is picked by the index
 * (shop_id, review_status, update_time desc, id desc) in a subquery, and only those rows get their
 * main image, category name and fitment summary (correlated subqueries on primary keys): no N+1.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { z } from "zod";
import { pageRequestSchema } from "@src/domain/page-request";
import { productPageFiltersSchema, type ProductRow } from "@src/resources/products/schema";
import type { Db } from "../../db/client";
import { asPlaceholder, asValue, boundValues, preparedWithin, type Bind } from "../../db/prepared";
import { offsetOf } from "../../http/envelope";
import { itemCounts, itemFitments, itemImages, items } from "../../db/schema/item";
import { categories } from "../../db/schema/reference";
import { DEFAULT_LANGUAGE, type Language } from "@src/domain/wire";
import { categoryTitleSql } from "../reference/reference-service";
import { shops } from "../../db/schema/shop";
import { likePattern } from "../../db/like";
import { fileUrl } from "../file/file-url";
import { fitmentSummary, formatDateTime, tenthsToBuyerDiscount, tenthsToDiscount } from "./format";

/** Body of /api/item/ina/page. */
export const itemPageRequestSchema = z.object({ ...pageRequestSchema.shape, ...productPageFiltersSchema.shape });

export type ItemSortField = "updateTime" | "createTime" | "price" | "stockNum" | "itemName";

/** What a list may filter on; `shopId` is always set for a seller (data scoping in SQL). */
export interface ItemListFilter {
  shopId?: number;
  /** "Only own activities" positions (spec §6): rows this user owns. */
  ownerUserId?: number;
  reviewStatus?: readonly number[];
  keyword?: string;
  categoryId?: string;
  condition?: number;
  priority?: boolean;
  sortField?: ItemSortField;
  sortOrder?: "asc" | "desc";
  /** Language of the category column (Accept-Language); id-ID when absent. */
  lang?: Language;
}

/** A list row plus the shop it belongs to (the platform list shows it). */
export type ItemListRow = ProductRow & { shopId: number; shopName: string };

/** The WHERE of a list; undefined when nothing filters. */
export function itemWhere(f: ItemListFilter, bind: Bind = asValue): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.shopId !== undefined) parts.push(eq(items.shopId, bind("shopId", f.shopId)));
  if (f.ownerUserId !== undefined) parts.push(eq(items.ownerUserId, bind("ownerUserId", f.ownerUserId)));
  if (f.reviewStatus && f.reviewStatus.length > 0) {
    parts.push(
      f.reviewStatus.length === 1
        ? eq(items.reviewStatus, bind("reviewStatus0", f.reviewStatus[0]))
        : inArray(
            items.reviewStatus,
            f.reviewStatus.map((s, i) => bind(`reviewStatus${i}`, s)),
          ),
    );
  }
  if (f.keyword) {
    const pattern = bind("keyword", likePattern(f.keyword));
    parts.push(or(ilike(items.partNo, pattern), ilike(items.itemName, pattern)));
  }
  if (f.categoryId) parts.push(eq(items.categoryId, bind("categoryId", f.categoryId)));
  if (f.condition !== undefined) parts.push(eq(items.condition, bind("condition", f.condition)));
  if (f.priority !== undefined) parts.push(eq(items.priority, bind("priority", f.priority)));
  return and(...parts);
}

/**
 * The name of the prepared page statement for `f`'s shape: which filters are set (not their values), how many
 * review statuses, the sort, the language and whether the total rides along. Every shape is one text, so one
 * name; a few dozen shapes are in use (the tabs, a keyword, a category, the sorts).
 */
function shapeName(f: ItemListFilter, withTotal: boolean): string {
  const set = (on: boolean, letter: string) => (on ? letter : "");
  return [
    PAGE_FAMILY,
    set(f.shopId !== undefined, "s"),
    set(f.ownerUserId !== undefined, "o"),
    `r${f.reviewStatus?.length ?? 0}`,
    set(Boolean(f.keyword), "k"),
    set(Boolean(f.categoryId), "c"),
    set(f.condition !== undefined, "n"),
    set(f.priority !== undefined, "p"),
    `_${f.sortField ?? "updateTime"}_${f.sortOrder ?? "desc"}_${f.lang ?? DEFAULT_LANGUAGE}`,
    set(withTotal, "_t"),
  ].join("");
}

interface SortColumns {
  id: AnyColumn;
  updateTime: AnyColumn;
  createTime: AnyColumn;
  minPrice: AnyColumn;
  stockNum: AnyColumn;
  itemName: AnyColumn;
}

/** ORDER BY of a list: the chosen field then id, both in the chosen direction (default update time desc). */
function orderOf(f: ItemListFilter, c: SortColumns): SQL[] {
  const dir = (f.sortOrder ?? "desc") === "asc" ? asc : desc;
  const field: Record<ItemSortField, AnyColumn> = {
    updateTime: c.updateTime,
    createTime: c.createTime,
    price: c.minPrice,
    stockNum: c.stockNum,
    itemName: c.itemName,
  };
  return [dir(field[f.sortField ?? "updateTime"]), dir(c.id)];
}

/** True when only shop and review status filter: the total then comes from item_counts (kept per shop). */
function countable(f: ItemListFilter): boolean {
  return (
    !f.keyword && !f.categoryId && f.condition === undefined && f.priority === undefined && f.ownerUserId === undefined
  );
}

/** The item_counts rows of a shop / status filter. */
function countersWhere(f: ItemListFilter, bind: Bind = asValue): SQL | undefined {
  return and(
    f.shopId !== undefined ? eq(itemCounts.shopId, bind("shopId", f.shopId)) : undefined,
    f.reviewStatus && f.reviewStatus.length > 0
      ? inArray(
          itemCounts.reviewStatus,
          f.reviewStatus.map((s, i) => bind(`reviewStatus${i}`, s)),
        )
      : undefined,
  );
}

/** Sum of item_counts for a shop / status filter, as an uncorrelated scalar subquery (evaluated once). */
function countersTotal(f: ItemListFilter, bind: Bind): SQL<number> {
  const where = countersWhere(f, bind);
  return sql<number>`(select coalesce(sum(${itemCounts.n}), 0) from ${itemCounts} ${where ? sql`where ${where}` : sql``})`;
}

/** Rows matching `f`, at most `limit` from `offset`, in list order. */
export async function listItems(db: Db, f: ItemListFilter, limit: number, offset: number): Promise<ItemListRow[]> {
  return (await selectPage(db, f, limit, offset, false)).rows;
}

/**
 * One page and the total of a list. For tab filters the total rides in the page query (one round
 * trip); otherwise COUNT runs only when the page does not tell it (a short, non-empty page is the
 * last one: total = offset + rows).
 */
export async function pageItems(
  db: Db,
  f: ItemListFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ItemListRow[]; rowCount: number }> {
  const { rows, total } = await selectPage(db, f, limit, offset, countable(f));
  if (total !== null) return { rows, rowCount: total };
  const known = rows.length > 0 && rows.length < limit;
  return { rows, rowCount: known ? offset + rows.length : await countItems(db, f) };
}

/**
 * The page statement of `f`'s shape: the page of items picked by the index in a subquery, then their image,
 * category, shop and fitment summary; the filters' values, `limit` and `offset` as `bind` makes them.
 */
function pageQuery(d: Db, f: ItemListFilter, withTotal: boolean, bind: Bind, limit: number, offset: number) {
  const p = d
    .select({
      id: items.id,
      shopId: items.shopId,
      partNo: items.partNo,
      itemName: items.itemName,
      categoryId: items.categoryId,
      condition: items.condition,
      brandName: items.brandName,
      minPrice: items.minPrice,
      discountTenths: items.discountTenths,
      buyerDiscountTenths: items.buyerDiscountTenths,
      stockType: items.stockType,
      stockNum: items.stockNum,
      reviewStatus: items.reviewStatus,
      offShelveReason: items.offShelveReason,
      priority: items.priority,
      createTime: items.createTime,
      updateTime: items.updateTime,
    })
    .from(items)
    .where(itemWhere(f, bind))
    .orderBy(...orderOf(f, items))
    .limit(bind("limit", limit))
    .offset(bind("offset", offset))
    .as("p");
  return d
    .select({
      id: p.id,
      shopId: p.shopId,
      partNo: p.partNo,
      itemName: p.itemName,
      categoryId: p.categoryId,
      condition: p.condition,
      brandName: p.brandName,
      minPrice: p.minPrice,
      discountTenths: p.discountTenths,
      buyerDiscountTenths: p.buyerDiscountTenths,
      stockType: p.stockType,
      stockNum: p.stockNum,
      reviewStatus: p.reviewStatus,
      offShelveReason: p.offShelveReason,
      priority: p.priority,
      updateTime: p.updateTime,
      categoryName: categoryTitleSql(f.lang ?? DEFAULT_LANGUAGE),
      shopName: shops.storeName,
      mainFileKey: sql<
        string | null
      >`(select ${itemImages.fileKey} from ${itemImages} where ${itemImages.itemId} = ${p.id} and ${itemImages.isMain} limit 1)`,
      // Year 0 means "all years" (src/domain/reference.ts ALL_YEARS): the summary names no year then.
      firstFitment: sql<
        string | null
      >`(select ${itemFitments.brandName} || ' ' || ${itemFitments.series} || case when ${itemFitments.year} = 0 then '' else ' ' || ${itemFitments.year} end from ${itemFitments} where ${itemFitments.itemId} = ${p.id} order by ${itemFitments.sort} limit 1)`,
      fitmentCount: sql<number>`(select count(*) from ${itemFitments} where ${itemFitments.itemId} = ${p.id})`.mapWith(
        Number,
      ),
      total: (withTotal ? countersTotal(f, bind) : sql`null`).mapWith(Number),
    })
    .from(p)
    .leftJoin(categories, eq(categories.cateId, p.categoryId))
    .leftJoin(shops, eq(shops.id, p.shopId))
    .orderBy(...orderOf(f, p));
}

/** The product list's page statements (one per shape), at most MAX_PREPARED_SHAPES per process (server/db/prepared.ts preparedWithin). */
const PAGE_FAMILY = "items_page_";
const MAX_PREPARED_SHAPES = 48;

/**
 * One page of `f`, as a statement prepared once per shape and database handle (server/db/prepared.ts): the
 * product list is the screen sellers open most after the inbox, and building its two-level select cost the
 * API 274 µs a call (bench/README.md "Seller day").
 */
async function selectPage(
  db: Db,
  f: ItemListFilter,
  limit: number,
  offset: number,
  withTotal: boolean,
): Promise<{ rows: ItemListRow[]; total: number | null }> {
  const statement = preparedWithin(db, PAGE_FAMILY, MAX_PREPARED_SHAPES, shapeName(f, withTotal), (d, n) =>
    pageQuery(d, f, withTotal, asPlaceholder, limit, offset).prepare(n),
  );
  const rows = statement
    ? await statement.execute({ ...boundValues((bind) => itemWhere(f, bind)), limit, offset })
    : await pageQuery(db, f, withTotal, asValue, limit, offset);
  const mapped = rows.map(
    ({ categoryName, shopName, mainFileKey, firstFitment, fitmentCount, total: _total, ...r }) => ({
      itemId: r.id,
      shopId: r.shopId,
      shopName: shopName ?? "",
      partNo: r.partNo,
      itemName: r.itemName,
      mainImageUrl: mainFileKey ? fileUrl(mainFileKey) : null,
      categoryId: r.categoryId,
      categoryName: categoryName ?? "",
      condition: r.condition,
      brandName: r.brandName,
      price: r.minPrice,
      discount: tenthsToDiscount(r.discountTenths),
      buyerDiscount: tenthsToBuyerDiscount(r.buyerDiscountTenths),
      stockType: r.stockType,
      stockNum: r.stockNum,
      reviewStatus: r.reviewStatus,
      offShelveReason: r.offShelveReason,
      priority: r.priority,
      fitmentSummary: fitmentSummary(firstFitment, fitmentCount),
      updateTime: formatDateTime(r.updateTime),
    }),
  );
  if (!withTotal) return { rows: mapped, total: null };
  // An empty page (beyond the last) carries no row to read the total from.
  return { rows: mapped, total: rows.length > 0 ? rows[0].total : await countItems(db, f) };
}

/**
 * How many rows match `f`. A filter on shop and review status only (the list tabs) is answered from
 * item_counts (exact, kept by triggers) instead of counting up to 100,000 rows; any other filter counts.
 */
export async function countItems(db: Db, f: ItemListFilter): Promise<number> {
  if (countable(f)) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${itemCounts.n}), 0)`.mapWith(Number) })
      .from(itemCounts)
      .where(countersWhere(f));
    return row?.n ?? 0;
  }
  const [row] = await db.select({ n: count() }).from(items).where(itemWhere(f));
  return row?.n ?? 0;
}

/** One page of a list plus its row count (see pageItems), for a 1-based page request. */
export async function pagedItems(db: Db, filter: ItemListFilter, req: { pageNo: number; pageSize: number }) {
  return pageItems(db, filter, req.pageSize, offsetOf(req));
}

/** Drops the platform-only columns from a list row. */
export function toProductRow({ shopId: _shopId, shopName: _shopName, ...row }: ItemListRow): ProductRow {
  return row;
}
