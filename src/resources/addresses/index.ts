import type { ResourceDescriptor } from "../types";

/**
 * The shop's address book (spec §2 /store address and address-edit, §3 "Address", §5 "Store").
 * /store/address-edit creates (no id) or edits (`?id=`); its route needs `addresses.edit` and the view
 * checks `addresses.create` for a new address. Shop-wide: not owner-scoped.
 */
export const addresses = {
  name: "addresses",
  namespace: "addresses",
  group: "store",
  icon: "EnvironmentOutlined",
  list: "address",
  edit: "addressEdit",
  routes: {
    address: { path: "/store/address", titleKey: "addresses:titles.list", menu: true },
    addressEdit: { path: "/store/address-edit", titleKey: "addresses:titles.edit", action: "edit" },
  },
  endpoints: {
    list: "/api/store/ina/address/page",
    one: "/api/store/ina/address/detail",
    create: "/api/store/ina/address/create",
    update: "/api/store/ina/address/update",
    delete: "/api/store/ina/address/delete",
    custom: { setDefault: "/api/store/ina/address/setDefault" },
  },
  actions: ["list", "create", "edit", "delete"],
  customActions: ["setDefault"],
  ownerScoped: false,
} as const satisfies ResourceDescriptor;
