/**
 * The inquiry orders pages, by route key of its descriptor (./index.ts): lazy, loaded only by the
 * portal's route tree (src/resources/views.ts).
 */
import type { ViewsOf } from "../view-loader";
import type { inquiryOrders } from "./index";

export const inquiryOrdersViews = {
  inquiryOrder: () => import("./list"),
  getDetail: () => import("./detail"),
  changeDetail: () => import("./change-detail"),
  shipmentInquiry: () => import("./shipment-list"),
  shipmentOperate: () => import("./shipment-operate"),
  returnAndRefund: () => import("./refund-list"),
  returnAndRefundDetail: () => import("./refund-detail"),
  createIndentLetter: () => import("./indent-letter"),
  download: () => import("./download"),
} satisfies ViewsOf<typeof inquiryOrders>;
