import type { ResourceDescriptor } from "../types";

/**
 * Inquiry orders (spec §2 /tend inquiry-order, get-detail, change-detail, shipment-inquiry,
 * shipment/shipment-operate/inquiry/{id}, ReturnandRefund, ReturnandRefundDetail, inquiry-order/createIndentLetter,
 * download; §4 inquiry order filter values; §9 auto-confirm after 1 day): the orders made from purchased tenders
 * (`orders` rows with order_type 2). Confirming, changing, EDT, printing and shipping, and the answers to return
 * and refund requests reuse the order and refund services under this resource's own authorities. Row id is the
 * order no. "Only own": the POs of tenders the account created or handled.
 */
export const inquiryOrders = {
  name: "inquiryOrders",
  namespace: "inquiryOrders",
  group: "tend",
  icon: "ContainerOutlined",
  list: "inquiryOrder",
  show: "getDetail",
  idField: "orderNo",
  routes: {
    inquiryOrder: { path: "/tend/inquiry-order", titleKey: "inquiryOrders:titles.inquiryOrder", menu: true },
    getDetail: { path: "/tend/get-detail", titleKey: "inquiryOrders:titles.getDetail", action: "show" },
    changeDetail: { path: "/tend/change-detail", titleKey: "inquiryOrders:titles.changeDetail", action: "modify" },
    shipmentInquiry: { path: "/tend/shipment-inquiry", titleKey: "inquiryOrders:titles.shipmentInquiry" },
    shipmentOperate: {
      path: "/tend/shipment/shipment-operate/inquiry/:id",
      titleKey: "inquiryOrders:titles.shipmentOperate",
      action: "printDeliveryOrder",
    },
    returnAndRefund: {
      path: "/tend/ReturnandRefund",
      titleKey: "inquiryOrders:titles.returnAndRefund",
      action: "answerRefund",
      menu: true,
    },
    returnAndRefundDetail: {
      path: "/tend/ReturnandRefundDetail",
      titleKey: "inquiryOrders:titles.returnAndRefundDetail",
      action: "answerRefund",
    },
    createIndentLetter: {
      path: "/tend/inquiry-order/createIndentLetter",
      titleKey: "inquiryOrders:titles.createIndentLetter",
      action: "createIndentLetter",
    },
    download: { path: "/tend/download", titleKey: "inquiryOrders:titles.download", action: "export", menu: true },
  },
  endpoints: {
    list: "/api/inquiry-order/ina/page",
    one: "/api/inquiry-order/ina/detail",
    custom: {
      confirm: "/api/inquiry-order/ina/confirm",
      cancel: "/api/inquiry-order/ina/cancel",
      /** An inquiry order on credit hold (src/domain/customer.ts CreditHold) may be confirmed once released. */
      releaseCreditHold: "/api/inquiry-order/ina/releaseCreditHold",
      modify: "/api/inquiry-order/ina/changeConfirm",
      extendEdt: "/api/inquiry-order/ina/edt/extend",
      printDeliveryOrder: "/api/inquiry-order/ina/deliveryOrder/print",
      ship: "/api/inquiry-order/ina/deliveryOrder/ship",
      answerRefund: "/api/inquiry-order/ina/refund/answer",
      createIndentLetter: "/api/inquiry-order/ina/createIndentLetter",
      // Reads guarded by list / show / export / answerRefund (no authority of their own).
      counts: "/api/inquiry-order/ina/counts",
      deliveryOrder: "/api/inquiry-order/ina/deliveryOrder/detail",
      refundPage: "/api/inquiry-order/ina/refund/page",
      refundDetail: "/api/inquiry-order/ina/refund/detail",
      indentLetter: "/api/inquiry-order/ina/indentLetter/detail",
      download: "/api/inquiry-order/ina/download",
      downloadPage: "/api/inquiry-order/ina/download/page",
    },
  },
  customActions: [
    "confirm",
    "cancel",
    "modify",
    "extendEdt",
    "printDeliveryOrder",
    "ship",
    "answerRefund",
    "createIndentLetter",
    "releaseCreditHold",
  ],
  actions: ["list", "show", "export"],
  ownerScoped: true,
} as const satisfies ResourceDescriptor;
