/**
 * Notices (spec §3 "Messages": custom notice, broadcast notice, statistics, countNewMsg; §7
 * /api/message/custom/*, /api/notification/custom/*; §2 toasts and unread count). Custom notices are one row
 * per recipient user sharing a `messageId`; broadcast notices one row read by many, with a read row per user.
 * Every read is scoped in SQL by the caller's user id (and shop for broadcasts), so another user's id reads
 * exactly like a missing one (errors:notFound). Times are answered `yyyy-MM-dd HH:mm:ss` WIB.
 */
import { and, count, desc, eq, gt, isNull, lte, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import type { BroadcastNoticeType, InboxStatistics } from "@src/domain/notice";
import type {
  BroadcastCreate,
  BroadcastNoticeRow,
  CustomNoticeRow,
  CustomNoticeSend,
} from "@src/resources/notifications/schema";
import type { Db, Tx } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { users } from "../../db/schema/auth";
import {
  broadcastNoticeReads,
  broadcastNotices,
  cartItems,
  chatConversations,
  customNotices,
  forumPosts,
  forumReplies,
} from "../../db/schema/inbox";
import { systemMessages } from "../../db/schema/message";
import { shops } from "../../db/schema/shop";
import { notFound } from "../../http/envelope";
import { publishEvent } from "../../realtime/bus";

/** At most this many custom notices are answered (unread first, then newest): the spec's call has no paging. */
export const CUSTOM_NOTICE_LIST_MAX = 50;

/** Who reads: the user and the shop it belongs to (null: a seller without a shop yet). */
export interface NoticeReader {
  userId: number;
  shopId: number | null;
}

/**
 * A buyer's note to a shop (spec §3 custom notice): one row per recipient (the shop's main admin and active
 * sub-accounts) sharing a new `messageId`, and one `message` push `{ source: "custom", id: messageId, title:
 * buyer name, summary: notes, url }` in the same transaction. Answers `{ messageId }`.
 * @throws errors:notFound when the shop does not exist or is not open for trade (apply status 2, status 1).
 */
export async function sendCustomNotice(
  db: Db,
  buyerUserId: number,
  body: CustomNoticeSend,
  now: Date,
): Promise<{ messageId: number }> {
  return db.transaction(async (tx) => {
    const [shop] = await tx
      .select({ ownerUserId: shops.ownerUserId })
      .from(shops)
      .where(and(eq(shops.id, body.shopId), eq(shops.applyStatus, 2), eq(shops.status, 1)));
    if (!shop) throw notFound();
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.shopId, body.shopId), eq(users.status, 1)));
    const recipients = [...new Set([shop.ownerUserId, ...staff.map((u) => u.id)])];
    // The note's id: a value of the rows' own sequence, so it is unique without a sequence of its own.
    const res = (await tx.execute(
      sql`select nextval(pg_get_serial_sequence('custom_notices', 'id')) as n`,
    )) as unknown as { rows: { n: string | number }[] };
    const messageId = Number(res.rows[0].n);
    const url = body.url ?? "";
    await tx.insert(customNotices).values(
      recipients.map((userId) => ({
        messageId,
        userId,
        shopId: body.shopId,
        buyerUserId,
        notes: body.notes,
        url,
        createTime: now,
      })),
    );
    const [buyer] = await tx
      .select({ nickName: users.nickName, userName: users.userName })
      .from(users)
      .where(eq(users.id, buyerUserId));
    await publishEvent(tx, {
      topic: "message",
      userIds: recipients,
      data: {
        source: "custom",
        id: messageId,
        title: buyer?.nickName || buyer?.userName || "",
        summary: body.notes.slice(0, 200),
        url,
      },
    });
    return { messageId };
  });
}

/** The caller's custom notices, unread first then newest, at most CUSTOM_NOTICE_LIST_MAX. */
export async function listCustomNotices(db: Db, userId: number): Promise<CustomNoticeRow[]> {
  const rows = await db
    .select({
      messageId: customNotices.messageId,
      id: customNotices.id,
      nickName: users.nickName,
      userName: users.userName,
      notes: customNotices.notes,
      url: customNotices.url,
      isRead: customNotices.isRead,
      createTime: customNotices.createTime,
    })
    .from(customNotices)
    .innerJoin(users, eq(users.id, customNotices.buyerUserId))
    .where(eq(customNotices.userId, userId))
    .orderBy(customNotices.isRead, desc(customNotices.createTime), desc(customNotices.id))
    .limit(CUSTOM_NOTICE_LIST_MAX);
  return rows.map((r) => ({
    messageId: r.messageId,
    id: r.id,
    buyerName: r.nickName || r.userName,
    notes: r.notes,
    url: r.url,
    isRead: r.isRead,
    createTime: formatDateTime(r.createTime),
  }));
}

