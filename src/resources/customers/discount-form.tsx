/**
 * The discount form shared by /customer/detail/add-discount and /customer/detail/mulitple-set-discount
 * (spec §3 "discount (type fixed or by order amount, start/end dates)"; §9 "Buyer discount 0-99.9"): fixed,
 * a rate in percent with one decimal (sent in tenths); or by order amount, 1-5 tiers of a minimum order
 * (rupiah, dot thousands) and a rate, each minimum above the previous; and an inclusive date range (WIB
 * days). The whole is checked with discountSchema before `onSubmit` gets the body's `discount`.
 */
import { Button, DatePicker, Form, Space, Typography, type FormInstance } from "antd";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { Dayjs } from "dayjs";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DATE_FORMAT } from "../../domain/datetime";
import { DISCOUNT_TYPES, DiscountType, MAX_DISCOUNT_TIERS, type DiscountTypeValue } from "../../domain/customer";
import { RadioGroupField } from "../../forms/choice-controls";
import { MoneyInput } from "../../forms/money-input";
import { zodFieldErrors } from "../../forms/zod-rule";
import { PercentInput } from "../products/percent-input";
import { discountSchema, type DiscountInput } from "./schema";

interface TierValues {
  minAmount?: number | null;
  ratePercent?: number | null;
}

export interface DiscountFormValues {
  type: DiscountTypeValue;
  ratePercent?: number | null;
  tiers?: TierValues[];
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
}

export const DISCOUNT_DEFAULTS: DiscountFormValues = { type: DiscountType.fixed, tiers: [{}] };

/** Percent with one decimal -> tenths (2.5 -> 25); blank -> null. */
export const toTenths = (percent: number | null | undefined): number | null =>
  typeof percent === "number" && Number.isFinite(percent) ? Math.round(percent * 10) : null;

/** The form's values -> the wire's discount (before parsing with discountSchema). Pure. */
export function toDiscount(v: DiscountFormValues): DiscountInput {
  const fixed = v.type === DiscountType.fixed;
  return {
    type: v.type,
    rate: fixed ? toTenths(v.ratePercent) : null,
    tiers: fixed
      ? []
      : (v.tiers ?? []).map((tier) => ({
          minAmount: tier.minAmount ?? Number.NaN,
          rate: toTenths(tier.ratePercent) ?? Number.NaN,
        })),
    startDate: v.startDate?.format(DATE_FORMAT) ?? "",
    endDate: v.endDate?.format(DATE_FORMAT) ?? "",
  };
}

/** A wire path of discountSchema -> the form field showing it. */
export function discountField(path: readonly PropertyKey[]): (string | number)[] {
  const [head, index, leaf] = path;
  if (head === "rate") return ["ratePercent"];
  if (head === "tiers" && typeof index === "number")
    return ["tiers", index, leaf === "rate" ? "ratePercent" : "minAmount"];
  // "at least one tier": the first tier's field (the form always shows one).
  if (head === "tiers") return ["tiers", 0, "minAmount"];
  return head === undefined ? [] : [String(head)];
}

export function DiscountForm({
  form,
  onSubmit,
  submitting,
  actions,
}: {
  form: FormInstance<DiscountFormValues>;
  onSubmit: (discount: ReturnType<typeof discountSchema.parse>) => Promise<void>;
  submitting: boolean;
  /** Buttons beside the submit (e.g. Cancel). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation(["customers", "validation"]);
  const type = Form.useWatch("type", form) ?? DiscountType.fixed;

  const finish = async (values: DiscountFormValues) => {
    const parsed = discountSchema.safeParse(toDiscount(values));
    if (!parsed.success) {
      form.setFields(zodFieldErrors(parsed.error.issues, t, discountField) as Parameters<typeof form.setFields>[0]);
      return;
    }
    await onSubmit(parsed.data);
  };

  return (
    <Form<DiscountFormValues>
      form={form}
      layout="vertical"
      initialValues={DISCOUNT_DEFAULTS}
      onFinish={(v) => void finish(v)}
      disabled={submitting}
    >
      <Form.Item name="type" label={t("fields.discountType")} required>
        <RadioGroupField options={DISCOUNT_TYPES.map((d) => ({ value: d, label: t(`discountType.${d}`) }))} />
      </Form.Item>
      {type === DiscountType.fixed ? (
        <Form.Item
          name="ratePercent"
          label={t("fields.rate")}
          required
          rules={[{ required: true, message: t("validation:required") }]}
          extra={t("discountForm.rateHint")}
        >
          <PercentInput min={0.1} style={{ width: 200 }} />
        </Form.Item>
      ) : (
        <Form.List name="tiers">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: "100%", marginBottom: 16 }}>
              <Typography.Text strong>{t("discountForm.tiers")}</Typography.Text>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" wrap>
                  <Form.Item
                    name={[field.name, "minAmount"]}
                    label={t("discountForm.tierMinAmount", { n: index + 1 })}
                    required
                    rules={[{ required: true, message: t("validation:required") }]}
                  >
                    <MoneyInput style={{ width: 220 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, "ratePercent"]}
                    label={t("discountForm.tierRate", { n: index + 1 })}
                    required
                    rules={[{ required: true, message: t("validation:required") }]}
                  >
                    <PercentInput min={0.1} style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item label={<span aria-hidden>&nbsp;</span>}>
                    <Button
                      icon={<DeleteOutlined />}
                      disabled={fields.length <= 1}
                      aria-label={t("discountForm.removeTier", { n: index + 1 })}
                      onClick={() => remove(field.name)}
                    />
                  </Form.Item>
                </Space>
              ))}
              <Button icon={<PlusOutlined />} disabled={fields.length >= MAX_DISCOUNT_TIERS} onClick={() => add({})}>
                {t("discountForm.addTier", { max: MAX_DISCOUNT_TIERS })}
              </Button>
            </Space>
          )}
        </Form.List>
      )}
      <Space wrap align="start">
        <Form.Item
          name="startDate"
          label={t("fields.startDate")}
          required
          rules={[{ required: true, message: t("validation:required") }]}
        >
          <DatePicker format={DATE_FORMAT} />
        </Form.Item>
        <Form.Item
          name="endDate"
          label={t("fields.endDate")}
          required
          dependencies={["startDate"]}
          rules={[
            { required: true, message: t("validation:required") },
            ({ getFieldValue }) => ({
              validator: async (_rule, end: Dayjs | null | undefined) => {
                const start = getFieldValue("startDate") as Dayjs | null | undefined;
                if (end && start && end.isBefore(start, "day")) throw new Error(t("rules.endBeforeStart"));
              },
            }),
          ]}
        >
          <DatePicker format={DATE_FORMAT} />
        </Form.Item>
      </Space>
      <Space>
        {actions}
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t("discountForm.save")}
        </Button>
      </Space>
    </Form>
  );
}
