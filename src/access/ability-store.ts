/**
 * The signed-in user's ability as the access-control provider reads it (issue 3 part 2, spec §6): the
 * shell state sets it whenever a user info arrives (built by ability-cache.ts abilityFor) and clears it on
 * sign-out; every check is answered in memory from it, never by a request. No CASL import at run time:
 * this module ships with the start-up bundle, the ability itself arrives with the signed-in shell.
 */
import type { AppAbility } from "./ability";

let current: AppAbility | null = null;

/**
 * May `ability` do `action` on the resource named `resource`? A resource action is the authority
 * `<resource>.<action>` (src/access/authorities.ts); Refine's `clone` needs `create`. No resource (a page
 * that is not a resource, e.g. Home) is open to every signed-in user; no ability (not signed in or user
 * info not loaded yet) allows no resource.
 * Conditional rules ("only own activities") allow the action on the subject type: the API answers such a
 * user only the rows it owns, so a button on a listed row needs no per-row check.
 */
export function allows(ability: AppAbility | null, resource: string | undefined, action: string): boolean {
  if (!resource) return true;
  return ability !== null && ability.can(action === "clone" ? "create" : action, resource);
}

/** Sets the current ability (null: signed out, nothing allowed). */
export function setCurrentAbility(ability: AppAbility | null): void {
  current = ability;
}

/** The current ability (null until a user info is loaded). */
export function currentAbility(): AppAbility | null {
  return current;
}
