/**
 * Shared setup of the request UI tests: the real i18n, the real data provider over a mocked `post`,
 * Refine with an access-control provider granting only `granted` authorities, and a memory router.
 */
import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { App as AntApp } from "antd";
import { Refine, type AccessControlProvider, type NotificationProvider } from "@refinedev/core";
import { MemoryRouter, Route, Routes } from "react-router";
import { initI18n } from "../../src/providers/i18n-provider";
import { buildEndpointMap, createDataProvider } from "../../src/providers/data-provider";
import { resources } from "../../src/resources";
import type { Language } from "../../src/domain/wire";
import { LocationProbe, type PostMock, type Toast } from "./products-harness";

export { bodiesTo, type PostMock } from "./products-harness";

/** Every authority of the requests resource (a main admin's view of it). */
export const ALL_REQUESTS = ["list", "suspend", "block", "partCondition", "creditLimit", "clause", "tempo"].map((a) => `requests.${a}`);

export async function renderRequests(
  element: ReactNode,
  { url, path, post, granted = ALL_REQUESTS, lang = "en-US" }: { url: string; path: string; post: PostMock; granted?: string[]; lang?: Language },
) {
  const i18n = await initI18n(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  const toasts: Toast[] = [];
  const notificationProvider: NotificationProvider = { open: ({ type, message }) => void toasts.push({ type, message }), close: () => undefined };
  const allowed = new Set(granted);
  const accessControlProvider: AccessControlProvider = {
    can: async ({ resource, action }) => ({ can: allowed.has(`${resource}.${action}`) }),
  };
  const dataProvider = createDataProvider(buildEndpointMap(resources), post as unknown as <T>(p: string, b?: unknown) => Promise<T>);
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <AntApp>
        <Refine
          dataProvider={dataProvider}
          notificationProvider={notificationProvider}
          accessControlProvider={accessControlProvider}
          resources={[{ name: "requests" }]}
          options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
        >
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<div>elsewhere</div>} />
          </Routes>
          <LocationProbe />
        </Refine>
      </AntApp>
    </MemoryRouter>,
  );
  return { ...view, toasts };
}
