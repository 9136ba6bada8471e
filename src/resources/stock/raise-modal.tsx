/**
 * The raise dialog for one row or the selected rows (spec §2 "raise stock", §5 "Stock: required, integer,
 * final stock at most 1.000.000, not lower than current stock"): one integer input per row validated with
 * the API's own schema (finalStockSchema of the row's current stock), then a confirmation, then one call.
 */
import { App, Form, InputNumber, Modal, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useInvalidate, type HttpError } from "@refinedev/core";
import { issueMessage, serverFieldErrors } from "../../forms/zod-rule";
import { ResultCode } from "../../domain/wire";
import { finalStockSchema, type StockRow } from "./schema";
import { resetRows, useRaiseStock } from "./use-raise-stock";

interface Props {
  rows: StockRow[];
  /** Closes the dialog; `changed` when the stock was saved or found stale (the list reloads). */
  onClose: (changed: boolean) => void;
}

type Values = { items: { stockNum: number | null }[] };

export function RaiseModal({ rows, onClose }: Props) {
  const { t } = useTranslation(["stock", "common"]);
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { raise, saving } = useRaiseStock();
  const invalidate = useInvalidate();
  const bulk = rows.length > 1;

  const save = async (values: number[]) => {
    try {
      const result = await raise(rows, values);
      for (const item of resetRows(result, values))
        void message.info(t("raise.unlimitedReset", { partNo: item.partNo }));
      void message.success(t("raise.done", { count: result.items.length }));
      onClose(true);
    } catch (err) {
      const failure = err as HttpError;
      void message.error(failure.message);
      // A stale row: the list is reloaded so the user sees the stock that changed meanwhile.
      if (failure.statusCode === ResultCode.conflict) {
        void invalidate({ resource: "stock", invalidates: ["list"] });
        onClose(true);
      } else
        form.setFields(
          serverFieldErrors(failure.data, (path) =>
            path[0] === "items" ? ["items", Number(path[1]), "stockNum"] : [],
          ) as Parameters<typeof form.setFields>[0],
        );
    }
  };

  const submit = async () => {
    const { items } = await form.validateFields();
    const values = items.map((i) => Number(i.stockNum));
    modal.confirm({
      title: t("raise.confirm", { count: rows.length }),
      okText: t("common:buttons.save"),
      cancelText: t("common:buttons.cancel"),
      onOk: () => save(values),
    });
  };

  return (
    <Modal
      open
      title={bulk ? t("raise.bulkTitle", { count: rows.length }) : t("raise.title")}
      okText={t("common:buttons.save")}
      cancelText={t("common:buttons.cancel")}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => onClose(false)}
    >
      <Form form={form} layout="vertical" initialValues={{ items: rows.map((r) => ({ stockNum: r.stockNum })) }}>
        <div style={{ maxHeight: 420, overflowY: "auto" }}>
          {rows.map((row, i) => (
            <Form.Item
              key={row.itemId}
              name={["items", i, "stockNum"]}
              label={t("raise.newStock", { partNo: row.partNo })}
              extra={<Typography.Text type="secondary">{t("raise.current", { n: row.stockNum })}</Typography.Text>}
              validateFirst
              rules={[
                {
                  validator: async (_rule, value: unknown) => {
                    const check = finalStockSchema(row.stockNum).safeParse(value ?? undefined);
                    if (!check.success) throw new Error(issueMessage(check.error.issues[0], t));
                  },
                },
              ]}
            >
              <InputNumber step={1} style={{ width: "100%" }} />
            </Form.Item>
          ))}
        </div>
      </Form>
    </Modal>
  );
}
