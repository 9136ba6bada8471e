/**
 * /message/message-chat (spec §2 message-chat): the shop's chats with buyers in two panes, the conversation
 * list and the open conversation (on a tablet the list sits above the conversation). `?conversationId=` opens
 * a conversation; `?buyerUserId=` opens (or starts) the chat with that buyer, so the order and customer pages
 * can link "Chat with buyer". Real time: a `chat` event re-reads the list and, for the open conversation, its
 * newest messages (then marks them read); a reconnect re-reads both and re-sends what failed. Opening a
 * conversation marks it read.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Page as PageOf } from "../../domain/wire";
import { failureText, useEndpointCall } from "../../providers/data-hooks";
import { useRealtime, useRealtimeChannel } from "../../providers/realtime";
import { Page } from "../../shell/page";
import { chats } from "./index";
import { ConversationList } from "./conversation-list";
import { ConversationPane } from "./conversation-pane";
import type { ChatConversationRow } from "./schema";
import { useConversation } from "./use-conversation";
import "./chats.css";

const LIST_SIZE = 50;
const SEARCH_DELAY_MS = 300;

const positiveInt = (v: string | null): number | null => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : null;
};

export default function ChatPage() {
  const { t } = useTranslation("chats");
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const selectedId = positiveInt(params.get("conversationId"));
  const buyerUserId = positiveInt(params.get("buyerUserId"));
  const listCall = useEndpointCall<PageOf<ChatConversationRow>>("chats", chats.endpoints.list);
  const startCall = useEndpointCall<{ conversationId: number }>("chats", "start");
  const [keyword, setKeyword] = useState("");
  const [rows, setRows] = useState<ChatConversationRow[] | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const keywordRef = useRef(keyword);
  keywordRef.current = keyword;
  // The open conversation's header outlives a search that hides its row.
  const [openRow, setOpenRow] = useState<ChatConversationRow | null>(null);

  const refreshList = useCallback(async () => {
    const k = keywordRef.current.trim();
    try {
      const page = await listCall({ pageNo: 1, pageSize: LIST_SIZE, ...(k ? { keyword: k } : {}) });
      if (keywordRef.current.trim() !== k) return;
      setRows(page.data);
      setListError(null);
    } catch (err) {
      setListError(failureText(err, t("loadFailed")));
    }
  }, [listCall, t]);

  useEffect(() => {
    const timer = setTimeout(() => void refreshList(), keyword ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [keyword, refreshList]);

  const conversation = useConversation(selectedId, {
    onSent: () => void refreshList(),
    onRefused: (err) => void message.error(failureText(err, t("loadFailed"))),
  });
  const { markRead, refreshNewest, retryFailed, status } = conversation;

  // ?buyerUserId= : open (or start) the chat with that buyer, then name the conversation in the URL.
  useEffect(() => {
    if (buyerUserId === null || selectedId !== null) return;
    let live = true;
    startCall({ buyerUserId }).then(
      ({ conversationId }) => {
        if (!live) return;
        setParams({ conversationId: String(conversationId) }, { replace: true });
        void refreshList();
      },
      (err: unknown) => live && void message.error(failureText(err, t("errors.startFailed"))),
    );
    return () => {
      live = false;
    };
  }, [buyerUserId, selectedId, startCall, setParams, refreshList, message, t]);

  const row = rows?.find((r) => r.conversationId === selectedId) ?? null;
  useEffect(() => {
    if (row) setOpenRow(row);
    else if (selectedId === null) setOpenRow(null);
  }, [row, selectedId]);

  // Opening a conversation (and every new buyer message while it is open) marks it read.
  const unread = row?.unread ?? 0;
  useEffect(() => {
    if (selectedId === null || status !== "ready" || unread === 0) return;
    markRead().then(
      () => void refreshList(),
      () => undefined,
    );
  }, [selectedId, status, unread, markRead, refreshList]);

  useRealtime("chat", (data) => {
    void refreshList();
    if (data.conversationId === selectedId) void refreshNewest();
  });
  useRealtime("chatRead", () => void refreshList());

  const { connected } = useRealtimeChannel();
  const wasConnected = useRef(connected);
  useEffect(() => {
    if (connected && !wasConnected.current) {
      void refreshList();
      void refreshNewest().catch(() => undefined);
      retryFailed();
    }
    wasConnected.current = connected;
  }, [connected, refreshList, refreshNewest, retryFailed]);

  const shown = row ?? (openRow?.conversationId === selectedId ? openRow : null);

  return (
    <Page titleKey="chats:titles.list">
      <div className="chat-layout">
        <ConversationList
          rows={rows}
          error={listError}
          keyword={keyword}
          onKeyword={setKeyword}
          selectedId={selectedId}
          onSelect={(id) => setParams({ conversationId: String(id) })}
        />
        {selectedId === null ? (
          <section className="chat-pane chat-pane--empty" aria-label={t("titles.list")}>
            <p>{t("pick")}</p>
          </section>
        ) : (
          <ConversationPane
            conversationId={selectedId}
            title={shown?.buyerName ?? t("titles.list")}
            subtitle={shown?.buyerUserName}
            conversation={conversation}
          />
        )}
      </div>
    </Page>
  );
}
