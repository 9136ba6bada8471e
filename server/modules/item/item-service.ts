/**
 * Products of a shop (spec §3 "Product", §4 "Product", §5, §9): detail, create, full-replace update,
 * dashboard figures. Every query is scoped by the caller's shop in SQL; another shop's product is
 * answered exactly like a missing one (errors:notFound).
 */
import { recordActivity } from "../activity/record";
import { notifyItemReview } from "../message/message-service";
import { and, asc, count, eq, inArray, lt } from "drizzle-orm";
import { ResultCode, type Language } from "@src/domain/wire";
import { ReviewStatus, type ReviewStatusValue } from "@src/domain/product";
import { PRODUCT_MOVES, initialReviewStatus, nextReviewStatus } from "@src/domain/product-transitions";
import { discountRefusal, type Product, type productFieldsSchema } from "@src/resources/products/schema";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { files, itemCounts, itemFitments, itemImages, items } from "../../db/schema/item";
import { categories } from "../../db/schema/reference";
import { ApiError, notFound } from "../../http/envelope";
import type { CallerScope, RowScope } from "../../http/scope";
import { fieldRefusal } from "../../http/validate";
import { discountToTenths, tenthsToBuyerDiscount, toProduct } from "./format";
import { listItems, type ItemListRow } from "./page-query";
import { isShopTemplate } from "../logistics/delivery-template-service";

export type ProductFields = z.infer<typeof productFieldsSchema>;

function scopeWhere(scope: RowScope) {
  return and(
    eq(items.shopId, scope.shopId),
    scope.ownerUserId === undefined ? undefined : eq(items.ownerUserId, scope.ownerUserId),
  );
}

/**
 * Checks what zod cannot: the category exists, the delivery template (if any) is the shop's, and every
 * image is an image file of the caller's shop (listed once). @throws ApiError 400 with field errors; nothing is written.
 */
async function checkReferences(db: Db | Tx, shopId: number, p: ProductFields, lang: Language): Promise<void> {
  const errors: { path: string; key: string; params?: Record<string, unknown> }[] = [];
  const [cat] = await db
    .select({ id: categories.cateId })
    .from(categories)
    .where(eq(categories.cateId, p.categoryId))
    .limit(1);
  if (!cat) errors.push({ path: "categoryId", key: "errors:item.unknownCategory" });
  // Spec §3 Product "delivery fee template": one of the shop's own templates, or none (ships free).
  if (p.deliveryTemplateId !== null && !(await isShopTemplate(db, shopId, p.deliveryTemplateId)))
    errors.push({ path: "deliveryTemplateId", key: "deliveryTemplates:errors.unknownTemplate" });
  const keys = p.images.map((i) => i.fileKey);
  const owned = keys.length
    ? await db
        .select({ fileKey: files.fileKey })
        .from(files)
        .where(and(eq(files.shopId, shopId), eq(files.kind, "image"), inArray(files.fileKey, keys)))
    : [];
  const ownedSet = new Set(owned.map((r) => r.fileKey));
  const seen = new Set<string>();
  keys.forEach((key, i) => {
    if (!ownedSet.has(key)) errors.push({ path: `images.${i}.fileKey`, key: "errors:item.unknownImage" });
    else if (seen.has(key)) errors.push({ path: `images.${i}.fileKey`, key: "errors:item.duplicateImage" });
    seen.add(key);
  });
  if (errors.length > 0) throw fieldRefusal(lang, errors);
}

/**
 * Column values of items from the form fields (everything but keys, status and times). An absent
 * `buyerDiscount` leaves buyer_discount_tenths out (insert: none; update: the stored one stays).
 */
export function columnsOf(p: ProductFields) {
  return {
    ...(p.buyerDiscount === undefined
      ? {}
      : { buyerDiscountTenths: p.buyerDiscount === null ? null : discountToTenths(p.buyerDiscount) }),
    partNo: p.partNo,
    itemName: p.itemName,
    categoryId: p.categoryId,
    condition: p.condition,
    grade: p.grade,
    brandName: p.brandName,
    specification: p.specification,
    productUnit: p.productUnit,
    packagingUnit: p.packagingUnit,
    packagingQty: p.packagingQty,
    weight: p.weight,
    length: p.length,
    width: p.width,
    height: p.height,
    vehicleType: p.vehicleType,
    adaptType: p.adaptType,
    tradePlatforms: [...new Set(p.tradePlatforms)].sort(),
    priceTiers: p.priceTiers,
    minPrice: p.priceTiers[0].price,
    discountTenths: discountToTenths(p.discount),
    saleUnit: p.saleUnit,
    deliveryTemplateId: p.deliveryTemplateId,
    stockType: p.stockType,
    stockNum: p.stockNum,
    minBuyQty: p.minBuyQty,
    autoTender: p.autoTender,
    priority: p.priority,
    reconditioned: p.reconditioned,
    description: p.description,
  };
}

