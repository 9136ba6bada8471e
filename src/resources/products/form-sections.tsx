/**
 * Sections of the product form (spec §3 "Product"): basic, vehicle, price and stock, shipping, images,
 * description. Each is a Card of labelled fields; rules come from ./form-rules.
 */
import { Card, Col, Form, Input, InputNumber, Row } from "antd";
import { CheckboxGroupField, RadioGroupField, SelectField } from "../../forms/choice-controls";
import { useTranslation } from "react-i18next";
import { CategorySelect } from "../../forms/category-select";
import { PriceTiers } from "../../forms/price-tiers";
import { UploadField } from "../../forms/upload";
import {
  ADAPT_TYPES,
  CONDITIONS,
  GRADES,
  MAX_STOCK,
  PRODUCT_IMAGE_MAX_COUNT,
  PRODUCT_IMAGE_MAX_KB,
  STOCK_TYPES,
  TRADE_PLATFORMS,
  VEHICLE_TYPES,
} from "../../domain/product";
import { Field } from "./form-field";
import { FitmentField } from "./fitment-field";
import { PercentInput } from "./percent-input";
import { DeliveryTemplateSelect } from "./delivery-template-select";
import type { ProductFormValues } from "./form-values";

const full = { width: "100%" } as const;

function options<T extends string | number>(values: readonly T[], label: (value: T) => string) {
  return values.map((value) => ({ value, label: label(value) }));
}

export function BasicSection() {
  const { t } = useTranslation("products");
  return (
    <Card title={t("form.sections.basic")}>
      <Field name="partNo">
        <Input maxLength={50} autoComplete="off" />
      </Field>
      <Field name="itemName">
        <Input maxLength={200} showCount />
      </Field>
      <Field name="categoryId">
        <CategorySelect placeholder={t("form.chooseCategory")} />
      </Field>
      <Field name="condition">
        <RadioGroupField options={options(CONDITIONS, (v) => t(`condition.${v}`))} />
      </Field>
      <Field name="grade">
        <RadioGroupField options={options(GRADES, (v) => t(`grade.${v}`))} />
      </Field>
      <Field name="brandName">
        <Input maxLength={100} />
      </Field>
      <Field name="specification" optional>
        <Input.TextArea maxLength={1000} rows={3} />
      </Field>
    </Card>
  );
}

export function VehicleSection() {
  const { t } = useTranslation("products");
  const form = Form.useFormInstance<ProductFormValues>();
  const vehicleType = (Form.useWatch("vehicleType", form) ?? 1) as 1 | 2;
  const adaptType = Form.useWatch("adaptType", form);
  return (
    <Card title={t("form.sections.vehicle")}>
      <Field name="vehicleType">
        {/* Fitments are per vehicle type, so switching type empties the list. */}
        <RadioGroupField
          options={options(VEHICLE_TYPES, (v) => t(`vehicleType.${v}`))}
          onChange={() => form.setFieldValue("fitments", [])}
        />
      </Field>
      <Field name="adaptType">
        <RadioGroupField options={options(ADAPT_TYPES, (v) => t(`adaptType.${v}`))} />
      </Field>
      {adaptType === 2 ? (
        <Field name="fitments">
          <FitmentField vehicleType={vehicleType} />
        </Field>
      ) : null}
    </Card>
  );
}

export function PriceStockSection() {
  const { t } = useTranslation("products");
  return (
    <Card title={t("form.sections.price")}>
      <Field name="tradePlatforms">
        <CheckboxGroupField options={options(TRADE_PLATFORMS, (v) => t(`tradePlatform.${v}`))} />
      </Field>
      <Field name="priceTiers" extra={t("form.priceTiersHint")}>
        <PriceTiers />
      </Field>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Field name="discount" optional>
            <PercentInput suffix="%" style={full} />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          {/* min 0, not 0.1: a typed 0 reaches the rule and its message instead of being silently clamped. */}
          <Field name="buyerDiscount" optional extra={t("form.buyerDiscountHint")}>
            <PercentInput suffix="%" style={full} />
          </Field>
        </Col>
      </Row>
      <Field name="saleUnit">
        <Input maxLength={20} />
      </Field>
      <Field name="stockType">
        <SelectField options={options(STOCK_TYPES, (v) => t(`stockType.${v}`))} />
      </Field>
      <Field name="stockNum">
        <InputNumber<number> min={0} max={MAX_STOCK} precision={0} style={full} />
      </Field>
      <Field name="minBuyQty">
        <InputNumber<number> min={1} max={MAX_STOCK} precision={0} style={full} />
      </Field>
    </Card>
  );
}

export function ShippingSection() {
  const { t } = useTranslation(["products", "deliveryTemplates"]);
  const number = (unit: string) => <InputNumber<number> min={1} precision={0} suffix={unit} style={full} />;
  return (
    <Card title={t("form.sections.shipping")}>
      <Field name="weight">{number("g")}</Field>
      <Field name="length">{number("cm")}</Field>
      <Field name="width">{number("cm")}</Field>
      <Field name="height">{number("cm")}</Field>
      <Field name="productUnit">
        <Input maxLength={20} />
      </Field>
      <Field name="packagingUnit">
        <Input maxLength={20} />
      </Field>
      <Field name="packagingQty">{number("")}</Field>
      <Field name="deliveryTemplateId" optional extra={t("deliveryTemplates:picker.hint")}>
        <DeliveryTemplateSelect />
      </Field>
    </Card>
  );
}

export function ImagesSection() {
  const { t } = useTranslation("products");
  return (
    <Card title={t("form.sections.images")}>
      <Field name="images" extra={t("form.imagesHint")}>
        <UploadField kind="image" maxCount={PRODUCT_IMAGE_MAX_COUNT} maxSizeKb={PRODUCT_IMAGE_MAX_KB} mainImage />
      </Field>
      <Field name="description" optional>
        <Input.TextArea maxLength={5000} rows={6} showCount />
      </Field>
    </Card>
  );
}
