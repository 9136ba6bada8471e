import type { ResourceDescriptor } from "../types";

/**
 * Store detail (spec §2 /store store-detail and store-detail-edit, §3 "Store", §5 "Store"). Authorities:
 * `store.list` (the menu entry: read the detail) and `store.edit` (change it; bank fields main admin only).
 */
export const store = {
  name: "store",
  namespace: "store",
  group: "store",
  icon: "ShopOutlined",
  list: "detail",
  edit: "detailEdit",
  routes: {
    detail: { path: "/store/store-detail", titleKey: "store:titles.detail", menu: true },
    detailEdit: { path: "/store/store-detail-edit", titleKey: "store:titles.edit", action: "edit" },
  },
  endpoints: {
    one: "/api/store/ina/detail",
    update: "/api/store/ina/update",
  },
  actions: ["list", "edit"],
  ownerScoped: false,
} as const satisfies ResourceDescriptor;
