/**
 * /shop-apply: the store application (spec §3 "Store", §4 "Shop routing", §5 "Store"). Sections
 * Store, Address, Legal documents, Bank and Leader; prefilled from the previous application when
 * re-applying, with the rejection reasons on top; on success an "under assessment" screen whose
 * button refreshes the guard's shop info (which then routes to the read-only screen).
 */
import { Alert, App, Button, Card, Form, Result, Skeleton, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { FieldErrorEntry } from "../../forms/zod-rule";
import { useShellState } from "../../shell/guard/shell-state";
import type { ApplyFormValues } from "../../resources/store/profile/application-form";
import { BankSection, LeaderSection, LegalSection } from "../../resources/store/profile/legal-sections";
import { AddressSection, StoreSection } from "../../resources/store/profile/store-sections";
import { useApplyRules } from "../../resources/store/profile/use-apply-rules";
import { useShopApply, type Rejection } from "./use-shop-apply";

const SECTIONS = [
  ["store", StoreSection],
  ["address", AddressSection],
  ["legal", LegalSection],
  ["bank", BankSection],
  ["leader", LeaderSection],
] as const;

function RejectionNotice({ rejection }: { rejection: Rejection }) {
  const { t } = useTranslation("shop");
  const lines = rejection.reasons.map((r) => (r === 5 && rejection.remark ? rejection.remark : t(`rejectReason.${r}`)));
  if (rejection.remark && !rejection.reasons.includes(5)) lines.push(rejection.remark);
  return (
    <Alert
      type="error"
      showIcon
      message={t("apply.rejectedTitle")}
      description={
        <>
          {t("apply.rejectedHint")}
          <ul>
            {lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </>
      }
    />
  );
}

/** The store application page. */
export function ShopApplyPage() {
  const { t } = useTranslation("shop");
  const { message } = App.useApp();
  const [form] = Form.useForm<ApplyFormValues>();
  const setErrors = (errors: FieldErrorEntry[]) => form.setFields(errors as Parameters<typeof form.setFields>[0]);
  const rules = useApplyRules();
  const { refresh } = useShellState();
  const { load, initialValues, rejection, submit, submitting, submitted, retry } = useShopApply();

  if (load.status === "loading") return <Skeleton active paragraph={{ rows: 12 }} />;
  if (load.status === "error")
    return (
      <Result
        status="error"
        title={t("errors.loadFailed")}
        subTitle={load.message}
        extra={<Button onClick={retry}>{t("home.retry")}</Button>}
      />
    );
  if (submitted)
    return (
      <Result
        status="success"
        title={t("apply.successTitle")}
        subTitle={t("apply.successText")}
        extra={
          <Button type="primary" onClick={() => void refresh()}>
            {t("apply.continue")}
          </Button>
        }
      />
    );

  async function onSubmit() {
    const parsed = rules.parseAll(form.getFieldsValue(true) as ApplyFormValues);
    if ("errors" in parsed) {
      setErrors(parsed.errors);
      form.scrollToField(parsed.errors[0].name, { block: "center" });
      return;
    }
    const outcome = await submit(parsed.body);
    if (outcome.ok) return;
    if (outcome.fieldErrors.length) setErrors(outcome.fieldErrors);
    message.error(outcome.message);
  }

  return (
    <Space direction="vertical" size="large" style={{ width: "100%", maxWidth: 880 }}>
      <div>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {t("apply.title")}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t("apply.intro")}</Typography.Paragraph>
      </div>
      {rejection ? <RejectionNotice rejection={rejection} /> : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        validateTrigger={["onBlur", "onChange"]}
        onFinish={onSubmit}
        scrollToFirstError
      >
        <Space direction="vertical" size="middle" style={{ width: "100%" }}>
          {SECTIONS.map(([key, Section]) => (
            <Card
              key={key}
              title={
                <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                  {t(`apply.sections.${key}`)}
                </Typography.Title>
              }
            >
              <Section rules={rules} />
            </Card>
          ))}
          <Button type="primary" htmlType="submit" size="large" loading={submitting}>
            {t("apply.submit")}
          </Button>
        </Space>
      </Form>
    </Space>
  );
}

export default ShopApplyPage;
