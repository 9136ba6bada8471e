/**
 * The notifications pages, by route key of its descriptor (./index.ts): lazy, loaded only by the portal's
 * route tree (src/resources/views.ts), so the API and src/access never reach a view.
 */
import type { ViewsOf } from "../view-loader";
import type { notifications } from "./index";

export const notificationsViews = {
  messageNotification: () => import("./list"),
} satisfies ViewsOf<typeof notifications>;