/** Marks the caller's copy of custom notice `messageId` read (idempotent). @throws errors:notFound (missing or another user's). */
export async function markCustomNoticeRead(db: Db, userId: number, messageId: number): Promise<void> {
  const updated = await db
    .update(customNotices)
    .set({ isRead: true })
    .where(and(eq(customNotices.userId, userId), eq(customNotices.messageId, messageId)))
    .returning({ id: customNotices.id });
  if (updated.length === 0) throw notFound();
}

/**
 * Broadcast notices live at `now` for a reader of shop `shopId` (null: a reader without a shop): to everyone or
 * to that shop, started, not ended. Values or placeholders (the prepared unread badge).
 */
function liveFor(shopId: number | Placeholder | null, now: Date | Placeholder): SQL {
  return and(
    lte(broadcastNotices.startTime, now),
    or(isNull(broadcastNotices.endTime), gt(broadcastNotices.endTime, now)),
    shopId === null
      ? isNull(broadcastNotices.shopId)
      : or(isNull(broadcastNotices.shopId), eq(broadcastNotices.shopId, shopId)),
  ) as SQL;
}

const readBy = (userId: number | Placeholder) =>
  sql<boolean>`exists (select 1 from ${broadcastNoticeReads} where ${broadcastNoticeReads.noticeId} = ${broadcastNotices.id} and ${broadcastNoticeReads.userId} = ${userId})`;

/**
 * The platform's notice (spec §3 broadcast notice): stored, and when it is live at `now` announced at once by
 * a `notice` event `{ id, type }` to everyone (no shop) or to the shop; a later start is announced by the
 * sweep server/jobs/notices.ts. Answers `{ notificationId }`.
 * @throws errors:notFound for a shop that does not exist.
 */
export async function createBroadcastNotice(
  db: Db,
  platformUserId: number,
  body: BroadcastCreate,
  now: Date,
): Promise<{ notificationId: number }> {
  return db.transaction(async (tx) => {
    if (body.shopId !== undefined) {
      const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, body.shopId));
      if (!shop) throw notFound();
    }
    const startTime = body.startTime ? new Date(body.startTime) : now;
    const endTime = body.endTime ? new Date(body.endTime) : null;
    const [row] = await tx
      .insert(broadcastNotices)
      .values({
        type: body.type,
        title: body.title,
        summary: body.summary,
        url: body.url ?? "",
        shopId: body.shopId ?? null,
        startTime,
        endTime,
        createdBy: platformUserId,
        createTime: now,
      })
      .returning({ id: broadcastNotices.id });
    if (startTime.getTime() <= now.getTime() && (endTime === null || endTime.getTime() > now.getTime()))
      await announceNotice(tx, { id: row.id, type: body.type, shopId: body.shopId ?? null });
    return { notificationId: row.id };
  });
}

/** Publishes the `notice` event of a broadcast notice to its audience (everyone, or its shop). */
export async function announceNotice(
  db: Db | Tx,
  notice: { id: number; type: number; shopId: number | null },
): Promise<void> {
  const audience = notice.shopId === null ? { all: true } : { shopIds: [notice.shopId] };
  await publishEvent(db, { topic: "notice", ...audience, data: { id: notice.id, type: notice.type } });
}

/** The live broadcast notices of the reader (of `type` when given), newest first, with the reader's read flag. */
export async function listBroadcastNotices(
  db: Db,
  reader: NoticeReader,
  type: BroadcastNoticeType | undefined,
  now: Date,
): Promise<BroadcastNoticeRow[]> {
  const rows = await db
    .select({
      id: broadcastNotices.id,
      type: broadcastNotices.type,
      title: broadcastNotices.title,
      summary: broadcastNotices.summary,
      url: broadcastNotices.url,
      startTime: broadcastNotices.startTime,
      isRead: readBy(reader.userId),
    })
    .from(broadcastNotices)
    .where(and(liveFor(reader.shopId, now), type === undefined ? undefined : eq(broadcastNotices.type, type)))
    .orderBy(desc(broadcastNotices.startTime), desc(broadcastNotices.id))
    .limit(100);
  return rows.map((r) => ({
    notificationId: r.id,
    id: r.id,
    type: r.type,
    title: r.title,
    summary: r.summary,
    url: r.url,
    isRead: Boolean(r.isRead),
    startTime: formatDateTime(r.startTime),
  }));
}

/**
 * Marks a broadcast notice read for the reader (idempotent). @throws errors:notFound for a notice the reader
 * does not see (another shop's, not live, missing).
 */
