/**
 * System messages about a return or refund request to the seller (spec §3 "Messages", §2 unread badge, §4
 * "Refund"): what the buyer did (apply, accept, decline, cancel, ship) reaches the shop's main admin and the
 * request's owner (when another user), in the transaction of the move. Texts are
 * locales/<lang>/messages.json `system.refund.<kind>`.
 */
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { shops } from "../../db/schema/shop";
import { notify, type RefundMessage } from "../message/message-service";

/** Sends `kind` about request `refund` of order `orderNo` to its shop's main admin and its owner. */
export async function notifyRefund(
  tx: Tx,
  refund: { refundNo: string; shopId: number; ownerUserId: number; buyerUserId: number },
  orderNo: string,
  kind: RefundMessage,
  now: Date,
): Promise<void> {
  const [shop] = await tx.select({ ownerUserId: shops.ownerUserId }).from(shops).where(eq(shops.id, refund.shopId));
  const [buyer] = await tx
    .select({ userName: users.userName, nickName: users.nickName })
    .from(users)
    .where(eq(users.id, refund.buyerUserId));
  const recipients = [shop?.ownerUserId, refund.ownerUserId].filter((id): id is number => id !== undefined);
  await notify(tx, {
    userIds: recipients,
    type: `refund.${kind}`,
    titleKey: `messages:system.refund.${kind}`,
    params: { refundNo: refund.refundNo, orderNo, buyerName: buyer?.nickName || buyer?.userName || "" },
    url: `/order/return-detail?refundNo=${refund.refundNo}`,
    now,
  });
}
