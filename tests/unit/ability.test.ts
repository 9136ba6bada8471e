/**
 * Access rules (spec §6, DESIGN.md §5): who may do what, as a table. Each role of the matrix is
 * run against every subject x action of a small test registry's catalogue (plus actions no catalogue
 * has), asserting can / cannot and the owner scope a list query gets. Then the catalogue of the real
 * registry, and the portal's in-memory ability (built once per user info) and provider answer.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ResourceDescriptor, ResourceRoute } from "../../src/resources/types";
import { resources } from "../../src/resources";
import {
  DataListPermission,
  buildAbility,
  defineRules,
  ownerScopeOf,
  type AccessUser,
  type DataListPermissionValue,
} from "../../src/access/ability";
import { AUTHORITY_KEYS, authorityCatalogue, parseAuthority } from "../../src/access/authorities";
import { allows, currentAbility, setCurrentAbility } from "../../src/access/ability-store";
import { abilityFor } from "../../src/access/ability-cache";
import { accessControlProvider, decide } from "../../src/providers/access-control-provider";
import i18next from "i18next";
import errorsEnUs from "../../locales/en-US/errors.json";

const route = (path: string, over: Partial<ResourceRoute> = {}): ResourceRoute => ({
  path,
  titleKey: "common:appName",
  ...over,
});

const registry: ResourceDescriptor[] = [
  {
    name: "products",
    namespace: "products",
    group: "commodity",
    icon: "ShoppingOutlined",
    routes: {
      publish: route("/commodity/publish", { action: "create", menu: true }),
      inSale: route("/commodity/in-sale", { menu: true }),
      update: route("/commodity/update", { action: "edit" }),
    },
    endpoints: { custom: { offShelve: "/api/item/ina/offShelve" } },
    customActions: ["offShelve"],
    actions: ["list", "create", "edit"],
    ownerScoped: true,
  },
  {
    name: "orders",
    namespace: "orders",
    group: "order",
    icon: "ProfileOutlined",
    routes: {
      list: route("/order/order-list", { menu: true }),
      bill: route("/order/bill", { action: "bill", menu: true }),
    },
    endpoints: { custom: { deliver: "/api/order/ina/deliver" } },
    customActions: ["deliver"],
    actions: ["list", "show", "export"],
    ownerScoped: true,
  },
  {
    name: "shops",
    namespace: "shop",
    group: "store",
    icon: "ShopOutlined",
    routes: { info: route("/store/info", { menu: true }) },
    endpoints: {},
    actions: ["list", "edit"],
    ownerScoped: false,
  },
];

const USER_ID = 42;
const GRANTED = ["products.list", "products.create", "orders.list", "orders.deliver", "shops.list"];
const seller = (over: Partial<AccessUser>): AccessUser => ({
  userId: USER_ID,
  role: "seller",
  shopId: 1,
  isMainAdmin: false,
  position: null,
  ...over,
});
const position = (dataListPermission: DataListPermissionValue, authorities: string[] = GRANTED) => ({
  authorities,
  dataListPermission,
});

// Every subject x action the test catalogue names, plus actions that no position can hold.
const CATALOGUE_KEYS = authorityCatalogue(registry).map((a) => a.key);
const ALL_KEYS = [...CATALOGUE_KEYS, "products.delete", "orders.edit", "shops.export", "reports.list"];

interface RoleCase {
  role: string;
  user: AccessUser;
  /** Keys of ALL_KEYS it may do ("*" = all). */
  can: readonly string[] | "*";
  /** ownerScopeOf for each key it may do: the user id on owner-scoped subjects, else null. */
  ownOnly: boolean;
}

const ROLES: RoleCase[] = [
  { role: "main admin", user: seller({ isMainAdmin: true }), can: "*", ownOnly: false },
  {
    role: "sub-account, all accounts",
    user: seller({ position: position(DataListPermission.allAccounts) }),
    can: GRANTED,
    ownOnly: false,
  },
  {
    role: "sub-account, only own",
    user: seller({ position: position(DataListPermission.onlyOwn) }),
    can: GRANTED,
    ownOnly: true,
  },
  { role: "sub-account without position", user: seller({}), can: [], ownOnly: false },
  {
    role: "platform admin",
    user: seller({ role: "platform", shopId: null, isMainAdmin: true }),
    can: [],
    ownOnly: false,
  },
  { role: "buyer", user: seller({ role: "buyer", shopId: null }), can: [], ownOnly: false },
  { role: "seller without shop", user: seller({ shopId: null, isMainAdmin: true }), can: [], ownOnly: false },
];

const OWNER_SCOPED = new Set(registry.filter((r) => r.ownerScoped).map((r) => r.name));

describe("ability matrix: role x subject x action", () => {
  const rows = ROLES.flatMap((c) =>
    ALL_KEYS.map((key) => {
      const { subject, action } = parseAuthority(key)!;
      const can = c.can === "*" || c.can.includes(key);
      const scope = can && c.ownOnly && OWNER_SCOPED.has(subject) ? USER_ID : null;
      return { role: c.role, user: c.user, key, subject, action, can, scope };
    }),
  );

  it.each(rows)("$role: $key -> can $can, owner scope $scope", ({ user, subject, action, can, scope }) => {
    const ability = buildAbility(defineRules(user, registry));
    expect(ability.can(action, subject)).toBe(can);
    expect(ownerScopeOf(ability, action, subject)).toBe(scope);
  });
});

