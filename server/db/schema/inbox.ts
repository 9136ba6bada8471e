/**
 * The inbox (spec §2 /message; §3 "Messages", "Report ticket"; §7 message, forum and report calls): custom
 * notices from buyers, broadcast notices from the platform, chat conversations with buyers, product
 * discussions (forum posts and replies) and report tickets. System messages are ./message.ts. Times are
 * timestamptz; every read is scoped in SQL by the caller's user (notices) or shop (chat, forum, tickets).
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ChatMessageKind, ChatPayload, ChatSide } from "../../../src/domain/chat";
import type { BroadcastNoticeType } from "../../../src/domain/notice";
import type { ReportTicketSide, ReportTicketStatus } from "../../../src/domain/report-ticket";
import { users } from "./auth";
import { items } from "./item";
import { shops } from "./shop";

const time = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Custom notices (spec §3 "custom notice (messageId, id, buyerName, notes, url)"): a note a buyer leaves for a
 * shop, one row per recipient user of the shop; `message_id` is shared by the rows of one note.
 */
export const customNotices = pgTable(
  "custom_notices",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    notes: text("notes").notNull(),
    /** Portal hash path it opens, e.g. `/order/detail-confirm?orderNo=...`; may be empty. */
    url: text("url").notNull().default(""),
    isRead: boolean("is_read").notNull().default(false),
    createTime: time("create_time").notNull().defaultNow(),
  },
  (t) => [index("custom_notices_user_read_idx").on(t.userId, t.isRead, t.id.desc())],
);

/**
 * Broadcast notices (spec §3 "broadcast notice (notificationId, id, summary, url, type 1 banner, 2 popup)"):
 * written by the platform, to every seller (`shop_id` null) or to one shop, shown between start and end.
 */
export const broadcastNotices = pgTable(
  "broadcast_notices",
  {
    id: serial("id").primaryKey(),
    type: integer("type").$type<BroadcastNoticeType>().notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    url: text("url").notNull().default(""),
    /** null: every seller. */
    shopId: integer("shop_id").references(() => shops.id),
    startTime: time("start_time").notNull(),
    /** null: until withdrawn. */
    endTime: time("end_time"),
    createdBy: integer("created_by").references(() => users.id),
    createTime: time("create_time").notNull().defaultNow(),
  },
  (t) => [index("broadcast_notices_start_idx").on(t.startTime.desc())],
);

/** Who has read (closed) which broadcast notice; a notice without a row is unread for that user. */
export const broadcastNoticeReads = pgTable(
  "broadcast_notice_reads",
  {
    noticeId: integer("notice_id")
      .notNull()
      .references(() => broadcastNotices.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    readTime: time("read_time").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);

/** A chat between a shop and a buyer (spec §2 message-chat): one per (shop, buyer), with unread counters per side. */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    lastMessageId: integer("last_message_id"),
    lastMessageTime: time("last_message_time"),
    /** Messages of the buyer the shop has not read, and the other way round. */
    sellerUnread: integer("seller_unread").notNull().default(0),
    buyerUnread: integer("buyer_unread").notNull().default(0),
    createTime: time("create_time").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("chat_conversations_shop_buyer_uq").on(t.shopId, t.buyerUserId),
    index("chat_conversations_shop_time_idx").on(t.shopId, t.lastMessageTime.desc()),
    index("chat_conversations_buyer_time_idx").on(t.buyerUserId, t.lastMessageTime.desc()),
  ],
);

