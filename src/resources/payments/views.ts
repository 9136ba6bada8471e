/**
 * The payment-history pages, by route key of its descriptor (./index.ts): lazy, loaded only by the portal's
 * route tree (src/resources/views.ts).
 */
import type { ViewsOf } from "../view-loader";
import type { payments } from "./index";

export const paymentsViews = {
  historyPayment: () => import("./list"),
  historyPaymentDetail: () => import("./detail"),
} satisfies ViewsOf<typeof payments>;
