/**
 * Buyer side of the chat (spec §2 message-chat; the buyer portal calls it, the seed and the browser test
 * drive it). Access `buyer`; a buyer reaches only its own conversations (another's answers 404).
 *
 * - POST /api/buyer/chat/start `{ shopId }` -> `{ conversationId }` (an approved, open shop; else 404)
 * - POST /api/buyer/chat/conversation/page `{ pageNo, pageSize, keyword? }` -> Page<BuyerChatConversationRow>
 *   newest activity first; keyword on the shop's name
 * - POST /api/buyer/chat/message/page `{ conversationId, beforeId?, pageSize? }` -> `{ data, hasMore }`
 * - POST /api/buyer/chat/send `{ conversationId, kind, body?, payload?, clientId }` -> ChatMessage: text,
 *   sticker, a picture the buyer uploaded, a product card of the shop's in-sale products, an order card of the
 *   buyer's own orders at that shop; idempotent on clientId
 * - POST /api/buyer/chat/read `{ conversationId }` -> null; the buyer's unread counter to 0
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  buyerChatStartSchema,
  chatConversationIdSchema,
  chatConversationPageSchema,
  chatMessagePageSchema,
  chatSendSchema,
} from "@src/resources/chats/schema";
import type { AppDeps } from "../../deps";
import { requireAuth } from "../../http/auth";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { buyerRoute } from "../../http/scope";
import { listConversations, listMessages, markRead, sendMessage, startByBuyer, type ChatParty } from "./chat-service";

export async function registerBuyerChatRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const buyer = (request: FastifyRequest): ChatParty => ({ side: "buyer", userId: requireAuth(request).userId });

  app.post("/api/buyer/chat/start", buyerRoute(), async (request) => {
    const { shopId } = parseBody(request, buyerChatStartSchema);
    return ok(await startByBuyer(db, requireAuth(request).userId, shopId, deps.clock()));
  });

  app.post("/api/buyer/chat/conversation/page", buyerRoute(), async (request) => {
    const body = parseBody(request, chatConversationPageSchema);
    const { rowCount, rows } = await listConversations(db, buyer(request), {
      limit: body.pageSize,
      offset: offsetOf(body),
      keyword: body.keyword,
    });
    return ok(page(body, rowCount, rows));
  });

  app.post("/api/buyer/chat/message/page", buyerRoute(), async (request) => {
    return ok(await listMessages(db, buyer(request), parseBody(request, chatMessagePageSchema)));
  });

  app.post("/api/buyer/chat/send", buyerRoute(), async (request) => {
    const body = parseBody(request, chatSendSchema);
    return ok(await sendMessage(db, buyer(request), body, deps.clock(), request.lang));
  });

  app.post("/api/buyer/chat/read", buyerRoute(), async (request) => {
    const { conversationId } = parseBody(request, chatConversationIdSchema);
    await markRead(db, buyer(request), conversationId);
    return ok(null);
  });
}
