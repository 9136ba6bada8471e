/**
 * The delivery-fee recap pages, by route key of its descriptor (./index.ts): lazy, loaded only by the
 * portal's route tree (src/resources/views.ts).
 */
import type { ViewsOf } from "../view-loader";
import type { recaps } from "./index";

export const recapsViews = {
  recapDeliveryFee: () => import("./list"),
  detailRecapDeliveryFee: () => import("./detail"),
  detaillogisticnoRecapDeliveryFee: () => import("./logistic-detail"),
  modifyRecapDeliveryFee: () => import("./modify"),
} satisfies ViewsOf<typeof recaps>;
