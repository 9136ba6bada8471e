/**
 * Reviews: the seller's reads (spec §2 evaluation-received) and the buyer's write (./buyer-routes.ts). Every seller query is filtered by shop in SQL and, for an "only own activities"
 * position, by the reviewed product's owner (items.owner_user_id).
 */
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import { ReviewStatus } from "@src/domain/product";
import { ResultCode } from "@src/domain/wire";
import {
  REVIEW_STARS,
  type EvaluationPageRequest,
  type EvaluationRow,
  type EvaluationSummary,
  type ReviewCreate,
  type ReviewStars,
} from "@src/resources/evaluations/schema";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { files, itemImages, items } from "../../db/schema/item";
import { reviews } from "../../db/schema/review";
import { ApiError, badRequest, offsetOf } from "../../http/envelope";
import { wibDayStart } from "../activity/activity-service";
import { likePattern } from "../../db/like";
import type { RowScope } from "../../http/scope";

const DAY_MS = 86_400_000;

function scopeWhere(scope: RowScope): SQL[] {
  const where: SQL[] = [eq(reviews.shopId, scope.shopId)];
  if (scope.ownerUserId !== undefined) where.push(eq(items.ownerUserId, scope.ownerUserId));
  return where;
}

function filterWhere(req: Omit<EvaluationPageRequest, "pageNo" | "pageSize">): SQL[] {
  const where: SQL[] = [];
  if (req.stars !== undefined) where.push(eq(reviews.stars, req.stars));
  if (req.hasPhoto === true) where.push(sql`jsonb_array_length(${reviews.photos}) > 0`);
  if (req.hasPhoto === false) where.push(sql`jsonb_array_length(${reviews.photos}) = 0`);
  if (req.itemId !== undefined) where.push(eq(reviews.itemId, req.itemId));
  if (req.keyword) {
    const pattern = likePattern(req.keyword);
    where.push(
      or(ilike(items.itemName, pattern), ilike(items.partNo, pattern), ilike(reviews.orderNo, pattern)) as SQL,
    );
  }
  if (req.from) where.push(gte(reviews.createTime, wibDayStart(req.from)));
  if (req.to) where.push(lt(reviews.createTime, new Date(wibDayStart(req.to).getTime() + DAY_MS)));
  return where;
}

const photoOf = (fileKey: string) => ({ fileKey, url: `/files/${fileKey}` });

/** One page of the reviews in `scope` matching the filters, newest first, with the row count. */
export async function pageEvaluations(
  db: Db,
  scope: RowScope,
  req: EvaluationPageRequest,
): Promise<{ rows: EvaluationRow[]; rowCount: number }> {
  const condition = and(...scopeWhere(scope), ...filterWhere(req));
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(reviews).innerJoin(items, eq(items.id, reviews.itemId)).where(condition),
    db
      .select({
        id: reviews.id,
        itemId: reviews.itemId,
        itemName: items.itemName,
        partNo: items.partNo,
        itemImage: sql<
          string | null
        >`(select ${itemImages.fileKey} from ${itemImages} where ${itemImages.itemId} = ${items.id} and ${itemImages.isMain} limit 1)`,
        orderNo: reviews.orderNo,
        buyerName: users.nickName,
        buyerUserName: users.userName,
        stars: reviews.stars,
        content: reviews.content,
        photos: reviews.photos,
        reply: reviews.reply,
        createTime: reviews.createTime,
      })
      .from(reviews)
      .innerJoin(items, eq(items.id, reviews.itemId))
      .innerJoin(users, eq(users.id, reviews.buyerUserId))
      .where(condition)
      .orderBy(desc(reviews.createTime), desc(reviews.id))
      .limit(req.pageSize)
      .offset(offsetOf(req)),
  ]);
  return {
    rowCount: n,
    rows: rows.map(({ buyerUserName, itemImage, photos, createTime, stars, ...r }) => ({
      ...r,
      buyerName: r.buyerName || buyerUserName,
      itemImage: itemImage ? `/files/${itemImage}` : null,
      stars: stars as ReviewStars,
      photos: photos.map(photoOf),
      createTime: formatDateTime(createTime),
    })),
  };
}

/** Counts per star, reviews with photos and the average (one decimal) in `scope`. */
export async function evaluationSummary(db: Db, scope: RowScope): Promise<EvaluationSummary> {
  const rows = await db
    .select({
      stars: reviews.stars,
      n: count(),
      withPhoto: sql<number>`count(*) filter (where jsonb_array_length(${reviews.photos}) > 0)`.mapWith(Number),
    })
    .from(reviews)
    .innerJoin(items, eq(items.id, reviews.itemId))
    .where(and(...scopeWhere(scope)))
    .groupBy(reviews.stars);
  const counts = Object.fromEntries(REVIEW_STARS.map((s) => [String(s), 0])) as EvaluationSummary["counts"];
  let total = 0;
  let sum = 0;
  let withPhoto = 0;
  for (const r of rows) {
    counts[String(r.stars) as keyof typeof counts] = r.n;
    total += r.n;
    sum += r.n * r.stars;
    withPhoto += r.withPhoto;
  }
  return { total, average: total === 0 ? 0 : Math.round((sum / total) * 10) / 10, counts, withPhoto };
}

/**
 * A buyer's review of a product in sale. The review carries the product's shop.
 * @throws ApiError 404 errors:notFound when the item does not exist or is not in sale (review status 5);
 *   400 evaluations:errors.photo when a photo key names no stored image;
 *   409 evaluations:errors.duplicate when the buyer already reviewed this product of this order.
 */
export async function createReview(
  db: Db,
  buyerUserId: number,
  body: ReviewCreate,
  now: Date,
): Promise<{ id: number }> {
  const [item] = await db
    .select({ shopId: items.shopId, reviewStatus: items.reviewStatus })
    .from(items)
    .where(eq(items.id, body.itemId));
  if (!item || item.reviewStatus !== ReviewStatus.inSale)
    throw new ApiError(ResultCode.notFound, "evaluations:errors.notInSale");
  const photos = [...new Set(body.photos)];
  if (photos.length > 0) {
    const found = await db
      .select({ fileKey: files.fileKey })
      .from(files)
      .where(and(inArray(files.fileKey, photos), eq(files.kind, "image")));
    if (found.length !== photos.length) throw badRequest("evaluations:errors.photo");
  }
  const [row] = await db
    .insert(reviews)
    .values({
      shopId: item.shopId,
      itemId: body.itemId,
      buyerUserId,
      orderNo: body.orderNo,
      stars: body.stars,
      content: body.content,
      photos,
      createTime: now,
    })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  if (!row) throw new ApiError(ResultCode.conflict, "evaluations:errors.duplicate");
  return row;
}
