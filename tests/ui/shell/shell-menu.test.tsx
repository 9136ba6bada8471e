/**
 * Registry-generated routes and menus (DESIGN.md §3) and the menu rules of spec §2: parent routes go to
 * their first child, specialDiscount pruning and the /commodity/area product link, header visibility.
 */
import { describe, expect, it } from "vitest";
import type { ResourceDescriptor, ResourceRoute } from "../../../src/resources/types";
import { resources } from "../../../src/resources";
import { buildMenu, headerMenuVisible, menuSelection, sideMenuVisible } from "../../../src/shell/menu/menu-model";
import { parentRedirects, refineResources, resourceRoutes, titleKeyFor } from "../../../src/shell/routes/route-model";
import { shopInfo } from "./shell-api-stub";
import type { TextKey } from "../../../src/domain/text-key";

// Fixture titles name their path so a test can tell which route a title came from; no text exists for them.
const fixtureTitle = (path: string) => `x:${path}` as TextKey;
const route = (path: string, menu = true): ResourceRoute => ({ path, titleKey: fixtureTitle(path), menu });
function descriptor(
  name: string,
  group: ResourceDescriptor["group"],
  routes: Record<string, ResourceRoute>,
  over: Partial<ResourceDescriptor> = {},
): ResourceDescriptor {
  return {
    name,
    namespace: name,
    group,
    icon: "AppstoreOutlined",
    routes,
    endpoints: {},
    actions: ["list"],
    ownerScoped: false,
    ...over,
  };
}

const registry = [
  descriptor("products", "commodity", {
    publish: route("/commodity/publish"),
    inSale: route("/commodity/in-sale"),
    update: route("/commodity/update", false),
  }),
  descriptor("orders", "order", {
    list: route("/order/order-list"),
    bill: route("/order/bill"),
    recap: route("/order/RecapDeliveryFee"),
    history: route("/order/historyPayment"),
    detail: route("/order/detail-confirm", false),
  }),
  descriptor("refunds", "order", { list: route("/order/return-and-refund") }),
  descriptor("templates", "order", {
    list: route("/order/delivery-fee-template"),
    detail: route("/order/delivery-fee-template/delivery-template-detail/:code", false),
  }),
];

describe("routes from the registry", () => {
  it("every descriptor route becomes a route, in registry order", () => {
    expect(resourceRoutes(registry).map((r) => r.path)).toEqual([
      "/commodity/publish",
      "/commodity/in-sale",
      "/commodity/update",
      "/order/order-list",
      "/order/bill",
      "/order/RecapDeliveryFee",
      "/order/historyPayment",
      "/order/detail-confirm",
      "/order/return-and-refund",
      "/order/delivery-fee-template",
      "/order/delivery-fee-template/delivery-template-detail/:code",
    ]);
  });

  it("a parent route without its own page goes to its first child", () => {
    const redirects = Object.fromEntries(parentRedirects(resourceRoutes(registry)).map((r) => [r.path, r.to]));
    expect(redirects["/commodity"]).toBe("/commodity/publish");
    expect(redirects["/order"]).toBe("/order/order-list");
    // A parent that is a page itself is not redirected; a child with parameters is never a target.
    expect(redirects["/order/delivery-fee-template"]).toBeUndefined();
    expect(redirects["/order/delivery-fee-template/delivery-template-detail"]).toBeUndefined();
  });

  it("the real registry: /commodity goes to publish (spec §2)", () => {
    expect(parentRedirects(resourceRoutes(resources)).find((r) => r.path === "/commodity")?.to).toBe(
      "/commodity/publish",
    );
  });

  it("page titles come from the route, the shell, or 404", () => {
    const entries = resourceRoutes(registry);
    expect(titleKeyFor("/order/bill", entries)).toBe("x:/order/bill");
    expect(titleKeyFor("/order/delivery-fee-template/delivery-template-detail/T1", entries)).toBe(
      "x:/order/delivery-fee-template/delivery-template-detail/:code",
    );
    expect(titleKeyFor("/home", entries)).toBe("shell:title.home");
    expect(titleKeyFor("/commodity", entries)).toBe("x:/commodity/publish");
    expect(titleKeyFor("/nope", entries)).toBe("shell:title.notFound");
  });

  it("Refine resources point list/create/edit/show at the descriptor's paths", () => {
    const [products] = refineResources(resources);
    const d = resources[0];
    expect(products).toMatchObject({
      name: d.name,
      list: d.routes[d.list!].path,
      create: d.routes[d.create!].path,
      edit: d.routes[d.edit!].path,
      show: d.routes[d.show!].path,
    });
  });
});

