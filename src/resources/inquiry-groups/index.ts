import type { ResourceDescriptor } from "../types";

/**
 * Inquiry order groups (spec §2 /tend inquiryordergroup, shipment/shipment-operate/inquiryGroup/{id},
 * multiple-po-single-do, deliveryOrderGroup; §4 group tabs 0 unconfirmed, 1 awaiting payment, 2 ready to ship, 3
 * shipped, 4 done): the POs one buyer purchased from the shop at once, shipped together under one delivery order;
 * any paid inquiry POs of one buyer under one DO; and the delivery orders that group several POs, printable. Row
 * id is the group no. "Only own": groups holding a PO the account may see.
 */
export const inquiryGroups = {
  name: "inquiryGroups",
  namespace: "inquiryGroups",
  group: "tend",
  icon: "GroupOutlined",
  list: "inquiryOrderGroup",
  show: "shipmentOperateGroup",
  idField: "groupNo",
  routes: {
    inquiryOrderGroup: {
      path: "/tend/inquiryordergroup",
      titleKey: "inquiryGroups:titles.inquiryOrderGroup",
      menu: true,
    },
    shipmentOperateGroup: {
      path: "/tend/shipment/shipment-operate/inquiryGroup/:id",
      titleKey: "inquiryGroups:titles.shipmentOperateGroup",
      action: "printDeliveryOrder",
    },
    multiplePoSingleDo: {
      path: "/tend/multiple-po-single-do",
      titleKey: "inquiryGroups:titles.multiplePoSingleDo",
      action: "printDeliveryOrder",
    },
    deliveryOrderGroup: {
      path: "/tend/deliveryOrderGroup",
      titleKey: "inquiryGroups:titles.deliveryOrderGroup",
      menu: true,
    },
  },
  endpoints: {
    list: "/api/inquiry-group/ina/page",
    one: "/api/inquiry-group/ina/detail",
    custom: {
      printDeliveryOrder: "/api/inquiry-group/ina/deliveryOrder/print",
      ship: "/api/inquiry-group/ina/deliveryOrder/ship",
      // Reads guarded by list / show.
      counts: "/api/inquiry-group/ina/counts",
      candidates: "/api/inquiry-group/ina/candidates",
      deliveryOrderPage: "/api/inquiry-group/ina/deliveryOrder/page",
      deliveryOrder: "/api/inquiry-group/ina/deliveryOrder/detail",
    },
  },
  customActions: ["printDeliveryOrder", "ship"],
  actions: ["list", "show"],
  ownerScoped: true,
} as const satisfies ResourceDescriptor;
