/** Fixtures of the chat tests: a conversation of seller.active's shop with a demo buyer who ordered there. */
import { and, eq } from "drizzle-orm";
import { users } from "../../../server/db/schema/auth";
import { chatConversations } from "../../../server/db/schema/inbox";
import { customers } from "../../../server/db/schema/customer";
import type { TestApp } from "../helpers";
import { activeShop } from "../order/order-helpers";

/**
 * A conversation of seller.active's shop with buyer.workshop (made a customer of the shop if the seed did not),
 * for tests/api/authorization.test.ts: `chatConversationId` and its `chatBuyerUserId`.
 */
export async function chatForAuthorization(
  t: TestApp,
): Promise<{ chatConversationId: number; chatBuyerUserId: number }> {
  const db = t.database.db;
  const shop = await activeShop(t);
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.userName, "buyer.workshop"));
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.shopId, shop.shopId), eq(customers.buyerUserId, buyer.id)));
  if (!customer)
    await db.insert(customers).values({ shopId: shop.shopId, buyerUserId: buyer.id, companyCategory: "workshop" });
  await db
    .insert(chatConversations)
    .values({ shopId: shop.shopId, buyerUserId: buyer.id })
    .onConflictDoNothing({ target: [chatConversations.shopId, chatConversations.buyerUserId] });
  const [conversation] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(eq(chatConversations.shopId, shop.shopId), eq(chatConversations.buyerUserId, buyer.id)));
  return { chatConversationId: conversation.id, chatBuyerUserId: buyer.id };
}
