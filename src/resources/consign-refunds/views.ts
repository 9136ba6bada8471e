/**
 * The consignRefunds pages, by route key of its descriptor (./index.ts): lazy, loaded only by the
 * portal's route tree (src/resources/views.ts).
 */
import type { ViewsOf } from "../view-loader";
import type { consignRefunds } from "./index";

export const consignRefundsViews = {
  consignRefundList: () => import("./consign-refund-list"),
  returnrefund: () => import("./returnrefund"),
} satisfies ViewsOf<typeof consignRefunds>;
