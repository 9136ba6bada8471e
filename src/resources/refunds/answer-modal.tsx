/**
 * The negotiate and reject dialogs (spec §4 "supplier accepts, rejects with an approved amount, or
 * negotiates"; §5 "Reject or negotiate: amount and reason not empty"; "an amount never above what was
 * paid"): an amount in rupiah (the money control, id-ID separators) and a reason the buyer reads, checked by
 * the API's own rule (refundAnswerRequestSchema) plus the request's caps: at most `maxOffer`, and for a
 * negotiation below the original amount (a reject may offer Rp 0). The API's field errors land on the fields;
 * after the move every refunds query is asked again (useEndpointMutation invalidates every query of the resource).
 */
import { App, Form, Input, Modal } from "antd";
import type { HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "../../domain/money";
import { MAX_ANSWER_REASON, MIN_ANSWER_REASON } from "../../domain/refund";
import { MoneyInput } from "../../forms/money-input";
import { checkRule, serverFieldErrors, zodRule } from "../../forms/zod-rule";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { useRefundBinding } from "./binding";
import type { AnswerKind } from "./row-actions";
import { refundAnswerRequestSchema, type RefundAnswerRequest, type RefundDetail } from "./schema";

interface Values {
  amount?: number | null;
  reason?: string;
}

const amountOf = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/**
 * The caps of an answer beyond the schema's (null when fine), as `refunds:rules.*` keys: an amount above
 * `maxOffer` is too high; a negotiation must offer less than the original amount. Pure.
 */
export function answerAmountError(
  kind: AnswerKind,
  refund: Pick<RefundDetail, "originalAmount" | "maxOffer">,
  amount: number,
): "refunds:rules.offerTooHigh" | "refunds:rules.negotiateLower" | null {
  if (amount > refund.maxOffer) return "refunds:rules.offerTooHigh";
  if (kind === "negotiate" && amount >= refund.originalAmount) return "refunds:rules.negotiateLower";
  return null;
}

export function AnswerModal({
  kind,
  refund,
  onClose,
}: {
  kind: AnswerKind;
  refund: RefundDetail;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation(["refunds", "common"]);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { resource, answer } = useRefundBinding();
  const endpoint = answer(kind);
  const call = useEndpointMutation<unknown, RefundAnswerRequest & Record<string, unknown>>(resource, endpoint.name);
  const { refundNo } = refund;
  const max = formatRupiah(refund.maxOffer);

  const submit = async () => {
    const values = await form.validateFields();
    const parsed = refundAnswerRequestSchema.safeParse({ refundNo, amount: values.amount, reason: values.reason });
    // The fields' rules passed, so this parse does too; the parsed body carries the trimmed reason.
    if (!parsed.success) return;
    try {
      await call.run({ ...parsed.data, ...endpoint.body });
      void message.success(t(kind === "negotiate" ? "answer.negotiateDone" : "answer.rejectDone", { refundNo }));
      onClose(true);
    } catch (err) {
      void message.error(failureText(err, t("moveFailed")));
      form.setFields(serverFieldErrors((err as HttpError).data) as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open
      title={t(kind === "negotiate" ? "answer.negotiateTitle" : "answer.rejectTitle", { refundNo })}
      okText={t(kind === "negotiate" ? "answer.negotiateOk" : "answer.rejectOk")}
      okButtonProps={{ danger: kind === "reject" }}
      cancelText={t("common:buttons.cancel")}
      confirmLoading={call.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => onClose(false)}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="amount"
          label={t("answer.amount")}
          extra={
            kind === "negotiate"
              ? t("answer.negotiateHint", { original: formatRupiah(refund.originalAmount) })
              : t("answer.rejectHint", { max })
          }
          rules={[
            zodRule(refundAnswerRequestSchema.shape.amount, t),
            checkRule(
              (v) => {
                const amount = amountOf(v);
                return amount === null ? null : answerAmountError(kind, refund, amount);
              },
              t,
              { max },
            ),
          ]}
        >
          <MoneyInput />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t("answer.reason")}
          extra={t("answer.reasonHint", { min: MIN_ANSWER_REASON })}
          rules={[zodRule(refundAnswerRequestSchema.shape.reason, t)]}
        >
          <Input.TextArea rows={3} maxLength={MAX_ANSWER_REASON} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
