/**
 * The order pages, by route key of its descriptor (./index.ts): lazy, loaded only by the portal's route
 * tree (src/resources/views.ts).
 */
import type { ViewsOf } from "../view-loader";
import type { orders } from "./index";

export const ordersViews = {
  orderList: () => import("./pending"),
  detailConfirm: () => import("./pending"),
  changeConfirm: () => import("./pending"),
  shipmentCommodity: () => import("./pending"),
  shipmentOperate: () => import("./pending"),
} satisfies ViewsOf<typeof orders>;
