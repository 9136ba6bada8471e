/**
 * System messages about consignments and consignment refunds to the seller (spec §3 "Messages", §4
 * "Consign"): what the partner buyer did (a new request, its answers to the offer, a cancellation, the
 * receipt; a refund applied, modified, cancelled or shipped back) reaches the shop's main admin and the
 * customer's account manager (when set), in the transaction of the move. Texts are
 * locales/<lang>/messages.json `system.consign.<kind>` and `system.consignRefund.<kind>`.
 */
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { customers } from "../../db/schema/customer";
import { shops } from "../../db/schema/shop";
import { notify, type ConsignMessage, type ConsignRefundMessage } from "../message/message-service";

/** The seller users told about a partner's move, and the partner's name. */
async function audienceOf(tx: Tx, shopId: number, buyerUserId: number) {
  const [shop] = await tx.select({ ownerUserId: shops.ownerUserId }).from(shops).where(eq(shops.id, shopId));
  const [manager] = await tx
    .select({ id: customers.accountManagerUserId })
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.buyerUserId, buyerUserId)));
  const [buyer] = await tx
    .select({ userName: users.userName, nickName: users.nickName })
    .from(users)
    .where(eq(users.id, buyerUserId));
  const userIds = [shop?.ownerUserId, manager?.id].filter((id): id is number => typeof id === "number");
  return { userIds, buyerName: buyer?.nickName || buyer?.userName || "" };
}

/** Sends `kind` about consignment `c` to its shop's main admin and the customer's account manager. */
export async function notifyConsign(
  tx: Tx,
  c: { consignNo: string; shopId: number; buyerUserId: number },
  kind: ConsignMessage,
  now: Date,
): Promise<void> {
  const { userIds, buyerName } = await audienceOf(tx, c.shopId, c.buyerUserId);
  await notify(tx, {
    userIds,
    type: `consign.${kind}`,
    titleKey: `messages:system.consign.${kind}`,
    params: { consignNo: c.consignNo, buyerName },
    url: `/consign/consign-order-detail?consignNo=${c.consignNo}`,
    now,
  });
}

/** Sends `kind` about consignment refund `r` to its shop's main admin and the customer's account manager. */
export async function notifyConsignRefund(
  tx: Tx,
  r: { refundNo: string; shopId: number; buyerUserId: number },
  kind: ConsignRefundMessage,
  now: Date,
): Promise<void> {
  const { userIds, buyerName } = await audienceOf(tx, r.shopId, r.buyerUserId);
  await notify(tx, {
    userIds,
    type: `consignRefund.${kind}`,
    titleKey: `messages:system.consignRefund.${kind}`,
    params: { refundNo: r.refundNo, buyerName },
    url: `/consign/returnrefund?refundNo=${r.refundNo}`,
    now,
  });
}
