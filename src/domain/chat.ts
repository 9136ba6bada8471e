/**
 * Chat with buyers (spec §2 message-chat; §9 "Emoji table 105 entries, 24 large stickers"; §4 scroll loader).
 * Pure: the API, the seed and the portal import it. The emoji table and sticker codes live in
 * src/domain/chat-emoji.ts.
 */

/** Which side wrote a message. */
export const CHAT_SIDES = ["buyer", "seller"] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

/** What a message is: text (emoji inline), one of the 24 stickers, a picture, a product card or an order card. */
export const CHAT_MESSAGE_KINDS = ["text", "sticker", "image", "product", "order"] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

/** What a message carries besides its text, by kind. */
export type ChatPayload =
  | { fileKey: string; url?: string; name?: string }
  | { itemId: number; name?: string; partNo?: string; price?: number; picture?: string }
  | { orderNo: string; total?: number; status?: number; itemCount?: number };

/** Text length, characters (ours; the spec shows none). */
export const CHAT_TEXT_MAX = 1000;
/** A page of history (the scroll loader asks for older pages, spec §4 "Scroll loader"). */
export const CHAT_PAGE_SIZE = 20;
/** The sender's idempotency key (a message re-sent after a reconnect is stored once). */
export const CHAT_CLIENT_ID_MAX = 64;
