/**
 * /store/store-detail-edit (spec §2, §3 "Store", §5 "Store"): every store field in the /shop-apply
 * sections (reused) plus the store extras, validated on blur/change with storeUpdateSchema (the API's),
 * the postal code checked against the village. Saving answers the new detail and goes back to the detail.
 */
import { useMemo } from "react";
import { Alert, App, Button, Card, Form, Skeleton, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { FieldErrorEntry } from "../../forms/zod-rule";
import { BankSection, LeaderSection, LegalSection } from "./profile/legal-sections";
import { AddressSection, StoreSection } from "./profile/store-sections";
import { useSchemaFormRules } from "./profile/use-apply-rules";
import { fromStoreDetail, toStoreUpdateBody, type StoreEditValues } from "./edit-form";
import { ExtrasSection } from "./extras-section";
import { storeUpdateSchema } from "./schema";
import { useSaveStore, useStoreDetail } from "./use-store-detail";

const SECTIONS = [
  ["store", StoreSection],
  ["address", AddressSection],
  ["legal", LegalSection],
  ["bank", BankSection],
  ["selling", ExtrasSection],
  ["leader", LeaderSection],
] as const;

export default function StoreDetailEditView() {
  const { t } = useTranslation("store");
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<StoreEditValues>();
  const rules = useSchemaFormRules(storeUpdateSchema, toStoreUpdateBody);
  const { state, reload } = useStoreDetail();
  const { save, saving } = useSaveStore();
  const initialValues = useMemo(() => (state.status === "ready" ? fromStoreDetail(state.detail) : undefined), [state]);
  const setErrors = (errors: FieldErrorEntry[]) => form.setFields(errors as Parameters<typeof form.setFields>[0]);

  if (state.status === "loading") return <Skeleton active paragraph={{ rows: 12 }} />;
  if (state.status === "error")
    return (
      <Alert
        type="error"
        showIcon
        message={t("show.loadFailed")}
        description={state.message}
        action={<Button onClick={reload}>{t("show.retry")}</Button>}
      />
    );

  async function onSubmit() {
    const parsed = rules.parseAll(form.getFieldsValue(true) as StoreEditValues);
    if ("errors" in parsed) {
      setErrors(parsed.errors);
      form.scrollToField(parsed.errors[0].name, { block: "center" });
      return;
    }
    const outcome = await save(parsed.body);
    if (outcome.ok) {
      message.success(t("edit.saved"));
      navigate("/store/store-detail");
      return;
    }
    if (outcome.fieldErrors.length) setErrors(outcome.fieldErrors);
    message.error(outcome.message);
  }

  return (
    <Space direction="vertical" size="large" style={{ width: "100%", maxWidth: 880 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t("titles.edit")}
      </Typography.Title>
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        validateTrigger={["onBlur", "onChange"]}
        onFinish={onSubmit}
      >
        <Space direction="vertical" size="middle" style={{ width: "100%" }}>
          {SECTIONS.map(([key, Section]) => (
            <Card
              key={key}
              title={
                <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                  {t(`sections.${key}`)}
                </Typography.Title>
              }
            >
              <Section rules={rules} />
            </Card>
          ))}
          <Space>
            <Button onClick={() => navigate("/store/store-detail")}>{t("edit.cancel")}</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t("edit.save")}
            </Button>
          </Space>
        </Space>
      </Form>
    </Space>
  );
}
