import type { ResourceDescriptor } from "../types";

/**
 * Product discussions (spec §2 /message discussionList and message-discussion, §3 "discussion entry (type 0
 * buyer, 1 seller)", §7 the forum calls). Owner-scoped through the discussed product's owner, as the reviews
 * are (the API maps it to items.owner_user_id). `reply` is its own authority: a position may read the
 * discussions without answering them.
 */
export const discussions = {
  name: "discussions",
  namespace: "discussions",
  group: "message",
  icon: "CommentOutlined",
  list: "discussionList",
  show: "messageDiscussion",
  routes: {
    discussionList: { path: "/message/discussionList", titleKey: "discussions:titles.list", menu: true },
    messageDiscussion: { path: "/message/message-discussion", titleKey: "discussions:titles.detail" },
  },
  endpoints: {
    list: "/api/forum/ina/post/page/user",
    one: "/api/forum/ina/post/get",
    custom: {
      watch: "/api/forum/ina/post/watch",
      replies: "/api/forum/ina/reply/page/postId",
      reply: "/api/forum/ina/reply/add",
    },
  },
  actions: ["list"],
  customActions: ["reply"],
  ownerScoped: true,
  idField: "postId",
} as const satisfies ResourceDescriptor;
