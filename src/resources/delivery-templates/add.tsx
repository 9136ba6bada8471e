/**
 * /order/delivery-fee-template/add-delivery-template (spec §2, §3 "Delivery template"; `?code=` edits):
 * name, pricing type (package count, weight kg, volume m3), delivery type, the default fee, and specified
 * areas, each a set of cities chosen province by province from the region data with its own fee.
 */
import { Alert, Button, Card, Empty, Flex, Form, Input, Radio, Select, Skeleton, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DELIVERY_TYPES, PRICING_TYPES, PricingType, type PricingTypeValue } from "../../domain/delivery-fee";
import { failureText } from "../../providers/data-hooks";
import { checkRule, zodRule } from "../../forms/zod-rule";
import { Page, Toolbar } from "../../shell/page";
import { AreaCities } from "./area-cities";
import { EMPTY_AREA, type AreaValues } from "./form-values";
import { RuleFields } from "./rule-fields";
import {
  MAX_AREA_REGENCIES,
  MAX_TEMPLATE_AREAS,
  TEMPLATE_NAME_MAX,
  templateAreaSchema,
  templateFieldsSchema,
} from "./schema";
import { useTemplateForm } from "./use-template-form";

/** An area's cities as the schema judges them; none chosen reads "choose at least one" rather than "empty". */
function citiesProblem(value: unknown): string | null {
  const checked = templateAreaSchema.shape.regencyCodes.safeParse(value ?? []);
  return checked.success ? null : checked.error.issues[0].message;
}

export default function AddTemplateView() {
  const [params] = useSearchParams();
  const code = params.get("code");
  const f = useTemplateForm(code);
  const { form } = f;
  const { t } = useTranslation(["deliveryTemplates", "validation"]);
  const pricingType = (Form.useWatch("pricingType", form) ?? PricingType.count) as PricingTypeValue;
  const areas = (Form.useWatch("areas", form) ?? []) as AreaValues[];
  const takenBy = (index: number) =>
    new Set(areas.flatMap((a, i) => (i === index || !a ? [] : (a.regencyCodes ?? []))));

  return (
    <Page titleKey={f.editing ? "deliveryTemplates:titles.edit" : "deliveryTemplates:titles.add"}>
      {f.loadError ? <Alert type="error" showIcon message={failureText(f.loadError, t("form.loadFailed"))} /> : null}
      {f.loading ? (
        <Skeleton active />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={f.initialValues}
          onValuesChange={f.onValuesChange}
          onFinish={() => void f.save()}
          disabled={f.loadError !== null}
        >
          <Card title={t("form.basic")} size="small">
            <Form.Item
              name="name"
              label={t("fields.name")}
              rules={[zodRule(templateFieldsSchema.shape.name, t)]}
              validateFirst
            >
              <Input maxLength={TEMPLATE_NAME_MAX} showCount placeholder={t("fields.namePlaceholder")} />
            </Form.Item>
            <Form.Item name="pricingType" label={t("fields.pricingType")}>
              <Radio.Group
                optionType="button"
                options={PRICING_TYPES.map((v) => ({ value: v, label: t(`pricingType.${v}`) }))}
              />
            </Form.Item>
            <Form.Item
              name="deliveryType"
              label={t("fields.deliveryType")}
              rules={[zodRule(templateFieldsSchema.shape.deliveryType, t)]}
            >
              <Select
                style={{ maxWidth: 320 }}
                options={DELIVERY_TYPES.map((v) => ({ value: v, label: t(`deliveryType.${v}`) }))}
              />
            </Form.Item>
          </Card>

          <Card title={t("fields.defaultFee")} size="small" style={{ marginTop: 16 }}>
            <Typography.Paragraph type="secondary">{t("form.defaultHint")}</Typography.Paragraph>
            <RuleFields prefix={[]} pricingType={pricingType} />
          </Card>

          <Card title={t("fields.areas")} size="small" style={{ marginTop: 16 }}>
            <Typography.Paragraph type="secondary">{t("form.areasHint")}</Typography.Paragraph>
            <Form.List name="areas">
              {(fields, { add, remove }) => (
                <Flex vertical gap={12}>
                  {fields.length === 0 ? (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("form.noAreas")} />
                  ) : null}
                  {fields.map((field, index) => {
                    const label = t("form.area", { n: index + 1 });
                    return (
                      <Card
                        key={field.key}
                        size="small"
                        type="inner"
                        title={label}
                        role="group"
                        aria-label={label}
                        extra={
                          <Button type="link" danger onClick={() => remove(field.name)}>
                            {t("form.removeArea", { n: index + 1 })}
                          </Button>
                        }
                      >
                        <Form.Item
                          name={[field.name, "regencyCodes"]}
                          label={t("fields.cities")}
                          rules={[checkRule(citiesProblem, t, { max: MAX_AREA_REGENCIES })]}
                        >
                          <AreaCities taken={takenBy(index)} label={label} />
                        </Form.Item>
                        <RuleFields prefix={[field.name]} pricingType={pricingType} label={label} />
                      </Card>
                    );
                  })}
                  <div>
                    <Button onClick={() => add({ ...EMPTY_AREA })} disabled={fields.length >= MAX_TEMPLATE_AREAS}>
                      {t("form.addArea")}
                    </Button>
                  </div>
                </Flex>
              )}
            </Form.List>
          </Card>

          <Toolbar end>
            <Space>
              <Button onClick={f.cancel}>{t("form.cancel")}</Button>
              <Button type="primary" htmlType="submit" loading={f.saving}>
                {t("form.save")}
              </Button>
            </Space>
          </Toolbar>
        </Form>
      )}
    </Page>
  );
}
