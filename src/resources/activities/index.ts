import type { ResourceDescriptor } from "../types";

/**
 * Sub-account activity log (spec §2 /store/sub-account-log-activity, §6): every write by a user of the
 * shop with its estimated reward. Owner-scoped: an "only own activities" position sees its own rows
 * (the API maps the owner to activities.user_id).
 */
export const activities = {
  name: "activities",
  namespace: "activity",
  group: "store",
  icon: "HistoryOutlined",
  list: "log",
  routes: {
    log: { path: "/store/sub-account-log-activity", titleKey: "activity:titles.log", menu: true },
  },
  endpoints: { list: "/api/activity/ina/page" },
  actions: ["list"],
  ownerScoped: true,
} as const satisfies ResourceDescriptor;

/** Users of the shop for the log's filter (not a custom action: it needs `activities.list` only). */
export const ACTIVITY_USERS_ENDPOINT = "/api/activity/ina/users";
