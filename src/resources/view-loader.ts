/**
 * The shape of a resource's views (DESIGN.md §3): route key -> lazy page loader. Only `views.ts` files and
 * the portal's route tree use it; descriptors stay pure data.
 */
import type { ComponentType } from "react";
import type { ResourceDescriptor } from "./types";

/** Loads one page module (a dynamic `import()`), its page as the default export. */
export type ViewLoader = () => Promise<{ default: ComponentType }>;

/** One loader for every route key of descriptor `D`, so a route without a view fails `tsc`. */
export type ViewsOf<D extends ResourceDescriptor> = { readonly [K in keyof D["routes"]]: ViewLoader };
