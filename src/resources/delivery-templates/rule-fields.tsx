/**
 * The four inputs of a fee rule (spec §3 "first N units with a base fee, each additional with an
 * increment") under form path `prefix`: units in the pricing type's display unit (pcs, or kg / m3 with three
 * decimals), fees as rupiah (src/forms/money-input.tsx). Validated with the shared schema's rules.
 */
import { Col, Form, InputNumber, Row } from "antd";
import { useTranslation } from "react-i18next";
import { UNIT_DECIMALS, type PricingTypeValue } from "../../domain/delivery-fee";
import { MoneyInput } from "../../forms/money-input";
import { checkRule, zodRule } from "../../forms/zod-rule";
import { unitBounds, unitProblem } from "./form-values";
import { feeRuleShape } from "./schema";

export function RuleFields({
  prefix,
  pricingType,
  label,
}: {
  /** Form path of the rule: [] for the default rule, [n] inside the areas' Form.List. */
  prefix: (string | number)[];
  pricingType: PricingTypeValue;
  /** Prefix of the inputs' accessible names, e.g. "Area 2". */
  label?: string;
}) {
  const { t } = useTranslation(["deliveryTemplates", "validation"]);
  const bounds = unitBounds(pricingType);
  const unit = t(`unit.${pricingType}`);
  const named = (text: string) => (label ? `${label} ${text}` : text);
  const unitRule = checkRule((v) => unitProblem(pricingType, v), t, bounds);
  const unitInput = (text: string) => (
    <InputNumber<number>
      aria-label={named(text)}
      min={0}
      max={bounds.max}
      precision={UNIT_DECIMALS[pricingType]}
      addonAfter={unit}
      style={{ width: "100%" }}
    />
  );
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name={[...prefix, "firstUnits"]} label={t("fields.firstUnits")} rules={[unitRule]}>
          {unitInput(t("fields.firstUnits"))}
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item
          name={[...prefix, "firstFee"]}
          label={t("fields.firstFee")}
          rules={[zodRule(feeRuleShape.firstFee, t)]}
        >
          <MoneyInput aria-label={named(t("fields.firstFee"))} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name={[...prefix, "additionalUnits"]} label={t("fields.additionalUnits")} rules={[unitRule]}>
          {unitInput(t("fields.additionalUnits"))}
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item
          name={[...prefix, "additionalFee"]}
          label={t("fields.additionalFee")}
          rules={[zodRule(feeRuleShape.additionalFee, t)]}
        >
          <MoneyInput aria-label={named(t("fields.additionalFee"))} />
        </Form.Item>
      </Col>
    </Row>
  );
}
