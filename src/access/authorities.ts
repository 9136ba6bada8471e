/**
 * The authority catalogue (issue 3 part 1, spec §6 "A position holds authorities"), generated from the
 * resource registry: one authority per menu entry and per guarded action (the standard actions a
 * resource lists, and each of its custom actions). Adding a resource adds its authorities; nothing here
 * names a resource.
 *
 * An authority is `<subject>.<action>`, e.g. `products.list`, `products.create`, `users.resetPassword`;
 * the subject is the resource name (the CASL subject), the action the CASL action.
 */
import { resources as registry } from "../resources";
import type { ResourceDescriptor } from "../resources/types";

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
export function authorityCatalogue(resources: ResourceDescriptor[] = registry): Authority[] {
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
    for (const action of r.customActions ?? Object.keys(r.endpoints.custom ?? {})) add(action, `${r.namespace}:actions.${action}`, false);
  }
  return [...out.values()];
}

/** Every authority key of the registry (what a position may hold). */
export const AUTHORITY_KEYS: readonly string[] = authorityCatalogue().map((a) => a.key);
