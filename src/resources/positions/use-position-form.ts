/**
 * State and actions of the position form (/store/addrole, /store/editrole?id=; spec §5 "Users and
 * positions"): loads the authority catalogue (positions `authorities`) and, on edit, the
 * position; validates with src/resources/positions/schema.ts; saves through the data provider; puts
 * server refusals on their fields ('Nama jabatan sudah ada' on the name) and goes back to the positions tab.
 */
import { useEffect } from "react";
import { flushSync } from "react-dom";
import { Form } from "antd";
import { useCreate, useNotification, useOne, useUpdate, useWarnAboutChange } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useEndpointQuery } from "../../providers/data-hooks";
import { failureFields, failureMessage } from "../users/failure";
import { offeredKeys } from "./authority-tree";
import { positionSchema, type AuthorityGroup, type PositionInput, type PositionRow } from "./schema";

export const POSITIONS_TAB_PATH = "/store/management?tab=positions";

export type PositionFormValues = PositionInput;

export function usePositionForm(id?: number) {
  const [form] = Form.useForm<PositionFormValues>();
  const { t } = useTranslation(["positions", "validation"]);
  const navigate = useNavigate();
  const { open: notify } = useNotification();
  const { setWarnWhen } = useWarnAboutChange();
  const editing = id !== undefined;
  const catalogue = useEndpointQuery<AuthorityGroup[]>("positions", "authorities", {}, { staleTime: Infinity });
  const groups = catalogue.query.data?.data ?? null;
  const catalogueFailed = catalogue.query.isError;

  const one = useOne<PositionRow>({ resource: "positions", id, queryOptions: { enabled: editing } });
  const loaded = one.result;
  useEffect(() => {
    if (loaded && groups) {
      form.setFieldsValue({
        name: loaded.name,
        authorities: offeredKeys(groups, loaded.authorities),
        dataListOptions: [loaded.dataListPermission],
      });
    }
  }, [loaded, groups, form]);

  const quiet = { successNotification: false, errorNotification: false } as const;
  const create = useCreate({ resource: "positions", ...quiet });
  const update = useUpdate({ resource: "positions", ...quiet });

  async function save() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const checked = positionSchema.safeParse(values);
    if (!checked.success) return;
    try {
      if (editing) await update.mutateAsync({ id, values: checked.data });
      else await create.mutateAsync({ values: checked.data });
      flushSync(() => setWarnWhen(false));
      notify?.({ type: "success", message: t(editing ? "positions:form.updated" : "positions:form.created") });
      navigate(POSITIONS_TAB_PATH);
    } catch (err) {
      const fields = failureFields(err, "name");
      if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else notify?.({ type: "error", message: failureMessage(err, t("positions:form.saveFailed")) });
    }
  }

  return {
    form,
    t,
    groups,
    editing,
    saving: create.mutation.isPending || update.mutation.isPending,
    loading: groups === null && !catalogueFailed ? true : editing && one.query.isLoading,
    loadFailed: catalogueFailed || (editing && one.query.isError),
    save,
    cancel: () => navigate(POSITIONS_TAB_PATH),
    onValuesChange: () => setWarnWhen(true),
  };
}
