/**
 * The navigation guard's decisions as pure functions (spec §2 "Navigation and guard", §4 "Shop
 * routing" and "Apply status derivation", §8). The guard component (guard.tsx) only loads data and
 * applies what these answer; the unit tests walk every rule line.
 */
import { ApplyStatus, ShopStatus, hasAdditionalInfo, shopIsOpen, type ShopInfo } from "../../domain/shop";
import { ResultCode, isLoginTimeout } from "../../domain/wire";

/** Named routes the rules speak of; any other page is "other". */
export type RouteName =
  "shopApply" | "readDisable" | "homeIndex" | "shopAdditionalInfo" | "login" | "forbidden" | "other";

export const ROUTE_PATHS: Record<Exclude<RouteName, "other">, string> = {
  shopApply: "/shop-apply",
  readDisable: "/read-disable",
  homeIndex: "/home",
  shopAdditionalInfo: "/shop-additional-info",
  login: "/login",
  forbidden: "/403",
};

/** The route name of a hash path (`/shop-apply` -> shopApply; unknown paths -> other). */
export function routeNameOf(pathname: string): RouteName {
  const clean = pathname.replace(/\/+$/, "") || "/";
  for (const [name, path] of Object.entries(ROUTE_PATHS)) if (path === clean) return name as RouteName;
  return "other";
}

export type GuardDecision = { allow: true } | { redirect: Exclude<RouteName, "other"> };
const allow: GuardDecision = { allow: true };
const to = (redirect: Exclude<RouteName, "other">, target: RouteName): GuardDecision =>
  redirect === target ? allow : { redirect };

/** System status: 0 normal, -1 a server error while loading user or shop info (spec §2, §4). */
export type SystemStatus = 0 | -1;

/** What the shop rules read (spec §3 "Shop info" subset). */
export type ShopRoutingInfo = Pick<ShopInfo, "status" | "businessType" | "storeEstablishment" | "storeDescription">;

export interface ShopRoutingState {
  /** Derived by deriveApplyStatus; undefined/null when unknown. */
  applyStatus: number | null | undefined;
  shop: ShopRoutingInfo | null | undefined;
}

/**
 * Spec §4 "Shop routing":
 * - applyStatus missing or -1, or no shop info: go to shopApply.
 * - applyStatus 1: shopApply allowed, any other page goes to readDisable.
 * - applyStatus 0, 3 or 4: readDisable only.
 * - applyStatus 2, shop status 0: normal access; a user on shopApply goes to homeIndex.
 * - applyStatus 2, shop status 2: only readDisable and shopApply allowed (others: readDisable).
 * - applyStatus 2, shop status 1: any of businessType / storeEstablishment / storeDescription empty:
 *   shopAdditionalInfo; all filled and on shopAdditionalInfo: homeIndex. Our addition (spec silent): all
 *   filled and on shopApply also goes to homeIndex, as for status 0: an approved shop does not re-apply.
 * - Anything else (-2 unknown error, unknown codes): readDisable (the shop-load-error screen).
 */
export function shopRouting({ applyStatus, shop }: ShopRoutingState, target: RouteName): GuardDecision {
  if (applyStatus === undefined || applyStatus === null || applyStatus === ApplyStatus.none)
    return to("shopApply", target);
  if (applyStatus === ApplyStatus.unknownError) return to("readDisable", target);
  if (!shop) return to("shopApply", target);
  switch (applyStatus) {
    case ApplyStatus.auditNotPassed:
      return target === "shopApply" ? allow : to("readDisable", target);
    case ApplyStatus.pending:
    case ApplyStatus.shutDown:
    case ApplyStatus.frozen:
      return to("readDisable", target);
    case ApplyStatus.success:
      break;
    default:
      return to("readDisable", target);
  }
  // The same rule as the API's shop check and the menu (shopIsOpen): a restricted shop may only re-apply.
  if (!shopIsOpen({ applyStatus, status: shop.status }))
    return target === "shopApply" ? allow : to("readDisable", target);
  if (shop.status === ShopStatus.normal) return target === "shopApply" ? { redirect: "homeIndex" } : allow;
  if (shop.status === ShopStatus.active) {
    if (!hasAdditionalInfo(shop)) return to("shopAdditionalInfo", target);
    return target === "shopAdditionalInfo" || target === "shopApply" ? { redirect: "homeIndex" } : allow;
  }
  return to("readDisable", target);
}

/** Outcome of one load (user info or shop info). */
export type Loaded<T> = { ok: true; data: T } | { ok: false; code: number };

export interface ApplyStatusResult {
  applyStatus: number;
  /** The failure code kept with -2 (spec §4), also 2202 with -1. */
  errorCode?: number;
}

/**
 * Spec §4 "Apply status derivation": -1 when the server answers code 2202 (no shop); -2 for any
 * other failure, the code kept; otherwise the shop's applyStatus.
 */
export function deriveApplyStatus(result: Loaded<Pick<ShopInfo, "applyStatus">>): ApplyStatusResult {
  if (result.ok) return { applyStatus: result.data.applyStatus };
  if (result.code === ResultCode.noShop) return { applyStatus: ApplyStatus.none, errorCode: result.code };
  return { applyStatus: ApplyStatus.unknownError, errorCode: result.code };
}

export interface GuardState {
  /** A token is stored (local key `ut`). */
  hasToken: boolean;
  /** undefined while not loaded. */
  user: Loaded<{ userId?: number | null; role?: string }> | undefined;
  /** undefined while not loaded (it is loaded after the user). */
  shop: Loaded<ShopInfo> | undefined;
}

/** Where the guard is: still loading something, or decided. */
export type GuardOutcome = { loading: "user" | "shop" } | GuardDecision;

/** System status -1 when user info or shop info failed with anything but login timeout / no shop. */
export function systemStatusOf(state: Pick<GuardState, "user" | "shop">): SystemStatus {
  if (state.user && !state.user.ok && !isLoginTimeout(state.user.code)) return -1;
  if (state.shop && !state.shop.ok && !isLoginTimeout(state.shop.code) && state.shop.code !== ResultCode.noShop)
    return -1;
  return 0;
}

/**
 * Spec §2 "Navigation and guard", in order:
 * 1. No local token: login (with a back-url; the caller builds it).
 * 2. User info missing: load it (answer loading). No userId: login.
 * 3. Login-timeout error: login. Any other server error: system status -1, readDisable; with status -1
 *    and the target readDisable, navigation proceeds.
 * 4. Otherwise the shop is validated per §4 (shopRouting), after shop info is loaded; a shop-info
 *    failure is handled as in 3 (login timeout: login; other than 2202: -1 and readDisable).
 */
export function decideNavigation(state: GuardState, target: RouteName): GuardOutcome {
  if (!state.hasToken) return { redirect: "login" };
  if (!state.user) return { loading: "user" };
  if (!state.user.ok && isLoginTimeout(state.user.code)) return { redirect: "login" };
  if (state.user.ok && !state.user.data?.userId) return { redirect: "login" };
  // Our addition (spec silent): this portal is for sellers; a platform admin or buyer signed in here
  // sees the 403 screen instead of a shop error.
  if (state.user.ok && state.user.data?.role && state.user.data.role !== "seller") return to("forbidden", target);
  if (state.shop && !state.shop.ok && isLoginTimeout(state.shop.code)) return { redirect: "login" };
  if (systemStatusOf(state) === -1) return to("readDisable", target);
  if (!state.shop) return { loading: "shop" };
  const { applyStatus } = deriveApplyStatus(state.shop);
  return shopRouting({ applyStatus, shop: state.shop.ok ? state.shop.data : null }, target);
}
