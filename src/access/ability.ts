/**
 * Abilities (DESIGN.md §5, spec §6): one pure function turns a user, their position and the
 * position's data-list permission into CASL rules. The API builds the same ability for every request (and
 * filters queries by its conditions); the portal builds it from the rules the API sends with the user info,
 * so the two cannot disagree.
 *
 * - A shop's main admin may do everything (in their shop: every query is also filtered by shop in SQL).
 * - A sub-account may do only what its position's authorities grant.
 * - "Only own activities" adds `{ ownerUserId: <userId> }` to every rule on an owner-scoped subject
 *   (a resource with `ownerScoped: true`), so it reaches only the rows it owns.
 * - Anyone else (no shop, another role, an unknown authority key) gets no seller rules.
 */
import { createMongoAbility } from "@casl/ability";
import { resources as registry } from "../resources";
import type { ResourceDescriptor } from "../resources/types";
import type { AppAbility, AppRule } from "../domain/access-rule";
import type { Role } from "../domain/user";
import { parseAuthority } from "./authorities";

export type { AppAbility, AppRule } from "../domain/access-rule";

/** Data list permission of a position (spec §6): 1 all accounts' transactions, 2 only own activities. */
export const DataListPermission = { allAccounts: 1, onlyOwn: 2 } as const;
export type DataListPermissionValue = (typeof DataListPermission)[keyof typeof DataListPermission];

/** What the rules depend on. */
export interface AccessUser {
  userId: number;
  role: Role;
  shopId: number | null;
  isMainAdmin: boolean;
  /** The sub-account's position; null for a main admin or a user without one. */
  position: { authorities: readonly string[]; dataListPermission: DataListPermissionValue } | null;
}

/**
 * The CASL rules of `user` (plain JSON: the API sends them with the user info).
 * @param resources the registry (a parameter so tests can pass their own).
 */
export function defineRules(user: AccessUser, resources: readonly ResourceDescriptor[] = registry): AppRule[] {
  if (user.role !== "seller" || user.shopId === null) return [];
  if (user.isMainAdmin) return [{ action: "manage", subject: "all" }];
  if (!user.position) return [];
  const onlyOwn = user.position.dataListPermission === DataListPermission.onlyOwn;
  const scoped = new Set(resources.filter((r) => r.ownerScoped).map((r) => r.name));
  const known = new Set(resources.map((r) => r.name));
  const rules: AppRule[] = [];
  for (const key of new Set(user.position.authorities)) {
    const parsed = parseAuthority(key);
    if (!parsed || !known.has(parsed.subject)) continue;
    const rule: AppRule = { action: parsed.action, subject: parsed.subject };
    if (onlyOwn && scoped.has(parsed.subject)) rule.conditions = { ownerUserId: user.userId };
    rules.push(rule);
  }
  return rules;
}

/** Builds the ability from rules (in the API per request, in the portal once per user info). */
export function buildAbility(rules: AppRule[]): AppAbility {
  return createMongoAbility<AppAbility>(rules);
}

/**
 * The owner a query on `subject` must be limited to for `action`: the user id when every rule that grants
 * it carries the ownership condition ("only own activities"), or null when some rule grants it on all
 * rows. Callers check `ability.can(action, subject)` first.
 */
export function ownerScopeOf(ability: AppAbility, action: string, subject: string): number | null {
  const rules = ability.rulesFor(action, subject).filter((r) => !r.inverted);
  if (rules.length === 0 || rules.some((r) => !r.conditions)) return null;
  const owners = rules.map((r) => (r.conditions as { ownerUserId?: unknown }).ownerUserId);
  return typeof owners[0] === "number" && owners.every((o) => o === owners[0]) ? owners[0] : null;
}
