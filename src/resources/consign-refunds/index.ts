import type { ResourceDescriptor } from "../types";

/**
 * Consignment refunds (spec §2 /consign consign-refund-list, returnrefund; §4 "Consign" after-sales): unsold
 * parts a partner sends back to the shop. Row id is the refund no. "Only own": refunds of the customers the
 * account manages.
 */
export const consignRefunds = {
  name: "consignRefunds",
  namespace: "consignRefunds",
  group: "consign",
  icon: "RollbackOutlined",
  list: "consignRefundList",
  show: "returnrefund",
  idField: "refundNo",
  routes: {
    consignRefundList: {
      path: "/consign/consign-refund-list",
      titleKey: "consignRefunds:titles.consignRefundList",
      menu: true,
    },
    returnrefund: { path: "/consign/returnrefund", titleKey: "consignRefunds:titles.returnrefund", action: "show" },
  },
  endpoints: {
    list: "/api/consign-refund/ina/page",
    one: "/api/consign-refund/ina/detail",
    custom: {
      accept: "/api/consign-refund/ina/accept",
      askModify: "/api/consign-refund/ina/askModify",
      reject: "/api/consign-refund/ina/reject",
      confirmReceipt: "/api/consign-refund/ina/confirmReceipt",
      counts: "/api/consign-refund/ina/counts",
    },
  },
  customActions: ["accept", "askModify", "reject", "confirmReceipt"],
  actions: ["list", "show"],
  ownerScoped: true,
} as const satisfies ResourceDescriptor;
