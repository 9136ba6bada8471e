/**
 * The open conversation of /message/message-chat (spec §2 message-chat, §4 "Scroll loader"): its messages
 * (newest page first, older pages on demand), the messages being sent, and the read mark.
 *
 * Sending: each message gets a client id once; it shows as "sending" until the API stores it. A network or
 * server failure marks it failed and retries it with the SAME client id (the API stores it once) after 1, 2,
 * 4 ... 30 s and at once when the real-time channel reconnects, so nothing typed is lost on a dropped
 * connection. A refusal (400/404/409) drops it and is reported through `onRefused`.
 *
 * Refreshing: `refreshNewest` reads the newest page and, when it does not reach what is already shown, the
 * pages before it, so a gap left while disconnected is filled; the real-time `chat` event calls it.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { ChatMessagePage, ChatMessage, ChatSend } from "./schema";
import { failureCode, useEndpointCall } from "../../providers/data-hooks";
import { formatDateTime } from "../../domain/datetime";

/** What the composer sends, without the conversation and client id (added here). */
export type ChatDraft = ChatSend extends infer S
  ? S extends ChatSend
    ? Omit<S, "conversationId" | "clientId">
    : never
  : never;

/** A message on its way: what it is, and a local picture URL for an image the API has not answered yet. */
export interface PendingMessage {
  clientId: string;
  conversationId: number;
  draft: ChatDraft;
  status: "sending" | "failed";
  attempt: number;
  createTime: string;
  /** Shown for a product or order card while sending (the API fills the real card). */
  label?: string;
}

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** Pages read at most to close a gap after a reconnect. */
const GAP_PAGES = 10;

/** A client id: a UUID where the browser has one, else time and randomness (both within CHAT_CLIENT_ID_MAX). */
export function newClientId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** True for failures worth retrying: no answer at all (0) or a server error (5xx codes). */
export function retryable(err: unknown): boolean {
  const code = failureCode(err);
  return code === 0 || code >= 500;
}

/** Messages by id, ascending, without duplicates. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of current) byId.set(m.messageId, m);
  for (const m of incoming) byId.set(m.messageId, m);
  return [...byId.values()].sort((a, b) => a.messageId - b.messageId);
}

export interface ConversationState {
  status: "idle" | "loading" | "ready" | "error";
  messages: ChatMessage[];
  hasMore: boolean;
  pending: PendingMessage[];
  loadOlder(): Promise<void>;
  refreshNewest(): Promise<void>;
  reload(): void;
  send(draft: ChatDraft, label?: string): void;
  resend(clientId: string): void;
  retryFailed(): void;
  markRead(): Promise<void>;
}

/** See module doc. `onSent` runs after a message is stored (the list re-reads), `onRefused` with the failure. */
export function useConversation(
  conversationId: number | null,
  handlers: { onSent?: () => void; onRefused?: (err: unknown) => void } = {},
): ConversationState {
  const fetchPage = useEndpointCall<ChatMessagePage>("chats", "messages");
  const sendCall = useEndpointCall<ChatMessage>("chats", "send");
  const readCall = useEndpointCall<null>("chats", "read");
  const [status, setStatus] = useState<ConversationState["status"]>("idle");
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [generation, setGeneration] = useState(0);
  const current = useRef(conversationId);
  current.current = conversationId;
  const shown = useRef<ChatMessage[]>([]);
  shown.current = messages;
  const pendingRef = useRef<PendingMessage[]>([]);
  pendingRef.current = pending;
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    setMessages([]);
    setHasMore(false);
    if (conversationId === null) return setStatus("idle");
    setStatus("loading");
    let live = true;
    fetchPage({ conversationId }).then(
      (page) => {
        if (!live) return;
        setMessages(page.data);
        setHasMore(page.hasMore);
        setStatus("ready");
      },
      () => live && setStatus("error"),
    );
    return () => {
      live = false;
    };
  }, [conversationId, fetchPage, generation]);

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const timer of all.values()) clearTimeout(timer);
      all.clear();
    };
  }, []);

  const loadOlder = useCallback(async () => {
    const id = current.current;
    const first = shown.current[0];
    if (id === null || !first) return;
    const page = await fetchPage({ conversationId: id, beforeId: first.messageId });
    if (current.current !== id) return;
    setMessages((m) => mergeMessages(m, page.data));
    setHasMore(page.hasMore);
  }, [fetchPage]);

  const refreshNewest = useCallback(async () => {
    const id = current.current;
    if (id === null) return;
    const newestShown = shown.current.at(-1)?.messageId ?? 0;
    let page = await fetchPage({ conversationId: id });
    let found = page.data;
    for (let i = 0; i < GAP_PAGES && page.hasMore && newestShown > 0 && page.data[0].messageId > newestShown; i++) {
      page = await fetchPage({ conversationId: id, beforeId: page.data[0].messageId });
      found = [...page.data, ...found];
    }
    if (current.current !== id) return;
    setMessages((m) => mergeMessages(m, found));
    if (newestShown === 0) setHasMore(page.hasMore);
  }, [fetchPage]);

  const attempt = useCallback(
    (p: PendingMessage) => {
      clearTimeout(timers.current.get(p.clientId));
      timers.current.delete(p.clientId);
      setPending((list) => list.map((x) => (x.clientId === p.clientId ? { ...x, status: "sending" } : x)));
      const body = { ...p.draft, conversationId: p.conversationId, clientId: p.clientId };
      sendCall(body).then(
        (stored) => {
          setPending((list) => list.filter((x) => x.clientId !== p.clientId));
          if (current.current === stored.conversationId) setMessages((m) => mergeMessages(m, [stored]));
          latest.current.onSent?.();
        },
        (err: unknown) => {
          if (!retryable(err)) {
            setPending((list) => list.filter((x) => x.clientId !== p.clientId));
            latest.current.onRefused?.(err);
            return;
          }
          const next = { ...p, status: "failed" as const, attempt: p.attempt + 1 };
          setPending((list) => list.map((x) => (x.clientId === p.clientId ? next : x)));
          const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** p.attempt);
          timers.current.set(
            p.clientId,
            setTimeout(() => attemptRef.current(next), delay),
          );
        },
      );
    },
    [sendCall],
  );
  const attemptRef = useRef(attempt);
  attemptRef.current = attempt;

  const send = useCallback(
    (draft: ChatDraft, label?: string) => {
      const id = current.current;
      if (id === null) return;
      const p: PendingMessage = {
        clientId: newClientId(),
        conversationId: id,
        draft,
        status: "sending",
        attempt: 0,
        createTime: formatDateTime(new Date()),
        label,
      };
      setPending((list) => [...list, p]);
      attempt(p);
    },
    [attempt],
  );

  const resend = useCallback(
    (clientId: string) => {
      const p = pendingRef.current.find((x) => x.clientId === clientId);
      if (p) attempt(p);
    },
    [attempt],
  );

  const retryFailed = useCallback(() => {
    for (const p of pendingRef.current) if (p.status === "failed") attempt(p);
  }, [attempt]);

  const markRead = useCallback(async () => {
    const id = current.current;
    if (id !== null) await readCall({ conversationId: id });
  }, [readCall]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  return {
    status,
    messages,
    hasMore,
    pending: pending.filter((p) => p.conversationId === conversationId),
    loadOlder,
    refreshNewest,
    reload,
    send,
    resend,
    retryFailed,
    markRead,
  };
}
