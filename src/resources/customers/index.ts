import type { ResourceDescriptor } from "../types";

/**
 * Customers (spec §2 /customer new, detail, detail/add-discount, detail/mulitple-set-discount,
 * verifyInfoChange; §3 "Customer"; §6). The list route /customer/list is ours (the spec names no customer
 * list; README choices). Row id is the customer id (`?id=` on the detail routes). "Only own" positions see
 * the customers whose account manager they are (enforced in SQL). Authorities: customers.list, show,
 * create, edit, and the custom discount (add, delete, multiple set) and verifyInfoChange.
 */
export const customers = {
  name: "customers",
  namespace: "customers",
  group: "customer",
  icon: "TeamOutlined",
  list: "list",
  create: "new",
  show: "detail",
  idField: "id",
  routes: {
    list: { path: "/customer/list", titleKey: "customers:titles.list", menu: true },
    new: { path: "/customer/new", titleKey: "customers:titles.new", action: "create" },
    detail: { path: "/customer/detail", titleKey: "customers:titles.detail", action: "show" },
    addDiscount: {
      path: "/customer/detail/add-discount",
      titleKey: "customers:titles.addDiscount",
      action: "discount",
    },
    multipleSetDiscount: {
      path: "/customer/detail/mulitple-set-discount",
      titleKey: "customers:titles.multipleSetDiscount",
      action: "discount",
    },
    verifyInfoChange: {
      path: "/customer/verifyInfoChange",
      titleKey: "customers:titles.verifyInfoChange",
      action: "verifyInfoChange",
      menu: true,
    },
  },
  endpoints: {
    list: "/api/customer/ina/page",
    one: "/api/customer/ina/detail",
    create: "/api/customer/ina/create",
    update: "/api/customer/ina/update",
    custom: {
      addDiscount: "/api/customer/ina/discount/add",
      deleteDiscount: "/api/customer/ina/discount/delete",
      multipleSetDiscount: "/api/customer/ina/discount/multipleSet",
      infoChangePage: "/api/customer/ina/infoChange/page",
      approveInfoChange: "/api/customer/ina/infoChange/approve",
      rejectInfoChange: "/api/customer/ina/infoChange/reject",
      // Reads guarded by create / edit.
      buyerLookup: "/api/customer/ina/buyerLookup",
      accountManagers: "/api/customer/ina/accountManagers",
    },
  },
  customActions: ["discount", "verifyInfoChange"],
  actions: ["list", "show", "create", "edit"],
  ownerScoped: true,
} as const satisfies ResourceDescriptor;
