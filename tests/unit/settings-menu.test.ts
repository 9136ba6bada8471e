/**
 * The settings group (spec §2 /settings: system-integration, notification-settings, reward-settings): a route
 * may show in another menu group than its descriptor's (ResourceRoute.group), in the menu and in the route
 * model, and /settings redirects to /settings/system-integration.
 */
import { expect, it } from "vitest";
import { resources } from "../../src/resources";
import { buildMenu } from "../../src/shell/menu/menu-model";
import { parentRedirects, resourceRoutes, titleKeyFor } from "../../src/shell/routes/route-model";
import type { ResourceDescriptor } from "../../src/resources/types";

it("the settings menu holds system integration, notification settings and reward settings, in that order", () => {
  const settings = buildMenu(resources, { specialDiscount: false, prune: false }).find((s) => s.group === "settings");
  expect(settings?.entries.map((e) => [e.path, e.resource])).toEqual([
    ["/settings/system-integration", "integrations"],
    ["/settings/notification-settings", "notificationSettings"],
    ["/settings/reward-settings", "rewardSettings"],
  ]);
  expect(settings?.link).toBe("/settings/system-integration");
  // The store group keeps its own entries of the same screens, and gains none from settings.
  const store = buildMenu(resources, { specialDiscount: false, prune: false }).find((s) => s.group === "store");
  const storePaths = store?.entries.map((e) => e.path) ?? [];
  expect(storePaths).toEqual(expect.arrayContaining(["/store/notification-setting", "/store/setting-reward"]));
  expect(storePaths.filter((p) => p.startsWith("/settings/"))).toEqual([]);
});

it("a route's own group wins over its descriptor's in the route model; /settings redirects to system integration", () => {
  const routes = resourceRoutes(resources);
  const byPath = new Map(routes.map((r) => [r.path, r]));
  expect(byPath.get("/settings/notification-settings")).toMatchObject({
    group: "settings",
    resource: "notificationSettings",
  });
  expect(byPath.get("/store/notification-setting")).toMatchObject({ group: "store" });
  expect(parentRedirects(routes).find((r) => r.path === "/settings")?.to).toBe("/settings/system-integration");
  expect(titleKeyFor("/settings", routes)).toBe("integrations:titles.systemIntegration");
  expect(titleKeyFor("/OMS", routes)).toBe("shell:title.oms");
});

it("a menu route is shown only where its group says, and only when allowed", () => {
  const fake = {
    name: "fake",
    namespace: "common",
    group: "store",
    icon: "X",
    routes: {
      a: { path: "/store/a", titleKey: "common:menu.home", menu: true },
      b: { path: "/settings/b", titleKey: "common:menu.home", menu: true, group: "settings" },
    },
    endpoints: {},
    actions: ["list"],
    ownerScoped: false,
  } as const satisfies ResourceDescriptor;
  const menu = buildMenu([fake], { specialDiscount: false, prune: false });
  expect(menu.map((s) => [s.group, s.entries.map((e) => e.path)])).toEqual([
    ["store", ["/store/a"]],
    ["settings", ["/settings/b"]],
  ]);
  expect(buildMenu([fake], { specialDiscount: false, prune: false, allowed: () => false })).toEqual([]);
});
