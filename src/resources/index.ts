/**
 * The registry: every resource, in menu order (DESIGN.md §3). Menus, routes, Refine resources,
 * authorities and the data provider's endpoint map are generated from this list. Pure data: the API and
 * src/access import it; the views are in src/resources/views.ts (the portal's route tree only).
 *
 * A readonly tuple of literal descriptors, so `ResourceName` and `DescriptorOf<R>` are exact types
 * (src/access/authorities.ts derives `AuthorityKey` from them).
 */
import { products } from "./products";
import { stock } from "./stock";
import { evaluations } from "./evaluations";
import { priorityAreas } from "./priority-areas";
import { deliveryTemplates } from "./delivery-templates";
import { users } from "./users";
import { positions } from "./positions";
import { store } from "./store";
import { addresses } from "./addresses";
import { notificationSettings } from "./notification-settings";
import { integrations } from "./integrations";
import { requests } from "./requests";
import { activities } from "./activities";
import { performance } from "./performance";
import { rewardSettings } from "./reward-settings";
import { orders } from "./orders";
import { refunds } from "./refunds";
import { bills } from "./bills";
import { recaps } from "./recaps";
import { payments } from "./payments";
import { inquiries } from "./inquiries";
import { tenders } from "./tenders";
import { inquiryOrders } from "./inquiry-orders";
import { inquiryGroups } from "./inquiry-groups";
import { customers } from "./customers";
import { notifications } from "./notifications";
import { partnerships } from "./partnerships";
import { consignments } from "./consignments";
import { consignRefunds } from "./consign-refunds";
import { chats } from "./chats";
import { discussions } from "./discussions";
import { reportTickets } from "./report-tickets";

export const resources = [
  products,
  stock,
  evaluations,
  priorityAreas,
  orders,
  bills,
  recaps,
  payments,
  refunds,
  deliveryTemplates,
  inquiries,
  tenders,
  inquiryOrders,
  inquiryGroups,
  consignments,
  consignRefunds,
  partnerships,
  customers,
  store,
  addresses,
  integrations,
  notificationSettings,
  users,
  positions,
  performance,
  activities,
  rewardSettings,
  requests,
  notifications,
  chats,
  discussions,
  reportTickets,
] as const;

/** Any descriptor of the registry (a union of the literal descriptors). */
export type RegisteredResource = (typeof resources)[number];
/** The name of a registered resource (the Refine resource name and CASL subject), e.g. `"products"`. */
export type ResourceName = RegisteredResource["name"];
/** The literal descriptor of resource `R`. */
export type DescriptorOf<R extends ResourceName> = Extract<RegisteredResource, { readonly name: R }>;

/** Finds a descriptor by its Refine name; throws on an unknown name (a programming error). */
export function getResource<R extends ResourceName>(name: R): DescriptorOf<R> {
  const found = resources.find((r): r is DescriptorOf<R> => r.name === name);
  if (!found) throw new Error(`Unknown resource: ${name}`);
  return found;
}
