/**
 * The composer's pickers (spec §2 message-chat): the emoji table (105, spec §9), the 24 stickers, and dialogs
 * choosing one of the shop's in-sale products (searchable) or one of this buyer's orders at the shop, to send
 * as a card. Every choice is a button, so the pickers work from the keyboard.
 */
import { useEffect, useState, type ReactNode } from "react";
import { Button, Empty, Input, List, Modal, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { CHAT_EMOJI, CHAT_STICKERS, STICKER_SIZE, stickerUrl } from "../../domain/chat-emoji";
import { formatRupiah } from "../../domain/money";
import type { Page } from "../../domain/wire";
import { failureText, useEndpointCall } from "../../providers/data-hooks";
import type { ChatOrderOption, ChatProductOption } from "./schema";

/** The 105 emoji as a grid of buttons; a click inserts the character. */
export function EmojiGrid({ onPick }: { onPick: (char: string) => void }) {
  const { t } = useTranslation("chats");
  return (
    <div className="chat-emoji-grid" role="group" aria-label={t("composer.emoji")}>
      {CHAT_EMOJI.map((e) => (
        <button
          key={e.code}
          type="button"
          className="chat-emoji"
          title={e.code}
          aria-label={e.name}
          onClick={() => onPick(e.char)}
        >
          {e.char}
        </button>
      ))}
    </div>
  );
}

/** The 24 stickers as picture buttons; a click sends the sticker. */
export function StickerGrid({ onPick }: { onPick: (code: string) => void }) {
  const { t } = useTranslation("chats");
  return (
    <div className="chat-sticker-grid" role="group" aria-label={t("composer.sticker")}>
      {CHAT_STICKERS.map((s) => (
        <button key={s.code} type="button" className="chat-sticker-button" onClick={() => onPick(s.code)}>
          <img
            src={stickerUrl(s.code)}
            width={STICKER_SIZE / 1.5}
            height={STICKER_SIZE / 1.5}
            alt={t("sticker", { word: s.word })}
          />
        </button>
      ))}
    </div>
  );
}

const PICK_PAGE = 20;
const SEARCH_DELAY_MS = 400;

/** Choose an in-sale product of the shop (search by name or part no). */
export function ProductPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (p: ChatProductOption) => void;
}) {
  const { t } = useTranslation("chats");
  const call = useEndpointCall<Page<ChatProductOption>>("chats", "products");
  const [keyword, setKeyword] = useState("");
  const [rows, setRows] = useState<ChatProductOption[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    const timer = setTimeout(() => {
      call({ pageNo: 1, pageSize: PICK_PAGE, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) }).then(
        (page) => live && (setRows(page.data), setError(null)),
        (err: unknown) => live && setError(failureText(err, t("loadFailed"))),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, keyword, call, t]);

  return (
    <Modal open={open} title={t("product.title")} onCancel={onClose} footer={null} destroyOnHidden>
      <Input.Search
        aria-label={t("product.search")}
        placeholder={t("product.searchPlaceholder")}
        allowClear
        maxLength={150}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <PickList
        rows={rows}
        error={error}
        emptyText={t("product.empty")}
        chooseText={t("product.choose")}
        keyOf={(p) => p.itemId}
        nameOf={(p) => p.name}
        onPick={onPick}
        meta={(p) => (
          <List.Item.Meta
            avatar={p.picture ? <img src={p.picture} width={40} height={40} alt="" /> : null}
            title={p.name}
            description={`${t("product.partNo", { partNo: p.partNo })} · ${formatRupiah(p.price)}`}
          />
        )}
      />
    </Modal>
  );
}

/** Choose one of this buyer's orders at the shop. */
export function OrderPicker({
  open,
  conversationId,
  onClose,
  onPick,
}: {
  open: boolean;
  conversationId: number;
  onClose: () => void;
  onPick: (o: ChatOrderOption) => void;
}) {
  const { t } = useTranslation("chats");
  const call = useEndpointCall<Page<ChatOrderOption>>("chats", "orders");
  const [rows, setRows] = useState<ChatOrderOption[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setRows(null);
    call({ pageNo: 1, pageSize: PICK_PAGE, conversationId }).then(
      (page) => live && (setRows(page.data), setError(null)),
      (err: unknown) => live && setError(failureText(err, t("loadFailed"))),
    );
    return () => {
      live = false;
    };
  }, [open, conversationId, call, t]);

  return (
    <Modal open={open} title={t("order.title")} onCancel={onClose} footer={null} destroyOnHidden>
      <PickList
        rows={rows}
        error={error}
        emptyText={t("order.empty")}
        chooseText={t("order.choose")}
        keyOf={(o) => o.orderNo}
        nameOf={(o) => o.orderNo}
        onPick={onPick}
        meta={(o) => (
          <List.Item.Meta
            title={o.orderNo}
            description={`${o.createTime.slice(0, 16)} · ${t("order.items", { count: o.itemCount })} · ${t("order.total", { total: formatRupiah(o.total) })}`}
          />
        )}
      />
    </Modal>
  );
}

/**
 * The list both card pickers show: a spinner until the rows come, the failure as an alert, an empty text, and
 * one "choose" button per row named with the row (so a screen reader tells the buttons apart).
 */
function PickList<T>({
  rows,
  error,
  emptyText,
  chooseText,
  keyOf,
  nameOf,
  meta,
  onPick,
}: {
  rows: T[] | null;
  error: string | null;
  emptyText: string;
  chooseText: string;
  keyOf: (row: T) => string | number;
  nameOf: (row: T) => string;
  meta: (row: T) => ReactNode;
  onPick: (row: T) => void;
}) {
  return (
    <>
      {error ? <p role="alert">{error}</p> : null}
      {rows === null && !error ? (
        <Spin />
      ) : (
        <List
          className="chat-pick-list"
          dataSource={rows ?? []}
          locale={{ emptyText: <Empty description={emptyText} /> }}
          renderItem={(row) => (
            <List.Item
              key={keyOf(row)}
              actions={[
                <Button
                  key="send"
                  type="primary"
                  size="small"
                  aria-label={`${chooseText}: ${nameOf(row)}`}
                  onClick={() => onPick(row)}
                >
                  {chooseText}
                </Button>,
              ]}
            >
              {meta(row)}
            </List.Item>
          )}
        />
      )}
    </>
  );
}