/**
 * Chat messages, kept for good (spec §2 message-chat: nothing is lost on reconnect). `client_id` is the
 * sender's idempotency key: a message re-sent after a dropped connection is stored once.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => chatConversations.id),
    side: text("side").$type<ChatSide>().notNull(),
    senderUserId: integer("sender_user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").$type<ChatMessageKind>().notNull(),
    /** Text (emoji inline), or the sticker code; empty for cards and pictures. */
    body: text("body").notNull().default(""),
    /** Picture file key, product card or order card (src/domain/chat.ts ChatPayload). */
    payload: jsonb("payload").$type<ChatPayload>(),
    clientId: text("client_id"),
    createTime: time("create_time").notNull().defaultNow(),
  },
  (t) => [
    index("chat_messages_conversation_idx").on(t.conversationId, t.id.desc()),
    uniqueIndex("chat_messages_client_uq")
      .on(t.conversationId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

/**
 * Product discussions (spec §2 message-discussion, discussionList; §7 /api/forum/ina/*): a buyer's question
 * on a product, answered by the shop. `watch_time` is when the shop last opened it (post/watch).
 */
export const forumPosts = pgTable(
  "forum_posts",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id),
    buyerUserId: integer("buyer_user_id")
      .notNull()
      .references(() => users.id),
    content: text("content").notNull(),
    replyCount: integer("reply_count").notNull().default(0),
    lastReplyTime: time("last_reply_time"),
    /** Entries of the buyer after this time are new to the shop; null: never opened. */
    watchTime: time("watch_time"),
    createTime: time("create_time").notNull().defaultNow(),
  },
  (t) => [index("forum_posts_shop_time_idx").on(t.shopId, t.createTime.desc())],
);

/** A reply in a discussion (spec §3 "discussion entry (type 0 buyer, 1 seller)"). */
export const forumReplies = pgTable(
  "forum_replies",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => forumPosts.id),
    /** 0 buyer, 1 seller (src/domain/forum.ts ForumEntryType). */
    type: integer("type").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    content: text("content").notNull(),
    createTime: time("create_time").notNull().defaultNow(),
  },
  (t) => [
    index("forum_replies_post_idx").on(t.postId, t.id),
    // The daily reply limit (spec §8 'Anda memiliki banyak balasan hari ini. Beristirahat.') counts by user and day.
    index("forum_replies_user_time_idx").on(t.userId, t.createTime),
  ],
);

/** Report tickets (spec §3 "Report ticket"; §4 "Report ticket: new, in process, closed"). */
export const reportTickets = pgTable(
  "report_tickets",
  {
    id: serial("id").primaryKey(),
    /** `RPT-yyyyMMdd-nnnnnn` (sequence report_ticket_no_seq). */
    ticketNo: text("ticket_no").notNull().unique(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    subject: text("subject").notNull(),
    detail: text("detail").notNull(),
    /** Uploaded file keys (server/modules/file). */
    attachments: jsonb("attachments").$type<string[]>().notNull().default([]),
    status: integer("status").$type<ReportTicketStatus>().notNull().default(0),
    createTime: time("create_time").notNull().defaultNow(),
    updateTime: time("update_time").notNull().defaultNow(),
  },
  (t) => [index("report_tickets_shop_time_idx").on(t.shopId, t.updateTime.desc())],
);

/** The conversation of a report ticket: the seller's and the platform's messages. */
export const reportTicketMessages = pgTable(
  "report_ticket_messages",
  {
    id: serial("id").primaryKey(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => reportTickets.id),
    side: text("side").$type<ReportTicketSide>().notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    content: text("content").notNull(),
    attachments: jsonb("attachments").$type<string[]>().notNull().default([]),
    createTime: time("create_time").notNull().defaultNow(),
  },
  (t) => [index("report_ticket_messages_ticket_idx").on(t.ticketId, t.id)],
);

/** A buyer's cart lines (spec §1 "a cart link with a count"): what the header counts. */
export const cartItems = pgTable(
  "cart_items",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id),
    quantity: integer("quantity").notNull(),
    createTime: time("create_time").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);

/** Answers to the survey modal (spec §2 "A survey modal"): one per user and survey, a dismissal included. */
export const surveyAnswers = pgTable(
  "survey_answers",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    surveyKey: text("survey_key").notNull(),
    /** 1..5, null when dismissed. */
    score: integer("score"),
    comment: text("comment").notNull().default(""),
    createTime: time("create_time").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("survey_answers_user_survey_uq").on(t.userId, t.surveyKey)],
);
