import type { ResourceDescriptor } from "../types";

/**
 * Users (sub-accounts) of the shop (spec §2 /store/management, §3 "User", §5, §6). The create and edit
 * forms are modals on /store/management, guarded by users.create / users.edit; the page also holds the
 * positions tab (src/resources/positions). Endpoints: server/modules/staff/routes.ts.
 */
export const users = {
  name: "users",
  namespace: "users",
  group: "store",
  icon: "TeamOutlined",
  list: "management",
  idField: "userId",
  routes: {
    management: { path: "/store/management", titleKey: "users:titles.management", menu: true },
  },
  endpoints: {
    list: "/api/staff/ina/user/page",
    create: "/api/staff/ina/user/create",
    update: "/api/staff/ina/user/update",
    custom: {
      setStatus: "/api/staff/ina/user/setStatus",
      resetPassword: "/api/staff/ina/user/resetPassword",
    },
  },
  actions: ["list", "create", "edit"],
  customActions: ["setStatus", "resetPassword"],
  ownerScoped: false,
} as const satisfies ResourceDescriptor;
