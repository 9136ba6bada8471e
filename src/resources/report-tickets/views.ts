/**
 * The report ticket pages, by route key of its descriptor (./index.ts): lazy, loaded only by the portal's
 * route tree (src/resources/views.ts), so the API and src/access never reach a view.
 */
import type { ViewsOf } from "../view-loader";
import type { reportTickets } from "./index";

export const reportTicketsViews = {
  reportTicket: () => import("./list"),
  reportTicketDetail: () => import("./detail"),
} satisfies ViewsOf<typeof reportTickets>;
