/**
 * Resource name -> its views (route key -> lazy page), for the portal's route tree only
 * (src/shell/routes/app-routes.tsx). Kept apart from the registry (./index.ts) so the API and src/access,
 * which read the registry, never reach React; `satisfies` makes a resource or route without a view fail
 * `tsc`.
 */
import { getResource, type DescriptorOf, type ResourceName } from "./index";
import { ensureNamespaces, PAGE_NAMESPACES } from "../providers/locale-loader";
import type { ViewLoader, ViewsOf } from "./view-loader";
import { activitiesViews } from "./activities/views";
import { addressesViews } from "./addresses/views";
import { deliveryTemplatesViews } from "./delivery-templates/views";
import { evaluationsViews } from "./evaluations/views";
import { ordersViews } from "./orders/views";
import { refundsViews } from "./refunds/views";
import { billsViews } from "./bills/views";
import { recapsViews } from "./recaps/views";
import { paymentsViews } from "./payments/views";
import { notificationSettingsViews } from "./notification-settings/views";
import { integrationsViews } from "./integrations/views";
import { performanceViews } from "./performance/views";
import { positionsViews } from "./positions/views";
import { priorityAreasViews } from "./priority-areas/views";
import { productsViews } from "./products/views";
import { requestsViews } from "./requests/views";
import { rewardSettingsViews } from "./reward-settings/views";
import { stockViews } from "./stock/views";
import { storeViews } from "./store/views";
import { usersViews } from "./users/views";
import { inquiriesViews } from "./inquiries/views";
import { tendersViews } from "./tenders/views";
import { inquiryOrdersViews } from "./inquiry-orders/views";
import { inquiryGroupsViews } from "./inquiry-groups/views";
import { customersViews } from "./customers/views";
import { notificationsViews } from "./notifications/views";
import { partnershipsViews } from "./partnerships/views";
import { consignmentsViews } from "./consignments/views";
import { consignRefundsViews } from "./consign-refunds/views";
import { discussionsViews } from "./discussions/views";
import { reportTicketsViews } from "./report-tickets/views";
import { chatsViews } from "./chats/views";

export const resourceViews = {
  products: productsViews,
  stock: stockViews,
  evaluations: evaluationsViews,
  priorityAreas: priorityAreasViews,
  orders: ordersViews,
  recaps: recapsViews,
  payments: paymentsViews,
  refunds: refundsViews,
  bills: billsViews,
  deliveryTemplates: deliveryTemplatesViews,
  store: storeViews,
  addresses: addressesViews,
  notificationSettings: notificationSettingsViews,
  integrations: integrationsViews,
  users: usersViews,
  positions: positionsViews,
  performance: performanceViews,
  activities: activitiesViews,
  rewardSettings: rewardSettingsViews,
  requests: requestsViews,
  inquiries: inquiriesViews,
  tenders: tendersViews,
  inquiryOrders: inquiryOrdersViews,
  inquiryGroups: inquiryGroupsViews,
  customers: customersViews,
  notifications: notificationsViews,
  partnerships: partnershipsViews,
  consignments: consignmentsViews,
  consignRefunds: consignRefundsViews,
  discussions: discussionsViews,
  reportTickets: reportTicketsViews,
  chats: chatsViews,
} satisfies { readonly [R in ResourceName]: ViewsOf<DescriptorOf<R>> };

/**
 * Resources whose pages label every authority (`<namespace>:actions.<action>`, src/access/authorities.ts): the
 * position editor's authority list and the activity log's actions.
 */
const NAMES_EVERY_AUTHORITY: readonly string[] = ["positions", "activities"];

/**
 * The view of route `routeKey` of `resource` (as in a route entry of src/shell/routes/route-model.ts), loaded
 * together with the resource's namespace when it is a page namespace.
 * @throws Error for a route without a view (a programming error; `satisfies` above rules it out).
 */
export function viewOf(resource: string, routeKey: string): ViewLoader {
  const views: Readonly<Record<string, ViewLoader>> | undefined = (
    resourceViews as Readonly<Record<string, Readonly<Record<string, ViewLoader>>>>
  )[resource];
  const view = views?.[routeKey];
  if (!view) throw new Error(`No view for ${resource}.${routeKey}`);
  // A page namespace (src/providers/locale-loader.ts) loads together with the page's code; a page naming
  // every authority reads every resource's `actions` (the start chunk carries only the titles).
  const { namespace } = getResource(resource as ResourceName);
  const namespaces = NAMES_EVERY_AUTHORITY.includes(resource) ? [namespace, ...PAGE_NAMESPACES] : [namespace];
  return () => Promise.all([ensureNamespaces(namespaces), view()]).then(([, page]) => page);
}
