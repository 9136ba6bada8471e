import type { ResourceDescriptor } from "../types";

/** Notification settings of the signed-in user (spec §2 /store notification-setting, §7 /api/message/setting/ina/*). */
export const notificationSettings = {
  name: "notificationSettings",
  namespace: "notificationSettings",
  group: "store",
  icon: "BellOutlined",
  list: "setting",
  routes: {
    setting: { path: "/store/notification-setting", titleKey: "notificationSettings:titles.list", menu: true },
    // Spec §2 /settings notification-settings reaches the same screen from the settings menu.
    settings: {
      path: "/settings/notification-settings",
      titleKey: "notificationSettings:titles.list",
      menu: true,
      group: "settings",
    },
  },
  endpoints: {
    list: "/api/message/setting/ina/list",
    update: "/api/message/setting/ina/update",
  },
  actions: ["list", "edit"],
  ownerScoped: false,
} as const satisfies ResourceDescriptor;
