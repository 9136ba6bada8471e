/**
 * The guard's rules, table by table: spec §4 "Shop routing" and "Apply status derivation", §2
 * "Navigation and guard", plus the read-disable screen choice and the menu rules of §2.
 */
import { describe, expect, it } from "vitest";
import type { ShopInfo } from "../../src/domain/shop";
import { ResultCode } from "../../src/domain/wire";
import {
  decideNavigation,
  deriveApplyStatus,
  routeNameOf,
  shopRouting,
  systemStatusOf,
  type GuardState,
  type RouteName,
} from "../../src/shell/guard/shop-routing";
import { statusScreenOf } from "../../src/shell/status/status-screen";

const filled = { businessType: ["retail" as const], storeEstablishment: "2010", storeDescription: "Suku cadang" };
const empty = { businessType: [], storeEstablishment: "", storeDescription: "" };
const shop = (status: 0 | 1 | 2, fields = filled) => ({ status, ...fields });
const TARGETS: RouteName[] = ["shopApply", "readDisable", "homeIndex", "shopAdditionalInfo", "other"];

function fullShop(over: Partial<ShopInfo>): ShopInfo {
  return {
    shopId: 1,
    applyStatus: 2,
    status: 0,
    storeName: "Toko",
    specialDiscount: 0,
    ...filled,
    accountName: "",
    accountNo: "",
    bank: "014",
    rejectReasons: [],
    rejectRemark: "",
    storeLogo: null,
    ...over,
  };
}

describe("routeNameOf", () => {
  it.each([
    ["/shop-apply", "shopApply"],
    ["/read-disable", "readDisable"],
    ["/home", "homeIndex"],
    ["/home/", "homeIndex"],
    ["/shop-additional-info", "shopAdditionalInfo"],
    ["/login", "login"],
    ["/commodity/in-sale", "other"],
    ["/", "other"],
  ])("%s -> %s", (path, name) => expect(routeNameOf(path)).toBe(name));
});

