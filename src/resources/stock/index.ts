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
    },
  },
  actions: ["list"],
  customActions: ["raise", "syncPeriod"],
  ownerScoped: true,
} as const satisfies ResourceDescriptor;

/** Reading the sync period needs only stock.list, so it is not a custom action (no authority of its own). */
export const SYNC_PERIOD_GET = "/api/stock/ina/syncPeriod/get";
