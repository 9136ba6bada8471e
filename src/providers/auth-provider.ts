/**
 * Authentication (spec §2 "Navigation and guard", §7 login / logout / queryUserInfo, §8 login timeout).
 *
 * - login: POST /api/user/login/login `{ userName, password: lowercase hex SHA-256 of the UTF-8
 *   password }` -> `{ accessToken }`, stored under the local key `ut` (tokenStore of http.ts).
 * - logout: POST /api/user/login/logout (failures ignored), clears the token, then goes to
 *   PORTAL_HOME_URL (runtime-config.ts; default `/#/login`).
 * - check / getIdentity: POST /api/user/queryUserInfo -> UserInfo; no token or no userId: not signed in.
 * - onError: codes 987654321 / 987654322 clear the token and go to the login page with
 *   `backUrl=<current URL>`; other errors are left to the caller.
 */
import type { AuthProvider } from "@refinedev/core";
import { isLoginTimeout } from "../domain/wire";
import { ApiFailure, post, tokenStore } from "./http";
import { OWN_LOGIN_URL, externalLoginUrl, portalHomeUrl } from "./runtime-config";

/** Answer of POST /api/user/queryUserInfo (src/domain/user.ts). */
export type { UserInfo } from "../domain/user";
import type { UserInfo } from "../domain/user";

export const LOGIN_PATH = "/api/user/login/login";
export const LOGOUT_PATH = "/api/user/login/logout";
export const USER_INFO_PATH = "/api/user/queryUserInfo";

/** Lowercase hex SHA-256 of the UTF-8 bytes of `text` (Web Crypto), the wire's "hashed password". */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The login page URL for a back-url: the external LOGIN_URL when configured, else `/#/login`, with
 * `backUrl=<encoded backUrl>` (spec §2, §8).
 */
export function loginUrlFor(backUrl: string): string {
  const base = externalLoginUrl() ?? OWN_LOGIN_URL;
  const separator = base.includes("?") ? "&" : "?";
  return `${base}${separator}backUrl=${encodeURIComponent(backUrl)}`;
}

/**
 * The in-app path to open after sign-in for a `backUrl`: the hash route of a same-origin portal URL
 * (`http://host/#/commodity/in-sale` -> `/commodity/in-sale`), or `/home` for anything else (another
 * origin, the login page itself, garbage): no open redirect.
 */
export function backPathFrom(backUrl: string | null | undefined, origin: string = window.location.origin): string {
  if (!backUrl) return "/home";
  try {
    const url = new URL(backUrl, origin);
    if (url.origin !== origin) return "/home";
    const path = url.hash.startsWith("#/") ? url.hash.slice(1) : "";
    if (path === "" || path === "/" || path.startsWith("/login")) return "/home";
    return path;
  } catch {
    return "/home";
  }
}

/** Forgets the session locally and opens the login page with the current URL as back-url. */
export function redirectToLogin(currentUrl: string = window.location.href): void {
  tokenStore.clear();
  // Already on the own login page (e.g. a late failing poll): keep its back-url.
  if (!externalLoginUrl() && window.location.hash.startsWith("#/login")) return;
  window.location.assign(loginUrlFor(currentUrl));
}

/** Loads the signed-in user (POST /api/user/queryUserInfo). @throws ApiFailure */
export function fetchUserInfo(): Promise<UserInfo> {
  return post<UserInfo>(USER_INFO_PATH);
}

export interface Credentials {
  userName: string;
  password: string;
  /** Where to go after success (a back-url as received); default /home. */
  backUrl?: string | null;
}

/**
 * Signs in; on success stores the token and answers `redirectTo` = the in-app back path.
 * On failure answers `{ success: false, error }` with the envelope's message (already translated).
 */
export async function signIn({
  userName,
  password,
  backUrl,
}: Credentials): Promise<{ success: boolean; redirectTo?: string; error?: Error }> {
  try {
    const { accessToken } = await post<{ accessToken: string }>(LOGIN_PATH, {
      userName: userName.trim(),
      password: await sha256Hex(password),
    });
    tokenStore.set(accessToken);
    return { success: true, redirectTo: backPathFrom(backUrl) };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { success: false, error: Object.assign(new Error(message), { name: "LoginError" }) };
  }
}

/** Ends the session (server call best effort), clears the token and opens PORTAL_HOME_URL. */
export async function signOut(): Promise<void> {
  if (tokenStore.get()) {
    try {
      await post(LOGOUT_PATH);
    } catch {
      // The session may already be gone (timed out): the local token is cleared anyway.
    }
  }
  tokenStore.clear();
  window.location.assign(portalHomeUrl());
}

export const authProvider: AuthProvider = {
  login: (params: Credentials) => signIn(params),
  logout: async () => {
    await signOut();
    return { success: true, redirectTo: undefined };
  },
  check: async () => {
    if (!tokenStore.get()) return { authenticated: false, logout: true, redirectTo: "/login" };
    try {
      const user = await fetchUserInfo();
      return user?.userId ? { authenticated: true } : { authenticated: false, logout: true, redirectTo: "/login" };
    } catch (err) {
      return {
        authenticated: false,
        error: err instanceof Error ? err : undefined,
        logout: true,
        redirectTo: "/login",
      };
    }
  },
  getIdentity: async () => (tokenStore.get() ? fetchUserInfo().catch(() => null) : null),
  getPermissions: async () => null,
  onError: async (error: unknown) => {
    const code = error instanceof ApiFailure ? error.code : (error as { statusCode?: unknown } | null)?.statusCode;
    if (typeof code === "number" && isLoginTimeout(code)) {
      redirectToLogin();
      return {};
    }
    return { error: error instanceof Error ? error : undefined };
  },
};
