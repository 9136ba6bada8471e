/**
 * /shop-additional-info (spec §4 "applyStatus 2 with shop status 1"): an approved shop completes its
 * business type, business year and description; after saving, the guard's shop info is refreshed and
 * the seller goes to /home.
 */
import { useMemo } from "react";
import { App, Button, Card, Form, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { zodFieldErrors, type FieldErrorEntry } from "../../forms/zod-rule";
import { additionalInfoSchema } from "../../resources/store/schema";
import { BusinessFields } from "../../resources/store/profile/business-fields";
import { schemaRule } from "../../resources/store/profile/use-apply-rules";
import { useShellState } from "../../shell/guard/shell-state";
import { useAdditionalInfo, type AdditionalInfoValues } from "./use-additional-info";

/** The additional-info page. */
export function ShopAdditionalInfoPage() {
  const { t } = useTranslation("shop");
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { refresh } = useShellState();
  const [form] = Form.useForm<AdditionalInfoValues>();
  const { initialValues, save, saving } = useAdditionalInfo();
  const rules = useMemo(
    () => ({
      businessType: [schemaRule(additionalInfoSchema.shape.businessType, t)],
      storeEstablishment: [schemaRule(additionalInfoSchema.shape.storeEstablishment, t)],
      storeDescription: [schemaRule(additionalInfoSchema.shape.storeDescription, t)],
    }),
    [t],
  );
  const setErrors = (errors: FieldErrorEntry[]) => form.setFields(errors as Parameters<typeof form.setFields>[0]);

  async function onSubmit(values: AdditionalInfoValues) {
    const parsed = additionalInfoSchema.safeParse(values);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error.issues, t));
    const outcome = await save(parsed.data);
    if (!outcome.ok) {
      setErrors(outcome.fieldErrors);
      message.error(outcome.message);
      return;
    }
    message.success(t("additional.saved"));
    await refresh();
    navigate("/home");
  }

  return (
    <Card style={{ maxWidth: 720 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t("additional.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("additional.intro")}</Typography.Paragraph>
      {initialValues === null ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={initialValues}
          validateTrigger={["onBlur", "onChange"]}
          onFinish={onSubmit}
        >
          <BusinessFields rules={rules} descriptionRequired />
          <Button type="primary" htmlType="submit" loading={saving}>
            {t("additional.submit")}
          </Button>
        </Form>
      )}
    </Card>
  );
}

export default ShopAdditionalInfoPage;
