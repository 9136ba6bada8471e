/**
 * The composer of the open conversation (spec §2 message-chat): text up to CHAT_TEXT_MAX characters with a
 * counter (Enter sends, Shift+Enter starts a new line), the emoji picker (inserted at the cursor), the sticker
 * picker, a picture upload (jpg, jpeg, png within the image size limit, spec §5 "Upload" errors, through the
 * portal's upload), and the product and order pickers. Shown to users holding `chats.send`.
 */
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { App, Button, Input, Popover, Tooltip } from "antd";
import {
  FileImageOutlined,
  ShoppingOutlined,
  SmileOutlined,
  ProfileOutlined,
  SendOutlined,
  GiftOutlined,
} from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { TextAreaRef } from "antd/es/input/TextArea";
import { CHAT_TEXT_MAX } from "../../domain/chat";
import { PRODUCT_IMAGE_MAX_KB } from "../../domain/product";
import { acceptAttribute, checkFormat, checkSize } from "../../forms/upload-rules";
import { uploadFile } from "../../providers/upload";
import { failureText } from "../../providers/data-hooks";
import { EmojiGrid, OrderPicker, ProductPicker, StickerGrid } from "./pickers";
import type { ChatDraft } from "./use-conversation";

export interface ComposerProps {
  conversationId: number;
  onSend: (draft: ChatDraft, label?: string) => void;
}

export function Composer({ conversationId, onSend }: ComposerProps) {
  const { t } = useTranslation("chats");
  const { t: tf } = useTranslation("forms");
  const { message } = App.useApp();
  const [text, setText] = useState("");
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [stickerOpen, setStickerOpen] = useState(false);
  const [productOpen, setProductOpen] = useState(false);
  const [orderOpen, setOrderOpen] = useState(false);
  const [uploading, setUploading] = useState<string | null>(null);
  const area = useRef<TextAreaRef>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const trimmed = text.trim();

  const sendText = () => {
    if (!trimmed || text.length > CHAT_TEXT_MAX) return;
    onSend({ kind: "text", body: trimmed });
    setText("");
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    sendText();
  };

  const insertEmoji = (char: string) => {
    const el = area.current?.resizableTextArea?.textArea;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${char}${text.slice(end)}`;
    if (next.length > CHAT_TEXT_MAX) return;
    setText(next);
    setEmojiOpen(false);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + char.length, start + char.length);
    });
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    const problem = checkFormat(file.name, "image") ?? checkSize(file, PRODUCT_IMAGE_MAX_KB);
    if (problem) return void message.error(tf(problem.key, problem.params));
    setUploading(file.name);
    try {
      const stored = await uploadFile(file, "image");
      onSend({ kind: "image", payload: { fileKey: stored.fileKey } }, file.name);
    } catch (err) {
      void message.error(tf("upload.failed", { name: file.name, reason: failureText(err, "") }));
    } finally {
      setUploading(null);
    }
  };

  return (
    <div className="chat-composer">
      <div className="chat-tools" role="toolbar" aria-label={t("composer.label")}>
        <Popover
          open={emojiOpen}
          onOpenChange={setEmojiOpen}
          trigger="click"
          content={<EmojiGrid onPick={insertEmoji} />}
          placement="topLeft"
        >
          <Button icon={<SmileOutlined />} aria-label={t("composer.emoji")} aria-expanded={emojiOpen} />
        </Popover>
        <Popover
          open={stickerOpen}
          onOpenChange={setStickerOpen}
          trigger="click"
          content={
            <StickerGrid
              onPick={(code) => {
                setStickerOpen(false);
                onSend({ kind: "sticker", body: code });
              }}
            />
          }
          placement="topLeft"
        >
          <Button icon={<GiftOutlined />} aria-label={t("composer.sticker")} aria-expanded={stickerOpen} />
        </Popover>
        <Tooltip title={t("composer.picture")}>
          <Button
            icon={<FileImageOutlined />}
            aria-label={t("composer.picture")}
            loading={uploading !== null}
            onClick={() => fileInput.current?.click()}
          />
        </Tooltip>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={acceptAttribute("image")}
          aria-label={t("composer.picture")}
          data-testid="chat-picture-input"
          onChange={(e) => void onFile(e)}
        />
        <Tooltip title={t("composer.product")}>
          <Button icon={<ShoppingOutlined />} aria-label={t("composer.product")} onClick={() => setProductOpen(true)} />
        </Tooltip>
        <Tooltip title={t("composer.order")}>
          <Button icon={<ProfileOutlined />} aria-label={t("composer.order")} onClick={() => setOrderOpen(true)} />
        </Tooltip>
        {uploading ? (
          <span className="chat-uploading" role="status">
            {t("composer.uploading", { name: uploading })}
          </span>
        ) : null}
      </div>
      <div className="chat-input-row">
        <Input.TextArea
          ref={area}
          aria-label={t("composer.label")}
          placeholder={t("composer.placeholder")}
          value={text}
          maxLength={CHAT_TEXT_MAX}
          showCount={{ formatter: ({ count }) => t("composer.counter", { count, max: CHAT_TEXT_MAX }) }}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="primary" icon={<SendOutlined />} disabled={!trimmed} onClick={sendText}>
          {t("composer.send")}
        </Button>
      </div>
      <ProductPicker
        open={productOpen}
        onClose={() => setProductOpen(false)}
        onPick={(p) => {
          setProductOpen(false);
          onSend({ kind: "product", payload: { itemId: p.itemId } }, p.name);
        }}
      />
      <OrderPicker
        open={orderOpen}
        conversationId={conversationId}
        onClose={() => setOrderOpen(false)}
        onPick={(o) => {
          setOrderOpen(false);
          onSend({ kind: "order", payload: { orderNo: o.orderNo } }, o.orderNo);
        }}
      />
    </div>
  );
}
