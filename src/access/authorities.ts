/**
 * The authority catalogue (spec §6 "A position holds authorities"), generated from the resource registry:
 * one authority per menu entry and per guarded action (the standard actions a resource lists, and each of
 * its `customActions`). Adding a resource adds its authorities; nothing here names a resource.
 *
 * An authority is `<subject>.<action>`, e.g. `products.list`, `products.create`, `users.resetPassword`;
 * the subject is the resource name (the CASL subject), the action the CASL action. `AuthorityKey` is the
 * same set as a type, derived from the registry's literal descriptors, so a wrong authority string in the
 * portal (`<CanAccess>`, src/access/can.tsx) or the API (`assertCan`) fails `tsc`.
 */
import { resources as registry, type DescriptorOf, type ResourceName } from "../resources";
import type { ResourceDescriptor } from "../resources/types";

export type { ResourceName } from "../resources";

/** The action of each menu route of descriptor `D` (its `action`, default `list`). */
type MenuActionsOf<D extends ResourceDescriptor> = {
  [K in keyof D["routes"]]: D["routes"][K] extends { readonly menu: true }
    ? D["routes"][K] extends { readonly action: infer A extends string }
      ? A
      : "list"
    : never;
}[keyof D["routes"]];

/** The custom actions of descriptor `D`. */
type CustomActionsOf<D extends ResourceDescriptor> = D extends {
  readonly customActions: readonly (infer A extends string)[];
}
  ? A
  : never;

/** Every guarded action of resource `R`: its menu routes' actions, standard actions and custom actions. */
export type ActionOf<R extends ResourceName> =
  MenuActionsOf<DescriptorOf<R>> | DescriptorOf<R>["actions"][number] | CustomActionsOf<DescriptorOf<R>>;

/** Every authority of the registry, e.g. `"products.submitReview"` (what a position may hold). */
export type AuthorityKey = { [R in ResourceName]: `${R}.${ActionOf<R>}` }[ResourceName];

export interface Authority {
  /** `<subject>.<action>` */
  key: string;
  subject: string;
  action: string;
  /** i18n key of the resource's label (its list route's title, or its first route's). */
  subjectLabelKey: string;
  /** i18n key of the action's label: a route's title for a menu entry, else `common:actions.<action>`. */
  actionLabelKey: string;
  /** A left-menu entry (opens a page) rather than a button-level action. */
  menu: boolean;
}

/** Splits `products.create` into its subject and action; null for a malformed key. */
export function parseAuthority(key: string): { subject: string; action: string } | null {
  const dot = key.indexOf(".");
  if (dot <= 0 || dot === key.length - 1) return null;
  return { subject: key.slice(0, dot), action: key.slice(dot + 1) };
}

/** The catalogue for `resources` (default: the registry), in menu order, each key once. */
export function authorityCatalogue(resources: readonly ResourceDescriptor[] = registry): Authority[] {
  const out = new Map<string, Authority>();
  for (const r of resources) {
    const listRoute = (r.list && r.routes[r.list]) || Object.values(r.routes)[0];
    const subjectLabelKey = listRoute?.titleKey ?? `${r.namespace}:title`;
    const add = (action: string, actionLabelKey: string, menu: boolean) => {
      const key = `${r.name}.${action}`;
      const existing = out.get(key);
      if (existing) {
        existing.menu ||= menu;
        return;
      }
      out.set(key, { key, subject: r.name, action, subjectLabelKey, actionLabelKey, menu });
    };
    for (const route of Object.values(r.routes)) {
      if (route.menu) add(route.action ?? "list", route.titleKey, true);
    }
    for (const action of r.actions) add(action, `common:actions.${action}`, false);
    for (const action of r.customActions ?? []) add(action, `${r.namespace}:actions.${action}`, false);
  }
  return [...out.values()];
}

/** Every authority key of the registry (what a position may hold), in catalogue order. */
export const AUTHORITY_KEYS = authorityCatalogue().map((a) => a.key) as readonly AuthorityKey[];

/** Whether `key` is an authority of the registry (narrows a string read from a body or the database). */
export function isAuthorityKey(key: string): key is AuthorityKey {
  return (AUTHORITY_KEYS as readonly string[]).includes(key);
}
