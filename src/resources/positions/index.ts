import type { ResourceDescriptor } from "../types";

/**
 * Positions (roles) of the shop (spec §2 /store/addrole, /store/editrole, §3 "Position (role)", §5, §6).
 * The list is a tab of /store/management (guarded by positions.list); /store/editrole takes `?id=`.
 * Endpoints: server/modules/staff/routes.ts.
 */
export const positions = {
  name: "positions",
  namespace: "positions",
  group: "store",
  icon: "ApartmentOutlined",
  create: "addrole",
  edit: "editrole",
  idField: "id",
  routes: {
    addrole: { path: "/store/addrole", titleKey: "positions:titles.addrole", action: "create" },
    editrole: { path: "/store/editrole", titleKey: "positions:titles.editrole", action: "edit" },
  },
  endpoints: {
    list: "/api/staff/ina/position/list",
    one: "/api/staff/ina/position/detail",
    create: "/api/staff/ina/position/create",
    update: "/api/staff/ina/position/update",
    delete: "/api/staff/ina/position/delete",
    // The authority catalogue the position form offers (not an authority itself).
    custom: { authorities: "/api/staff/ina/authorities" },
  },
  customActions: [],
  actions: ["list", "create", "edit", "delete"],
  ownerScoped: false,
} as const satisfies ResourceDescriptor;
