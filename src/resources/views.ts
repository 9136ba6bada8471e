/**
 * Resource name -> its views (route key -> lazy page), for the portal's route tree only
 * (src/shell/routes/app-routes.tsx). Kept apart from the registry (./index.ts) so the API and src/access,
 * which read the registry, never reach React; `satisfies` makes a resource or route without a view fail
 * `tsc`.
 *
 * Each resource's views module loads with its first page (bundle budget, bench/README.md "Portal load"):
 * every page's `import()` carries the list of chunks to preload with it, and those lists, for every page
 * of every resource, were a tenth of the Refine chunk every signed-in route loads at start.
 */
import { getResource, type DescriptorOf, type ResourceName } from "./index";
import { ensureNamespaces, PAGE_NAMESPACES } from "../providers/locale-loader";
import { customEndpointLoaders } from "./custom-endpoints";
import type { ViewLoader, ViewsOf } from "./view-loader";

/** Resource name -> loader of its views (the resource's `views.ts`). */
export const resourceViews = {
  products: () => import("./products/views").then((m) => m.productsViews),
  stock: () => import("./stock/views").then((m) => m.stockViews),
  evaluations: () => import("./evaluations/views").then((m) => m.evaluationsViews),
  priorityAreas: () => import("./priority-areas/views").then((m) => m.priorityAreasViews),
  orders: () => import("./orders/views").then((m) => m.ordersViews),
  recaps: () => import("./recaps/views").then((m) => m.recapsViews),
  payments: () => import("./payments/views").then((m) => m.paymentsViews),
  refunds: () => import("./refunds/views").then((m) => m.refundsViews),
  bills: () => import("./bills/views").then((m) => m.billsViews),
  deliveryTemplates: () => import("./delivery-templates/views").then((m) => m.deliveryTemplatesViews),
  store: () => import("./store/views").then((m) => m.storeViews),
  addresses: () => import("./addresses/views").then((m) => m.addressesViews),
  notificationSettings: () => import("./notification-settings/views").then((m) => m.notificationSettingsViews),
  users: () => import("./users/views").then((m) => m.usersViews),
  positions: () => import("./positions/views").then((m) => m.positionsViews),
  performance: () => import("./performance/views").then((m) => m.performanceViews),
  activities: () => import("./activities/views").then((m) => m.activitiesViews),
  rewardSettings: () => import("./reward-settings/views").then((m) => m.rewardSettingsViews),
  requests: () => import("./requests/views").then((m) => m.requestsViews),
  inquiries: () => import("./inquiries/views").then((m) => m.inquiriesViews),
  tenders: () => import("./tenders/views").then((m) => m.tendersViews),
  inquiryOrders: () => import("./inquiry-orders/views").then((m) => m.inquiryOrdersViews),
  inquiryGroups: () => import("./inquiry-groups/views").then((m) => m.inquiryGroupsViews),
  customers: () => import("./customers/views").then((m) => m.customersViews),
  partnerships: () => import("./partnerships/views").then((m) => m.partnershipsViews),
  consignments: () => import("./consignments/views").then((m) => m.consignmentsViews),
  consignRefunds: () => import("./consign-refunds/views").then((m) => m.consignRefundsViews),
  integrations: () => import("./integrations/views").then((m) => m.integrationsViews),
  notifications: () => import("./notifications/views").then((m) => m.notificationsViews),
  discussions: () => import("./discussions/views").then((m) => m.discussionsViews),
  reportTickets: () => import("./report-tickets/views").then((m) => m.reportTicketsViews),
  chats: () => import("./chats/views").then((m) => m.chatsViews),
} satisfies { readonly [R in ResourceName]: () => Promise<ViewsOf<DescriptorOf<R>>> };

/**
 * Resources whose pages label every authority (`<namespace>:actions.<action>`, src/access/authorities.ts): the
 * position editor's authority list and the activity log's actions.
 */
const NAMES_EVERY_AUTHORITY: readonly string[] = ["positions", "activities"];

/**
 * The view of route `routeKey` of `resource` (as in a route entry of src/shell/routes/route-model.ts), loaded
 * together with the resource's namespace when it is a page namespace, and its custom endpoint map
 * (./custom-endpoints.ts) so that the page's first custom call does not wait for it.
 * @throws Error for a resource without views (at once) or a route without a view (when loaded): programming
 *   errors that `satisfies` above rules out.
 */
export function viewOf(resource: string, routeKey: string): ViewLoader {
  const views = (resourceViews as Readonly<Record<string, () => Promise<Readonly<Record<string, ViewLoader>>>>>)[
    resource
  ];
  if (!views) throw new Error(`No views for ${resource}`);
  const view: ViewLoader = async () => {
    const load = (await views())[routeKey];
    if (!load) throw new Error(`No view for ${resource}.${routeKey}`);
    return load();
  };
  // A page namespace (src/providers/locale-loader.ts) loads together with the page's code; a page naming
  // every authority reads every resource's `actions` (the start chunk carries only the titles).
  const { namespace } = getResource(resource as ResourceName);
  const namespaces = NAMES_EVERY_AUTHORITY.includes(resource) ? [namespace, ...PAGE_NAMESPACES] : [namespace];
  // A custom map that fails to load fails again, visibly, on the call that needs it.
  const custom = () => customEndpointLoaders[resource]?.().catch(() => undefined);
  return () => Promise.all([ensureNamespaces(namespaces), view(), custom()]).then(([, page]) => page);
}

/**
 * Starts loading the views module of `resource` (the route tree calls it for the route the portal starts on,
 * so that module loads beside the signed-in shell instead of after it). Never rejects: a failed load fails
 * again, visibly, when the page's lazy() loads it.
 */
export function preloadViews(resource: string): void {
  const views = (resourceViews as Readonly<Record<string, (() => Promise<unknown>) | undefined>>)[resource];
  void views?.().catch(() => undefined);
}
