/**
 * Product discussions (spec §2 message-discussion, discussionList; §3 "discussion entry (type 0 buyer, 1
 * seller)"; §5 reply minimum 2 characters; §7 /api/forum/ina/*; §8 'Anda memiliki banyak balasan hari ini.
 * Beristirahat.'). A buyer asks on a product in sale (a post), the shop and buyers answer (replies).
 *
 * Seller reads and writes are scoped in SQL by the caller's shop and, for an "only own activities"
 * position, by the product's owner (items.owner_user_id), as the reviews are; out of reach reads as
 * "not found". Times are answered `yyyy-MM-dd HH:mm:ss` WIB.
 *
 * The daily limit (§8): a user writes at most FORUM_DAILY_REPLY_LIMIT entries (a buyer's questions and
 * everyone's replies) per WIB day across all discussions; the next one answers 429 with the §8 text. The
 * count and the insert run under a per-user advisory lock, so concurrent writes cannot pass it together.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { formatDate, formatDateTime } from "@src/domain/datetime";
import { FORUM_DAILY_REPLY_LIMIT, ForumEntryType } from "@src/domain/forum";
import { ReviewStatus } from "@src/domain/product";
import { ResultCode } from "@src/domain/wire";
import type {
  ForumPostAdd,
  ForumPostDetail,
  ForumPostPageRequest,
  ForumPostRow,
  ForumReplyAdd,
  ForumReplyPageRequest,
  ForumReplyRow,
} from "@src/resources/discussions/schema";
import type { Db, Tx } from "../../db/client";
import { likePattern } from "../../db/like";
import { users } from "../../db/schema/auth";
import { forumPosts, forumReplies } from "../../db/schema/inbox";
import { itemImages, items } from "../../db/schema/item";
import { shops } from "../../db/schema/shop";
import { ApiError, notFound, offsetOf } from "../../http/envelope";
import type { CallerScope, RowScope } from "../../http/scope";
import { publishEvent } from "../../realtime/bus";
import { recordActivity } from "../activity/record";
import { wibDayStart } from "../activity/activity-service";

const DAY_MS = 86_400_000;
/** First key of the two-key advisory lock guarding one user's daily count (the second is the user id). */
const DAILY_LOCK_KEY = 0x0f0_4d11;

/** The i18n key of the §8 refusal (id-ID value: the exact spec text). */
export const DAILY_LIMIT_MESSAGE = "discussions:errors.dailyLimit";

function scopeWhere(scope: RowScope): SQL[] {
  const where: SQL[] = [eq(forumPosts.shopId, scope.shopId)];
  if (scope.ownerUserId !== undefined) where.push(eq(items.ownerUserId, scope.ownerUserId));
  return where;
}

/** Type of the post's last entry: the newest reply's, or the buyer's question when none. */
const lastEntryType = sql<number>`coalesce((select r.type from ${forumReplies} r where r.post_id = ${forumPosts.id} order by r.id desc limit 1), ${ForumEntryType.buyer})`;
/** The buyer wrote after the shop last opened the post (never opened: new). */
const hasNewSql = sql<boolean>`(${forumPosts.watchTime} is null or exists (select 1 from ${forumReplies} r where r.post_id = ${forumPosts.id} and r.type = ${ForumEntryType.buyer} and r.create_time > ${forumPosts.watchTime}))`;
const pictureSql = sql<
  string | null
>`(select ${itemImages.fileKey} from ${itemImages} where ${itemImages.itemId} = ${items.id} and ${itemImages.isMain} limit 1)`;

const rowColumns = {
  postId: forumPosts.id,
  itemId: forumPosts.itemId,
  itemName: items.itemName,
  partNo: items.partNo,
  picture: pictureSql,
  buyerNick: users.nickName,
  buyerUserName: users.userName,
  content: forumPosts.content,
  replyCount: forumPosts.replyCount,
  lastReplyTime: forumPosts.lastReplyTime,
  createTime: forumPosts.createTime,
  hasNew: hasNewSql,
  lastType: lastEntryType,
  minPrice: items.minPrice,
};
const selectPosts = (db: Db | Tx) =>
  db
    .select(rowColumns)
    .from(forumPosts)
    .innerJoin(items, eq(items.id, forumPosts.itemId))
    .innerJoin(users, eq(users.id, forumPosts.buyerUserId));
