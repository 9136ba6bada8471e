import type { ResourceDescriptor } from "../types";

/**
 * Consignment (spec §2 /consign consign-request-list, consign-confirm, consign-offer-list, consign-order-list,
 * shipment/shipment-operate/consign/{id}, consign-offer-detail, consign-order-detail; §3 "Consign"; §4). One
 * row per consignment from request to done; the three lists show its stages (src/domain/consign.ts
 * CONSIGN_LISTS). Row id is the consign no. The sell-through report /consign/sell-through is ours (README
 * choices). "Only own": consignments of the customers the account manages.
 */
export const consignments = {
  name: "consignments",
  namespace: "consignments",
  group: "consign",
  icon: "ShopOutlined",
  list: "consignRequestList",
  show: "consignOrderDetail",
  idField: "consignNo",
  routes: {
    consignRequestList: {
      path: "/consign/consign-request-list",
      titleKey: "consignments:titles.consignRequestList",
      menu: true,
    },
    consignConfirm: {
      path: "/consign/consign-confirm",
      titleKey: "consignments:titles.consignConfirm",
      action: "offer",
    },
    consignOfferList: {
      path: "/consign/consign-offer-list",
      titleKey: "consignments:titles.consignOfferList",
      menu: true,
    },
    consignOfferDetail: {
      path: "/consign/consign-offer-detail",
      titleKey: "consignments:titles.consignOfferDetail",
      action: "show",
    },
    consignOrderList: {
      path: "/consign/consign-order-list",
      titleKey: "consignments:titles.consignOrderList",
      menu: true,
    },
    consignOrderDetail: {
      path: "/consign/consign-order-detail",
      titleKey: "consignments:titles.consignOrderDetail",
      action: "show",
    },
    shipmentOperate: {
      path: "/consign/shipment/shipment-operate/consign/:id",
      titleKey: "consignments:titles.shipmentOperate",
      action: "ship",
    },
    sellThrough: { path: "/consign/sell-through", titleKey: "consignments:titles.sellThrough", menu: true },
  },
  endpoints: {
    list: "/api/consign/ina/page",
    one: "/api/consign/ina/detail",
    custom: {
      offer: "/api/consign/ina/offer",
      reject: "/api/consign/ina/reject",
      extendEdt: "/api/consign/ina/extendEdt",
      ship: "/api/consign/ina/ship",
      // Reads guarded by list.
      counts: "/api/consign/ina/counts",
      sellThrough: "/api/consign/ina/sellThrough",
    },
  },
  customActions: ["offer", "reject", "extendEdt", "ship"],
  actions: ["list", "show"],
  ownerScoped: true,
} as const satisfies ResourceDescriptor;
