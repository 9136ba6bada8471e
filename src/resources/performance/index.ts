import type { ResourceDescriptor } from "../types";

/**
 * Sub-account performance (spec §2 /store/sub-account-performance, §6): reward activities and estimated
 * rewards per user over a period. `endpoints.list` answers one Performance object (not a page), so the
 * view calls it with useCustom. Owner-scoped like the log: an "only own" position sees its own row.
 */
export const performance = {
  name: "performance",
  namespace: "activity",
  group: "store",
  icon: "BarChartOutlined",
  list: "performance",
  routes: {
    performance: { path: "/store/sub-account-performance", titleKey: "activity:titles.performance", menu: true },
  },
  endpoints: { list: "/api/activity/ina/performance" },
  actions: ["list"],
  ownerScoped: true,
} as const satisfies ResourceDescriptor;
