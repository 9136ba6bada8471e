/**
 * The authority catalogue for the position form (spec §6 "A position holds authorities"), grouped by
 * resource in menu order, labels translated into the caller's language: the group's label is the
 * resource's `<namespace>:title` when it has one, else the catalogue's subject label; an action's label
 * the catalogue's key, else `<namespace>:actions.<action>`, else the action name.
 */
import { authorityCatalogue } from "@src/access/authorities";
import { resources } from "@src/resources";
import type { Language } from "@src/domain/wire";
import type { AuthorityGroup } from "@src/resources/positions/schema";
import { isKey, translate } from "../../http/i18n";

function label(lang: Language, keys: string[], fallback: string): string {
  const found = keys.find((k) => isKey(k));
  return found ? translate(lang, found) : fallback;
}

/** The catalogue of the registry grouped by subject. */
export function authorityGroups(lang: Language): AuthorityGroup[] {
  const namespaces = new Map<string, string>(resources.map((r) => [r.name, r.namespace]));
  const groups = new Map<string, AuthorityGroup>();
  for (const a of authorityCatalogue()) {
    const ns = namespaces.get(a.subject) ?? a.subject;
    let group = groups.get(a.subject);
    if (!group) {
      group = {
        subject: a.subject,
        label: label(lang, [`${ns}:title`, a.subjectLabelKey], a.subject),
        authorities: [],
      };
      groups.set(a.subject, group);
    }
    group.authorities.push({
      key: a.key,
      action: a.action,
      menu: a.menu,
      label: label(lang, [a.actionLabelKey, `${ns}:actions.${a.action}`], a.action),
    });
  }
  return [...groups.values()];
}
