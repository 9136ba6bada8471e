/**
 * The return-and-refund pages, by route key of its descriptor (./index.ts): lazy, loaded only by the
 * portal's route tree (src/resources/views.ts).
 */
import type { ViewsOf } from "../view-loader";
import type { refunds } from "./index";

export const refundsViews = {
  returnAndRefund: () => import("./list"),
  returnDetail: () => import("./detail"),
} satisfies ViewsOf<typeof refunds>;
