/**
 * Route-level access (issue 3, spec §6): a resource page the signed-in user's position does not grant
 * renders the 403 screen in place ('Sorry, you cannot access this menu, please contact the main admin to
 * get the access.'), whether reached from a link or typed into the address bar; no redirect, so no loop.
 * Decided synchronously from the in-memory ability (the guard renders pages only once user info is loaded).
 * The route tree loads this module lazily, with the signed-in shell, so CASL stays out of the login bundle.
 */
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { allows } from "../../access/ability-store";
import { useAbility } from "../../access/use-ability";

export interface RouteAccessProps {
  resource: string;
  /** The authority action the route needs (route.action ?? "list"). */
  action: string;
  /** What a refused user sees (the 403 screen). */
  forbidden: ReactNode;
  children: ReactNode;
}

export default function RouteAccess({ resource, action, forbidden, children }: RouteAccessProps) {
  const ability = useAbility();
  return <>{allows(ability, resource, action) ? children : forbidden}</>;
}

/** Sends a parent path to the first child the user may open; the first child (its 403) when none. */
export function ParentRedirect({
  targets,
}: {
  targets: readonly { path: string; resource: string; action: string }[];
}) {
  const ability = useAbility();
  const to = targets.find((t) => allows(ability, t.resource, t.action)) ?? targets[0];
  return <Navigate to={to.path} replace />;
}
