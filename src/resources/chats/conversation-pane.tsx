/**
 * The open conversation (spec §2 message-chat): the buyer's name, the messages oldest to newest in a
 * scrollable log that follows new messages while the reader is at the bottom, the scroll loader of spec §4
 * at the top (pull within 20 px of the top edge loads the page before; shown at least 1 s, at most 5 s), and
 * the composer for users holding `chats.send`.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Alert, Button, Empty, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";
import { Composer } from "./composer";
import { MessageBubble, PendingBubble } from "./message-bubble";
import { atTopEdge, runScrollLoad } from "./scroll-loader";
import type { ConversationState } from "./use-conversation";

/** How near the bottom, px, still counts as "reading the newest" (new messages then scroll into view). */
const BOTTOM_SLACK_PX = 80;

export interface ConversationPaneProps {
  conversationId: number;
  title: string;
  subtitle?: string;
  conversation: ConversationState;
}

export function ConversationPane({ conversationId, title, subtitle, conversation }: ConversationPaneProps) {
  const { t } = useTranslation("chats");
  const { status, messages, pending, hasMore } = conversation;
  const log = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const restore = useRef<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  // Keep the reader's place when older messages are put above, else follow the newest.
  useLayoutEffect(() => {
    const el = log.current;
    if (!el) return;
    if (restore.current !== null) {
      el.scrollTop = el.scrollHeight - restore.current;
      restore.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages, pending.length]);

  useEffect(() => {
    atBottom.current = true;
  }, [conversationId]);

  const onScroll = () => {
    const el = log.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK_PX;
    if (!atTopEdge(el.scrollTop) || !hasMore || loadingOlder || status !== "ready") return;
    setLoadingOlder(true);
    void runScrollLoad(async () => {
      const before = el.scrollHeight - el.scrollTop;
      restore.current = before;
      await conversation.loadOlder();
    }).then(() => {
      restore.current = null;
      setLoadingOlder(false);
    });
  };

  return (
    <section className="chat-pane" aria-label={t("messages", { name: title })}>
      <header className="chat-pane__header">
        <h3 className="chat-pane__title">{title}</h3>
        {subtitle ? <span className="chat-pane__subtitle">{subtitle}</span> : null}
      </header>
      {status === "error" ? (
        <Alert
          type="error"
          showIcon
          message={t("loadFailed")}
          action={
            <Button size="small" onClick={conversation.reload}>
              {t("retry")}
            </Button>
          }
        />
      ) : null}
      <div
        ref={log}
        className="chat-log"
        role="log"
        aria-label={t("messages", { name: title })}
        aria-busy={status === "loading" || loadingOlder}
        tabIndex={0}
        onScroll={onScroll}
      >
        <ol className="chat-messages">
          <li className="chat-log__edge" aria-live="polite">
            {loadingOlder ? (
              <span>
                <Spin size="small" /> {t("loadingOlder")}
              </span>
            ) : status === "ready" && messages.length > 0 ? (
              <span>{hasMore ? t("pullHint") : t("allLoaded")}</span>
            ) : null}
          </li>
          {status === "loading" ? (
            <li className="chat-center">
              <Spin />
            </li>
          ) : null}
          {status === "ready" && messages.length === 0 && pending.length === 0 ? (
            <li className="chat-center">
              <Empty description={t("noMessages")} />
            </li>
          ) : null}
          {messages.map((m) => (
            <MessageBubble key={m.messageId} message={m} />
          ))}
          {pending.map((p) => (
            <PendingBubble key={p.clientId} message={p} onResend={() => conversation.resend(p.clientId)} />
          ))}
        </ol>
      </div>
      <CanAccess resource="chats" action="send">
        <Composer
          conversationId={conversationId}
          onSend={(draft, label) => {
            atBottom.current = true;
            conversation.send(draft, label);
          }}
        />
      </CanAccess>
    </section>
  );
}
