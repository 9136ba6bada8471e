/**
 * The registry: every resource, in menu order (DESIGN.md §3). Menus, routes, Refine resources,
 * authorities and the data provider's endpoint map are generated from this list.
 */
import type { ResourceDescriptor } from "./types";
import { products } from "./products";
import { stock } from "./stock";
import { evaluations } from "./evaluations";
import { priorityAreas } from "./priority-areas";
import { users } from "./users";
import { positions } from "./positions";
import { store } from "./store";
import { addresses } from "./addresses";
import { notificationSettings } from "./notification-settings";
import { requests } from "./requests";
import { activities } from "./activities";
import { performance } from "./performance";
import { rewardSettings } from "./reward-settings";

export const resources: ResourceDescriptor[] = [products, stock, evaluations, priorityAreas, store, addresses, notificationSettings, users, positions, performance, activities, rewardSettings, requests];

/** Finds a descriptor by its Refine name; throws on an unknown name (a programming error). */
export function getResource(name: string): ResourceDescriptor {
  const found = resources.find((r) => r.name === name);
  if (!found) throw new Error(`Unknown resource: ${name}`);
  return found;
}
