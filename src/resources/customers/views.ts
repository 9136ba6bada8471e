/**
 * The customers pages, by route key of its descriptor (./index.ts): lazy, loaded only by the
 * portal's route tree (src/resources/views.ts).
 */
import type { ViewsOf } from "../view-loader";
import type { customers } from "./index";

export const customersViews = {
  list: () => import("./list"),
  new: () => import("./new"),
  detail: () => import("./detail"),
  addDiscount: () => import("./add-discount"),
  multipleSetDiscount: () => import("./multiple-set-discount"),
  verifyInfoChange: () => import("./verify-info-change"),
} satisfies ViewsOf<typeof customers>;
