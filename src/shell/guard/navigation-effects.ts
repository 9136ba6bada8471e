/**
 * What every navigation does (spec §2 "Navigation and guard"): store the current URL in the cookie
 * `currentUrl`, set the page title (`<page title> - Portal Penjual`) and scroll to top. Used by the
 * guard and by the sign-in page, which starts without the guard's imports (bundle budget).
 */
import { useEffect } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import Cookies from "js-cookie";
import { titleKeyFor, type RouteEntry } from "../routes/route-model";

export const CURRENT_URL_COOKIE = "currentUrl";

/** Cookie, title and scroll on each navigation (spec §2); `routes` give the resource pages' titles. */
export function useNavigationEffects(routes: readonly RouteEntry[]): void {
  const { pathname, search } = useLocation();
  const { t, i18n } = useTranslation(["common"]);
  useEffect(() => {
    Cookies.set(CURRENT_URL_COOKIE, window.location.href, { sameSite: "lax" });
    window.scrollTo(0, 0);
  }, [pathname, search]);
  useEffect(() => {
    document.title = `${i18n.t(titleKeyFor(pathname, routes))} - ${t("common:appName")}`;
  }, [pathname, routes, t, i18n.language]);
}
