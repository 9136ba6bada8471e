/**
 * The shape of access rules (DESIGN.md §5, spec §6): CASL rules over `<action>` and `<subject>` names of the
 * registry, as the API sends them with the user info. Types only, so src/domain/user.ts can name them
 * without importing src/access (which builds them: src/access/ability.ts `defineRules`).
 */
import type { MongoAbility, RawRuleOf } from "@casl/ability";

/** CASL actions and subjects are the registry's names; `manage` / `all` are CASL's wildcards. */
export type AppAbility = MongoAbility<[string, string]>;
/** One rule as plain JSON: `{ action, subject, conditions? }`. */
export type AppRule = RawRuleOf<AppAbility>;
