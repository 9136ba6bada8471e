/**
 * Runtime configuration of the portal (spec §2 "external login page", "portal home on the external host").
 *
 * Contract with the server: before the portal's module script, index.html may carry
 *
 *   <script>window.__PORTAL_CONFIG__ = { loginUrl?: string; portalHomeUrl?: string; omsUrl?: string }</script>
 *
 * - `loginUrl` (env LOGIN_URL): the external sign-in page. When set, the portal sends users there with
 *   `?backUrl=<encoded current URL>`; when unset, the portal's own `/#/login` is used (same parameter).
 * - `portalHomeUrl` (env PORTAL_HOME_URL): where "Exit" lands after logout; default `/#/login`.
 * - `omsUrl` (optional): the OMS link shown to ERP users (new tab); default the placeholder `#/OMS`.
 *
 * The values are read on each call (not cached) so tests and a late-injected script both work.
 */

export interface PortalConfig {
  loginUrl?: string;
  portalHomeUrl?: string;
  omsUrl?: string;
  /** The buyer portal (spec §1 header links: search, inquiry, cart, shop); default portalHomeUrl's origin. */
  buyerPortalUrl?: string;
  /** Workshop mode (spec §1): the header shows only the logo and the user menu. */
  workshopMode?: boolean;
}

declare global {
  interface Window {
    __PORTAL_CONFIG__?: PortalConfig;
  }
}

/** The portal's own sign-in page, used when no external login URL is configured. */
export const OWN_LOGIN_URL = "/#/login";

function configured(value: string | undefined): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** The external login URL, or null when the portal's own `/#/login` is used. */
export function externalLoginUrl(): string | null {
  return configured(window.__PORTAL_CONFIG__?.loginUrl);
}

/** Where the user lands after logout: PORTAL_HOME_URL, else the portal's own login page. */
export function portalHomeUrl(): string {
  return configured(window.__PORTAL_CONFIG__?.portalHomeUrl) ?? OWN_LOGIN_URL;
}

/** The OMS link of ERP users (spec §2 "/OMS"): `omsUrl` when configured, else the placeholder `#/OMS`. */
export function omsUrl(): string {
  return configured(window.__PORTAL_CONFIG__?.omsUrl) ?? "#/OMS";
}

/**
 * The buyer portal's page `path` on the external host (spec §1 buyer-facing header): `buyerPortalUrl` when
 * configured, else the origin of PORTAL_HOME_URL, else this portal's own origin. `path` starts with "/".
 */
export function buyerPortalUrl(path: string): string {
  const buyer = configured(window.__PORTAL_CONFIG__?.buyerPortalUrl);
  const home = configured(window.__PORTAL_CONFIG__?.portalHomeUrl);
  let base = window.location.origin;
  try {
    if (buyer) base = new URL(buyer, window.location.href).href.replace(/\/+$/, "");
    else if (home) base = new URL(home, window.location.href).origin;
  } catch {
    // A malformed value falls back to this portal's origin.
  }
  return `${base}${path}`;
}

/** True when the runtime config asks for the workshop-mode header (spec §1). */
export function workshopModeConfigured(): boolean {
  return window.__PORTAL_CONFIG__?.workshopMode === true;
}
