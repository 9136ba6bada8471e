/**
 * The signed-in session as the shell knows it: user info and shop info, loaded once (spec §2 "if user
 * info is missing it is loaded"), cached for every page, with `refresh()` for pages that change them
 * (shop-apply and additional-info submissions call it before navigating).
 *
 * Calls: POST /api/user/queryUserInfo -> UserInfo; then POST /api/shop/ina/myShopInfo -> ShopInfo, or
 * code 2202 (no shop). A failure keeps its envelope code (0 for a network error).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { ShopInfo } from "../../domain/shop";
import { ApiFailure, post, tokenStore } from "../../providers/http";
import { fetchUserInfo, type UserInfo } from "../../providers/auth-provider";
import { setCurrentAbility } from "../../access/ability-store";
import { shop as shopEndpoints } from "../../resources/endpoint-groups";
import {
  deriveApplyStatus,
  systemStatusOf,
  type ApplyStatusResult,
  type Loaded,
  type SystemStatus,
} from "./shop-routing";

export const SHOP_INFO_PATH = shopEndpoints.endpoints.custom.myShopInfo;

export interface ShellState {
  user: Loaded<UserInfo> | undefined;
  shop: Loaded<ShopInfo> | undefined;
  /** Shop info when loaded successfully, else null. */
  shopInfo: ShopInfo | null;
  userInfo: UserInfo | null;
  /** Derived per spec §4; undefined until shop info is loaded. */
  apply: ApplyStatusResult | undefined;
  systemStatus: SystemStatus;
  /** Reloads user and shop info; resolves when both are settled. */
  refresh: () => Promise<void>;
}

const ShellStateContext = createContext<ShellState | null>(null);

async function load<T>(fn: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await fn() };
  } catch (err) {
    return { ok: false, code: err instanceof ApiFailure ? err.code : 0 };
  }
}

/** Loads user then shop info (shop only for a user with a userId). */
async function loadSession(): Promise<Pick<ShellState, "user" | "shop">> {
  const user = await load(fetchUserInfo);
  if (!user.ok || !user.data?.userId) return { user, shop: undefined };
  // Only sellers have shop info; the guard sends anyone else to 403.
  if (user.data.role && user.data.role !== "seller") return { user, shop: undefined };
  const shop = await load(() => post<ShopInfo>(SHOP_INFO_PATH));
  return { user, shop };
}

export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Pick<ShellState, "user" | "shop">>({ user: undefined, shop: undefined });
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    if (!tokenStore.get()) return;
    const mine = ++generation.current;
    const next = await loadSession();
    // CASL loads with the first user info, not with the login page (start-up bundle budget).
    const ability = next.user?.ok
      ? (await import("../../access/ability-cache")).abilityFor(next.user.data?.rules)
      : null;
    if (mine !== generation.current) return;
    // The access-control provider answers from this user's rules before any page renders with them.
    setCurrentAbility(ability);
    setSession(next);
  }, []);

  useEffect(() => {
    void refresh();
    // A newer load supersedes; unmounting ignores a late answer.
    return () => {
      generation.current++;
      setCurrentAbility(null);
    };
  }, [refresh]);

  const value = useMemo<ShellState>(() => {
    const { user, shop } = session;
    return {
      user,
      shop,
      userInfo: user?.ok ? user.data : null,
      shopInfo: shop?.ok ? shop.data : null,
      apply: shop ? deriveApplyStatus(shop) : undefined,
      systemStatus: systemStatusOf(session),
      refresh,
    };
  }, [session, refresh]);

  return <ShellStateContext.Provider value={value}>{children}</ShellStateContext.Provider>;
}

/** The shell state; throws outside ShellStateProvider (a programming error). */
export function useShellState(): ShellState {
  const state = useContext(ShellStateContext);
  if (!state) throw new Error("useShellState outside ShellStateProvider");
  return state;
}

/** Test/helper provider with a fixed state (pages' tests render inside it). */
export const ShellStateTestProvider = ShellStateContext.Provider;
