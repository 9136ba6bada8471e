/**
 * Routes, page titles and Refine resources generated from the registry (DESIGN.md §3; spec §2
 * "Top-level routes", "A parent route without a redirect goes to its first child"). Pure: no React.
 * Adding a resource to src/resources/index.ts adds its routes, titles and Refine resource here; the views
 * come from src/resources/views.ts (app-routes.tsx), so this file and the login page stay free of them.
 */
import { matchPath } from "react-router";
import type { ResourceProps } from "@refinedev/core";
import type { MenuGroup, ResourceDescriptor } from "../../resources/types";
import type { TextKey } from "../../domain/text-key";

export interface RouteEntry {
  /** `${resource}.${routeKey}`, stable across builds. */
  key: string;
  /** The key of the route in its descriptor's `routes` (and of its view in the resource's views.ts). */
  routeKey: string;
  path: string;
  titleKey: TextKey;
  resource: string;
  /** The authority action needed to open it (route.action ?? "list"): `<resource>.<action>`. */
  action: string;
  group: MenuGroup;
  menu: boolean;
}

/** Every resource route, in registry order then each descriptor's `routes` order. */
export function resourceRoutes(descriptors: readonly ResourceDescriptor[]): RouteEntry[] {
  return descriptors.flatMap((d) =>
    Object.entries(d.routes).map(([key, r]) => ({
      key: `${d.name}.${key}`,
      routeKey: key,
      path: r.path,
      titleKey: r.titleKey,
      resource: d.name,
      action: r.action ?? "list",
      group: r.group ?? d.group,
      menu: r.menu === true,
    })),
  );
}

/** Path prefixes of `/a/b/c`: `/a`, `/a/b` (not the path itself). */
function prefixesOf(path: string): string[] {
  const parts = path.split("/").filter(Boolean);
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join("/")}`);
}

/**
 * Parent paths that are not routes themselves -> their children without parameters, in registry order,
 * e.g. `/commodity` -> [publish, in-sale, ...]. The route tree sends a parent to the first child the
 * user may open (the first one when none: its 403 screen).
 */
export function parentTargets(entries: readonly RouteEntry[]): { path: string; children: RouteEntry[] }[] {
  const own = new Set(entries.map((e) => e.path));
  const targets = new Map<string, RouteEntry[]>();
  for (const entry of entries) {
    if (entry.path.includes(":")) continue;
    for (const prefix of prefixesOf(entry.path)) {
      if (own.has(prefix)) continue;
      const list = targets.get(prefix) ?? [];
      list.push(entry);
      targets.set(prefix, list);
    }
  }
  return [...targets].map(([path, children]) => ({ path, children }));
}

/**
 * Parent paths that are not routes themselves -> their first child (registry order) without
 * parameters, e.g. `/commodity` -> `/commodity/publish`.
 */
export function parentRedirects(entries: readonly RouteEntry[]): { path: string; to: string }[] {
  return parentTargets(entries).map(({ path, children }) => ({ path, to: children[0].path }));
}

/** Titles of the shell's own pages (i18n keys). */
export const SHELL_TITLES: Record<string, TextKey> = {
  "/login": "shell:title.login",
  "/home": "shell:title.home",
  "/shop-apply": "shell:title.shopApply",
  "/shop-additional-info": "shell:title.shopAdditionalInfo",
  "/read-disable": "shell:title.readDisable",
  "/403": "shell:title.forbidden",
  "/500": "shell:title.serverError",
  "/OMS": "shell:title.oms",
};
export const NOT_FOUND_TITLE: TextKey = "shell:title.notFound";

/** The page title key of a hash path: shell pages, then resource routes, then 404. */
export function titleKeyFor(pathname: string, entries: readonly RouteEntry[]): TextKey {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (SHELL_TITLES[clean]) return SHELL_TITLES[clean];
  const found = entries.find((e) => matchPath({ path: e.path, end: true }, clean));
  if (found) return found.titleKey;
  const redirect = parentRedirects(entries).find((r) => r.path === clean);
  if (redirect) return titleKeyFor(redirect.to, entries);
  return clean === "/" ? SHELL_TITLES["/home"] : NOT_FOUND_TITLE;
}

/** Refine `resources` from the registry: list/create/edit/show point at the descriptor's route paths. */
export function refineResources(descriptors: readonly ResourceDescriptor[]): ResourceProps[] {
  return descriptors.map((d) => {
    const pathOf = (slot: string | undefined) => (slot && d.routes[slot] ? d.routes[slot].path : undefined);
    const listRoute = d.list ? d.routes[d.list] : undefined;
    return {
      name: d.name,
      list: pathOf(d.list),
      create: pathOf(d.create),
      edit: pathOf(d.edit),
      show: pathOf(d.show),
      meta: {
        labelKey: listRoute?.titleKey,
        group: d.group,
        icon: d.icon,
        namespace: d.namespace,
        canDelete: Boolean(d.endpoints.delete),
      },
    };
  });
}
