/**
 * The Refine part of the portal (DESIGN.md §2): providers, resources and routes generated from the
 * registry. Every route but /#/login renders it; it loads lazily (src/app.tsx) so the sign-in page
 * starts without Refine, react-query or the registry. The hash router, antd's ConfigProvider and
 * antd's App (toasts: at most 1, 1.5 s, spec §9) wrap it in src/app.tsx.
 */
import { useEffect } from "react";
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { resources } from "./resources";
import { customEndpointLoaders } from "./resources/custom-endpoints";
import { endpointGroups } from "./resources/endpoint-groups";
import { accessControlProvider } from "./providers/access-control-provider";
import { authProvider, redirectToLogin } from "./providers/auth-provider";
import { buildEndpointMap, createDataProvider } from "./providers/data-provider";
import { onLoginTimeout } from "./providers/http";
import { i18nProvider } from "./providers/i18n-provider";
import { useNotificationProvider } from "./providers/notification-provider";
import { refineResources } from "./shell/routes/route-model";
import { AppRoutes } from "./shell/routes/app-routes";

const dataProvider = createDataProvider(buildEndpointMap([...resources, ...endpointGroups], customEndpointLoaders));
const refineResourceList = refineResources(resources);

/** Any call answering a login-timeout code (spec §8) leaves for the login page with a back-url. */
function LoginTimeoutRedirect() {
  useEffect(() => onLoginTimeout(() => redirectToLogin()), []);
  return null;
}

/** Refine with the portal's providers and the registry's routes (every path but /login). */
export function RefineApp() {
  return (
    <Refine
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      notificationProvider={useNotificationProvider}
      routerProvider={routerProvider}
      resources={refineResourceList}
      options={{ syncWithLocation: true, warnWhenUnsavedChanges: true, disableTelemetry: true }}
    >
      <LoginTimeoutRedirect />
      <AppRoutes />
    </Refine>
  );
}
export default RefineApp;
