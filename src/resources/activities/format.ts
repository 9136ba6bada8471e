/**
 * How a logged write reads on screen (spec §6 activity log): labels of subjects, actions and fields, and field
 * values, in the user's language. Field labels come from the subject's own namespace when it has one
 * (`<namespace>:fields.<field>`, e.g. products), else from `activity:fields.<field>`, else the raw name.
 */
import type { i18n as I18n } from "i18next";
import type { FieldChange } from "../../domain/activity";
import { resources } from "../index";
import type { ResourceDescriptor } from "../types";
import { authorityCatalogue } from "../../access/authorities";
import { dataText } from "../../domain/text-key";

const MAX_VALUE_TEXT = 80;

function firstExisting(i18n: I18n, keys: string[], fallback: string): string {
  const key = keys.find((k) => i18n.exists(k));
  return key ? dataText(i18n.t, key) : fallback;
}

/** "Products" for `products`; an unknown subject shows its name. */
export function subjectLabel(i18n: I18n, subject: string): string {
  const descriptor: ResourceDescriptor | undefined = resources.find((r) => r.name === subject);
  const listTitle = descriptor?.list ? descriptor.routes[descriptor.list]?.titleKey : undefined;
  return firstExisting(i18n, [`activity:subject.${subject}`, ...(listTitle ? [listTitle] : [])], subject);
}

/**
 * "Buat" for `create`: the log's own label, else the label the authority catalogue gives that action on
 * that subject (so every guarded action of every resource reads as words), else `common:actions.<action>`.
 */
export function actionLabel(i18n: I18n, action: string, subject?: string): string {
  const authority = subject ? authorityCatalogue().find((a) => a.key === `${subject}.${action}`) : undefined;
  return firstExisting(
    i18n,
    [`activity:action.${action}`, ...(authority ? [authority.actionLabelKey] : []), `common:actions.${action}`],
    action,
  );
}

export function fieldLabel(i18n: I18n, subject: string, field: string): string {
  const namespace = resources.find((r) => r.name === subject)?.namespace;
  return firstExisting(
    i18n,
    [...(namespace ? [`${namespace}:fields.${field}`] : []), `activity:fields.${field}`],
    field,
  );
}

/** A logged value as text: empty -> "(empty)", booleans -> Yes/No, objects as JSON, long text cut. */
export function valueText(i18n: I18n, value: unknown): string {
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0))
    return i18n.t("activity:value.empty");
  if (typeof value === "boolean") return i18n.t(value ? "activity:value.yes" : "activity:value.no");
  const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : JSON.stringify(value);
  return text.length > MAX_VALUE_TEXT ? `${text.slice(0, MAX_VALUE_TEXT - 1)}…` : text;
}

/** "Product name: Kampas A → Kampas B". */
export function changeText(i18n: I18n, subject: string, change: FieldChange): string {
  return i18n.t("activity:log.change", {
    field: fieldLabel(i18n, subject, change.field),
    from: valueText(i18n, change.from),
    to: valueText(i18n, change.to),
  });
}
