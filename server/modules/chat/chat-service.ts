/**
 * Chat between a shop and a buyer (spec §2 message-chat; §9 emoji and stickers; README choices "chat"). One
 * conversation per (shop, buyer); messages are kept for good, so nothing is lost on reconnect. Both sides call
 * the same functions with a `ChatParty`: the seller acts for its shop (every user of the shop holding
 * `chats.list` sees every chat of the shop: chats are the shop's, not a user's), the buyer for itself. Every
 * read and write is scoped in SQL by the party (shop id or buyer user id), so another party's conversation
 * reads exactly like a missing one (404 errors:notFound).
 *
 * A send is one transaction: the conversation row locked, the message inserted (idempotent on the sender's
 * `clientId`), the conversation's last message and the other side's unread counter updated, and a `chat`
 * event published to the shop and the buyer (delivered on commit, src/domain/realtime.ts). Card display fields
 * (product name, price, picture; order total, status, lines) come from the database, never from the body.
 * Times are answered `yyyy-MM-dd HH:mm:ss` in WIB.
 */
import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { ChatPayload, ChatSide } from "@src/domain/chat";
import { formatDateTime } from "@src/domain/datetime";
import { ReviewStatus } from "@src/domain/product";
import { ApplyStatus, ShopStatus } from "@src/domain/shop";
import { ResultCode, type Language } from "@src/domain/wire";
import type {
  BuyerChatConversationRow,
  ChatConversationRow,
  ChatMessage,
  ChatMessagePage,
  ChatOrderOption,
  ChatPreview,
  ChatProductOption,
  ChatSend,
} from "@src/resources/chats/schema";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { customers } from "../../db/schema/customer";
import { chatConversations, chatMessages } from "../../db/schema/inbox";
import { files, itemImages, items } from "../../db/schema/item";
import { orderItems, orders } from "../../db/schema/order";
import { shops } from "../../db/schema/shop";
import { likePattern } from "../../db/like";
import { ApiError, notFound } from "../../http/envelope";
import { publishEvent } from "../../realtime/bus";
import { assertOwnFileKeys } from "../file/file-keys";
import { fileUrl } from "../file/file-url";

/** Who acts: the seller for its shop, or the buyer for itself. */
export type ChatParty = { side: "seller"; shopId: number; userId: number } | { side: "buyer"; userId: number };

type ConversationRow = typeof chatConversations.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

/** A short text of the last message for the list, by kind. */
const PREVIEW_MAX = 80;

/** The party's own conversations, in SQL. */
function mine(party: ChatParty): SQL {
  return party.side === "seller"
    ? eq(chatConversations.shopId, party.shopId)
    : eq(chatConversations.buyerUserId, party.userId);
}

function toMessage(m: MessageRow): ChatMessage {
  return {
    messageId: m.id,
    conversationId: m.conversationId,
    side: m.side,
    senderUserId: m.senderUserId,
    kind: m.kind,
    body: m.body,
    payload: (m.payload as Record<string, unknown> | null) ?? null,
    clientId: m.clientId,
    createTime: formatDateTime(m.createTime),
  };
}

function preview(m: Pick<MessageRow, "kind" | "body" | "payload"> | null): ChatPreview | null {
  if (!m) return null;
  const p = (m.payload ?? {}) as Record<string, unknown>;
  const textOf: Record<MessageRow["kind"], string> = {
    text: m.body.slice(0, PREVIEW_MAX),
    sticker: m.body,
    image: "",
    product: typeof p.name === "string" ? p.name.slice(0, PREVIEW_MAX) : "",
    order: typeof p.orderNo === "string" ? p.orderNo : "",
  };
  return { kind: m.kind, text: textOf[m.kind] };
}

/**
 * The party's conversation `conversationId`, locked FOR NO KEY UPDATE when `lock`.
 * @throws 404 errors:notFound when it is not the party's (or does not exist).
 */
async function conversationOf(
  db: Db | Tx,
  party: ChatParty,
  conversationId: number,
  lock = false,
): Promise<ConversationRow> {
  const q = db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, conversationId), mine(party)));
  const [row] = lock ? await q.for("no key update") : await q;
  if (!row) throw notFound();
  return row;
}

/**
 * A page of the party's conversations, newest activity first (a conversation without messages counts from its
 * creation). Seller: keyword on the buyer's name or user name; buyer: on the shop's name.
 * @returns rowCount and rows (ChatConversationRow for a seller, BuyerChatConversationRow for a buyer).
 */
