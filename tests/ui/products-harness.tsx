/**
 * Shared setup of the products UI tests: the real i18n (locale files), the real data provider over a
 * mocked `post` of src/providers/http, Refine core and a memory router with a location probe.
 */
import type { ReactNode } from "react";
import { vi } from "vitest";
import { render } from "@testing-library/react";
import { App as AntApp } from "antd";
import { Refine, type NotificationProvider } from "@refinedev/core";
import { Link, MemoryRouter, Route, Routes, useLocation } from "react-router";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { initI18n } from "../../src/providers/i18n-provider";
import { buildEndpointMap, createDataProvider } from "../../src/providers/data-provider";
import { resources } from "../../src/resources";
import type { Language } from "../../src/domain/wire";

export type PostMock = ReturnType<typeof vi.fn<(path: string, body?: unknown) => Promise<unknown>>>;

/** Calls of `post` to `path`, bodies only. */
export function bodiesTo(post: PostMock, path: string): Record<string, unknown>[] {
  return post.mock.calls.filter(([p]) => p === path).map(([, body]) => body as Record<string, unknown>);
}

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface Toast {
  type: string;
  message: string;
}

/** Renders `element` at `url` (route `path`) in `lang`; answers the toasts list. */
export async function renderView(element: ReactNode, { url, path, lang = "en-US", post }: { url: string; path: string; lang?: Language; post: PostMock }) {
  const i18n = await initI18n(lang);
  // initI18n only switches when asked; tests pick their language explicitly.
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  const toasts: Toast[] = [];
  const notificationProvider: NotificationProvider = {
    open: ({ type, message }) => void toasts.push({ type, message }),
    close: () => undefined,
  };
  const dataProvider = createDataProvider(buildEndpointMap(resources), post as unknown as <T>(p: string, b?: unknown) => Promise<T>);
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <AntApp>
        <Refine dataProvider={dataProvider} notificationProvider={notificationProvider} resources={[{ name: "products" }]} options={{ disableTelemetry: true, warnWhenUnsavedChanges: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<div>elsewhere</div>} />
          </Routes>
          <LocationProbe />
          <UnsavedChangesNotifier />
          <Link to="/elsewhere">leave</Link>
        </Refine>
      </AntApp>
    </MemoryRouter>,
  );
  return { ...view, toasts };
}
