/**
 * "Chat with buyer" (spec §2 message-chat): a link opening (or starting) the shop's chat with a buyer, for
 * the order and customer pages; shown to users holding `chats.list`. Its label lives in the chats namespace's
 * `titles`, which the start chunk carries, so pages of other namespaces can show it.
 */
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { CanAccess } from "../../access/can";

export function ChatWithBuyerLink({ buyerUserId }: { buyerUserId: number }) {
  const { t } = useTranslation("chats");
  return (
    <CanAccess resource="chats" action="list">
      <Link to={`/message/message-chat?buyerUserId=${buyerUserId}`}>{t("titles.chatWithBuyer")}</Link>
    </CanAccess>
  );
}