export async function listConversations(
  db: Db | Tx,
  party: ChatParty,
  input: { limit: number; offset: number; keyword?: string },
): Promise<{ rowCount: number; rows: (ChatConversationRow | BuyerChatConversationRow)[] }> {
  const p = input.keyword ? likePattern(input.keyword) : null;
  const where =
    party.side === "seller"
      ? and(mine(party), p ? or(ilike(users.nickName, p), ilike(users.userName, p)) : undefined)
      : and(mine(party), p ? ilike(shops.storeName, p) : undefined);
  const base = db
    .select({ n: count() })
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.buyerUserId))
    .innerJoin(shops, eq(shops.id, chatConversations.shopId))
    .where(where);
  const [{ n }] = await base;
  const rows = await db
    .select({
      c: chatConversations,
      buyerName: users.nickName,
      buyerUserName: users.userName,
      shopName: shops.storeName,
      last: { kind: chatMessages.kind, body: chatMessages.body, payload: chatMessages.payload },
    })
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.buyerUserId))
    .innerJoin(shops, eq(shops.id, chatConversations.shopId))
    .leftJoin(chatMessages, eq(chatMessages.id, chatConversations.lastMessageId))
    .where(where)
    .orderBy(
      desc(sql`coalesce(${chatConversations.lastMessageTime}, ${chatConversations.createTime})`),
      desc(chatConversations.id),
    )
    .limit(input.limit)
    .offset(input.offset);
  return {
    rowCount: n,
    rows: rows.map((r) => {
      const common = {
        conversationId: r.c.id,
        lastMessage: preview(r.last?.kind ? r.last : null),
        lastMessageTime: r.c.lastMessageTime ? formatDateTime(r.c.lastMessageTime) : null,
      };
      return party.side === "seller"
        ? {
            ...common,
            buyerUserId: r.c.buyerUserId,
            buyerName: r.buyerName || r.buyerUserName,
            buyerUserName: r.buyerUserName,
            unread: r.c.sellerUnread,
          }
        : { ...common, shopId: r.c.shopId, shopName: r.shopName, unread: r.c.buyerUnread };
    }),
  };
}

/**
 * The newest `pageSize` messages of the party's conversation before `beforeId` (absent: the newest), oldest
 * first (spec §4 "Scroll loader" asks for the older pages). @throws 404 errors:notFound.
 */
export async function listMessages(
  db: Db | Tx,
  party: ChatParty,
  input: { conversationId: number; beforeId?: number; pageSize: number },
): Promise<ChatMessagePage> {
  await conversationOf(db, party, input.conversationId);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, input.conversationId),
        input.beforeId === undefined ? undefined : lt(chatMessages.id, input.beforeId),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(input.pageSize + 1);
  const hasMore = rows.length > input.pageSize;
  return { data: rows.slice(0, input.pageSize).reverse().map(toMessage), hasMore };
}

/** The card or picture a message carries, filled from the database for `conv` (never from the body). */
async function payloadOf(
  tx: Tx,
  party: ChatParty,
  conv: ConversationRow,
  input: ChatSend,
  lang: Language,
): Promise<ChatPayload | null> {
  if (input.kind === "image") {
    const fileKey = input.payload.fileKey;
    const shopId = party.side === "seller" ? party.shopId : null;
    await assertOwnFileKeys(tx, { shopId, userId: party.userId, lang }, [{ path: "payload.fileKey", key: fileKey }]);
    const [f] = await tx.select({ name: files.originalName }).from(files).where(eq(files.fileKey, fileKey));
    return { fileKey, url: fileUrl(fileKey), name: f?.name ?? "" };
  }
  if (input.kind === "product") {
    const [item] = await tx
      .select({ id: items.id, name: items.itemName, partNo: items.partNo, price: items.minPrice })
      .from(items)
      .where(
        and(
          eq(items.id, input.payload.itemId),
          eq(items.shopId, conv.shopId),
          eq(items.reviewStatus, ReviewStatus.inSale),
        ),
      );
    if (!item) throw new ApiError(ResultCode.notFound, "chats:errors.productNotFound");
    const [image] = await tx
      .select({ fileKey: itemImages.fileKey })
      .from(itemImages)
      .where(eq(itemImages.itemId, item.id))
      .orderBy(desc(itemImages.isMain), asc(itemImages.sort))
      .limit(1);
    return {
      itemId: item.id,
      name: item.name,
      partNo: item.partNo,
      price: item.price,
      picture: fileUrl(image?.fileKey) ?? undefined,
    };
  }
  if (input.kind === "order") {
    const [order] = await tx
      .select({ id: orders.id, orderNo: orders.orderNo, total: orders.total, status: orders.status })
      .from(orders)
      .where(
        and(
          eq(orders.orderNo, input.payload.orderNo),
          eq(orders.shopId, conv.shopId),
          eq(orders.buyerUserId, conv.buyerUserId),
        ),
      );
    if (!order) throw new ApiError(ResultCode.notFound, "chats:errors.orderNotFound");
    const [{ n }] = await tx.select({ n: count() }).from(orderItems).where(eq(orderItems.orderId, order.id));
    return { orderNo: order.orderNo, total: order.total, status: order.status, itemCount: n };
  }
  return null;
}

