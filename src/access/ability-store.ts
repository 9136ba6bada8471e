/**
 * The portal's ability (issue 3 part 2, DESIGN.md §5, spec §6), built from the CASL rules the API sends
 * with the user info (src/domain/user.ts `rules`) once per user info and answered in memory: menus,
 * routes, buttons and the access-control provider all read it, never a request per check. No React
 * here: the shell state sets the current user (setAccessUser), the provider and hooks read it.
 */
import { buildAbility, type AppAbility, type AppRule } from "./ability";
import type { UserInfo } from "../domain/user";

/** Refuses everything: no user info yet, or a user info without rules. */
const EMPTY = buildAbility([]);
const built = new WeakMap<readonly AppRule[], AppAbility>();

/**
 * The ability of `rules`, built once per rules array (the array of one user-info answer), so every
 * caller holding the same user info shares one ability. Missing or empty rules answer an ability that
 * allows nothing (such a seller sees Home only).
 */
export function abilityFor(rules: readonly AppRule[] | null | undefined): AppAbility {
  if (!rules || rules.length === 0) return EMPTY;
  let ability = built.get(rules);
  if (!ability) {
    ability = buildAbility([...rules]);
    built.set(rules, ability);
  }
  return ability;
}

/**
 * May `ability` do `action` on the resource named `resource`? A resource action is the authority
 * `<resource>.<action>` (src/access/authorities.ts); Refine's `clone` needs `create`. No resource (a
 * page that is not a resource, e.g. Home) is open to every signed-in user.
 * Conditional rules ("only own activities") allow the action on the subject type: the API answers such
 * a user only the rows it owns, so a button on a listed row needs no per-row check.
 */
export function allows(ability: AppAbility, resource: string | undefined, action: string): boolean {
  if (!resource) return true;
  return ability.can(action === "clone" ? "create" : action, resource);
}

let current: AppAbility = EMPTY;

/** Sets the current ability from the signed-in user's info (null: signed out, nothing allowed). */
export function setAccessUser(user: Pick<UserInfo, "rules"> | null): void {
  current = abilityFor(user?.rules);
}

/** The current ability (the last user info set). */
export function currentAbility(): AppAbility {
  return current;
}
