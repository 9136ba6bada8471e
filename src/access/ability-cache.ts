/**
 * The portal's ability (issue 3 part 2, DESIGN.md §5, spec §6), built with buildAbility from the CASL
 * rules the API sends with the user info (src/domain/user.ts `rules`), once per user info. Loaded with the
 * signed-in shell, not with the login page: CASL stays out of the start-up bundle.
 */
import { buildAbility, type AppAbility, type AppRule } from "./ability";

const built = new WeakMap<readonly AppRule[], AppAbility>();
let empty: AppAbility | undefined;

/**
 * The ability of `rules`, built once per rules array (the array of one user-info answer), so every caller
 * holding the same user info shares one ability; a new user info (sign-in, refresh) builds a new one.
 * Missing or empty rules answer an ability that allows nothing (such a seller sees Home only).
 */
export function abilityFor(rules: readonly AppRule[] | null | undefined): AppAbility {
  if (!rules || rules.length === 0) return (empty ??= buildAbility([]));
  let ability = built.get(rules);
  if (!ability) {
    ability = buildAbility([...rules]);
    built.set(rules, ability);
  }
  return ability;
}