type RawRow = Awaited<ReturnType<typeof selectPosts>>[number];

function toRow(r: RawRow): ForumPostRow {
  return {
    postId: r.postId,
    itemId: r.itemId,
    itemName: r.itemName,
    partNo: r.partNo,
    picture: r.picture ? `/files/${r.picture}` : null,
    buyerName: r.buyerNick || r.buyerUserName,
    content: r.content,
    replyCount: r.replyCount,
    lastReplyTime: r.lastReplyTime ? formatDateTime(r.lastReplyTime) : null,
    createTime: formatDateTime(r.createTime),
    hasNew: Boolean(r.hasNew),
    unanswered: Number(r.lastType) === ForumEntryType.buyer,
  };
}

/**
 * One page of the shop's discussions (POST /api/forum/ina/post/page/user), newest question first.
 * `keyword` matches product name, part no, buyer name or the question; `unanswered` keeps those whose last
 * entry is the buyer's.
 */
export async function pagePosts(
  db: Db,
  scope: RowScope,
  req: ForumPostPageRequest,
): Promise<{ rows: ForumPostRow[]; rowCount: number }> {
  const where = scopeWhere(scope);
  if (req.keyword) {
    const p = likePattern(req.keyword);
    where.push(
      or(
        ilike(items.itemName, p),
        ilike(items.partNo, p),
        ilike(users.nickName, p),
        ilike(users.userName, p),
        ilike(forumPosts.content, p),
      ) as SQL,
    );
  }
  if (req.unanswered === true) where.push(sql`${lastEntryType} = ${ForumEntryType.buyer}`);
  if (req.unanswered === false) where.push(sql`${lastEntryType} = ${ForumEntryType.seller}`);
  const condition = and(...where);
  const [[{ n }], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(forumPosts)
      .innerJoin(items, eq(items.id, forumPosts.itemId))
      .innerJoin(users, eq(users.id, forumPosts.buyerUserId))
      .where(condition),
    selectPosts(db)
      .where(condition)
      .orderBy(desc(forumPosts.createTime), desc(forumPosts.id))
      .limit(req.pageSize)
      .offset(offsetOf(req)),
  ]);
  return { rowCount: n, rows: rows.map(toRow) };
}

async function findPost(db: Db | Tx, scope: RowScope, postId: number): Promise<RawRow> {
  const [row] = await selectPosts(db).where(and(eq(forumPosts.id, postId), ...scopeWhere(scope)));
  if (!row) throw notFound();
  return row;
}

/** The post with its product card and buyer (POST /api/forum/ina/post/get). @throws ApiError 404 out of scope. */
export async function getPost(db: Db, scope: RowScope, postId: number): Promise<ForumPostDetail> {
  const row = await findPost(db, scope, postId);
  return { ...toRow(row), minPrice: Number(row.minPrice) };
}

/**
 * The shop has seen the post (POST /api/forum/ina/post/watch): sets watch_time to `now`, so its buyer
 * entries are no longer new, and tells the shop's portals to read their counts again (topic `count`).
 * @throws ApiError 404 out of scope.
 */
export async function watchPost(db: Db, scope: RowScope, postId: number, now: Date): Promise<{ postId: number }> {
  return db.transaction(async (tx) => {
    await findPost(tx, scope, postId);
    await tx.update(forumPosts).set({ watchTime: now }).where(eq(forumPosts.id, postId));
    await publishEvent(tx, { topic: "count", shopIds: [scope.shopId] });
    return { postId };
  });
}

/**
 * Refuses a new entry of `userId` when the user already wrote FORUM_DAILY_REPLY_LIMIT entries (questions
 * and replies) on the WIB day of `now` (spec §8). Call inside the writing transaction: it takes the user's
 * advisory lock until commit.
 * @throws ApiError 429 discussions:errors.dailyLimit
 */
