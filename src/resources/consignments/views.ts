/**
 * The consignments pages, by route key of its descriptor (./index.ts): lazy, loaded only by the
 * portal's route tree (src/resources/views.ts).
 */
import type { ViewsOf } from "../view-loader";
import type { consignments } from "./index";

export const consignmentsViews = {
  consignRequestList: () => import("./consign-request-list"),
  consignConfirm: () => import("./consign-confirm"),
  consignOfferList: () => import("./consign-offer-list"),
  consignOfferDetail: () => import("./consign-offer-detail"),
  consignOrderList: () => import("./consign-order-list"),
  consignOrderDetail: () => import("./consign-order-detail"),
  shipmentOperate: () => import("./shipment-operate"),
  sellThrough: () => import("./sell-through"),
} satisfies ViewsOf<typeof consignments>;
