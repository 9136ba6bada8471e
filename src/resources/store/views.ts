/**
 * The store pages, by route key of its descriptor (./index.ts): lazy, loaded only by the portal's route
 * tree (src/resources/views.ts), so the API and src/access never reach a view.
 */
import type { ViewsOf } from "../view-loader";
import type { store } from "./index";

export const storeViews = {
  detail: () => import("./show"),
  detailEdit: () => import("./edit"),
} satisfies ViewsOf<typeof store>;