/**
 * Sends one message as `party` (spec §2 message-chat). Idempotent on `clientId`: a message re-sent after a
 * dropped connection answers the message first stored and stores nothing new.
 * @returns the stored ChatMessage.
 * @throws 404 errors:notFound (not the party's conversation), chats:errors.productNotFound (not an in-sale
 *   product of the conversation's shop), chats:errors.orderNotFound (not an order of this buyer at this shop);
 *   400 errors:file.unknownKey on `payload.fileKey` (not an upload of the sender); 409
 *   chats:errors.clientIdTaken (the other side used the same client id in this conversation).
 */
export async function sendMessage(
  db: Db,
  party: ChatParty,
  input: ChatSend,
  now: Date,
  lang: Language,
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const conv = await conversationOf(tx, party, input.conversationId, true);
    const [again] = await tx
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conv.id), eq(chatMessages.clientId, input.clientId)));
    if (again) {
      if (again.side !== party.side) throw new ApiError(ResultCode.conflict, "chats:errors.clientIdTaken");
      return toMessage(again);
    }
    const payload = await payloadOf(tx, party, conv, input, lang);
    const body = input.kind === "text" || input.kind === "sticker" ? input.body : "";
    const [stored] = await tx
      .insert(chatMessages)
      .values({
        conversationId: conv.id,
        side: party.side,
        senderUserId: party.userId,
        kind: input.kind,
        body,
        payload,
        clientId: input.clientId,
        createTime: now,
      })
      .returning();
    const other =
      party.side === "seller"
        ? { buyerUnread: sql`${chatConversations.buyerUnread} + 1` }
        : { sellerUnread: sql`${chatConversations.sellerUnread} + 1` };
    await tx
      .update(chatConversations)
      .set({ lastMessageId: stored.id, lastMessageTime: now, ...other })
      .where(eq(chatConversations.id, conv.id));
    // The other side and the sender's other sessions: every user of the shop, and the buyer.
    await publishEvent(tx, {
      topic: "chat",
      shopIds: [conv.shopId],
      userIds: [conv.buyerUserId],
      data: { conversationId: conv.id, messageId: stored.id, side: party.side },
    });
    return toMessage(stored);
  });
}

/**
 * Marks the party's side of the conversation read (its unread counter to 0) and tells the other side and the
 * party's other sessions (`chatRead`). @throws 404 errors:notFound.
 */
export async function markRead(db: Db, party: ChatParty, conversationId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const conv = await conversationOf(tx, party, conversationId, true);
    const unread = party.side === "seller" ? conv.sellerUnread : conv.buyerUnread;
    if (unread === 0) return;
    await tx
      .update(chatConversations)
      .set(party.side === "seller" ? { sellerUnread: 0 } : { buyerUnread: 0 })
      .where(eq(chatConversations.id, conv.id));
    await publishEvent(tx, {
      topic: "chatRead",
      shopIds: [conv.shopId],
      userIds: [conv.buyerUserId],
      data: { conversationId: conv.id, side: party.side satisfies ChatSide },
    });
  });
}

/** The conversation of (shop, buyer), created when missing; answers its id. */
async function openConversation(db: Db | Tx, shopId: number, buyerUserId: number, now: Date): Promise<number> {
  await db
    .insert(chatConversations)
    .values({ shopId, buyerUserId, createTime: now })
    .onConflictDoNothing({ target: [chatConversations.shopId, chatConversations.buyerUserId] });
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(eq(chatConversations.shopId, shopId), eq(chatConversations.buyerUserId, buyerUserId)));
  return row.id;
}

