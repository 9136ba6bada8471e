import type { ResourceDescriptor } from "../types";

/**
 * Priority areas (spec §2 /commodity/area, §4 "Priority download file"): the shop's cities for priority
 * parts and the priority-part-area download. The list endpoint is the downloads page; the chosen cities
 * have their own calls (`cities`, `setCities`, guarded by list and edit).
 */
export const priorityAreas = {
  name: "priorityAreas",
  namespace: "priorityAreas",
  group: "commodity",
  icon: "EnvironmentOutlined",
  list: "area",
  routes: {
    area: { path: "/commodity/area", titleKey: "priorityAreas:titles.area", menu: true },
  },
  endpoints: {
    list: "/api/priority-area/ina/downloads",
    custom: {
      requestDownload: "/api/priority-area/ina/requestDownload",
      cities: "/api/priority-area/ina/list",
      setCities: "/api/priority-area/ina/set",
    },
  },
  customActions: ["requestDownload"],
  actions: ["list", "edit"],
  ownerScoped: false,
} as const satisfies ResourceDescriptor;
