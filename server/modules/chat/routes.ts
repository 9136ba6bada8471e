/**
 * Seller side of the chat with buyers (spec §2 message-chat). Access `shop` with the authority named; chats
 * are the shop's (every user holding `chats.list` sees every chat of the shop, README choices "chat"), so
 * "only own" positions do not narrow them. Another shop's conversation, product or order answers 404.
 *
 * - POST /api/chat/ina/conversation/page `{ pageNo, pageSize, keyword? }` -> Page<ChatConversationRow>
 *   newest activity first; keyword on the buyer's name or user name [chats.list]
 * - POST /api/chat/ina/message/page `{ conversationId, beforeId?, pageSize? }` -> `{ data: ChatMessage[],
 *   hasMore }` the newest `pageSize` (default 20) before `beforeId`, oldest first [chats.list]
 * - POST /api/chat/ina/read `{ conversationId }` -> null; the shop's unread counter to 0 [chats.list]
 * - POST /api/chat/ina/send `{ conversationId, kind, body?, payload?, clientId }` -> ChatMessage;
 *   idempotent on clientId [chats.send]
 * - POST /api/chat/ina/start `{ buyerUserId }` -> `{ conversationId }`: a customer of the shop, a buyer who
 *   ordered from it or chatted with it [chats.send]
 * - POST /api/chat/ina/products `{ pageNo, pageSize, keyword? }` -> Page<ChatProductOption> in-sale products
 *   of the shop for a product card, as far as the caller's `products.list` reaches ("only own") [chats.send]
 * - POST /api/chat/ina/orders `{ pageNo, pageSize, conversationId }` -> Page<ChatOrderOption> the buyer's
 *   orders at the shop for an order card [chats.send]
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  chatConversationIdSchema,
  chatConversationPageSchema,
  chatMessagePageSchema,
  chatOrderPickSchema,
  chatProductPickSchema,
  chatSendSchema,
  chatStartSchema,
} from "@src/resources/chats/schema";
import type { AppDeps } from "../../deps";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import {
  listConversations,
  listMessages,
  markRead,
  pickOrders,
  pickProducts,
  sendMessage,
  startBySeller,
  type ChatParty,
} from "./chat-service";

export async function registerChatRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const seller = (request: FastifyRequest): ChatParty => {
    const { shopId, userId } = callerScope(request);
    return { side: "seller", shopId, userId };
  };

  app.post("/api/chat/ina/conversation/page", shopRoute("chats.list"), async (request) => {
    const body = parseBody(request, chatConversationPageSchema);
    const { rowCount, rows } = await listConversations(db, seller(request), {
      limit: body.pageSize,
      offset: offsetOf(body),
      keyword: body.keyword,
    });
    return ok(page(body, rowCount, rows));
  });

  app.post("/api/chat/ina/message/page", shopRoute("chats.list"), async (request) => {
    return ok(await listMessages(db, seller(request), parseBody(request, chatMessagePageSchema)));
  });

  app.post("/api/chat/ina/read", shopRoute("chats.list"), async (request) => {
    const { conversationId } = parseBody(request, chatConversationIdSchema);
    await markRead(db, seller(request), conversationId);
    return ok(null);
  });

  app.post("/api/chat/ina/send", shopRoute("chats.send"), async (request) => {
    const body = parseBody(request, chatSendSchema);
    return ok(await sendMessage(db, seller(request), body, deps.clock(), request.lang));
  });

  app.post("/api/chat/ina/start", shopRoute("chats.send"), async (request) => {
    const { buyerUserId } = parseBody(request, chatStartSchema);
    return ok(await startBySeller(db, callerScope(request), buyerUserId, deps.clock()));
  });

  app.post("/api/chat/ina/products", shopRoute("chats.send"), async (request) => {
    const body = parseBody(request, chatProductPickSchema);
    const { rowCount, rows } = await pickProducts(db, callerScope(request, "products.list"), {
      limit: body.pageSize,
      offset: offsetOf(body),
      keyword: body.keyword,
    });
    return ok(page(body, rowCount, rows));
  });

  app.post("/api/chat/ina/orders", shopRoute("chats.send"), async (request) => {
    const body = parseBody(request, chatOrderPickSchema);
    const { rowCount, rows } = await pickOrders(db, seller(request), {
      conversationId: body.conversationId,
      limit: body.pageSize,
      offset: offsetOf(body),
    });
    return ok(page(body, rowCount, rows));
  });
}