describe("menus from the registry", () => {
  it("groups menu routes by descriptor.group in MENU_GROUPS order, registry order inside", () => {
    const menu = buildMenu(registry, { specialDiscount: false, prune: false });
    expect(menu.map((s) => [s.group, s.link, s.entries.map((e) => e.path)])).toEqual([
      ["commodity", "/commodity/publish", ["/commodity/publish", "/commodity/in-sale"]],
      [
        "order",
        "/order/order-list",
        [
          "/order/order-list",
          "/order/bill",
          "/order/RecapDeliveryFee",
          "/order/historyPayment",
          "/order/return-and-refund",
          "/order/delivery-fee-template",
        ],
      ],
    ]);
  });

  it("specialDiscount: the product menu goes to /commodity/area; after the delay the first four entries of the order menu's first group go", () => {
    const before = buildMenu(registry, { specialDiscount: true, prune: false });
    expect(before[0].link).toBe("/commodity/area");
    expect(before[1].entries).toHaveLength(6);
    const after = buildMenu(registry, { specialDiscount: true, prune: true });
    expect(after[1].entries.map((e) => e.path)).toEqual(["/order/return-and-refund", "/order/delivery-fee-template"]);
    expect(after[1].link).toBe("/order/return-and-refund");
    expect(after[0].entries).toHaveLength(2);
  });

  it("specialDiscount with the message and settings menus: only the order menu's first four entries go", () => {
    // The registry with the inbox and developer-settings groups after the order menus: pruning stays on the
    // third top-level menu.
    const withInbox = resources;
    const before = buildMenu(withInbox, { specialDiscount: true, prune: false });
    const after = buildMenu(withInbox, { specialDiscount: true, prune: true });
    const paths = (menu: typeof before, group: string) =>
      menu.find((s) => s.group === group)?.entries.map((e) => e.path) ?? [];
    const removed = paths(before, "order").filter((p) => !paths(after, "order").includes(p));
    expect(removed).toEqual(["/order/order-list", "/order/bill", "/order/RecapDeliveryFee", "/order/historyPayment"]);
    for (const group of ["commodity", "tend", "consign", "customer", "store", "message", "settings"])
      expect([group, paths(after, group)]).toEqual([group, paths(before, group)]);
    expect(paths(after, "message")).toEqual([
      "/message/message-notification",
      "/message/message-chat",
      "/message/discussionList",
      "/message/reportTicket",
    ]);
    expect(paths(after, "settings")).toEqual([
      "/settings/system-integration",
      "/settings/notification-settings",
      "/settings/reward-settings",
    ]);
    expect(after.find((s) => s.group === "commodity")?.link).toBe("/commodity/area");
  });

  it("the selection follows the path, keeping the parent entry for sub-pages", () => {
    const menu = buildMenu(registry, { specialDiscount: false, prune: false });
    expect(menuSelection("/order/bill", menu)).toEqual({ selected: "/order/bill", group: "order" });
    expect(menuSelection("/order/delivery-fee-template/delivery-template-detail/T1", menu)).toEqual({
      selected: "/order/delivery-fee-template",
      group: "order",
    });
    expect(menuSelection("/commodity/update", menu)).toEqual({ group: "commodity" });
    expect(menuSelection("/home", menu)).toEqual({ group: undefined });
  });

  it("header menu: applyStatus 2 and the three fields filled (spec §2)", () => {
    expect(headerMenuVisible(shopInfo())).toBe(true);
    expect(headerMenuVisible(shopInfo({ applyStatus: 0 }))).toBe(false);
    expect(headerMenuVisible(shopInfo({ businessType: [] }))).toBe(false);
    expect(headerMenuVisible(shopInfo({ storeEstablishment: "" }))).toBe(false);
    expect(headerMenuVisible(shopInfo({ storeDescription: "" }))).toBe(false);
    expect(headerMenuVisible(null)).toBe(false);
    expect(sideMenuVisible(shopInfo({ status: 2 }))).toBe(false);
    expect(sideMenuVisible(shopInfo({ storeDescription: "" }))).toBe(true);
  });
});