describe("spec §4 shop routing", () => {
  // [rule, state, expected decision per target: shopApply, readDisable, homeIndex, shopAdditionalInfo, other]
  const A = "allow";
  const table: [string, Parameters<typeof shopRouting>[0], string[]][] = [
    [
      "applyStatus missing: go to shopApply",
      { applyStatus: undefined, shop: shop(0) },
      [A, "shopApply", "shopApply", "shopApply", "shopApply"],
    ],
    [
      "applyStatus null: go to shopApply",
      { applyStatus: null, shop: shop(0) },
      [A, "shopApply", "shopApply", "shopApply", "shopApply"],
    ],
    [
      "applyStatus -1: go to shopApply",
      { applyStatus: -1, shop: null },
      [A, "shopApply", "shopApply", "shopApply", "shopApply"],
    ],
    [
      "no shop info: go to shopApply",
      { applyStatus: 2, shop: null },
      [A, "shopApply", "shopApply", "shopApply", "shopApply"],
    ],
    [
      "applyStatus 1: shopApply allowed, others readDisable",
      { applyStatus: 1, shop: shop(0) },
      [A, A, "readDisable", "readDisable", "readDisable"],
    ],
    [
      "applyStatus 0: readDisable only",
      { applyStatus: 0, shop: shop(0) },
      ["readDisable", A, "readDisable", "readDisable", "readDisable"],
    ],
    [
      "applyStatus 3: readDisable only",
      { applyStatus: 3, shop: shop(0) },
      ["readDisable", A, "readDisable", "readDisable", "readDisable"],
    ],
    [
      "applyStatus 4: readDisable only",
      { applyStatus: 4, shop: shop(0) },
      ["readDisable", A, "readDisable", "readDisable", "readDisable"],
    ],
    [
      "applyStatus 2 + status 0: normal access, shopApply -> homeIndex",
      { applyStatus: 2, shop: shop(0) },
      ["homeIndex", A, A, A, A],
    ],
    [
      "applyStatus 2 + status 0 with empty fields: still normal access",
      { applyStatus: 2, shop: shop(0, empty) },
      ["homeIndex", A, A, A, A],
    ],
    [
      "applyStatus 2 + status 2: only readDisable and shopApply",
      { applyStatus: 2, shop: shop(2) },
      [A, A, "readDisable", "readDisable", "readDisable"],
    ],
    [
      "applyStatus 2 + status 1, fields empty: shopAdditionalInfo",
      { applyStatus: 2, shop: shop(1, empty) },
      ["shopAdditionalInfo", "shopAdditionalInfo", "shopAdditionalInfo", A, "shopAdditionalInfo"],
    ],
    [
      "applyStatus 2 + status 1, only businessType empty: shopAdditionalInfo",
      { applyStatus: 2, shop: shop(1, { ...filled, businessType: [] }) },
      ["shopAdditionalInfo", "shopAdditionalInfo", "shopAdditionalInfo", A, "shopAdditionalInfo"],
    ],
    [
      "applyStatus 2 + status 1, only storeEstablishment empty: shopAdditionalInfo",
      { applyStatus: 2, shop: shop(1, { ...filled, storeEstablishment: " " }) },
      ["shopAdditionalInfo", "shopAdditionalInfo", "shopAdditionalInfo", A, "shopAdditionalInfo"],
    ],
    [
      "applyStatus 2 + status 1, only storeDescription empty: shopAdditionalInfo",
      { applyStatus: 2, shop: shop(1, { ...filled, storeDescription: "" }) },
      ["shopAdditionalInfo", "shopAdditionalInfo", "shopAdditionalInfo", A, "shopAdditionalInfo"],
    ],
    [
      "applyStatus 2 + status 1, all filled: on shopAdditionalInfo -> homeIndex",
      { applyStatus: 2, shop: shop(1) },
      ["homeIndex", A, A, "homeIndex", A],
    ],
    [
      "applyStatus -2 (shop load failed): readDisable",
      { applyStatus: -2, shop: null },
      ["readDisable", A, "readDisable", "readDisable", "readDisable"],
    ],
    [
      "unknown applyStatus: readDisable",
      { applyStatus: 9, shop: shop(0) },
      ["readDisable", A, "readDisable", "readDisable", "readDisable"],
    ],
  ];
  for (const [rule, state, expected] of table) {
    it(rule, () => {
      const got = TARGETS.map((target) => {
        const d = shopRouting(state, target);
        return "allow" in d ? A : d.redirect;
      });
      expect(got).toEqual(expected);
    });
  }
});

describe("spec §4 apply status derivation", () => {
  it.each([
    ["shop answered: its applyStatus", { ok: true as const, data: { applyStatus: 0 as const } }, { applyStatus: 0 }],
    ["shop answered 2: 2", { ok: true as const, data: { applyStatus: 2 as const } }, { applyStatus: 2 }],
    ["code 2202: -1", { ok: false as const, code: ResultCode.noShop }, { applyStatus: -1, errorCode: 2202 }],
    ["other code: -2 with the code kept", { ok: false as const, code: 500 }, { applyStatus: -2, errorCode: 500 }],
    ["network failure (code 0): -2", { ok: false as const, code: 0 }, { applyStatus: -2, errorCode: 0 }],
  ])("%s", (_rule, input, expected) => expect(deriveApplyStatus(input)).toEqual(expected));
});

