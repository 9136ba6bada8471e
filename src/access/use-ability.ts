/**
 * React side of the portal's ability: the signed-in user's ability from the shell state's user info,
 * memoized per user info (ability-cache.ts), answered synchronously (menus, routes, page sections).
 */
import { useMemo } from "react";
import type { AppAbility } from "./ability";
import { abilityFor } from "./ability-cache";
import { allows } from "./ability-store";
import { useShellState } from "../shell/guard/shell-state";

/** The signed-in user's ability (allows nothing until the user info is loaded). */
export function useAbility(): AppAbility {
  const { userInfo } = useShellState();
  const rules = userInfo?.rules;
  return useMemo(() => abilityFor(rules), [rules]);
}

/** May the signed-in user do `action` on `resource`? (see ability-store.ts `allows`) */
export function useAllows(resource: string | undefined, action: string): boolean {
  return allows(useAbility(), resource, action);
}
