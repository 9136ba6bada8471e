/**
 * State and actions of the template form (/order/delivery-fee-template/add-delivery-template, `?code=` to
 * edit; spec §3 "Delivery template"): loads the template when editing, converts display units to base units,
 * validates with the shared schema (the API's own), saves through the data provider, puts the API's field
 * refusals on their fields, and goes to the template's detail.
 */
import { useEffect } from "react";
import { flushSync } from "react-dom";
import { Form } from "antd";
import { useCreate, useNotification, useOne, useUpdate, useWarnAboutChange } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { failureText } from "../../providers/data-hooks";
import { serverFieldErrors, zodFieldErrors } from "../../forms/zod-rule";
import { TEMPLATE_LIST_PATH, detailPath } from "./columns";
import { NEW_TEMPLATE, toBody, toFormValues, type TemplateFormValues } from "./form-values";
import { templateFieldsSchema, type TemplateDetail } from "./schema";

/** The form field showing an error at `path`: an area's city list for any of its cities. */
function fieldOf(path: readonly PropertyKey[]): (string | number)[] {
  const parts = path.map((p) => (typeof p === "number" ? p : /^\d+$/.test(String(p)) ? Number(p) : String(p)));
  if (parts[0] === "areas" && parts.length >= 3) return parts.slice(0, 3);
  return parts.length ? [parts[0]] : [];
}

export function useTemplateForm(code: string | null) {
  const [form] = Form.useForm<TemplateFormValues>();
  const { t } = useTranslation(["deliveryTemplates", "validation"]);
  const navigate = useNavigate();
  const { open: notify } = useNotification();
  const { setWarnWhen } = useWarnAboutChange();
  const editing = code !== null;

  const one = useOne<TemplateDetail>({
    resource: "deliveryTemplates",
    id: code ?? undefined,
    queryOptions: { enabled: editing },
  });
  const loaded = one.result;
  useEffect(() => {
    if (loaded && editing) form.setFieldsValue(toFormValues(loaded));
  }, [loaded, editing, form]);

  const quiet = { successNotification: false, errorNotification: false } as const;
  const create = useCreate<{ code: string }>({ resource: "deliveryTemplates", ...quiet });
  const update = useUpdate<{ code: string }>({ resource: "deliveryTemplates", ...quiet });

  async function save() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const checked = templateFieldsSchema.safeParse(toBody({ ...form.getFieldsValue(true), ...values }));
    if (!checked.success) {
      form.setFields(zodFieldErrors(checked.error.issues, t, fieldOf) as Parameters<typeof form.setFields>[0]);
      return;
    }
    try {
      const saved = editing
        ? await update.mutateAsync({ id: code, values: checked.data })
        : await create.mutateAsync({ values: checked.data });
      flushSync(() => setWarnWhen(false));
      notify?.({ type: "success", message: t(editing ? "form.saved" : "form.created") });
      const savedCode = (saved.data as { code?: string } | undefined)?.code ?? code;
      navigate(savedCode ? detailPath(savedCode) : TEMPLATE_LIST_PATH);
    } catch (err) {
      const fields = serverFieldErrors((err as { data?: unknown } | null)?.data, fieldOf);
      if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      notify?.({ type: "error", message: failureText(err, t("list.failed")) });
    }
  }

  return {
    form,
    editing,
    initialValues: NEW_TEMPLATE,
    saving: create.mutation.isPending || update.mutation.isPending,
    loading: editing && one.query.isLoading,
    loadError: editing && one.query.isError ? one.query.error : null,
    save,
    cancel: () => navigate(editing && code ? detailPath(code) : TEMPLATE_LIST_PATH),
    onValuesChange: () => setWarnWhen(true),
  };
}
