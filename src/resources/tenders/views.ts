/**
 * The tenders pages, by route key of its descriptor (./index.ts): lazy, loaded only by the
 * portal's route tree (src/resources/views.ts).
 */
import type { ViewsOf } from "../view-loader";
import type { tenders } from "./index";

export const tendersViews = {
  tender: () => import("./list"),
  tenderManageDetail: () => import("./detail"),
  tenderAndInquiryDetail: () => import("./detail"),
} satisfies ViewsOf<typeof tenders>;
