/**
 * The fields one request kind adds to the form (spec §3 "Request ticket"; §5 "Partnership": new credit
 * limit <= max credit limit). Rules come from the shared zod schema; operations the partner's status
 * does not allow are shown disabled (the API refuses them too).
 */
import { Form, Input, InputNumber } from "antd";
import { CheckboxGroupField, RadioGroupField } from "../../forms/choice-controls";
import { useTranslation } from "react-i18next";
import { CONDITIONS } from "../../domain/product";
import {
  BLOCK_OPERATIONS,
  CLAUSE_MAX,
  SUSPEND_OPERATIONS,
  TEMPO_MAX,
  TEMPO_MIN,
  operationAllowed,
  type RequestKind,
} from "../../domain/request";
import { formatRupiah } from "../../domain/money";
import { MoneyInput } from "../../forms/money-input";
import { checkRule, zodRule } from "../../forms/zod-rule";
import { MAX_CREDIT_LIMIT, requestFields, type PartnerOption } from "./schema";

export function KindFields({ kind, partner }: { kind: RequestKind; partner: PartnerOption | null }) {
  const { t } = useTranslation(["requests", "products"]);

  if (kind === "suspend" || kind === "block") {
    const operations = kind === "suspend" ? SUSPEND_OPERATIONS : BLOCK_OPERATIONS;
    const schema = kind === "suspend" ? requestFields.suspendOperation : requestFields.blockOperation;
    return (
      <Form.Item name="operation" label={t("fields.operation")} rules={[zodRule(schema, t)]} required>
        <RadioGroupField
          options={operations.map((op) => ({
            value: op,
            label: t(`operation.${op}`),
            disabled: partner !== null && !operationAllowed(op, partner.status),
          }))}
        />
      </Form.Item>
    );
  }
  if (kind === "partCondition") {
    return (
      <Form.Item
        name="requestedConditions"
        label={t("fields.requestedConditions")}
        rules={[zodRule(requestFields.requestedConditions, t)]}
        required
      >
        <CheckboxGroupField options={CONDITIONS.map((c) => ({ value: c, label: t(`products:condition.${c}`) }))} />
      </Form.Item>
    );
  }
  if (kind === "creditLimit") {
    const max = partner?.maxCreditLimit ?? MAX_CREDIT_LIMIT;
    return (
      <Form.Item
        name="requestedLimit"
        label={t("fields.requestedLimit")}
        extra={partner ? `${t("fields.maxCreditLimit")}: ${formatRupiah(partner.maxCreditLimit)}` : undefined}
        rules={[
          zodRule(requestFields.requestedLimit, t),
          checkRule((v) => (typeof v === "number" && v > max ? "errors:request.limitOverMax" : null), t),
        ]}
        required
      >
        <MoneyInput max={MAX_CREDIT_LIMIT} />
      </Form.Item>
    );
  }
  if (kind === "tempo") {
    return (
      <Form.Item
        name="requestedTempo"
        label={t("fields.requestedTempo")}
        rules={[zodRule(requestFields.requestedTempo, t)]}
        required
      >
        <InputNumber<number>
          min={TEMPO_MIN}
          max={TEMPO_MAX}
          precision={0}
          addonAfter={t("form.workdaysUnit")}
          style={{ width: 240 }}
        />
      </Form.Item>
    );
  }
  return (
    <Form.Item
      name="requestedClause"
      label={t("fields.requestedClause")}
      rules={[zodRule(requestFields.requestedClause, t)]}
      required
    >
      <Input.TextArea rows={6} maxLength={CLAUSE_MAX} showCount />
    </Form.Item>
  );
}
