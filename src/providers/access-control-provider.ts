/**
 * Refine's access-control provider (issue 3 part 2, spec §6, DESIGN.md §5): `can({ resource, action })`
 * answers from the CASL ability built from the rules the API sends with the user info
 * (src/access/ability-cache.ts abilityFor, held by src/access/ability-store.ts), in memory: no request
 * per check.
 *
 * The provider object is static (src/refine-app.tsx hands it to <Refine>), so it reads the store's current ability,
 * which the shell state sets whenever a user info arrives (setCurrentAbility, before the pages render with
 * it) and clears when the signed-in shell unmounts (sign-out). Until then it allows nothing.
 *
 * Buttons: `hideIfUnauthorized: true`: a sub-account sees only the buttons its position grants (issue 3),
 * rather than disabled ones with a tooltip. `<CanAccess>` renders nothing (or its fallback) on refusal.
 * Refine caches `can` answers with react-query; `gcTime: 0` drops them as soon as no component shows
 * them, so a later sign-in as another user never reuses the previous user's answers.
 */
import type { AccessControlProvider, CanParams, CanReturnType } from "@refinedev/core";
import i18next from "i18next";
import type { AppAbility } from "../access/ability";
import { allows, currentAbility } from "../access/ability-store";

/**
 * Synchronous decision: `{ can: true }`, or `{ can: false, reason }` with reason the translated
 * errors:forbidden ('Sorry, you cannot access this menu, please contact the main admin to get the access.').
 */
export function decide(
  { resource, action }: Pick<CanParams, "resource" | "action">,
  ability: AppAbility | null = currentAbility(),
): CanReturnType {
  return allows(ability, resource, action) ? { can: true } : { can: false, reason: i18next.t("errors:forbidden") };
}

export const accessControlProvider: AccessControlProvider = {
  can: async (params) => decide(params),
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
    queryOptions: { gcTime: 0 },
  },
};
