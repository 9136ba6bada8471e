import type { ResourceDescriptor } from "../types";

/**
 * Reward settings (spec §2 /store/setting-reward, §3 "Sub-account reward"): rupiah per activity of each
 * type of spec §6, with the previous value and when it was set. `list` answers every type at once (not a
 * page) and `update` takes `{items}`, so the view calls them with useCustom.
 */
export const rewardSettings = {
  name: "rewardSettings",
  namespace: "activity",
  group: "store",
  icon: "GiftOutlined",
  list: "settingReward",
  routes: {
    settingReward: { path: "/store/setting-reward", titleKey: "activity:titles.settingReward", menu: true },
    // Spec §2 /settings reward-settings reaches the same screen from the settings menu.
    rewardSettings: {
      path: "/settings/reward-settings",
      titleKey: "activity:titles.settingReward",
      menu: true,
      group: "settings",
    },
  },
  endpoints: { list: "/api/activity/ina/reward/list", update: "/api/activity/ina/reward/update" },
  actions: ["list", "edit"],
  ownerScoped: false,
} as const satisfies ResourceDescriptor;
