import type { ResourceDescriptor } from "../types";

/**
 * Priority areas (spec §2 /commodity/area, §4 "Priority download file"): the shop's cities for priority
 * parts and the priority-part-area download. The list endpoint is the downloads page; the chosen cities
 * have their own calls (AREA_ENDPOINTS).
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
    custom: { requestDownload: "/api/priority-area/ina/requestDownload" },
  },
  actions: ["list", "edit"],
  customActions: ["requestDownload"],
  ownerScoped: false,
} as const satisfies ResourceDescriptor;

export const AREA_ENDPOINTS = {
  list: "/api/priority-area/ina/list",
  set: "/api/priority-area/ina/set",
} as const;
