/**
 * The navigation guard (spec §2 "Navigation and guard", §4 "Shop routing"). On every navigation it
 * stores the current URL in the cookie `currentUrl`, sets the page title (`<page title> - Portal
 * Penjual`) and scrolls to top; then it renders the page, a spinner while user/shop info loads, or a
 * redirect decided by decideNavigation (shop-routing.ts). Login redirects leave the router
 * (redirectToLogin: external LOGIN_URL or /#/login, with the current URL as back-url).
 */
import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import Spin from "antd/es/spin";
import { tokenStore } from "../../providers/http";
import { redirectToLogin } from "../../providers/auth-provider";
import type { RouteEntry } from "../routes/route-model";
import { useNavigationEffects } from "./navigation-effects";
import { ROUTE_PATHS, decideNavigation, routeNameOf } from "./shop-routing";
import { useShellState } from "./shell-state";

export { CURRENT_URL_COOKIE, useNavigationEffects } from "./navigation-effects";

export function Guard({ routes, children }: { routes: readonly RouteEntry[]; children: ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useTranslation(["common"]);
  const { user, shop } = useShellState();
  useNavigationEffects(routes);
  const outcome = decideNavigation({ hasToken: tokenStore.get() !== null, user, shop }, routeNameOf(pathname));
  const toLogin = "redirect" in outcome && outcome.redirect === "login";

  useEffect(() => {
    if (toLogin) redirectToLogin();
  }, [toLogin]);

  if ("loading" in outcome || toLogin) {
    return (
      <div role="status" aria-live="polite" style={{ minHeight: "60vh", display: "grid", placeItems: "center" }}>
        <Spin size="large" tip={t("common:loading")}>
          <div style={{ width: 80, height: 80 }} />
        </Spin>
      </div>
    );
  }
  if ("redirect" in outcome && outcome.redirect !== "login")
    return <Navigate to={ROUTE_PATHS[outcome.redirect]} replace />;
  return <>{children}</>;
}
