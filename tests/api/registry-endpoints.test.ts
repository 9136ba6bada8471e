/**
 * The portal's endpoint map and the API agree (docs/architecture.md §3): every endpoint a descriptor or an
 * endpoint group names is a POST route of the API; a custom endpoint named like one of the resource's custom
 * actions is guarded by exactly that authority, and every other endpoint of a resource by one of that
 * resource's own authorities (or by the route's own rules). A typo in a path, or an action wired to the
 * wrong authority, fails here rather than in front of a seller.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../src/resources";
import { endpointGroups } from "../../src/resources/endpoint-groups";
import type { ResourceDescriptor } from "../../src/resources/types";
import type { RouteInfo } from "../../server/deps";
import { createTestApp, type TestApp } from "./helpers";

let t: TestApp;
let routes: Map<string, RouteInfo>;
const registry: readonly ResourceDescriptor[] = resources;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  routes = new Map(t.app.routeTable.filter((r) => r.method === "POST").map((r) => [r.url, r]));
});
afterAll(() => t.close());

const pathsOf = (r: Pick<ResourceDescriptor, "endpoints">): [string, string][] => {
  const { custom, ...standard } = r.endpoints;
  return [...Object.entries(standard), ...Object.entries(custom ?? {})].filter(
    (e): e is [string, string] => typeof e[1] === "string",
  );
};

describe("the endpoint map", () => {
  it("every endpoint of a resource or a group is a POST route of the API", () => {
    const missing = [...registry, ...endpointGroups].flatMap((r) =>
      pathsOf(r)
        .filter(([, path]) => !routes.has(path))
        .map(([name, path]) => `${r.name}.${name} ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it("a custom action's endpoint requires that action's authority", () => {
    const wrong = registry.flatMap((r) =>
      (r.customActions ?? [])
        .filter((action) => r.endpoints.custom && action in r.endpoints.custom)
        .map((action) => [
          `${r.name}.${action}`,
          routes.get((r.endpoints.custom as Record<string, string>)[action])?.authority,
        ])
        .filter(([expected, actual]) => expected !== actual),
    );
    expect(wrong).toEqual([]);
  });

  it("a resource's other endpoints are guarded by the resource's own authorities or the route's rules", () => {
    const foreign = registry.flatMap((r) =>
      pathsOf(r)
        .map(([name, path]) => ({ name, route: routes.get(path) }))
        .filter(
          ({ route }) =>
            route &&
            !(route.authority?.startsWith(`${r.name}.`) || route.anyAuthority?.some((a) => a.startsWith(`${r.name}.`))),
        )
        .map(({ name, route }) => `${r.name}.${name}: ${route?.authority ?? "no authority"}`),
    );
    expect(foreign).toEqual([]);
  });

  it("endpoint groups mint no authority: their routes need a session and the shop state only", () => {
    const guarded = endpointGroups.flatMap((g) =>
      pathsOf(g)
        .filter(([, path]) => routes.get(path)?.authority)
        .map(([name]) => `${g.name}.${name}`),
    );
    expect(guarded).toEqual([]);
  });
});
