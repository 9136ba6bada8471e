/**
 * Resource name -> loader of its custom endpoint map (`endpoints.custom` of its descriptor: action name ->
 * API path), for the data provider's `custom` calls (src/providers/data-provider.ts, DESIGN.md §4).
 *
 * Here the maps come from the descriptors themselves. The portal build replaces this module
 * (build/registry-endpoints.ts): there the descriptors in the start chunk have no `custom` map, and each map is
 * a small chunk of its own, loaded with the resource's pages (src/resources/views.ts) or on its first custom
 * call (bundle budget, bench/README.md "Portal load"). Same shape and answers in both.
 */
import { resources } from "./index";
import type { ResourceEndpoints } from "./types";

type CustomMap = NonNullable<ResourceEndpoints["custom"]>;

/** Resources with a custom map only; a loader resolves to that map (never rejects here). */
export const customEndpointLoaders: Readonly<Record<string, () => Promise<CustomMap>>> = Object.fromEntries(
  resources.flatMap((r) => {
    const custom = (r.endpoints as ResourceEndpoints).custom;
    return custom ? [[r.name, () => Promise.resolve(custom)] as const] : [];
  }),
);
