/**
 * System messages (spec §2 "The message menu item shows an unread count", §3 "Messages", §7 sysmsg calls).
 * Writers call `notify` inside the transaction that changed the state (or right after it); readers are
 * always scoped by the caller's user id in SQL, so another user's message reads exactly like a missing one.
 * Times are answered `yyyy-MM-dd HH:mm:ss` in WIB (src/domain/datetime.ts).
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { MessageType } from "./message-types";
import type { Language } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { columnList } from "../../db/bulk-insert";
import { preparedOnce } from "../../db/prepared";
import { users } from "../../db/schema/auth";
import { items } from "../../db/schema/item";
import { systemMessages } from "../../db/schema/message";
import { shops } from "../../db/schema/shop";
import { notFound } from "../../http/envelope";
import { translate } from "../../http/i18n";
import { formatDateTime } from "@src/domain/datetime";
import { notificationSettings } from "../../db/schema/store";
import { publishEvent } from "../../realtime/bus";
import { notificationTypeOf } from "./notification-type";

export type {
  MessageType,
  OrderMessage,
  RefundMessage,
  InquiryOrderMessage,
  TenderMessage,
  PartnershipMessage,
  ConsignMessage,
  ConsignRefundMessage,
  BillMessage,
  ReportMessage,
} from "./message-types";
type Params = Record<string, string | number>;

/** What to send: to `userIds`, and/or to shops (each shop's main admin and its active sub-accounts). */
export interface NewMessage {
  userIds?: number[];
  shopId?: number;
  /** Several shops at once (e.g. every shop an inquiry is offered to): one insert and one push for all. */
  shopIds?: number[];
  type: MessageType;
  /** i18n key of an entry `{ title, summary }` in locales/<lang>/messages.json, e.g. `messages:system.item.approved`. */
  titleKey: string;
  params?: Params;
  /** Portal hash path, e.g. `/commodity/in-detail?itemId=12`. */
  url: string;
  now: Date;
}

/** One row of the system message list (spec §3 "system message"). */
export interface SystemMessageRow {
  id: number;
  senderName: string;
  title: string;
  summary: string;
  url: string;
  isRead: boolean;
  createTime: string;
}

/** Recipients of one push whose row ids travel in the event (`ids`); a larger audience gets the text only. */
const PUSH_IDS_MAX = 200;

/**
 * Writes one unread message per recipient and pushes it (spec §2 toasts, §3 "push message (title, body)").
 * Recipients are `userIds` plus the users of `shopId` / `shopIds`, less those whose in-app switch of the
 * message's notification type is off (notification-type.ts). In ONE insert, then ONE `message` event on the
 * real-time channel (src/domain/realtime.ts) to those recipients, delivered when `db`'s transaction commits:
 * `{ source: "system", title, summary, url, ids: { [userId]: messageId } }`, the text in id-ID (users keep no
 * language; the list reads it in the caller's); `ids` is left out above 200 recipients (the portal then reads
 * its newest message). Answers how many were written (0 when nobody receives it).
 */
export async function notify(db: Db | Tx, msg: NewMessage): Promise<number> {
  const userIds = [...new Set(msg.userIds ?? [])];
  const shopIds = [...new Set([...(msg.shopIds ?? []), ...(msg.shopId !== undefined ? [msg.shopId] : [])])];
  if (userIds.length === 0 && shopIds.length === 0) return 0;
  // One statement: recipients (deduplicated by the union), less the opted-out, each given its row. The id
  // lists travel as one array parameter each: an inquiry is offered to every shop selling the brand, and a
  // parameter per shop and per recipient made the fan-out the costliest part of the call (bench/README.md
  // "Seller day").
  const result = (await db.execute(sql`
    with recipients as (
      select unnest(${sql.param(userIds)}::int[]) as id
      union
      select ${users.id} from ${users}
      where (${users.shopId} = any(${sql.param(shopIds)}::int[]) and ${users.status} = 1)
         or ${users.id} in (select ${shops.ownerUserId} from ${shops} where ${shops.id} = any(${sql.param(shopIds)}::int[]))
    )
    insert into ${systemMessages} (${columnList(
      systemMessages.userId,
      systemMessages.shopId,
      systemMessages.type,
      systemMessages.titleKey,
      systemMessages.params,
      systemMessages.url,
      systemMessages.createTime,
    )})
    select r.id, ${msg.shopId ?? null}::int, ${msg.type}, ${msg.titleKey}, ${JSON.stringify(msg.params ?? {})}::jsonb,
           ${msg.url}, ${msg.now.toISOString()}::timestamptz
    from recipients r
    where not exists (
      select 1 from ${notificationSettings}
      where ${notificationSettings.userId} = r.id and ${notificationSettings.type} = ${notificationTypeOf(msg.type)}
        and ${notificationSettings.channel} = 'inApp' and ${notificationSettings.enabled} = false
    )
    returning ${systemMessages.id} as id, ${systemMessages.userId} as user_id`)) as unknown as {
    rows: { id: number; user_id: number }[];
  };
  const written = result.rows.map((r) => ({ id: Number(r.id), userId: Number(r.user_id) }));
  if (written.length === 0) return 0;
  const unique = written.map((r) => r.userId);
  const data: Record<string, unknown> = {
    source: "system",
    ...render("id-ID", msg.titleKey, msg.params ?? {}),
    url: msg.url,
  };
  if (written.length <= PUSH_IDS_MAX) data.ids = Object.fromEntries(written.map((r) => [r.userId, r.id]));
  await publishEvent(db, { topic: "message", userIds: unique, data });
  return unique.length;
}

