/**
 * The cancel dialog (spec §5 "Cancel reason: required, min 10 characters, must pick or fill one of the
 * listed reasons"): a radio of the listed reasons (CANCEL_REASONS) or "other" with a typed reason checked
 * by the API's own rule (cancelRequestSchema). The reason sent is the text the buyer reads.
 */
import { useState } from "react";
import { App, Form, Input, Modal, Radio, Space } from "antd";
import { useTranslation } from "react-i18next";
import { CANCEL_REASONS, MAX_CANCEL_REASON, MIN_CANCEL_REASON } from "../../domain/order";
import { zodRule } from "../../forms/zod-rule";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { useOrderBinding } from "./binding";
import { cancelRequestSchema, type CancelRequest } from "./schema";

type Choice = (typeof CANCEL_REASONS)[number] | "other";
interface Values {
  choice?: Choice;
  other?: string;
}

export function CancelModal({ orderNo, onClose }: { orderNo: string; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(["orderScreens", "orders", "common"]);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [choice, setChoice] = useState<Choice | undefined>();
  const cancel = useEndpointMutation<unknown, CancelRequest>(useOrderBinding().resource, "cancel");

  const submit = async () => {
    const values = await form.validateFields();
    const reason =
      values.choice === "other" ? (values.other ?? "").trim() : t(`orders:cancelReasons.${values.choice!}`);
    try {
      await cancel.run({ orderNo, reason });
      void message.success(t("cancel.done", { orderNo }));
      onClose(true);
    } catch (err) {
      void message.error(failureText(err, t("confirm.failed")));
    }
  };

  return (
    <Modal
      open
      title={t("cancel.title", { orderNo })}
      okText={t("cancel.ok")}
      okButtonProps={{ danger: true }}
      cancelText={t("common:buttons.cancel")}
      confirmLoading={cancel.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => onClose(false)}
    >
      <Form form={form} layout="vertical" onValuesChange={(v: Values) => v.choice && setChoice(v.choice)}>
        <Form.Item
          name="choice"
          label={t("cancel.reason")}
          rules={[{ required: true, message: t("cancel.chooseReason") }]}
        >
          <Radio.Group>
            <Space direction="vertical">
              {CANCEL_REASONS.map((key) => (
                <Radio key={key} value={key}>
                  {t(`orders:cancelReasons.${key}`)}
                </Radio>
              ))}
              <Radio value="other">{t("cancel.other")}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {choice === "other" ? (
          <Form.Item
            name="other"
            label={t("cancel.otherText")}
            extra={t("cancel.otherHint", { min: MIN_CANCEL_REASON })}
            rules={[zodRule(cancelRequestSchema.shape.reason, t)]}
          >
            <Input.TextArea rows={3} maxLength={MAX_CANCEL_REASON} showCount />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
