/**
 * The delivery-template pages, by route key of its descriptor (./index.ts): lazy, loaded only by the
 * portal's route tree (src/resources/views.ts).
 */
import type { ViewsOf } from "../view-loader";
import type { deliveryTemplates } from "./index";

export const deliveryTemplatesViews = {
  templateList: () => import("./list"),
  addTemplate: () => import("./add"),
  templateDetail: () => import("./detail"),
} satisfies ViewsOf<typeof deliveryTemplates>;