/** Writes fitments and images of an item (after deleting the old ones on update). A general part stores no fitment. */
async function writeChildren(tx: Tx, itemId: number, p: ProductFields): Promise<void> {
  const fitments = p.adaptType === 2 ? p.fitments : [];
  if (fitments.length > 0) {
    await tx.insert(itemFitments).values(
      fitments.map((f, sort) => ({
        itemId,
        sort,
        brandId: f.brandId,
        brandName: f.brandName,
        series: f.series,
        year: f.year,
        subModel: f.subModel,
      })),
    );
  }
  await tx
    .insert(itemImages)
    .values(p.images.map((img, sort) => ({ itemId, sort, fileKey: img.fileKey, isMain: img.isMain })));
}

/**
 * Creates a product: review status 1 when submitted, 3 (draft) otherwise; `buyerDiscount` optional
 * (absent or null = none; the schema refuses one not above the discount). Answers the new id.
 */
export async function createItem(
  db: Db,
  actor: CallerScope,
  p: ProductFields & { submit: boolean },
  now: Date,
  lang: Language,
): Promise<number> {
  await checkReferences(db, actor.shopId, p, lang);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(items)
      .values({
        ...columnsOf(p),
        shopId: actor.shopId,
        ownerUserId: actor.userId,
        reviewStatus: initialReviewStatus(p.submit),
        offShelveReason: null,
        createTime: now,
        updateTime: now,
      })
      .returning({ id: items.id });
    await writeChildren(tx, row.id, p);
    await recordActivity(
      tx,
      actor,
      {
        subject: "products",
        action: "create",
        recordId: row.id,
        before: null,
        after: { ...columnsOf(p), reviewStatus: initialReviewStatus(p.submit) },
      },
      now,
    );
    return row.id;
  });
}

/**
 * Spec §5 "Bulk discount" on a full edit that leaves the buyer discount as stored: the product discount
 * must stay below it. @throws ApiError 400 with a field error on `discount` (errors:item.discountNotBelowBuyerDiscount).
 */
function checkStoredBuyerDiscount(discount: number, storedTenths: number | null, lang: Language): void {
  const stored = tenthsToBuyerDiscount(storedTenths);
  if (discountRefusal(discount, stored) === null) return;
  throw fieldRefusal(lang, [
    { path: "discount", key: "errors:item.discountNotBelowBuyerDiscount", params: { buyerDiscount: stored } },
  ]);
}

/**
 * Replaces every field of a product of the caller's shop; it goes back to review (1) when submitted,
 * or to draft (3). `buyerDiscount`: a number sets it, null removes it, absent keeps the stored one.
 * @throws errors:notFound for a missing or another shop's product; 400 (field `discount`, nothing saved)
 * when the body omits buyerDiscount and its discount is not below the stored buyer discount.
 */
export async function updateItem(
  db: Db,
  actor: CallerScope,
  p: ProductFields & { itemId: number; submit: boolean },
  now: Date,
  lang: Language,
): Promise<number> {
  // Out of scope answers not found before anything about the body is judged (it says nothing of the row).
  const [reachable] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.id, p.itemId), scopeWhere(actor)));
  if (!reachable) throw notFound();
  await checkReferences(db, actor.shopId, p, lang);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(items)
      .where(and(eq(items.id, p.itemId), scopeWhere(actor)))
      .for("no key update");
    if (!current) throw notFound();
    const next = nextReviewStatus(p.submit ? "editSubmit" : "editDraft", current.reviewStatus);
    if (next === null) throw new ApiError(ResultCode.conflict, "errors:item.invalidTransition");
    // A body without buyerDiscount keeps the stored one: the new discount must stay below it (read under
    // the row lock, so a concurrent bulk update cannot slip a buyer discount in between).
    if (p.buyerDiscount === undefined) checkStoredBuyerDiscount(p.discount, current.buyerDiscountTenths, lang);
    await tx
      .update(items)
      // New content has not been assessed: "put on sale now" needs a fresh approval (approved_once).
      .set({ ...columnsOf(p), reviewStatus: next, offShelveReason: null, approvedOnce: false, updateTime: now })
      .where(eq(items.id, p.itemId));
    await tx.delete(itemFitments).where(eq(itemFitments.itemId, p.itemId));
    await tx.delete(itemImages).where(eq(itemImages.itemId, p.itemId));
    await writeChildren(tx, p.itemId, p);
    const after = { ...columnsOf(p), reviewStatus: next };
    const before = Object.fromEntries(Object.keys(after).map((k) => [k, (current as Record<string, unknown>)[k]]));
    await recordActivity(tx, actor, { subject: "products", action: "edit", recordId: p.itemId, before, after }, now);
    return p.itemId;
  });
}

