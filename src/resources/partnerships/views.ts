/**
 * The partnerships pages, by route key of its descriptor (./index.ts): lazy, loaded only by the
 * portal's route tree (src/resources/views.ts).
 */
import type { ViewsOf } from "../view-loader";
import type { partnerships } from "./index";

export const partnershipsViews = {
  partnership: () => import("./partnership"),
  partnershipDetail: () => import("./partnership-detail"),
  addendum: () => import("./addendum"),
} satisfies ViewsOf<typeof partnerships>;
