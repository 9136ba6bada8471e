/**
 * The Refine root (DESIGN.md §2): providers, resources and routes generated from the registry,
 * inside a hash router (URLs are the spec's `/#/...`), antd's ConfigProvider (locale follows the
 * language) and antd's App (toasts: at most 1, 1.5 s, spec §9).
 */
import { useEffect } from "react";
import { HashRouter } from "react-router";
import { App as AntdApp, ConfigProvider } from "antd";
import type { Locale } from "antd/es/locale";
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { resources } from "./resources";
import { endpointGroups } from "./resources/endpoint-groups";
import { accessControlProvider } from "./providers/access-control-provider";
import { authProvider, redirectToLogin } from "./providers/auth-provider";
import { buildEndpointMap, createDataProvider } from "./providers/data-provider";
import { onLoginTimeout } from "./providers/http";
import { i18nProvider } from "./providers/i18n-provider";
import { TOAST_CONFIG, useNotificationProvider } from "./providers/notification-provider";
import { refineResources } from "./shell/routes/route-model";
import { AppRoutes } from "./shell/routes/app-routes";

const dataProvider = createDataProvider(buildEndpointMap([...resources, ...endpointGroups]));
const refineResourceList = refineResources(resources);

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

/** Any call answering a login-timeout code (spec §8) leaves for the login page with a back-url. */
function LoginTimeoutRedirect() {
  useEffect(() => onLoginTimeout(() => redirectToLogin()), []);
  return null;
}

export function App({ antdLocale }: { antdLocale?: Locale }) {
  return (
    <HashRouter>
      <ConfigProvider locale={antdLocale} theme={THEME}>
        <AntdApp message={TOAST_CONFIG.message} notification={TOAST_CONFIG.notification}>
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
        </AntdApp>
      </ConfigProvider>
    </HashRouter>
  );
}
