/**
 * The pure side of menu and route access (issue 3, spec §6): menus keep only what the ability allows
 * (route.action ?? "list" on the resource), a group with nothing left disappears, and a parent path
 * offers its children in order so the route tree can pick the first one the user may open.
 */
import { describe, expect, it } from "vitest";
import type { ResourceDescriptor, ResourceRoute } from "../../../src/resources/types";
import { buildMenu } from "../../../src/shell/menu/menu-model";
import { parentTargets, resourceRoutes } from "../../../src/shell/routes/route-model";
import { allows } from "../../../src/access/ability-store";
import { abilityFor } from "../../../src/access/ability-cache";

const route = (path: string, action?: string, menu = true): ResourceRoute => ({
  path,
  titleKey: "common:appName",
  action,
  menu,
});
const descriptor = (
  name: string,
  group: ResourceDescriptor["group"],
  routes: Record<string, ResourceRoute>,
): ResourceDescriptor => ({
  name,
  namespace: name,
  group,
  icon: "AppstoreOutlined",
  routes,
  endpoints: {},
  actions: ["list"],
  ownerScoped: false,
});

const registry = [
  descriptor("products", "commodity", {
    publish: route("/commodity/publish", "create"),
    inSale: route("/commodity/in-sale"),
    update: route("/commodity/update", "edit", false),
  }),
  descriptor("orders", "order", {
    list: route("/order/order-list"),
    bill: route("/order/bill", "bill"),
    recap: route("/order/RecapDeliveryFee", "recap"),
    history: route("/order/historyPayment", "history"),
    refund: route("/order/return-and-refund", "refund"),
  }),
  descriptor("stock", "store", { list: route("/store/stock") }),
];

const menuFor = (rules: Parameters<typeof abilityFor>[0], specialDiscount = false) => {
  const ability = abilityFor(rules);
  return buildMenu(registry, { specialDiscount, prune: specialDiscount, allowed: (r, a) => allows(ability, r, a) }).map(
    (s) => [s.group, s.link, s.entries.map((e) => e.path)],
  );
};

describe("menus follow the ability", () => {
  it("main admin: every menu entry", () => {
    expect(menuFor([{ action: "manage", subject: "all" }])).toEqual([
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
        ],
      ],
      ["store", "/store/stock", ["/store/stock"]],
    ]);
  });

  it("a position with products.list and orders.bill: only those; the header links to the first visible entry", () => {
    expect(
      menuFor([
        { action: "list", subject: "products" },
        { action: "bill", subject: "orders" },
      ]),
    ).toEqual([
      ["commodity", "/commodity/in-sale", ["/commodity/in-sale"]],
      ["order", "/order/bill", ["/order/bill"]],
    ]);
  });

  it("a group with nothing granted disappears; no rules: no menu at all", () => {
    expect(menuFor([{ action: "list", subject: "stock" }])).toEqual([["store", "/store/stock", ["/store/stock"]]]);
    expect(menuFor([])).toEqual([]);
  });

  it("specialDiscount prunes the registry's first four order entries before the access filter", () => {
    expect(
      menuFor(
        [
          { action: "bill", subject: "orders" },
          { action: "refund", subject: "orders" },
        ],
        true,
      ),
    ).toEqual([["order", "/order/return-and-refund", ["/order/return-and-refund"]]]);
  });
});

describe("parent paths", () => {
  it("offer their parameterless children in registry order, with the authority each needs", () => {
    const targets = Object.fromEntries(
      parentTargets(resourceRoutes(registry)).map((t) => [
        t.path,
        t.children.map((c) => `${c.path} ${c.resource}.${c.action}`),
      ]),
    );
    expect(targets["/commodity"]).toEqual([
      "/commodity/publish products.create",
      "/commodity/in-sale products.list",
      "/commodity/update products.edit",
    ]);
    expect(targets["/store"]).toEqual(["/store/stock stock.list"]);
  });
});
