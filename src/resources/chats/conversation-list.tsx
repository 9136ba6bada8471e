/**
 * The conversation list of /message/message-chat (spec §2 message-chat): a search on the buyer's name or user
 * name, the shop's conversations newest first with the last message by kind, its time and the unread count
 * (badge overflow 99+, spec §9). Each conversation is a button; the open one is marked current.
 */
import { Badge, Empty, Input, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { renderEmojiCodes } from "../../domain/chat-emoji";
import type { ChatConversationRow, ChatPreview } from "./schema";

export interface ConversationListProps {
  rows: ChatConversationRow[] | null;
  error: string | null;
  keyword: string;
  onKeyword: (keyword: string) => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The last message as the list shows it: its text, or the kind's label. */
export function usePreviewText() {
  const { t } = useTranslation("chats");
  return (p: ChatPreview | null) => (p ? t(`preview.${p.kind}`, { text: renderEmojiCodes(p.text) }) : "");
}

export function ConversationList({ rows, error, keyword, onKeyword, selectedId, onSelect }: ConversationListProps) {
  const { t } = useTranslation("chats");
  const previewText = usePreviewText();
  return (
    <section className="chat-list" aria-label={t("conversations")}>
      <Input.Search
        aria-label={t("search")}
        placeholder={t("searchPlaceholder")}
        allowClear
        maxLength={150}
        value={keyword}
        onChange={(e) => onKeyword(e.target.value)}
      />
      {error ? (
        <p role="alert" className="chat-error">
          {error}
        </p>
      ) : null}
      {rows === null && !error ? (
        <div className="chat-center">
          <Spin />
        </div>
      ) : rows && rows.length === 0 ? (
        <Empty description={keyword.trim() ? t("noMatch") : t("empty")} />
      ) : (
        <ul className="chat-conversations">
          {(rows ?? []).map((r) => (
            <li key={r.conversationId}>
              <button
                type="button"
                className={
                  r.conversationId === selectedId ? "chat-conversation chat-conversation--current" : "chat-conversation"
                }
                aria-current={r.conversationId === selectedId ? "true" : undefined}
                onClick={() => onSelect(r.conversationId)}
              >
                <span className="chat-conversation__top">
                  <strong className="chat-conversation__name">{r.buyerName}</strong>
                  {r.lastMessageTime ? (
                    <time className="chat-conversation__time" dateTime={r.lastMessageTime.replace(" ", "T")}>
                      {r.lastMessageTime.slice(5, 16)}
                    </time>
                  ) : null}
                </span>
                <span className="chat-conversation__bottom">
                  <span className="chat-conversation__preview">{previewText(r.lastMessage) || r.buyerUserName}</span>
                  {r.unread > 0 ? (
                    <Badge count={r.unread} overflowCount={99} aria-label={t("unread", { count: r.unread })} />
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