describe("defineRules edge cases", () => {
  it("unknown subjects, malformed keys and duplicates grant nothing extra", () => {
    const rules = defineRules(
      seller({
        position: position(DataListPermission.allAccounts, [
          "products.list",
          "products.list",
          "ghost.list",
          "nodot",
          ".list",
          "products.",
        ]),
      }),
      registry,
    );
    expect(rules).toEqual([{ action: "list", subject: "products" }]);
  });

  it("the rules are plain JSON: sent with the user info, they rebuild the same ability", () => {
    const rules = defineRules(seller({ position: position(DataListPermission.onlyOwn) }), registry);
    const ability = buildAbility(JSON.parse(JSON.stringify(rules)));
    expect(ability.can("create", "products")).toBe(true);
    expect(ability.can("edit", "products")).toBe(false);
    expect(ownerScopeOf(ability, "list", "orders")).toBe(USER_ID);
  });
});

describe("authority catalogue", () => {
  it("the test registry: menu routes, then actions, then custom actions, each key once", () => {
    expect(authorityCatalogue(registry).map((a) => [a.key, a.menu])).toEqual([
      ["products.create", true],
      ["products.list", true],
      ["products.edit", false],
      ["products.offShelve", false],
      ["orders.list", true],
      ["orders.bill", true],
      ["orders.show", false],
      ["orders.export", false],
      ["orders.deliver", false],
      ["shops.list", true],
      ["shops.edit", false],
    ]);
  });

  it("the real registry: every menu route and action present exactly once, keys unique", () => {
    const catalogue = authorityCatalogue(resources);
    const keys = catalogue.map((a) => a.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(AUTHORITY_KEYS).toEqual(keys);
    const all: readonly ResourceDescriptor[] = resources;
    for (const r of all) {
      const menu = Object.values(r.routes)
        .filter((x) => x.menu)
        .map((x) => `${r.name}.${x.action ?? "list"}`);
      const expected = new Set([
        ...menu,
        ...r.actions.map((a) => `${r.name}.${a}`),
        ...(r.customActions ?? []).map((a) => `${r.name}.${a}`),
      ]);
      const own = catalogue.filter((a) => a.subject === r.name);
      expect(new Set(own.map((a) => a.key))).toEqual(expected);
      expect(
        own
          .filter((a) => a.menu)
          .map((a) => a.key)
          .sort(),
      ).toEqual([...new Set(menu)].sort());
      for (const a of own) expect(parseAuthority(a.key)).toEqual({ subject: a.subject, action: a.action });
    }
  });

  it("every page a user can open from the menu is covered by an authority", () => {
    for (const r of resources) {
      for (const x of Object.values(r.routes)) expect(AUTHORITY_KEYS).toContain(`${r.name}.${x.action ?? "list"}`);
    }
  });
});

describe("the portal's ability and provider", () => {
  beforeAll(async () => {
    // The portal's i18n provider needs a browser; the provider only needs i18next with the errors namespace.
    await i18next.init({ lng: "en-US", resources: { "en-US": { errors: errorsEnUs } } });
  });

  const subRules = defineRules(seller({ position: position(DataListPermission.onlyOwn, ["products.list"]) }), registry);

  it("builds the ability once per user info and again when the user info changes", () => {
    const first = abilityFor(subRules);
    expect(abilityFor(subRules)).toBe(first);
    const refreshed = abilityFor(JSON.parse(JSON.stringify(subRules)));
    expect(refreshed).not.toBe(first);
    expect(refreshed.can("list", "products")).toBe(true);
    expect(abilityFor(undefined).can("list", "products")).toBe(false);
  });

  it("allows: clone needs create; a non-resource page is open", () => {
    const ability = abilityFor(subRules);
    expect(allows(ability, "products", "list")).toBe(true);
    expect(allows(ability, "products", "clone")).toBe(false);
    expect(allows(abilityFor([{ action: "create", subject: "products" }]), "products", "clone")).toBe(true);
    expect(allows(ability, undefined, "list")).toBe(true);
  });

  it("the provider answers from the current user's rules, with the forbidden sentence as reason", async () => {
    setCurrentAbility(abilityFor(subRules));
    expect(await accessControlProvider.can({ resource: "products", action: "list" })).toEqual({ can: true });
    expect(await accessControlProvider.can({ resource: "products", action: "create" })).toEqual({
      can: false,
      reason: "Sorry, you cannot access this menu, please contact the main admin to get the access.",
    });
    setCurrentAbility(abilityFor([{ action: "manage", subject: "all" }]));
    expect(decide({ resource: "products", action: "create" })).toEqual({ can: true });
    setCurrentAbility(null);
    expect(currentAbility()).toBeNull();
    expect(decide({ resource: "products", action: "list" }).can).toBe(false);
    expect(decide({ resource: undefined, action: "list" }).can).toBe(true);
    expect(accessControlProvider.options?.buttons).toEqual({ enableAccessControl: true, hideIfUnauthorized: true });
  });
});
