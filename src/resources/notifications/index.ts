import type { ResourceDescriptor } from "../types";

/**
 * Notifications (spec §2 /message/message-notification; §3 "Messages"; §7 sysmsg, custom notice and
 * broadcast notice calls): the signed-in user's system messages, notes from buyers and platform
 * announcements. Every call reads and changes the caller's own rows only (the API scopes them by user), so
 * the one authority is opening the screen. `customNotices` is POSTed (the portal's wire is POST; the API
 * also answers the spec's GET).
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
  endpoints: {
    list: "/api/message/tkod/sysmsg/history/list",
    delete: "/api/message/tkod/sysmsg/delete",
    custom: {
      isRead: "/api/message/tkod/sysmsg/isread",
      customNotices: "/api/message/custom/notify",
      customRead: "/api/message/custom/hasRead",
      broadcasts: "/api/notification/custom/fetchAll",
      broadcastRead: "/api/notification/custom/markAsRead",
      statistics: "/api/message/ina/statistics",
    },
  },
  actions: ["list"],
  ownerScoped: false,
} as const satisfies ResourceDescriptor;