/** One product within `scope` with its fitments and images. @throws errors:notFound (also outside the scope). */
export async function getItem(db: Db, scope: RowScope, itemId: number): Promise<Product> {
  const [row] = await db
    .select()
    .from(items)
    .where(and(eq(items.id, itemId), scopeWhere(scope)));
  if (!row) throw notFound();
  const [fitments, images] = await Promise.all([
    db
      .select({
        brandId: itemFitments.brandId,
        brandName: itemFitments.brandName,
        series: itemFitments.series,
        year: itemFitments.year,
        subModel: itemFitments.subModel,
      })
      .from(itemFitments)
      .where(eq(itemFitments.itemId, itemId))
      .orderBy(asc(itemFitments.sort)),
    db
      .select({ fileKey: itemImages.fileKey, isMain: itemImages.isMain })
      .from(itemImages)
      .where(eq(itemImages.itemId, itemId))
      .orderBy(asc(itemImages.sort)),
  ]);
  return toProduct(row, fitments, images);
}

/** Stock below which an actual-stock product counts as low on the dashboard. */
export const LOW_STOCK_THRESHOLD = 10;

export interface ItemStats {
  total: number;
  /** Count per review status, keys "1".."7" (every status present, 0 when none). */
  byReviewStatus: Record<string, number>;
  inSale: number;
  /** Actual-stock (type 2) products with fewer than LOW_STOCK_THRESHOLD in stock. */
  lowStock: number;
  /** The 5 most recently updated products. */
  recent: ItemListRow[];
}

/** Dashboard figures (/home) of the rows in `scope`: the shop's, or the caller's own when scoped. */
export async function itemStats(db: Db, scope: RowScope): Promise<ItemStats> {
  const [groups, [low], recent] = await Promise.all([
    scope.ownerUserId === undefined
      ? db
          .select({ status: itemCounts.reviewStatus, n: itemCounts.n })
          .from(itemCounts)
          .where(eq(itemCounts.shopId, scope.shopId))
      : db
          .select({ status: items.reviewStatus, n: count() })
          .from(items)
          .where(scopeWhere(scope))
          .groupBy(items.reviewStatus),
    db
      .select({ n: count() })
      .from(items)
      .where(and(scopeWhere(scope), eq(items.stockType, 2), lt(items.stockNum, LOW_STOCK_THRESHOLD))),
    listItems(db, scope, 5, 0),
  ]);
  const byReviewStatus: Record<string, number> = {};
  for (const s of Object.values(ReviewStatus)) byReviewStatus[String(s)] = 0;
  let total = 0;
  for (const g of groups) {
    byReviewStatus[String(g.status)] = (byReviewStatus[String(g.status)] ?? 0) + g.n;
    total += g.n;
  }
  return {
    total,
    byReviewStatus,
    inSale: byReviewStatus[String(ReviewStatus.inSale)] ?? 0,
    lowStock: low?.n ?? 0,
    recent,
  };
}

/**
 * Moves a product's review status with a conditional UPDATE (atomic with concurrent moves):
 * `to` only from `from`. @throws errors:notFound for a missing product (or another shop's when
 * `shopId` is given), errors:item.invalidTransition (code 409) from any other status; nothing changes.
 */
export async function moveItem(
  db: Db,
  itemId: number,
  from: readonly ReviewStatusValue[],
  to: ReviewStatusValue,
  set: { offShelveReason: number | null },
  now: Date,
  shopId?: number,
): Promise<void> {
  const scope = shopId === undefined ? eq(items.id, itemId) : and(eq(items.id, itemId), eq(items.shopId, shopId));
  const updated = await db
    .update(items)
    .set({ reviewStatus: to, offShelveReason: set.offShelveReason, updateTime: now })
    .where(and(scope, inArray(items.reviewStatus, [...from])))
    .returning({ id: items.id });
  if (updated.length > 0) return;
  const [exists] = await db.select({ id: items.id }).from(items).where(scope);
  if (!exists) throw notFound();
  throw new ApiError(ResultCode.conflict, "errors:item.invalidTransition");
}

/**
 * The platform's review of one product (spec §6 "The platform admin approves products", §8 off-shelve
 * reasons): approve (1 -> 5), reject (1 -> 7) or take off the shelf (5 -> 7) with a reason, then tells the
 * shop (system message). Answers the new review status.
 * @throws ApiError 404 for an unknown product, 409 errors:item.invalidTransition from any other status.
 */
export async function reviewItem(
  db: Db,
  input: { itemId: number; move: "approve" | "reject" | "illegalOffShelve"; offShelveReason?: number },
  now: Date,
): Promise<ReviewStatusValue> {
  const rule = PRODUCT_MOVES[input.move];
  const offShelveReason = input.move === "approve" ? null : (input.offShelveReason ?? null);
  await moveItem(db, input.itemId, rule.from, rule.to, { offShelveReason }, now);
  const review =
    offShelveReason === null ? ({ approved: true } as const) : ({ approved: false, reason: offShelveReason } as const);
  await notifyItemReview(db, input.itemId, review, now);
  return rule.to;
}
