/**
 * The addresses pages, by route key of its descriptor (./index.ts): lazy, loaded only by the portal's route
 * tree (src/resources/views.ts), so the API and src/access never reach a view.
 */
import type { ViewsOf } from "../view-loader";
import type { addresses } from "./index";

export const addressesViews = {
  address: () => import("./list"),
  addressEdit: () => import("./edit"),
} satisfies ViewsOf<typeof addresses>;
