/**
 * "Propose partnership" (spec §4 "Partnership" action request; §5 "Settlement date required"; authority
 * partnerships.request), opened from the customer detail when the customer has no running partnership:
 * credit limit, part conditions, settlement type and date, and an optional clause, checked with
 * partnershipRequestSchema and sent to POST /api/partnership/ina/request; the partnership then waits for
 * the buyer. A limit above the platform's max answers 400 partnerships:rules.limitAboveMax on its field.
 */
import { App, DatePicker, Form, Input, Modal } from "antd";
import type { HttpError } from "@refinedev/core";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { DATE_FORMAT } from "../../domain/datetime";
import { MoneyInput } from "../../forms/money-input";
import { serverFieldErrors, zodRule } from "../../forms/zod-rule";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import { MAX_CREDIT_LIMIT } from "../requests/schema";
import { partnershipRequestSchema, type PartnershipRequest } from "./schema";
import { PartConditionsField, SettlementPeriodField } from "./terms-fields";

interface Values {
  creditLimit?: number | null;
  partConditions?: number[];
  settlementPeriod?: number;
  settlementDate?: Dayjs | null;
  clause?: string;
}

const shape = partnershipRequestSchema.shape;

export function ProposeModal({ customerId, onClose }: { customerId: number; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(["partnerships", "customers"]);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  // Invalidates the partnerships' queries; the caller refreshes the customer on `onClose(true)`.
  const call = useEndpointMutation<unknown, PartnershipRequest & Record<string, unknown>>("partnerships", "request");

  const submit = async () => {
    const v = await form.validateFields();
    const parsed = partnershipRequestSchema.safeParse({
      customerId,
      creditLimit: v.creditLimit,
      partConditions: v.partConditions ?? [],
      settlementPeriod: v.settlementPeriod,
      settlementDate: v.settlementDate?.format(DATE_FORMAT),
      clause: v.clause ?? "",
    });
    if (!parsed.success) return;
    try {
      await call.run(parsed.data);
      void message.success(t("propose.done"));
      onClose(true);
    } catch (err) {
      const fields = serverFieldErrors((err as HttpError).data);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      void message.error(failureText(err, t("propose.failed")));
    }
  };

  return (
    <Modal
      open
      title={t("propose.title")}
      okText={t("propose.submit")}
      cancelText={t("propose.cancel")}
      confirmLoading={call.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => onClose(false)}
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ settlementPeriod: 1, partConditions: [] }}>
        <Form.Item name="creditLimit" label={t("fields.creditLimit")} required rules={[zodRule(shape.creditLimit, t)]}>
          <MoneyInput max={MAX_CREDIT_LIMIT} />
        </Form.Item>
        <Form.Item
          name="partConditions"
          label={t("fields.partCondition")}
          required
          rules={[zodRule(shape.partConditions.min(1, "validation:required"), t)]}
        >
          <PartConditionsField />
        </Form.Item>
        <Form.Item
          name="settlementPeriod"
          label={t("fields.settlementType")}
          required
          rules={[zodRule(shape.settlementPeriod, t)]}
        >
          <SettlementPeriodField />
        </Form.Item>
        <Form.Item
          name="settlementDate"
          label={t("fields.settlementDate")}
          required
          rules={[{ required: true, message: t("rules.settlementDate") }]}
        >
          <DatePicker format={DATE_FORMAT} />
        </Form.Item>
        <Form.Item name="clause" label={t("fields.clause")} rules={[zodRule(shape.clause, t)]}>
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
