/**
 * The inquiries pages, by route key of its descriptor (./index.ts): lazy, loaded only by the
 * portal's route tree (src/resources/views.ts).
 */
import type { ViewsOf } from "../view-loader";
import type { inquiries } from "./index";

export const inquiriesViews = {
  inquiryList: () => import("./list"),
  inquiryDetail: () => import("./detail"),
  addTend: () => import("./tender-form"),
} satisfies ViewsOf<typeof inquiries>;
