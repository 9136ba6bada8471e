/**
 * Request schemas and answer shapes of the chat calls (spec §2 message-chat; §9 emoji and stickers), shared
 * by the API (server/modules/chat) and the portal's composer. Limits: text CHAT_TEXT_MAX characters, client id
 * CHAT_CLIENT_ID_MAX (src/domain/chat.ts); a sticker is one of STICKER_CODES; a picture names an upload of the
 * sender; product and order cards name the record only (the API fills the card's display fields).
 */
import { z } from "zod";
import { pageRequestSchema } from "../../domain/page-request";
import {
  CHAT_CLIENT_ID_MAX,
  CHAT_PAGE_SIZE,
  CHAT_TEXT_MAX,
  type ChatMessageKind,
  type ChatSide,
} from "../../domain/chat";
import { STICKER_CODES } from "../../domain/chat-emoji";
import { fileKeySchema } from "../../domain/schema/file-key";
import { keyword, text } from "../../domain/schema/text";

const id = (field = "validation:required") =>
  z.number({ error: field }).int("validation:integer").positive("validation:min").max(2_147_483_647, "validation:max");

/** `{ conversationId }` (read). */
export const chatConversationIdSchema = z.object({ conversationId: id() });

/** A page of conversations, newest first: `{ pageNo, pageSize, keyword? }` (buyer name / user name, or shop name). */
export const chatConversationPageSchema = pageRequestSchema.extend({ keyword: keyword() });

/** History before `beforeId` (absent: the newest), `pageSize` messages (default CHAT_PAGE_SIZE, at most 100). */
export const chatMessagePageSchema = z.object({
  conversationId: id(),
  beforeId: z.number().int("validation:integer").positive("validation:min").optional(),
  pageSize: z
    .number()
    .int("validation:integer")
    .min(1, "validation:min")
    .max(100, "validation:max")
    .default(CHAT_PAGE_SIZE),
});

/** The sender's idempotency key: 1-64 of `A-Z a-z 0-9 _ -` (a UUID fits). */
export const chatClientIdSchema = text()
  .trim()
  .min(1, "validation:required")
  .max(CHAT_CLIENT_ID_MAX, "validation:maxLength")
  .regex(/^[A-Za-z0-9_-]+$/, "chats:errors.clientId");

const common = { conversationId: id(), clientId: chatClientIdSchema };

/** One message to send, by kind (spec §2 message-chat: text with emoji, sticker, picture, product, order). */
export const chatSendSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      ...common,
      kind: z.literal("text"),
      body: text({ multiline: true }).trim().min(1, "validation:required").max(CHAT_TEXT_MAX, "validation:maxLength"),
    }),
    z.object({
      ...common,
      kind: z.literal("sticker"),
      body: z.enum(STICKER_CODES as [string, ...string[]], { error: "chats:errors.sticker" }),
    }),
    z.object({ ...common, kind: z.literal("image"), payload: z.object({ fileKey: fileKeySchema }) }),
    z.object({ ...common, kind: z.literal("product"), payload: z.object({ itemId: id() }) }),
    z.object({
      ...common,
      kind: z.literal("order"),
      payload: z.object({ orderNo: text().trim().min(1, "validation:required").max(40, "validation:maxLength") }),
    }),
  ],
  { error: "chats:errors.kind" },
);
export type ChatSend = z.infer<typeof chatSendSchema>;

/** The seller opens a chat with one of its customers: `{ buyerUserId }`. */
export const chatStartSchema = z.object({ buyerUserId: id() });
/** The buyer opens a chat with a shop: `{ shopId }`. */
export const buyerChatStartSchema = z.object({ shopId: id() });

/** The pickers of the composer: the shop's in-sale products (search by name or part no), the buyer's orders. */
export const chatProductPickSchema = pageRequestSchema.extend({ keyword: keyword() });
export const chatOrderPickSchema = pageRequestSchema.extend({ conversationId: id() });

/** A stored message as every read and the send answer it. Times `yyyy-MM-dd HH:mm:ss` WIB. */
export interface ChatMessage {
  messageId: number;
  conversationId: number;
  side: ChatSide;
  senderUserId: number;
  kind: ChatMessageKind;
  /** Text (emoji inline) or the sticker code; "" for pictures and cards. */
  body: string;
  /** Picture `{ fileKey, url, name }`, product card `{ itemId, name, partNo, price, picture }`, order card `{ orderNo, total, status, itemCount }`. */
  payload: Record<string, unknown> | null;
  clientId: string | null;
  createTime: string;
}

/** The last message of a conversation, for the list: its kind and a short text (text, sticker code, product name, order no). */
export interface ChatPreview {
  kind: ChatMessageKind;
  text: string;
}

/** A row of the seller's conversation list. */
export interface ChatConversationRow {
  conversationId: number;
  buyerUserId: number;
  buyerName: string;
  buyerUserName: string;
  lastMessage: ChatPreview | null;
  lastMessageTime: string | null;
  /** Buyer messages the shop has not read. */
  unread: number;
}

/** A row of the buyer's conversation list. */
export interface BuyerChatConversationRow {
  conversationId: number;
  shopId: number;
  shopName: string;
  lastMessage: ChatPreview | null;
  lastMessageTime: string | null;
  /** Shop messages the buyer has not read. */
  unread: number;
}

/** `/message/page`: oldest first; `hasMore` when older messages exist before the first. */
export interface ChatMessagePage {
  data: ChatMessage[];
  hasMore: boolean;
}

/** A row of the composer's product picker. */
export interface ChatProductOption {
  itemId: number;
  name: string;
  partNo: string;
  price: number;
  picture: string | null;
}

/** A row of the composer's order picker. */
export interface ChatOrderOption {
  orderNo: string;
  total: number;
  status: number;
  itemCount: number;
  createTime: string;
}
