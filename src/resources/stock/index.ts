import type { ResourceDescriptor } from "../types";

/**
 * Stock (spec §2 "Stock management: view and raise stock", "Stock sync period"; §5 "Orders and stock"; §9).
 * Rows are products (items), so "only own activities" positions see the items they own.
 * Authorities: stock.list (menu, list, read the sync period), stock.raise, stock.syncPeriod (save it).
 */
export const stock = {
  name: "stock",
  namespace: "stock",
  group: "commodity",
  icon: "DatabaseOutlined",
  list: "stockList",
  idField: "itemId",
  routes: {
    stockList: { path: "/commodity/stock-list", titleKey: "stock:titles.stockList", action: "list", menu: true },
  },
  endpoints: {
    list: "/api/stock/ina/page",
    custom: {
      raise: "/api/stock/ina/raise",
      syncPeriod: "/api/stock/ina/syncPeriod/set",
      // Reading the sync period needs only stock.list, so it is no custom action.
      syncPeriodGet: "/api/stock/ina/syncPeriod/get",
      // The scheduled pull's source (read with stock.list, saved with stock.syncPeriod).
      syncSourceGet: "/api/stock/ina/syncSource/get",
      syncSourceSet: "/api/stock/ina/syncSource/set",
    },
  },
  customActions: ["raise", "syncPeriod"],
  actions: ["list"],
  ownerScoped: true,
} as const satisfies ResourceDescriptor;
