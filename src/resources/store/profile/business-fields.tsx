/**
 * The three business fields shared by /shop-apply and /shop-additional-info (spec §4 "applyStatus 2
 * with shop status 1", §5 "Business year 4 digits", "At least 1 business type").
 */
import { Checkbox, Form, Input } from "antd";
import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";
import { BUSINESS_TYPES } from "../../../domain/shop";

interface BusinessTypeGroupProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  label: string;
}

/** Checkboxes of BUSINESS_TYPES inside a labelled group (the Form.Item label cannot name a group). */
function BusinessTypeGroup({ id, value, onChange, label }: BusinessTypeGroupProps) {
  const { t } = useTranslation("shop");
  return (
    <div role="group" id={id} aria-label={label}>
      <Checkbox.Group<string>
        value={value}
        onChange={(next) => onChange?.(next)}
        options={BUSINESS_TYPES.map((v) => ({ value: v, label: t(`businessType.${v}`) }))}
      />
    </div>
  );
}

export interface BusinessFieldsProps {
  rules: { businessType: Rule[]; storeEstablishment: Rule[]; storeDescription: Rule[] };
  /** Description is required (min 10) on /shop-additional-info, optional on /shop-apply. */
  descriptionRequired?: boolean;
}

/** Business type checkboxes, business year and description as Form.Items. */
export function BusinessFields({ rules, descriptionRequired = false }: BusinessFieldsProps) {
  const { t } = useTranslation("shop");
  return (
    <>
      <Form.Item name="businessType" label={t("apply.fields.businessType")} required rules={rules.businessType}>
        <BusinessTypeGroup label={t("apply.fields.businessType")} />
      </Form.Item>
      <Form.Item
        name="storeEstablishment"
        label={t("apply.fields.storeEstablishment")}
        required
        rules={rules.storeEstablishment}
      >
        <Input
          inputMode="numeric"
          maxLength={4}
          placeholder={t("apply.placeholders.storeEstablishment")}
          style={{ maxWidth: 160 }}
        />
      </Form.Item>
      <Form.Item
        name="storeDescription"
        label={t("apply.fields.storeDescription")}
        required={descriptionRequired}
        rules={rules.storeDescription}
      >
        <Input.TextArea rows={4} maxLength={1000} showCount />
      </Form.Item>
    </>
  );
}
