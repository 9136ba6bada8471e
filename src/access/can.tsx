/**
 * Typed access checks for the portal (spec §6, DESIGN.md §5): Refine's `<CanAccess>` and `useCan` with the
 * resource a registered `ResourceName` and the action one of that resource's authorities
 * (`ActionOf<R>`, src/access/authorities.ts). A wrong resource or action fails `tsc` rather than silently
 * showing a button to main admins only. Views import these, never Refine's untyped ones.
 */
import {
  CanAccess as RefineCanAccess,
  useCan as useRefineCan,
  type CanAccessProps as RefineCanAccessProps,
  type UseCanProps,
} from "@refinedev/core";
import type { ActionOf, ResourceName } from "./authorities";

/** Refine's `<CanAccess>` props with `resource` and `action` narrowed to the registry's authorities. */
export type CanAccessProps<R extends ResourceName> = Omit<
  Extract<RefineCanAccessProps, { action: string }>,
  "resource" | "action"
> & {
  resource: R;
  action: ActionOf<R>;
};

/**
 * Renders `children` when the signed-in user holds `<resource>.<action>`, else `fallback` (default
 * nothing); decided by the access-control provider (src/providers/access-control-provider.ts).
 */
export function CanAccess<R extends ResourceName>(props: CanAccessProps<R>) {
  return <RefineCanAccess {...props} />;
}

/** Refine's `useCan` arguments with `resource` and `action` narrowed like `<CanAccess>`'s. */
export type TypedUseCanProps<R extends ResourceName> = Omit<UseCanProps, "resource" | "action"> & {
  resource: R;
  action: ActionOf<R>;
};

/**
 * Whether the signed-in user holds `<resource>.<action>`: Refine's `useCan` (a react-query result whose
 * `data` is `{ can, reason? }`, undefined while deciding).
 */
export function useCan<R extends ResourceName>(props: TypedUseCanProps<R>) {
  return useRefineCan(props);
}
