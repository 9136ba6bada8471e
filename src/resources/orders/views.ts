/**
 * The order pages, by route key of its descriptor (./index.ts): lazy, loaded only by the portal's route
 * tree (src/resources/views.ts). jsbarcode is imported by shipment-operate alone, so it stays in its chunk.
 */
import type { ViewsOf } from "../view-loader";
import type { orders } from "./index";

export const ordersViews = {
  orderList: () => import("./list"),
  detailConfirm: () => import("./detail"),
  changeConfirm: () => import("./change-confirm"),
  shipmentCommodity: () => import("./shipment-commodity"),
  shipmentOperate: () => import("./shipment-operate"),
} satisfies ViewsOf<typeof orders>;
