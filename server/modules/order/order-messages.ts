/**
 * System messages about an order to the seller (spec §3 "Messages", §2 unread badge): what the buyer or
 * the payment gateway did reaches the shop's main admin and the order's owner (when another user), in the
 * transaction of the move. Texts are locales/<lang>/messages.json `system.order.<kind>`.
 */
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { shops } from "../../db/schema/shop";
import { notify, type OrderMessage } from "../message/message-service";

/** Sends `kind` about order `order` to its shop's main admin and its owner. */
export async function notifyOrder(
  tx: Tx,
  order: { orderNo: string; shopId: number; ownerUserId: number; buyerUserId: number },
  kind: OrderMessage,
  now: Date,
): Promise<void> {
  const [shop] = await tx.select({ ownerUserId: shops.ownerUserId }).from(shops).where(eq(shops.id, order.shopId));
  const [buyer] = await tx
    .select({ userName: users.userName, nickName: users.nickName })
    .from(users)
    .where(eq(users.id, order.buyerUserId));
  const recipients = [shop?.ownerUserId, order.ownerUserId].filter((id): id is number => id !== undefined);
  await notify(tx, {
    userIds: recipients,
    type: `order.${kind}`,
    titleKey: `messages:system.order.${kind}`,
    params: { orderNo: order.orderNo, buyerName: buyer?.nickName || buyer?.userName || "" },
    url: `/order/detail-confirm?orderNo=${order.orderNo}`,
    now,
  });
}