describe("spec §2 navigation and guard", () => {
  const user = { ok: true as const, data: { userId: 7 } };
  const active = { ok: true as const, data: fullShop({}) };
  const state = (over: Partial<GuardState>): GuardState => ({ hasToken: true, user, shop: active, ...over });
  const table: [string, GuardState, RouteName, ReturnType<typeof decideNavigation>][] = [
    [
      "no local token: login",
      state({ hasToken: false, user: undefined, shop: undefined }),
      "homeIndex",
      { redirect: "login" },
    ],
    ["no token even with cached info: login", state({ hasToken: false }), "other", { redirect: "login" }],
    ["user info missing: loaded first", state({ user: undefined, shop: undefined }), "homeIndex", { loading: "user" }],
    [
      "user info without userId: login",
      state({ user: { ok: true, data: { userId: null } }, shop: undefined }),
      "homeIndex",
      { redirect: "login" },
    ],
    [
      "user info login timeout 987654321: login",
      state({ user: { ok: false, code: ResultCode.loginTimeout }, shop: undefined }),
      "homeIndex",
      { redirect: "login" },
    ],
    [
      "user info session replaced 987654322: login",
      state({ user: { ok: false, code: ResultCode.sessionReplaced }, shop: undefined }),
      "other",
      { redirect: "login" },
    ],
    [
      "user info server error: readDisable",
      state({ user: { ok: false, code: 500 }, shop: undefined }),
      "homeIndex",
      { redirect: "readDisable" },
    ],
    [
      "status -1 and target readDisable: proceeds",
      state({ user: { ok: false, code: 500 }, shop: undefined }),
      "readDisable",
      { allow: true },
    ],
    ["shop info still loading", state({ shop: undefined }), "homeIndex", { loading: "shop" }],
    [
      "shop info login timeout: login",
      state({ shop: { ok: false, code: ResultCode.loginTimeout } }),
      "homeIndex",
      { redirect: "login" },
    ],
    [
      "shop info server error: readDisable",
      state({ shop: { ok: false, code: 500 } }),
      "homeIndex",
      { redirect: "readDisable" },
    ],
    [
      "shop info server error, on readDisable: proceeds",
      state({ shop: { ok: false, code: 500 } }),
      "readDisable",
      { allow: true },
    ],
    [
      "no shop (2202): shopApply",
      state({ shop: { ok: false, code: ResultCode.noShop } }),
      "homeIndex",
      { redirect: "shopApply" },
    ],
    [
      "otherwise the shop rules: active shop on shopApply -> homeIndex",
      state({}),
      "shopApply",
      { redirect: "homeIndex" },
    ],
    [
      "otherwise the shop rules: pending shop -> readDisable",
      state({ shop: { ok: true, data: fullShop({ applyStatus: 0 }) } }),
      "other",
      { redirect: "readDisable" },
    ],
    ["otherwise the shop rules: active shop anywhere", state({}), "other", { allow: true }],
    [
      "a platform admin signed in here: 403",
      state({ user: { ok: true, data: { userId: 9, role: "platform" } }, shop: { ok: false, code: 403 } }),
      "homeIndex",
      { redirect: "forbidden" },
    ],
    [
      "a platform admin on the 403 page: proceeds",
      state({ user: { ok: true, data: { userId: 9, role: "platform" } }, shop: undefined }),
      "forbidden",
      { allow: true },
    ],
  ];
  for (const [rule, input, target, expected] of table) {
    it(rule, () => expect(decideNavigation(input, target)).toEqual(expected));
  }

  it.each([
    ["all fine", { user, shop: active }, 0],
    ["user server error", { user: { ok: false as const, code: 500 }, shop: undefined }, -1],
    ["shop server error", { user, shop: { ok: false as const, code: 503 } }, -1],
    ["no shop is not a system error", { user, shop: { ok: false as const, code: ResultCode.noShop } }, 0],
    [
      "login timeout is not a system error",
      { user: { ok: false as const, code: ResultCode.loginTimeout }, shop: undefined },
      0,
    ],
  ])("system status: %s", (_name, input, expected) => expect(systemStatusOf(input)).toBe(expected));
});

describe("read-disable screen", () => {
  const user = { ok: true as const, data: {} };
  it.each([
    ["applyStatus 0: under assessment", fullShop({ applyStatus: 0 }), "underAssessment"],
    ["applyStatus 1: rejected", fullShop({ applyStatus: 1 }), "rejected"],
    ["applyStatus 2 + status 2: rejected", fullShop({ applyStatus: 2, status: 2 }), "rejected"],
    ["applyStatus 3: closed", fullShop({ applyStatus: 3 }), "closed"],
    ["applyStatus 4: frozen", fullShop({ applyStatus: 4 }), "frozen"],
    ["active shop: nothing to explain", fullShop({}), "pageLoadError"],
  ])("%s", (_rule, data, screen) => expect(statusScreenOf(user, { ok: true, data })).toBe(screen));

  it("shop info failure: shop load error; user info failure: page load error", () => {
    expect(statusScreenOf(user, { ok: false, code: 500 })).toBe("shopLoadError");
    expect(statusScreenOf({ ok: false, code: 500 }, undefined)).toBe("pageLoadError");
  });
});
