/**
 * Authorization cases of the chat module's endpoints (see tests/api/authorization-case.ts). `ids.chatConversationId`
 * is a conversation of seller.active's shop with buyer.workshop (`ids.chatBuyerUserId`), so another shop's admin
 * gets 404 on it. Chats are the shop's, not a user's (README choices "chat"): no case is owner-scoped.
 */
import { page, type AuthorizationCases } from "../authorization-case";

export const cases: AuthorizationCases = {
  "/api/chat/ina/conversation/page": { kind: "list", body: page },
  "/api/chat/ina/message/page": { kind: "record", body: (i) => ({ conversationId: i.chatConversationId }) },
  "/api/chat/ina/read": { kind: "record", body: (i) => ({ conversationId: i.chatConversationId }), write: true },
  "/api/chat/ina/send": {
    kind: "record",
    body: (i) => ({ conversationId: i.chatConversationId, kind: "text", body: "Halo", clientId: "uji-otorisasi" }),
    write: true,
  },
  // Another shop's admin: buyer.workshop is none of its buyers, so not found (and nothing is created).
  "/api/chat/ina/start": { kind: "record", body: (i) => ({ buyerUserId: i.chatBuyerUserId }), write: true },
  "/api/chat/ina/products": { kind: "list", body: page },
  "/api/chat/ina/orders": { kind: "record", body: (i) => ({ conversationId: i.chatConversationId, ...page() }) },
  // Buyer side: the seller portal never calls it (marked write so the seller's allowed-read pass skips it).
  "/api/buyer/chat/start": { kind: "own", body: (i) => ({ shopId: i.activeShopId }), write: true },
  "/api/buyer/chat/conversation/page": { kind: "own", body: page, write: true },
  "/api/buyer/chat/message/page": { kind: "own", body: (i) => ({ conversationId: i.chatConversationId }), write: true },
  "/api/buyer/chat/send": {
    kind: "own",
    body: (i) => ({ conversationId: i.chatConversationId, kind: "text", body: "Halo", clientId: "uji-otorisasi" }),
    write: true,
  },
  "/api/buyer/chat/read": { kind: "own", body: (i) => ({ conversationId: i.chatConversationId }), write: true },
};
