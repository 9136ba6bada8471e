/**
 * The products pages, by route key of its descriptor (./index.ts): lazy, loaded only by the portal's route
 * tree (src/resources/views.ts), so the API and src/access never reach a view.
 */
import type { ViewsOf } from "../view-loader";
import type { products } from "./index";

export const productsViews = {
  publish: () => import("./create"),
  inSale: () => import("./list"),
  offShelve: () => import("./off-shelve"),
  import: () => import("./import/page"),
  update: () => import("./edit"),
  inDetail: () => import("./show"),
} satisfies ViewsOf<typeof products>;
