import type { ResourceDescriptor } from "../types";

/**
 * Notifications (spec §2 /message/message-notification; §3 "Messages"; §7 sysmsg, custom notice and
 * broadcast notice calls): the signed-in user's system messages, notes from buyers and platform
 * announcements. Every call reads and changes the caller's own rows only (the API scopes them by user), so
 * the calls are the `message` endpoint group's (src/resources/endpoint-groups.ts, no authority) and the one
 * authority is opening the screen. `customNotices` is POSTed (the portal's wire is POST; the API also answers
 * the spec's GET).
 */
export const notifications = {
  name: "notifications",
  namespace: "notifications",
  group: "message",
  icon: "BellOutlined",
  list: "messageNotification",
  routes: {
    messageNotification: {
      path: "/message/message-notification",
      titleKey: "notifications:titles.list",
      menu: true,
    },
  },
  endpoints: {},
  actions: ["list"],
  ownerScoped: false,
} as const satisfies ResourceDescriptor;
