/**
 * System messages about a tender to the seller (spec §3 "Messages", §4 "Inquiry and tender"): the buyer chose,
 * declined or cancelled it, or wrote in its discussion. Reaches the shop's main admin and the tender's owner
 * (when another user), in the transaction of the change. Texts are locales/<lang>/messages.json
 * `system.tender.<kind>`.
 */
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { inquiries } from "../../db/schema/inquiry";
import { shops } from "../../db/schema/shop";
import { notify, type TenderMessage } from "../message/message-service";

/** Sends `kind` about `tender` to its shop's main admin and its owner. */
export async function notifyTender(
  tx: Tx,
  tender: { tenderNo: string; shopId: number; ownerUserId: number; inquiryId: number },
  kind: TenderMessage,
  now: Date,
): Promise<void> {
  const [shop] = await tx.select({ ownerUserId: shops.ownerUserId }).from(shops).where(eq(shops.id, tender.shopId));
  const [inquiry] = await tx
    .select({ inquiryNo: inquiries.inquiryNo, userName: users.userName, nickName: users.nickName })
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.buyerUserId))
    .where(eq(inquiries.id, tender.inquiryId));
  const recipients = [shop?.ownerUserId, tender.ownerUserId].filter((id): id is number => id !== undefined);
  await notify(tx, {
    userIds: recipients,
    type: `tender.${kind}`,
    titleKey: `messages:system.tender.${kind}`,
    params: {
      tenderNo: tender.tenderNo,
      inquiryNo: inquiry?.inquiryNo ?? "",
      buyerName: inquiry?.nickName || inquiry?.userName || "",
    },
    url: `/tend/tenderManageDetail?tenderNo=${tender.tenderNo}`,
    now,
  });
}
