/**
 * The notificationSettings pages, by route key of its descriptor (./index.ts): lazy, loaded only by the portal's route
 * tree (src/resources/views.ts), so the API and src/access never reach a view.
 */
import type { ViewsOf } from "../view-loader";
import type { notificationSettings } from "./index";

export const notificationSettingsViews = {
  setting: () => import("./list"),
  settings: () => import("./list"),
} satisfies ViewsOf<typeof notificationSettings>;
