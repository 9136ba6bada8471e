/**
 * The route tree (spec §2 "Top-level routes"), generated from the registry for resource pages and
 * their parent redirects. Every page is lazy (bundle budget); the login page sits outside the guard.
 * A resource page the user's position does not grant shows the 403 screen (RouteAccess, spec §6).
 */
import { lazy, Suspense, type ComponentType } from "react";
import { matchPath, Navigate, Route, Routes } from "react-router";
import { resources } from "../../resources";
import { preloadViews, viewOf } from "../../resources/views";
import { PageSpinner } from "../status/page-spinner";
import { parentTargets, resourceRoutes } from "./route-model";
import { ensureNamespaces } from "../../providers/locale-loader";

export const ROUTES = resourceRoutes(resources);
const REDIRECTS = parentTargets(ROUTES);
const RESOURCE_VIEWS = ROUTES.map((r) => ({ ...r, Component: lazy(viewOf(r.resource, r.routeKey)) }));

// A resource's views module loads with its first page (src/resources/views.ts); for the page the portal starts
// on it starts now, beside the signed-in shell, rather than one round trip after it.
const startPath = window.location.hash.replace(/^#/, "").split("?")[0] || "/";
const startRoute = ROUTES.find((r) => matchPath(r.path, startPath));
if (startRoute) preloadViews(startRoute.resource);

const named = <K extends string>(loader: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await loader())[name] }));

// Access decisions load with the signed-in shell (CASL is not part of the login bundle).
const RouteAccess = lazy(() => import("../guard/route-access"));
const ParentRedirect = lazy(async () => ({ default: (await import("../guard/route-access")).ParentRedirect }));
const AuthenticatedShell = lazy(() => import("../layout/authenticated-shell"));
const LoginPage = lazy(() => import("../login/login-page"));
const ReadDisablePage = lazy(() => import("../status/read-disable-page"));
const ForbiddenPage = named(() => import("../status/error-pages"), "ForbiddenPage");
const ServerErrorPage = named(() => import("../status/error-pages"), "ServerErrorPage");
const NotFoundPage = named(() => import("../status/error-pages"), "NotFoundPage");
const HomePage = lazy(() => import("../../pages/home"));
const ShopApplyPage = lazy(() => import("../../pages/shop-apply"));
const ShopAdditionalInfoPage = lazy(() => import("../../pages/shop-additional-info"));
// Spec §2 /OMS: a top-level page for ERP users; its texts are the integrations namespace (a page namespace).
const OmsPage = lazy(async () => {
  const [, page] = await Promise.all([ensureNamespaces(["integrations"]), import("../../pages/oms")]);
  return page;
});

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/login" element={<LoginPage routes={ROUTES} />} />
        <Route element={<AuthenticatedShell routes={ROUTES} />}>
          <Route index element={<Navigate to="/home" replace />} />
          <Route path="/home" element={<HomePage />} />
          <Route path="/shop-apply" element={<ShopApplyPage />} />
          <Route path="/shop-additional-info" element={<ShopAdditionalInfoPage />} />
          <Route path="/read-disable" element={<ReadDisablePage />} />
          <Route path="/403" element={<ForbiddenPage />} />
          <Route path="/500" element={<ServerErrorPage />} />
          <Route path="/OMS" element={<OmsPage />} />
          {RESOURCE_VIEWS.map(({ key, path, resource, action, Component }) => (
            <Route
              key={key}
              path={path}
              element={
                <RouteAccess resource={resource} action={action} forbidden={<ForbiddenPage />}>
                  <Component />
                </RouteAccess>
              }
            />
          ))}
          {REDIRECTS.map(({ path, children }) => (
            <Route key={`redirect:${path}`} path={path} element={<ParentRedirect targets={children} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
