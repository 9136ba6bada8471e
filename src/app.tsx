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
import { THEME } from "./shell/theme";

const loadLogin = () => import("./shell/login/login-page");
const loadRefine = () => import("./refine-app");
const LoginPage = lazy(loadLogin);
const RefineApp = lazy(loadRefine);

/** The router path of a location hash (`#/login?backUrl=...` -> `/login`). */
function hashPath(hash: string): string {
  return hash.replace(/^#/, "").split("?")[0] || "/";
}

/**
 * Loads the code the route of `hash` renders (the sign-in page for /login, the Refine part otherwise)
 * while main.tsx loads the language tables; main.tsx renders once both are in, so the page comes in one
 * render instead of a spinner first (React holds a revealed Suspense boundary back up to 300 ms). Never
 * rejects: a chunk that failed to load fails again, visibly, in its lazy().
 */
export function preloadRoute(hash: string = window.location.hash): Promise<unknown> {
  return (hashPath(hash) === "/login" ? loadLogin() : loadRefine()).catch(() => undefined);
}

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
