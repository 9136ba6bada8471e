/**
 * /order/delivery-fee-template (spec §2, §3 "Delivery template"): status filter (able / disable / all = 2)
 * and name search kept in the URL, a paged table with each template's default fee as a sentence, its areas
 * and the products using it, an able / disable switch asking for confirmation, and detail / edit / delete
 * (confirmed; refused by the API while products use the template).
 */
import { useState } from "react";
import { Alert, App, Button } from "antd";
import { useDelete, useNotification } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { CanAccess } from "../../access/can";
import { TemplateStatus } from "../../domain/delivery-fee";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { Page, ResourceTable, useResourceList } from "../../shell/page";
import { addPath, templateColumns } from "./columns";
import { TemplateFilters } from "./filters";
import { TEMPLATE_QUERY_DEFAULTS, templateFilters, templateQuerySchema } from "./list-query";
import type { TemplateRow } from "./schema";

export default function TemplateListView() {
  const { t, i18n } = useTranslation("deliveryTemplates");
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { open: notify } = useNotification();
  const list = useResourceList<TemplateRow, typeof templateQuerySchema>({
    resource: "deliveryTemplates",
    schema: templateQuerySchema,
    defaults: TEMPLATE_QUERY_DEFAULTS,
    filters: templateFilters,
  });
  const status = useEndpointMutation<{ code: string }>("deliveryTemplates", "status");
  const remove = useDelete();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const sendStatus = async (row: TemplateRow, enabled: boolean) => {
    setPending((p) => new Set(p).add(row.code));
    try {
      await status.run({ code: row.code, status: enabled ? TemplateStatus.able : TemplateStatus.disable });
      notify?.({ type: "success", message: t("list.statusChanged") });
    } catch (err) {
      notify?.({ type: "error", message: failureText(err, t("list.failed")) });
    } finally {
      setPending((p) => {
        const next = new Set(p);
        next.delete(row.code);
        return next;
      });
    }
  };

  const onStatus = (row: TemplateRow, enabled: boolean) => {
    modal.confirm({
      title: t(enabled ? "list.enableConfirm" : "list.disableConfirm", { name: row.name }),
      okText: t(`status.${enabled ? 1 : 0}`),
      cancelText: t("form.cancel"),
      onOk: () => sendStatus(row, enabled),
    });
  };

  const onDelete = async (row: TemplateRow) => {
    try {
      await remove.mutateAsync({
        resource: "deliveryTemplates",
        id: row.code,
        successNotification: false,
        errorNotification: false,
      });
      notify?.({ type: "success", message: t("list.deleted") });
    } catch (err) {
      notify?.({ type: "error", message: failureText(err, t("list.failed")) });
    }
  };

  return (
    <Page
      titleKey="deliveryTemplates:titles.list"
      actions={
        <CanAccess resource="deliveryTemplates" action="create">
          <Button type="primary" onClick={() => navigate(addPath())}>
            {t("list.add")}
          </Button>
        </CanAccess>
      }
    >
      <TemplateFilters query={list.query} onChange={list.setQuery} />
      {list.error ? <Alert type="error" showIcon message={failureText(list.error, t("form.loadFailed"))} /> : null}
      <ResourceTable<TemplateRow>
        label={t("list.tableLabel")}
        emptyText={t("list.empty")}
        rowKey="code"
        columns={templateColumns(t, i18n.language, {
          onStatus,
          onEdit: (row) => navigate(addPath(row.code)),
          onDelete: (row) => void onDelete(row),
          pending,
        })}
        dataSource={list.rows}
        loading={list.loading}
        query={list.query}
        total={list.total}
        onQuery={list.setQuery}
        totalText={(n) => t("list.total", { count: n })}
        scroll={{ x: 1100 }}
      />
    </Page>
  );
}
