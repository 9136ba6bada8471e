/**
 * The inquiry groups pages, by route key of its descriptor (./index.ts): lazy, loaded only by the
 * portal's route tree (src/resources/views.ts).
 */
import type { ViewsOf } from "../view-loader";
import type { inquiryGroups } from "./index";

export const inquiryGroupsViews = {
  inquiryOrderGroup: () => import("./list"),
  shipmentOperateGroup: () => import("./shipment-operate"),
  multiplePoSingleDo: () => import("./multiple-po"),
  deliveryOrderGroup: () => import("./delivery-orders"),
} satisfies ViewsOf<typeof inquiryGroups>;
