import type { ResourceDescriptor } from "../types";

/** Products (spec §2 /commodity, §3 "Product", §4 "Product"). */
export const products = {
  name: "products",
  namespace: "products",
  group: "commodity",
  icon: "ShoppingOutlined",
  list: "inSale",
  create: "publish",
  edit: "update",
  show: "inDetail",
  idField: "itemId",
  routes: {
    publish: { path: "/commodity/publish", titleKey: "products:titles.publish", action: "create", menu: true },
    inSale: { path: "/commodity/in-sale", titleKey: "products:titles.inSale", menu: true },
    offShelve: { path: "/commodity/off-shelve", titleKey: "products:titles.offShelve", menu: true },
    import: { path: "/commodity/import", titleKey: "products:titles.import", action: "import", menu: true },
    update: { path: "/commodity/update", titleKey: "products:titles.update", action: "edit" },
    inDetail: { path: "/commodity/in-detail", titleKey: "products:titles.inDetail", action: "show" },
  },
  endpoints: {
    list: "/api/item/ina/page",
    one: "/api/item/ina/detail",
    create: "/api/item/ina/create",
    update: "/api/item/ina/update",
    // Bulk status moves and edits (server/modules/item/transitions.ts), one per custom action below.
    custom: {
      submitReview: "/api/item/ina/submitReview",
      putOnSale: "/api/item/ina/putOnSale",
      toDraft: "/api/item/ina/toDraft",
      upShelve: "/api/item/ina/upShelve",
      setPriority: "/api/item/ina/setPriority",
      bulkUpdate: "/api/item/ina/bulkUpdate",
      // Reads and the import/export calls, guarded by list / import / export (no authority of their own).
      bulkDetail: "/api/item/ina/bulkDetail",
      stats: "/api/item/ina/stats",
      export: "/api/item/ina/export",
      import: "/api/item/ina/import",
      importProgress: "/api/item/ina/import/progress",
      importVehicles: "/api/item/ina/import/vehicles",
      // The form's delivery-template picker (enabled templates), guarded by products.create or products.edit.
      deliveryTemplateOptions: "/api/logistics/ina/template/options",
    },
  },
  customActions: ["submitReview", "putOnSale", "toDraft", "upShelve", "setPriority", "bulkUpdate"],
  actions: ["list", "show", "create", "edit"],
  ownerScoped: true,
} as const satisfies ResourceDescriptor;