/**
 * The seller opens (or reopens) the chat with one of its buyers: a buyer that is a customer of the shop, has
 * ordered from it, or has chatted with it before. @returns `{ conversationId }`. @throws 404 errors:notFound
 * for any other user id.
 */
export async function startBySeller(
  db: Db,
  scope: { shopId: number },
  buyerUserId: number,
  now: Date,
): Promise<{ conversationId: number }> {
  const [known] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, buyerUserId),
        eq(users.role, "buyer"),
        or(
          sql`exists (select 1 from ${customers} where ${customers.shopId} = ${scope.shopId} and ${customers.buyerUserId} = ${users.id})`,
          sql`exists (select 1 from ${orders} where ${orders.shopId} = ${scope.shopId} and ${orders.buyerUserId} = ${users.id})`,
          sql`exists (select 1 from ${chatConversations} where ${chatConversations.shopId} = ${scope.shopId} and ${chatConversations.buyerUserId} = ${users.id})`,
        ),
      ),
    );
  if (!known) throw notFound();
  return { conversationId: await openConversation(db, scope.shopId, buyerUserId, now) };
}

/**
 * The buyer opens (or reopens) the chat with an open shop (approved, not restricted). @returns
 * `{ conversationId }`. @throws 404 errors:notFound for an unknown or closed shop.
 */
export async function startByBuyer(
  db: Db,
  buyerUserId: number,
  shopId: number,
  now: Date,
): Promise<{ conversationId: number }> {
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(
      and(
        eq(shops.id, shopId),
        eq(shops.applyStatus, ApplyStatus.success),
        inArray(shops.status, [ShopStatus.normal, ShopStatus.active]),
      ),
    );
  if (!shop) throw notFound();
  return { conversationId: await openConversation(db, shopId, buyerUserId, now) };
}

/**
 * The composer's product picker: in-sale products of the shop, keyword on name or part no, newest first. A
 * position seeing only its own products in the product list (spec §6 "only own") sees only those here too.
 */
export async function pickProducts(
  db: Db | Tx,
  scope: { shopId: number; ownerUserId?: number },
  input: { limit: number; offset: number; keyword?: string },
): Promise<{ rowCount: number; rows: ChatProductOption[] }> {
  const p = input.keyword ? likePattern(input.keyword) : null;
  const where = and(
    eq(items.shopId, scope.shopId),
    eq(items.reviewStatus, ReviewStatus.inSale),
    scope.ownerUserId === undefined ? undefined : eq(items.ownerUserId, scope.ownerUserId),
    p ? or(ilike(items.itemName, p), ilike(items.partNo, p)) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(items).where(where);
  const rows = await db
    .select({
      itemId: items.id,
      name: items.itemName,
      partNo: items.partNo,
      price: items.minPrice,
      picture: sql<
        string | null
      >`(select ${itemImages.fileKey} from ${itemImages} where ${itemImages.itemId} = ${items.id} order by ${itemImages.isMain} desc, ${itemImages.sort} limit 1)`,
    })
    .from(items)
    .where(where)
    .orderBy(desc(items.updateTime), desc(items.id))
    .limit(input.limit)
    .offset(input.offset);
  return { rowCount: n, rows: rows.map((r) => ({ ...r, picture: fileUrl(r.picture) })) };
}

/** The composer's order picker: the conversation buyer's orders at the shop, newest first. @throws 404. */
export async function pickOrders(
  db: Db | Tx,
  party: ChatParty,
  input: { conversationId: number; limit: number; offset: number },
): Promise<{ rowCount: number; rows: ChatOrderOption[] }> {
  const conv = await conversationOf(db, party, input.conversationId);
  const where = and(eq(orders.shopId, conv.shopId), eq(orders.buyerUserId, conv.buyerUserId));
  const [{ n }] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select({
      orderNo: orders.orderNo,
      total: orders.total,
      status: orders.status,
      createTime: orders.orderTime,
      itemCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.orderTime), desc(orders.id))
    .limit(input.limit)
    .offset(input.offset);
  return {
    rowCount: n,
    rows: rows.map((r) => ({ ...r, itemCount: Number(r.itemCount), createTime: formatDateTime(r.createTime) })),
  };
}
