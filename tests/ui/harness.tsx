/**
 * The one UI test harness: a component rendered inside Refine with the real data provider over an
 * injected POST (`fakePost`, answering by path), the real i18n (locale files), an access-control provider
 * granting `granted` authorities (all when omitted), antd's App and a memory router with a location probe.
 * No module is mocked: views reach the API only through the data provider, as in the portal.
 */
import type { ReactNode } from "react";
import { vi } from "vitest";
import { render } from "@testing-library/react";
import { App as AntApp } from "antd";
import { Refine, type AccessControlProvider, type NotificationProvider } from "@refinedev/core";
import { Link, MemoryRouter, Route, Routes, useLocation } from "react-router";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { initI18n } from "../../src/providers/i18n-provider";
import { PAGE_NAMESPACES, ensureNamespaces } from "../../src/providers/locale-loader";
import { buildEndpointMap, createDataProvider, type PostFn } from "../../src/providers/data-provider";
import { ApiFailure } from "../../src/providers/http";
import { resources } from "../../src/resources";
import { endpointGroups } from "../../src/resources/endpoint-groups";
import type { Language } from "../../src/domain/wire";

export type PostMock = ReturnType<typeof vi.fn<(path: string, body?: unknown) => Promise<unknown>>>;

/**
 * A fresh fake POST; answer with `post.mockImplementation(async (path, body) => ...)` and refuse by
 * throwing an ApiFailure (code, message, data), as the HTTP client does.
 */
export const fakePost = (): PostMock => vi.fn<(path: string, body?: unknown) => Promise<unknown>>();

/**
 * For tests of the whole app (its own providers over the real HTTP client): global `fetch` answers
 * through `post` (data -> a success envelope; a thrown ApiFailure -> a failure envelope), so the same
 * fake answers every caller. Undone by vitest's unstubGlobals or vi.unstubAllGlobals().
 */
export function answerFetchWith(post: PostMock): void {
  const envelope = (value: unknown) =>
    new Response(JSON.stringify(value), { status: 200, headers: { "Content-Type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : {};
      try {
        return envelope({ success: true, code: 200, message: "OK", data: await post(String(input), body) });
      } catch (err) {
        if (err instanceof ApiFailure)
          return envelope({ success: false, code: err.code, message: err.message, data: err.data });
        throw err;
      }
    }),
  );
}

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

/** Every authority of the requests resource (a main admin's view of it). */
export const ALL_REQUESTS = ["list", "suspend", "block", "partCondition", "creditLimit", "clause", "tempo"].map(
  (a) => `requests.${a}`,
);

export interface RenderOptions {
  post: PostMock;
  /** The URL to open (default "/") and the route `element` is mounted on (default "*"). */
  url?: string;
  path?: string;
  lang?: Language;
  /** Authority keys (`resource.action`) the access-control provider grants; omitted: everything. */
  granted?: string[];
}

/** Renders `element` (see module doc); answers the render result and the toasts list. */
export async function renderView(
  element: ReactNode,
  { url = "/", path = "*", lang = "en-US", post, granted }: RenderOptions,
) {
  const i18n = await initI18n(lang);
  // initI18n only switches when asked; tests pick their language explicitly.
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  // Views render here without their route, which loads their page namespace (src/resources/views.ts).
  await ensureNamespaces(PAGE_NAMESPACES);
  const toasts: Toast[] = [];
  const notificationProvider: NotificationProvider = {
    open: ({ type, message }) => void toasts.push({ type, message }),
    close: () => undefined,
  };
  // No provider at all when everything is granted: Refine then allows every check at once.
  const allowed = granted ? new Set(granted) : null;
  const accessControlProvider: AccessControlProvider | undefined = allowed
    ? { can: async ({ resource, action }) => ({ can: allowed.has(`${resource}.${action}`) }) }
    : undefined;
  const dataProvider = createDataProvider(
    buildEndpointMap([...resources, ...endpointGroups]),
    post as unknown as PostFn,
  );
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <AntApp>
        <Refine
          dataProvider={dataProvider}
          notificationProvider={notificationProvider}
          accessControlProvider={accessControlProvider}
          resources={resources.map((r) => ({ name: r.name }))}
          options={{
            disableTelemetry: true,
            warnWhenUnsavedChanges: true,
            reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
          }}
        >
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

/** renderView with the requests authorities of a main admin unless `granted` says otherwise. */
export const renderRequests = (element: ReactNode, options: RenderOptions) =>
  renderView(element, { granted: ALL_REQUESTS, ...options });
