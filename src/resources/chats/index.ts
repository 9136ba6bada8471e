import type { ResourceDescriptor } from "../types";

/**
 * Chat with buyers (spec §2 /message message-chat; §9 emoji and stickers). Chats are the shop's: every user
 * whose position holds `chats.list` reads every conversation of the shop, `chats.send` writes in them and
 * opens new ones (README choices "chat"); not owner-scoped.
 */
export const chats = {
  name: "chats",
  namespace: "chats",
  group: "message",
  icon: "CommentOutlined",
  list: "messageChat",
  routes: {
    messageChat: { path: "/message/message-chat", titleKey: "chats:titles.list", menu: true },
  },
  endpoints: {
    list: "/api/chat/ina/conversation/page",
    custom: {
      messages: "/api/chat/ina/message/page",
      send: "/api/chat/ina/send",
      read: "/api/chat/ina/read",
      start: "/api/chat/ina/start",
      products: "/api/chat/ina/products",
      orders: "/api/chat/ina/orders",
    },
  },
  actions: ["list"],
  customActions: ["send"],
  ownerScoped: false,
} as const satisfies ResourceDescriptor;
