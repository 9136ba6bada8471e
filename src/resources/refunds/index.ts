import type { ResourceDescriptor } from "../types";

/**
 * Returns and refunds (spec §2 /order return-and-refund, return-detail; §3 "Refund/return"; §4 "Refund";
 * §5 "Refund"). Row id is the refund no. "Only own" positions see the requests of the orders they see (the
 * order's owner or the seller user who handled the request: README choices). Authorities: refunds.list
 * (menu, list, counts), refunds.show (detail), refunds.export, and one per seller answer of
 * src/domain/refund-transitions.ts (approve covers approveRefund and approveReturn).
 */
export const refunds = {
  name: "refunds",
  namespace: "refunds",
  group: "order",
  icon: "RollbackOutlined",
  list: "returnAndRefund",
  show: "returnDetail",
  idField: "refundNo",
  routes: {
    returnAndRefund: { path: "/order/return-and-refund", titleKey: "refunds:titles.returnAndRefund", menu: true },
    returnDetail: { path: "/order/return-detail", titleKey: "refunds:titles.returnDetail", action: "show" },
  },
  endpoints: {
    list: "/api/refund/ina/page",
    one: "/api/refund/ina/detail",
    custom: {
      approve: "/api/refund/ina/approve",
      negotiate: "/api/refund/ina/negotiate",
      reject: "/api/refund/ina/reject",
      confirmReceipt: "/api/refund/ina/confirmReceipt",
      // Reads guarded by list / export (no authority of their own).
      counts: "/api/refund/ina/counts",
      export: "/api/refund/ina/export",
    },
  },
  customActions: ["approve", "negotiate", "reject", "confirmReceipt"],
  actions: ["list", "show", "export"],
  ownerScoped: true,
} as const satisfies ResourceDescriptor;
