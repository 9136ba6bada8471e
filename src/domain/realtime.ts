/**
 * The real-time channel (spec §2 toasts "the moment" something happens; §3 "push message (title, body)"): one
 * WebSocket per signed-in portal at REALTIME_PATH. Pure wire types shared by the API (server/realtime) and
 * the portal (src/providers/realtime.tsx).
 *
 * Protocol (JSON text frames):
 * 1. the portal opens the socket and sends `{ type: "auth", token }` (the same token as the Authorization
 *    header, spec §6); nothing else is accepted before it, and a socket that has not authenticated within
 *    AUTH_TIMEOUT_MS is closed;
 * 2. the API answers `{ type: "ready" }`, or closes with CLOSE_UNAUTHORIZED (signed out / expired token);
 * 3. then the API sends `{ type: "event", topic, data }` for every event addressed to the user, the user's
 *    shop or everyone; `{ type: "ping" }` from the portal gets `{ type: "pong" }`.
 * Events only say that something changed and where to look: the portal reads the state through the normal
 * calls, so a missed event costs at most one poll interval (spec §9 60 s) and nothing is lost on reconnect.
 */

export const REALTIME_PATH = "/api/realtime/ws";
export const AUTH_TIMEOUT_MS = 10_000;
/** Close codes of the application range (4000-4999). */
export const CLOSE_UNAUTHORIZED = 4401;
/** Reconnect backoff of the portal: first wait and cap, doubled per failure. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * Topics and what their `data` carries:
 * - message:  a new system message or custom notice for the user `{ source: "system" | "custom", id, title, summary, url }`
 *             (title and summary in the recipient's language when known, else id-ID). A system message
 *             sent to several users at once carries `ids: { [userId]: id }` instead of `id` (left out for
 *             very large audiences: the portal then reads its newest message); a custom notice's `id` is its
 *             messageId, the same for every recipient.
 * - notice:   a broadcast notice went live `{ id, type }` (type 1 banner, 2 popup)
 * - chat:     a chat message in a conversation of the user's shop (or of the buyer) `{ conversationId, messageId, side }`
 * - chatRead: the other side read a conversation `{ conversationId, side }`
 * - discussion: a buyer entry in a product discussion of the shop `{ postId }`
 * - ticket:   the platform answered or moved a report ticket of the shop `{ ticketId, status }`
 * - count:    the unread figures changed; read them again (no data)
 */
export const REALTIME_TOPICS = ["message", "notice", "chat", "chatRead", "discussion", "ticket", "count"] as const;
export type RealtimeTopic = (typeof REALTIME_TOPICS)[number];

/** Who an event is for: users, every user of some shops, or everyone signed in. */
export interface RealtimeAudience {
  userIds?: readonly number[];
  shopIds?: readonly number[];
  all?: boolean;
}

/** An event as published by the API (server/realtime/bus.ts) and carried over LISTEN/NOTIFY. */
export interface RealtimeEvent extends RealtimeAudience {
  topic: RealtimeTopic;
  data?: Record<string, unknown>;
}

export type ClientFrame = { type: "auth"; token: string } | { type: "ping" };
export type ServerFrame =
  { type: "ready" } | { type: "pong" } | { type: "event"; topic: RealtimeTopic; data: Record<string, unknown> };
