import type { ResourceDescriptor } from "../types";

/**
 * Orders (spec §2 /order, §3 "Order", §4 "Orders", §5 "Orders and stock", "Shipment"). Row id is the order
 * no. "Only own" positions see orders whose first product they own or that they handled (README choices).
 * Authorities: orders.list (menu, list, counts, shipment list), orders.show (detail, delivery-order view),
 * orders.export, and one per seller move of src/domain/order-transitions.ts.
 */
export const orders = {
  name: "orders",
  namespace: "orders",
  group: "order",
  icon: "ProfileOutlined",
  list: "orderList",
  show: "detailConfirm",
  idField: "orderNo",
  routes: {
    orderList: { path: "/order/order-list", titleKey: "orders:titles.orderList", menu: true },
    detailConfirm: { path: "/order/detail-confirm", titleKey: "orders:titles.detailConfirm", action: "show" },
    changeConfirm: { path: "/order/change-confirm", titleKey: "orders:titles.changeConfirm", action: "modify" },
    shipmentCommodity: { path: "/order/shipment-commodity", titleKey: "orders:titles.shipmentCommodity" },
    shipmentOperate: {
      path: "/order/shipment/shipment-operate/:id",
      titleKey: "orders:titles.shipmentOperate",
      action: "printDeliveryOrder",
    },
  },
  endpoints: {
    list: "/api/order/ina/page",
    one: "/api/order/ina/detail",
    custom: {
      confirm: "/api/order/ina/confirm",
      confirmBatch: "/api/order/ina/confirm/batch",
      cancel: "/api/order/ina/cancel",
      /** A bill-payment order on credit hold (src/domain/customer.ts CreditHold) may be confirmed once released. */
      releaseCreditHold: "/api/order/ina/releaseCreditHold",
      modify: "/api/order/ina/changeConfirm",
      extendEdt: "/api/order/ina/edt/extend",
      printDeliveryOrder: "/api/order/ina/deliveryOrder/print",
      ship: "/api/order/ina/deliveryOrder/ship",
      // Reads guarded by list / show / export (no authority of their own).
      counts: "/api/order/ina/counts",
      deliveryOrder: "/api/order/ina/deliveryOrder/detail",
      export: "/api/order/ina/export",
    },
  },
  customActions: ["confirm", "cancel", "modify", "extendEdt", "printDeliveryOrder", "ship", "releaseCreditHold"],
  actions: ["list", "show", "export"],
  ownerScoped: true,
} as const satisfies ResourceDescriptor;
