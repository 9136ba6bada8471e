/**
 * The chats pages, by route key of its descriptor (./index.ts): lazy, loaded only by the portal's route tree
 * (src/resources/views.ts), so the API and src/access never reach a view.
 */
import type { ViewsOf } from "../view-loader";
import type { chats } from "./index";

export const chatsViews = {
  messageChat: () => import("./chat-page"),
} satisfies ViewsOf<typeof chats>;