/** Tells the product's shop that the platform approved it, or rejected it with an off-shelve reason (1..11). */
export async function notifyItemReview(
  db: Db | Tx,
  itemId: number,
  review: { approved: true } | { approved: false; reason: number },
  now: Date,
): Promise<void> {
  const [item] = await db
    .select({ shopId: items.shopId, itemName: items.itemName, partNo: items.partNo })
    .from(items)
    .where(eq(items.id, itemId));
  if (!item) return;
  const params: Params = { itemName: item.itemName, partNo: item.partNo };
  if (!review.approved) params.reason = review.reason;
  await notify(db, {
    shopId: item.shopId,
    type: review.approved ? "item.approved" : "item.rejected",
    titleKey: review.approved ? "messages:system.item.approved" : "messages:system.item.rejected",
    params,
    url: `/commodity/in-detail?itemId=${itemId}`,
    now,
  });
}

/**
 * Tells a shop's owner about a platform decision, read from the shop row after the change:
 * approved, rejected, or (setStatus) closed / frozen / restricted / active again.
 */
export async function notifyShopDecision(
  db: Db | Tx,
  shop: { id: number; ownerUserId: number; storeName: string; applyStatus: number; status: number },
  type: "shop.approved" | "shop.rejected" | "shop.status",
  now: Date,
): Promise<void> {
  let variant: string = type === "shop.approved" ? "approved" : "rejected";
  if (type === "shop.status") {
    variant =
      shop.applyStatus === 3
        ? "closed"
        : shop.applyStatus === 4
          ? "frozen"
          : shop.status === 2
            ? "restricted"
            : "active";
  }
  await notify(db, {
    userIds: [shop.ownerUserId],
    type,
    titleKey: `messages:system.shop.${variant}`,
    params: { storeName: shop.storeName },
    url: variant === "approved" || variant === "active" ? "/home" : "/read-disable",
    now,
  });
}

const mine = (userId: number, id: number) => and(eq(systemMessages.userId, userId), eq(systemMessages.id, id));

/** Unread system messages of the user. */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(systemMessages)
    .where(and(eq(systemMessages.userId, userId), eq(systemMessages.isRead, false)));
  return row?.n ?? 0;
}

/** Title and summary in `lang`; an off-shelve reason code is shown by its products label. */
function render(lang: Language, titleKey: string, params: Params) {
  const values: Params = { ...params };
  if (params.reason !== undefined) values.reasonText = translate(lang, `products:offShelveReason.${params.reason}`);
  return {
    title: translate(lang, `${titleKey}.title`, values),
    summary: translate(lang, `${titleKey}.summary`, values),
  };
}

type Rendered = { title: string; summary: string };
/**
 * Rendered titles and summaries per database handle, by language, key and params. A rendering depends on
 * nothing else (the locale files change only with a restart), and many messages share one: an inquiry offered
 * to 200 shops writes the same key and params to each of their users, so the inbox renders it once per
 * language, not 400 times; i18next took 18 µs a message, 15 % of the inbox's API CPU (bench/README.md "Seller
 * day"). Params come back from jsonb with their keys in one order, so equal params give one JSON text.
 * Bounded: 5,000 renderings per handle.
 */
const renderings = new WeakMap<Db, LRUCache<string, Rendered>>();

/** `render` of a stored message, from the cache of `db`'s renderings when it holds it. */
function renderStored(db: Db, lang: Language, m: { titleKey: string; params: Params }): Rendered {
  let cache = renderings.get(db);
  if (!cache) renderings.set(db, (cache = new LRUCache<string, Rendered>({ max: 5_000 })));
  const key = `${lang}\u0000${m.titleKey}\u0000${JSON.stringify(m.params)}`;
  let done = cache.get(key);
  if (!done) cache.set(key, (done = render(lang, m.titleKey, m.params)));
  return done;
}

/** The inbox's two statements, prepared once per database (server/db/prepared.ts): placeholders userId, limit, offset. */
const messageCount = (db: Db) =>
  preparedOnce(db, "messages_count", (d, name) =>
    d
      .select({ n: count() })
      .from(systemMessages)
      .where(eq(systemMessages.userId, sql.placeholder("userId")))
      .prepare(name),
  );
const messagePage = (db: Db) =>
  preparedOnce(db, "messages_page", (d, name) =>
    d
      .select()
      .from(systemMessages)
      .where(eq(systemMessages.userId, sql.placeholder("userId")))
      .orderBy(desc(systemMessages.createTime), desc(systemMessages.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name),
  );

/** One page of the user's messages, newest first, translated into `lang` (spec §3 system messages). */
export async function listMessages(
  db: Db,
  userId: number,
  lang: Language,
  paging: { limit: number; offset: number },
): Promise<{ rowCount: number; rows: SystemMessageRow[] }> {
  const [[total], rows] = await Promise.all([
    messageCount(db).execute({ userId }),
    messagePage(db).execute({ userId, ...paging }),
  ]);
  return {
    rowCount: total?.n ?? 0,
    rows: rows.map((m) => ({
      id: m.id,
      senderName: m.senderName,
      ...renderStored(db, lang, m),
      url: m.url,
      isRead: m.isRead,
      createTime: formatDateTime(m.createTime),
    })),
  };
}

/** Marks the user's message read (idempotent). @throws errors:notFound for a missing or another user's id. */
export async function markRead(db: Db, userId: number, id: number): Promise<void> {
  const updated = await db
    .update(systemMessages)
    .set({ isRead: true })
    .where(mine(userId, id))
    .returning({ id: systemMessages.id });
  if (updated.length === 0) throw notFound();
}

/** Deletes the user's message. @throws errors:notFound for a missing or another user's id. */
export async function deleteMessage(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db.delete(systemMessages).where(mine(userId, id)).returning({ id: systemMessages.id });
  if (deleted.length === 0) throw notFound();
}
