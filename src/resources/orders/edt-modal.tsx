/**
 * The EDT extension dialog (spec §5 "EDT extension: value not 0 and reason required"): extra days
 * (1..MAX_EDT_EXTENSION_DAYS) and the reason the buyer reads, checked with the API's own rules
 * (edtExtendRequestSchema); the buyer then approves or rejects.
 */
import { App, Form, Input, InputNumber, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { MAX_EDT_EXTENSION_DAYS } from "../../domain/order";
import { zodRule } from "../../forms/zod-rule";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { useOrderBinding } from "./binding";
import { edtExtendRequestSchema, type EdtExtendRequest } from "./schema";

interface Values {
  days?: number;
  reason?: string;
}

export function EdtModal({ orderNo, onClose }: { orderNo: string; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(["orderScreens", "common"]);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const extend = useEndpointMutation<unknown, EdtExtendRequest>(useOrderBinding().resource, "extendEdt");
  const { shape } = edtExtendRequestSchema;

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await extend.run({ orderNo, days: Number(values.days), reason: (values.reason ?? "").trim() });
      void message.success(t("edt.done"));
      onClose(true);
    } catch (err) {
      void message.error(failureText(err, t("confirm.failed")));
    }
  };

  return (
    <Modal
      open
      title={t("edt.title", { orderNo })}
      okText={t("edt.ok")}
      cancelText={t("common:buttons.cancel")}
      confirmLoading={extend.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => onClose(false)}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="days" label={t("edt.days")} rules={[zodRule(shape.days, t)]}>
          <InputNumber min={1} max={MAX_EDT_EXTENSION_DAYS} precision={0} style={{ width: "100%" }} />
        </Form.Item>
        <Form.Item name="reason" label={t("edt.reason")} rules={[zodRule(shape.reason, t)]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
