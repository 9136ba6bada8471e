/**
 * The portal's root (DESIGN.md §2): a hash router (URLs are the spec's `/#/...`), antd's ConfigProvider
 * (locale follows the language) and antd's App (toasts: at most 1, 1.5 s, spec §9).
 *
 * /#/login loads only the sign-in page; every other path loads the Refine part (src/refine-app.tsx:
 * providers, registry, routes and guard). Both are lazy, so the sign-in page starts without Refine,
 * react-query or the registry, and signed-in pages without the sign-in form (bench/README.md "Portal
 * load"). main.tsx starts the right one loading while the language tables load (`preloadRoute`).
 */
import { lazy, Suspense } from "react";
import { HashRouter, Route, Routes } from "react-router";
import { App as AntdApp, ConfigProvider } from "antd";
import type { Locale } from "antd/es/locale";
import { TOAST_CONFIG } from "./providers/notification-provider";
import { PageSpinner } from "./shell/status/page-spinner";

const loadLogin = () => import("./shell/login/login-page");
const loadRefine = () => import("./refine-app");
const LoginPage = lazy(loadLogin);
const RefineApp = lazy(loadRefine);

/** The router path of a location hash (`#/login?backUrl=...` -> `/login`). */
function hashPath(hash: string): string {
  return hash.replace(/^#/, "").split("?")[0] || "/";
}

/**
 * Starts loading the code the route of `hash` renders (the sign-in page for /login, the Refine part
 * otherwise), so that it arrives while main.tsx waits for the language tables instead of after.
 */
export function preloadRoute(hash: string = window.location.hash): void {
  void (hashPath(hash) === "/login" ? loadLogin() : loadRefine());
}

/** Darker primary than antd's default so links and buttons reach 4.5:1 contrast on white. */
// Secondary and description text darker than antd's 45% black, so hints, counts and statistic titles
// meet WCAG AA contrast (4.5:1) on white and on the grey page background (axe audit, tests/e2e).
const THEME = {
  token: {
    colorPrimary: "#0958d9",
    colorLink: "#0958d9",
    colorTextDescription: "rgba(0, 0, 0, 0.64)",
    colorTextTertiary: "rgba(0, 0, 0, 0.64)",
    // Select placeholders are text axe measures (antd's 25% black is 1.9:1); 56% black is 4.9:1 on white.
    colorTextPlaceholder: "rgba(0, 0, 0, 0.56)",
    // antd's #ff4d4f is 3.2:1 on white (danger links, error messages); this red is 5.9:1.
    colorError: "#cf1322",
  },
};

export function App({ antdLocale }: { antdLocale?: Locale }) {
  return (
    <HashRouter>
      <ConfigProvider locale={antdLocale} theme={THEME}>
        <AntdApp message={TOAST_CONFIG.message} notification={TOAST_CONFIG.notification}>
          <Suspense fallback={<PageSpinner />}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="*" element={<RefineApp />} />
            </Routes>
          </Suspense>
        </AntdApp>
      </ConfigProvider>
    </HashRouter>
  );
}
