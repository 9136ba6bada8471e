/**
 * The reject dialog of a consignment request (spec §2 consign-request-list; §5 "reason never empty") and the
 * EDT extension dialog (spec §5 "EDT extension: value not 0 and reason required"): a reason the buyer reads
 * (and for the EDT the additional days), checked with the API's own schemas (consignRejectSchema,
 * consignExtendEdtSchema) before the call; the API's field errors land on the fields. After the move every
 * consignments query is asked again (useEndpointMutation invalidates the resource).
 */
import { App, Form, Input, InputNumber, Modal } from "antd";
import type { HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { MAX_CONSIGN_REASON, MAX_EDT_DAYS, MIN_CONSIGN_REASON } from "../../domain/consign";
import { serverFieldErrors, zodRule } from "../../forms/zod-rule";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { consignExtendEdtSchema, consignRejectSchema } from "./schema";

export type ReasonKind = "reject" | "extendEdt";

interface Values {
  days?: number | null;
  reason?: string;
}

export function ConsignReasonModal({
  kind,
  consignNo,
  onClose,
}: {
  kind: ReasonKind;
  consignNo: string;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation(["consignments", "common"]);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const call = useEndpointMutation<unknown>("consignments", kind);
  const texts = kind === "reject" ? "reject" : "edt";

  const submit = async () => {
    const values = await form.validateFields();
    const reason = (values.reason ?? "").trim();
    const body =
      kind === "reject"
        ? consignRejectSchema.safeParse({ consignNo, reason })
        : consignExtendEdtSchema.safeParse({ consignNo, reason, days: values.days });
    // The fields' rules passed, so this parse does too; the parsed body carries the trimmed reason.
    if (!body.success) return;
    try {
      await call.run(body.data);
      void message.success(t(`${texts}.done`, { consignNo }));
      onClose(true);
    } catch (err) {
      void message.error(failureText(err, t("moveFailed")));
      form.setFields(serverFieldErrors((err as HttpError).data) as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open
      title={t(`${texts}.title`, { consignNo })}
      okText={t(`${texts}.ok`)}
      okButtonProps={{ danger: kind === "reject" }}
      cancelText={t("common:buttons.cancel")}
      confirmLoading={call.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => onClose(false)}
    >
      <Form form={form} layout="vertical">
        {kind === "extendEdt" ? (
          <Form.Item name="days" label={t("edt.days")} rules={[zodRule(consignExtendEdtSchema.shape.days, t)]}>
            {/* 0 may be typed, so the rule says why it is refused (spec §5 "value not 0"). */}
            <InputNumber min={0} max={MAX_EDT_DAYS} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="reason"
          label={t(`${texts}.reason`)}
          extra={t(`${texts}.reasonHint`, { min: MIN_CONSIGN_REASON })}
          rules={[zodRule(consignRejectSchema.shape.reason, t)]}
        >
          <Input.TextArea rows={3} maxLength={MAX_CONSIGN_REASON} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
