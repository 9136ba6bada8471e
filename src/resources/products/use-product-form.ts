/**
 * State and actions of the product create / edit form (spec §2 /commodity/publish and /update, §4
 * "A new product goes to review", §8 "leaving a page warns unsaved data is lost").
 * Loads the product on edit, validates with the schema, saves through the data provider (draft or
 * submit), puts server field errors (envelope data.errors) on the fields and navigates after success.
 */
import { useEffect, useState } from "react";
import { Form } from "antd";
import { useCreate, useNotification, useOne, useUpdate, useWarnAboutChange } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { flushSync } from "react-dom";
import { serverFieldErrors, zodFieldErrors, type FieldErrorEntry } from "../../forms/zod-rule";
import { productCreateSchema, type Product } from "./schema";
import { emptyProductValues, productToValues, valuesToBody, type ProductFormValues } from "./form-values";

/** Field errors carried by a failed save, whatever the data provider wrapped them in. */
export function errorsOfFailure(err: unknown): FieldErrorEntry[] {
  const e = err as { data?: unknown; errors?: unknown } | null;
  const fromData = serverFieldErrors(e?.data);
  if (fromData.length) return fromData;
  const fromList = serverFieldErrors({ errors: e?.errors });
  if (fromList.length) return fromList;
  // Refine HttpError: errors as { field: string | string[] }.
  if (e?.errors && typeof e.errors === "object" && !Array.isArray(e.errors)) {
    return Object.entries(e.errors as Record<string, unknown>).flatMap(([path, m]) => {
      const text = Array.isArray(m) ? m[0] : m;
      return typeof text === "string" ? [{ name: [path.split(".")[0]], errors: [text] }] : [];
    });
  }
  return [];
}

export const IN_SALE_PATH = "/commodity/in-sale";

/** Everything the form view needs; `itemId` undefined means create. */
export function useProductForm(itemId?: number) {
  const [form] = Form.useForm<ProductFormValues>();
  const { t } = useTranslation(["products", "validation", "forms"]);
  const navigate = useNavigate();
  const { open } = useNotification();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const [saving, setSaving] = useState(false);
  const editing = itemId !== undefined;

  // Closing or reloading the tab with unsaved edits asks first (in-app moves: the shell's notifier).
  useEffect(() => {
    if (!warnWhen) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [warnWhen]);

  const one = useOne<Product>({ resource: "products", id: itemId, queryOptions: { enabled: editing } });
  const loaded = one.result;
  useEffect(() => {
    if (loaded) form.setFieldsValue(productToValues(loaded));
  }, [loaded, form]);

  const notify = { successNotification: false, errorNotification: false } as const;
  const create = useCreate({ resource: "products", ...notify });
  const update = useUpdate({ resource: "products", ...notify });

  async function save(submit: boolean) {
    let values: ProductFormValues;
    try {
      await form.validateFields();
      values = form.getFieldsValue(true) as ProductFormValues;
    } catch {
      open?.({ type: "error", message: t("products:form.fixErrors") });
      return;
    }
    const body = valuesToBody(values, submit);
    const checked = productCreateSchema.safeParse(body);
    if (!checked.success) {
      showErrors(zodFieldErrors(checked.error.issues, t));
      return;
    }
    setSaving(true);
    try {
      const answer = editing
        ? await update.mutateAsync({ id: itemId, values: { ...body, itemId } })
        : await create.mutateAsync({ values: body });
      // Rendered at once so the leave-guard is off before the navigation below.
      flushSync(() => setWarnWhen(false));
      const newId = Number((answer.data as { itemId?: number }).itemId ?? itemId);
      open?.({ type: "success", message: t(submit ? "products:form.submitted" : "products:form.draftSaved") });
      if (submit) navigate(`${IN_SALE_PATH}?tab=underAssessment`);
      else if (!editing && newId) navigate(`/commodity/update?itemId=${newId}`, { replace: true });
    } catch (err) {
      const fields = errorsOfFailure(err);
      if (fields.length) showErrors(fields);
      else open?.({ type: "error", message: (err as Error).message || t("products:form.saveFailed") });
    } finally {
      setSaving(false);
    }
  }

  function showErrors(fields: FieldErrorEntry[]) {
    form.setFields(fields as Parameters<typeof form.setFields>[0]);
    form.scrollToField(fields[0].name, { block: "center" });
    open?.({ type: "error", message: t("products:form.fixErrors") });
  }

  return {
    form,
    t,
    saving,
    editing,
    loading: editing && one.query.isLoading,
    loadError: editing && one.query.isError,
    reviewStatus: loaded?.reviewStatus,
    initialValues: emptyProductValues(),
    save,
    onValuesChange: () => setWarnWhen(true),
  };
}
