/**
 * One message of the open conversation (spec §2 message-chat): text with emoji (table codes shown as their
 * character), a sticker at 96 x 96 (spec §9), a picture with preview, a product card linking to
 * /commodity/in-detail?itemId= and an order card linking to /order/detail-confirm?orderNo=. The shop's messages
 * sit on the right, the buyer's on the left; a message being sent says so, a failed one offers "Send again".
 */
import { Button, Image } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CHAT_STICKERS, STICKER_SIZE, renderEmojiCodes, stickerUrl } from "../../domain/chat-emoji";
import { formatRupiah } from "../../domain/money";
import type { ChatMessage } from "./schema";
import type { PendingMessage } from "./use-conversation";

const str = (v: unknown): string => (typeof v === "string" ? v : "");
const num = (v: unknown): number => (typeof v === "number" ? v : 0);

/** The body of a message of `kind` with `body` and `payload`. */
function Content({ kind, body, payload }: Pick<ChatMessage, "kind" | "body" | "payload">) {
  const { t } = useTranslation("chats");
  const p = payload ?? {};
  if (kind === "text") return <p className="chat-text">{renderEmojiCodes(body)}</p>;
  if (kind === "sticker") {
    const sticker = CHAT_STICKERS.find((s) => s.code === body);
    return (
      <img
        className="chat-sticker"
        src={stickerUrl(body)}
        width={STICKER_SIZE}
        height={STICKER_SIZE}
        alt={t("sticker", { word: sticker?.word ?? body })}
      />
    );
  }
  if (kind === "image") {
    const url = str(p.url);
    return url ? (
      <Image
        className="chat-picture"
        src={url}
        width={180}
        alt={str(p.name) || t("picture.alt")}
        preview={{ mask: t("picture.preview") }}
      />
    ) : (
      <span>{t("preview.image")}</span>
    );
  }
  if (kind === "product") {
    const name = str(p.name);
    const picture = str(p.picture);
    return (
      <Link
        className="chat-card"
        to={`/commodity/in-detail?itemId=${num(p.itemId)}`}
        aria-label={t("product.open", { name })}
      >
        {picture ? <img className="chat-card__picture" src={picture} width={56} height={56} alt="" /> : null}
        <span className="chat-card__body">
          <strong>{name}</strong>
          {p.partNo ? <span>{t("product.partNo", { partNo: str(p.partNo) })}</span> : null}
          {p.price !== undefined ? <span>{formatRupiah(num(p.price))}</span> : null}
        </span>
      </Link>
    );
  }
  const orderNo = str(p.orderNo);
  return (
    <Link
      className="chat-card"
      to={`/order/detail-confirm?orderNo=${encodeURIComponent(orderNo)}`}
      aria-label={t("order.open", { orderNo })}
    >
      <span className="chat-card__body">
        <strong>{orderNo}</strong>
        {p.itemCount !== undefined ? <span>{t("order.items", { count: num(p.itemCount) })}</span> : null}
        {p.total !== undefined ? <span>{t("order.total", { total: formatRupiah(num(p.total)) })}</span> : null}
      </span>
    </Link>
  );
}

/** A stored message. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation("chats");
  const mine = message.side === "seller";
  return (
    <li className={mine ? "chat-message chat-message--mine" : "chat-message"}>
      <div className={`chat-bubble chat-bubble--${message.kind}`}>
        <Content {...message} />
      </div>
      <span className="chat-meta">
        {mine ? `${t("you")} · ` : ""}
        <time dateTime={message.createTime.replace(" ", "T")}>{message.createTime.slice(0, 16)}</time>
      </span>
    </li>
  );
}

/** A message on its way (spec §2: nothing lost on reconnect). */
export function PendingBubble({ message, onResend }: { message: PendingMessage; onResend: () => void }) {
  const { t } = useTranslation("chats");
  const d = message.draft;
  const content =
    d.kind === "text" || d.kind === "sticker" ? (
      <Content kind={d.kind} body={d.body} payload={null} />
    ) : (
      <p className="chat-text">{message.label ?? t(`preview.${d.kind}`, { text: "" })}</p>
    );
  return (
    <li className="chat-message chat-message--mine chat-message--pending" aria-busy={message.status === "sending"}>
      <div className={`chat-bubble chat-bubble--${d.kind}`}>{content}</div>
      <span className="chat-meta" role="status">
        {message.status === "sending" ? t("sending") : t("failed")}
        {message.status === "failed" ? (
          <Button type="link" size="small" onClick={onResend}>
            {t("resend")}
          </Button>
        ) : null}
      </span>
    </li>
  );
}
