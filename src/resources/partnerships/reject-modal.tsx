/**
 * The seller's reject of a partnership the buyer applied for (spec §4 "Partnership" action reject; §5
 * "Reason cannot be empty"; authority partnerships.reject): a reason (10-500 characters) checked with
 * partnershipRejectSchema and sent to POST /api/partnership/ina/reject `{ id, reason }`.
 */
import { App, Form, Input, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { REASON_MAX, REASON_MIN } from "../../domain/request";
import { zodRule } from "../../forms/zod-rule";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { partnershipRejectSchema } from "./schema";

export function RejectModal({ id, buyerName, onClose }: { id: number; buyerName: string; onClose: () => void }) {
  const { t } = useTranslation("partnerships");
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason?: string }>();
  const reject = useEndpointMutation<unknown>("partnerships", "reject");
  const submit = async () => {
    const { reason } = await form.validateFields();
    const parsed = partnershipRejectSchema.safeParse({ id, reason });
    if (!parsed.success) return;
    try {
      await reject.run(parsed.data);
      void message.success(t("detail.rejected"));
      onClose();
    } catch (err) {
      void message.error(failureText(err, t("detail.moveFailed")));
    }
  };
  return (
    <Modal
      open
      title={t("detail.rejectTitle", { name: buyerName })}
      okText={t("moves.sellerReject")}
      okButtonProps={{ danger: true }}
      cancelText={t("propose.cancel")}
      confirmLoading={reject.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t("fields.reason")}
          extra={t("detail.reasonHint", { min: REASON_MIN })}
          required
          rules={[zodRule(partnershipRejectSchema.shape.reason, t)]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