export async function markBroadcastRead(db: Db, reader: NoticeReader, noticeId: number, now: Date): Promise<void> {
  const [notice] = await db
    .select({ id: broadcastNotices.id })
    .from(broadcastNotices)
    .where(and(eq(broadcastNotices.id, noticeId), liveFor(reader.shopId, now)));
  if (!notice) throw notFound();
  await db
    .insert(broadcastNoticeReads)
    .values({ noticeId, userId: reader.userId, readTime: now })
    .onConflictDoNothing();
}

/**
 * The unread badge's statement for a reader with or without a shop: one statement of the reader's unread
 * system messages counted with two scalar subqueries (custom notices, live unread broadcast notices), built
 * once per database with placeholders userId, shopId (the shop variant) and now (an ISO time): the badge is
 * asked on every screen (server/db/prepared.ts).
 */
function prepareCountNew(db: Db, name: string, withShop: boolean) {
  const userId = sql.placeholder("userId");
  const unreadCustom = db
    .select({ n: count() })
    .from(customNotices)
    .where(and(eq(customNotices.userId, userId), eq(customNotices.isRead, false)));
  const unreadBroadcast = db
    .select({ n: count() })
    .from(broadcastNotices)
    .where(
      and(liveFor(withShop ? sql.placeholder("shopId") : null, sql.placeholder("now")), sql`not ${readBy(userId)}`),
    );
  return db
    .select({ n: sql<number>`count(*) + (${unreadCustom}) + (${unreadBroadcast})`.mapWith(Number) })
    .from(systemMessages)
    .where(and(eq(systemMessages.userId, userId), eq(systemMessages.isRead, false)))
    .prepare(name);
}

/**
 * Unread system messages + custom notices + live unread broadcast notices of the reader at `now` (spec §3
 * countNewMsg). One prepared statement: the badge is asked on every screen, and each statement costs the API a
 * pool connection and a round trip (bench/README.md "Seller day").
 */
export async function countNew(db: Db, reader: NoticeReader, now: Date): Promise<number> {
  const withShop = reader.shopId !== null;
  const statement = preparedOnce(db, withShop ? "count_new_shop" : "count_new", (d, name) =>
    prepareCountNew(d, name, withShop),
  );
  const [row] = await statement.execute({ userId: reader.userId, shopId: reader.shopId, now: now.toISOString() });
  return row?.n ?? 0;
}

/**
 * The inbox figures (spec §3 "statistics (total, advisory, discussion, cart)", src/domain/notice.ts): total as
 * countNew; advisory the shop's unread buyer chat messages; discussion the shop's posts never opened or with a
 * buyer entry after the last opening; cart the user's cart lines.
 */
export async function inboxStatistics(db: Db, reader: NoticeReader, now: Date): Promise<InboxStatistics> {
  const shopId = reader.shopId;
  const [total, advisory, discussion, cart] = await Promise.all([
    countNew(db, reader, now),
    shopId === null
      ? Promise.resolve([{ n: 0 }])
      : db
          .select({ n: sql<number>`coalesce(sum(${chatConversations.sellerUnread}), 0)::int` })
          .from(chatConversations)
          .where(eq(chatConversations.shopId, shopId)),
    shopId === null
      ? Promise.resolve([{ n: 0 }])
      : db
          .select({ n: count() })
          .from(forumPosts)
          .where(
            and(
              eq(forumPosts.shopId, shopId),
              or(
                isNull(forumPosts.watchTime),
                sql`exists (select 1 from ${forumReplies} where ${forumReplies.postId} = ${forumPosts.id} and ${forumReplies.type} = 0 and ${forumReplies.createTime} > ${forumPosts.watchTime})`,
              ),
            ),
          ),
    db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, reader.userId)),
  ]);
  return { total, advisory: Number(advisory[0]?.n ?? 0), discussion: discussion[0]?.n ?? 0, cart: cart[0]?.n ?? 0 };
}

/** Broadcast notices whose start fell in (`after`, `until`] and that are not over: what the sweep announces. */
export async function noticesStartedBetween(
  db: Db,
  after: Date,
  until: Date,
): Promise<{ id: number; type: number; shopId: number | null }[]> {
  return db
    .select({ id: broadcastNotices.id, type: broadcastNotices.type, shopId: broadcastNotices.shopId })
    .from(broadcastNotices)
    .where(
      and(
        gt(broadcastNotices.startTime, after),
        lte(broadcastNotices.startTime, until),
        or(isNull(broadcastNotices.endTime), gt(broadcastNotices.endTime, until)),
      ),
    );
}
