/**
 * The ask-to-modify and reject dialogs of a consignment return (spec §4 "Consign" after-sales; §5 "reason
 * never empty"): a reason the partner reads, checked with the API's own schema (consignRefundReasonSchema)
 * before POST /api/consign-refund/ina/askModify | reject; the API's field errors land on the field.
 */
import { App, Form, Input, Modal } from "antd";
import type { HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { MAX_CONSIGN_REASON, MIN_CONSIGN_REASON } from "../../domain/consign";
import { serverFieldErrors, zodRule } from "../../forms/zod-rule";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { consignRefundReasonSchema } from "./schema";

export type RefundReasonKind = "askModify" | "reject";

export function ConsignRefundReasonModal({
  kind,
  refundNo,
  onClose,
}: {
  kind: RefundReasonKind;
  refundNo: string;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation(["consignRefunds", "common"]);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason?: string }>();
  const call = useEndpointMutation<unknown>("consignRefunds", kind);

  const submit = async () => {
    const values = await form.validateFields();
    const body = consignRefundReasonSchema.safeParse({ refundNo, reason: values.reason });
    if (!body.success) return;
    try {
      await call.run(body.data);
      void message.success(t(`reasonDialog.${kind}Done`, { refundNo }));
      onClose(true);
    } catch (err) {
      void message.error(failureText(err, t("moveFailed")));
      form.setFields(serverFieldErrors((err as HttpError).data) as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open
      title={t(`reasonDialog.${kind}Title`, { refundNo })}
      okText={t(`reasonDialog.${kind}Ok`)}
      okButtonProps={{ danger: kind === "reject" }}
      cancelText={t("common:buttons.cancel")}
      confirmLoading={call.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => onClose(false)}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t("reasonDialog.reason")}
          extra={t("reasonDialog.reasonHint", { min: MIN_CONSIGN_REASON })}
          rules={[zodRule(consignRefundReasonSchema.shape.reason, t)]}
        >
          <Input.TextArea rows={3} maxLength={MAX_CONSIGN_REASON} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