export async function assertDailyLimit(tx: Tx, userId: number, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DAILY_LOCK_KEY}, ${userId})`);
  const from = wibDayStart(formatDate(now));
  const to = new Date(from.getTime() + DAY_MS);
  const res = (await tx.execute(sql`
    select (select count(*) from ${forumReplies} where user_id = ${userId} and create_time >= ${from} and create_time < ${to})
         + (select count(*) from ${forumPosts} where buyer_user_id = ${userId} and create_time >= ${from} and create_time < ${to}) as n`)) as unknown as {
    rows: { n: string | number }[];
  };
  if (Number(res.rows[0].n) >= FORUM_DAILY_REPLY_LIMIT)
    throw new ApiError(ResultCode.tooManyRequests, DAILY_LIMIT_MESSAGE);
}

async function insertReply(
  tx: Tx,
  post: { id: number },
  entry: { type: ForumEntryType; userId: number; content: string },
  now: Date,
): Promise<number> {
  const [reply] = await tx
    .insert(forumReplies)
    .values({ postId: post.id, type: entry.type, userId: entry.userId, content: entry.content, createTime: now })
    .returning({ id: forumReplies.id });
  // The shop replying has seen the discussion; a buyer's reply leaves watch_time, so it shows as new.
  await tx
    .update(forumPosts)
    .set({
      replyCount: sql`${forumPosts.replyCount} + 1`,
      lastReplyTime: now,
      ...(entry.type === ForumEntryType.seller ? { watchTime: now } : {}),
    })
    .where(eq(forumPosts.id, post.id));
  return reply.id;
}

/**
 * The shop answers a discussion (POST /api/forum/ina/reply/add): a type 1 entry, reply_count and
 * last_reply_time updated in the same transaction; recorded as `discussions.reply`.
 * @throws ApiError 404 out of scope; 429 discussions:errors.dailyLimit (spec §8).
 */
export async function addSellerReply(
  db: Db,
  scope: CallerScope,
  body: ForumReplyAdd,
  now: Date,
): Promise<ForumReplyRow> {
  return db.transaction(async (tx) => {
    const post = await findPost(tx, scope, body.postId);
    await tx.execute(sql`select 1 from ${forumPosts} where ${forumPosts.id} = ${post.postId} for no key update`);
    await assertDailyLimit(tx, scope.userId, now);
    const id = await insertReply(
      tx,
      { id: post.postId },
      { type: ForumEntryType.seller, userId: scope.userId, content: body.content },
      now,
    );
    await recordActivity(tx, scope.auth, { subject: "discussions", action: "reply", recordId: post.postId }, now);
    await publishEvent(tx, { topic: "count", shopIds: [scope.shopId] });
    const [shop] = await tx.select({ storeName: shops.storeName }).from(shops).where(eq(shops.id, scope.shopId));
    return {
      id,
      type: ForumEntryType.seller,
      name: shop?.storeName ?? "",
      content: body.content,
      createTime: formatDateTime(now),
    };
  });
}

/**
 * Replies of a post, oldest first (POST /reply/page/postId). A seller entry is named by the shop's store
 * name (what buyers see), a buyer entry by the buyer's display name.
 */
async function pageRepliesOf(
  db: Db,
  postId: number,
  req: ForumReplyPageRequest,
): Promise<{ rows: ForumReplyRow[]; rowCount: number }> {
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(forumReplies).where(eq(forumReplies.postId, postId)),
    db
      .select({
        id: forumReplies.id,
        type: forumReplies.type,
        nickName: users.nickName,
        userName: users.userName,
        storeName: shops.storeName,
        content: forumReplies.content,
        createTime: forumReplies.createTime,
      })
      .from(forumReplies)
      .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
      .innerJoin(shops, eq(shops.id, forumPosts.shopId))
      .innerJoin(users, eq(users.id, forumReplies.userId))
      .where(eq(forumReplies.postId, postId))
      .orderBy(asc(forumReplies.id))
      .limit(req.pageSize)
      .offset(offsetOf(req)),
  ]);
  return {
    rowCount: n,
    rows: rows.map((r) => ({
      id: r.id,
      type: r.type === ForumEntryType.seller ? ForumEntryType.seller : ForumEntryType.buyer,
      name: r.type === ForumEntryType.seller ? r.storeName : r.nickName || r.userName,
      content: r.content,
      createTime: formatDateTime(r.createTime),
    })),
  };
}

/** The seller's page of replies of a post in scope. @throws ApiError 404 out of scope. */
export async function pageReplies(
  db: Db,
  scope: RowScope,
  req: ForumReplyPageRequest,
): Promise<{ rows: ForumReplyRow[]; rowCount: number }> {
  await findPost(db, scope, req.postId);
  return pageRepliesOf(db, req.postId, req);
}

/** A post whose product is in sale (what buyers reach). @throws ApiError 404 otherwise. */
async function publicPost(db: Db | Tx, postId: number): Promise<{ id: number; shopId: number }> {
  const [post] = await db
    .select({ id: forumPosts.id, shopId: forumPosts.shopId })
    .from(forumPosts)
    .innerJoin(items, eq(items.id, forumPosts.itemId))
    .where(and(eq(forumPosts.id, postId), eq(items.reviewStatus, ReviewStatus.inSale)));
  if (!post) throw notFound();
  return post;
}

/**
 * A buyer's question on a product in sale (POST /api/buyer/forum/post/add); tells the product's shop
 * (topic `discussion` with the post id, and `count`).
 * @throws ApiError 404 when the product does not exist or is not in sale; 429 the daily limit.
 */
export async function addPost(db: Db, buyerUserId: number, body: ForumPostAdd, now: Date): Promise<{ postId: number }> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ shopId: items.shopId })
      .from(items)
      .where(and(eq(items.id, body.itemId), eq(items.reviewStatus, ReviewStatus.inSale)));
    if (!item) throw notFound();
    await assertDailyLimit(tx, buyerUserId, now);
    const [post] = await tx
      .insert(forumPosts)
      .values({ shopId: item.shopId, itemId: body.itemId, buyerUserId, content: body.content, createTime: now })
      .returning({ id: forumPosts.id });
    await publishEvent(tx, { topic: "discussion", shopIds: [item.shopId], data: { postId: post.id } });
    await publishEvent(tx, { topic: "count", shopIds: [item.shopId] });
    return { postId: post.id };
  });
}

/**
 * A buyer's reply (POST /api/buyer/forum/reply/add): a type 0 entry. Discussions are public on the
 * product page, so any buyer may answer any discussion of a product in sale (not only its own question);
 * the shop hears of it (topics `discussion` and `count`).
 * @throws ApiError 404 when the post is unknown or its product is not in sale; 429 the daily limit.
 */
export async function addBuyerReply(
  db: Db,
  buyerUserId: number,
  body: ForumReplyAdd,
  now: Date,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const post = await publicPost(tx, body.postId);
    await tx.execute(sql`select 1 from ${forumPosts} where ${forumPosts.id} = ${post.id} for no key update`);
    await assertDailyLimit(tx, buyerUserId, now);
    const id = await insertReply(
      tx,
      post,
      { type: ForumEntryType.buyer, userId: buyerUserId, content: body.content },
      now,
    );
    await publishEvent(tx, { topic: "discussion", shopIds: [post.shopId], data: { postId: post.id } });
    await publishEvent(tx, { topic: "count", shopIds: [post.shopId] });
    return { id };
  });
}

/** A buyer's page of replies of a public discussion. @throws ApiError 404 unknown or not in sale. */
export async function pagePublicReplies(
  db: Db,
  req: ForumReplyPageRequest,
): Promise<{ rows: ForumReplyRow[]; rowCount: number }> {
  await publicPost(db, req.postId);
  return pageRepliesOf(db, req.postId, req);
}

/** Posts of the shop with buyer entries it has not seen (for the inbox statistics, spec §3 "statistics"). */
export async function countNewPosts(db: Db, scope: RowScope): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(forumPosts)
    .innerJoin(items, eq(items.id, forumPosts.itemId))
    .where(and(...scopeWhere(scope), hasNewSql));
  return n;
}
