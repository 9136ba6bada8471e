/**
 * One request form (spec §2 "/store" formsuspend, formblock, formpart, formlimit, and our formclause,
 * formtempo): pick a partner buyer (its current terms shown), fill the kind's fields and a reason, send.
 * A success shows the ticket number and links to the request list. Guarded by `requests.<kind>`.
 */
import { Alert, Button, Card, Descriptions, Form, Input, Result, Space, Typography } from "antd";
import { SelectField } from "../../forms/choice-controls";
import { CanAccess } from "../../access/can";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { REASON_MAX, type RequestKind } from "../../domain/request";
import { zodRule } from "../../forms/zod-rule";
import { KindFields } from "./kind-fields";
import { requestFields } from "./schema";
import { partnerTerms } from "./ticket-format";
import { useRequestForm } from "./use-request-form";

export function Forbidden() {
  const { t } = useTranslation(["shell"]);
  return <Result status="403" title="403" subTitle={t("shell:error.forbidden")} />;
}

export function RequestFormPage({ kind }: { kind: RequestKind }) {
  return (
    <CanAccess resource="requests" action={kind} fallback={<Forbidden />}>
      <RequestForm kind={kind} />
    </CanAccess>
  );
}

function RequestForm({ kind }: { kind: RequestKind }) {
  const { t } = useTranslation(["requests", "errors", "products"]);
  const navigate = useNavigate();
  const { form, initialValues, partners, partnersLoading, partner, pending, submit, submitting, created, reset } =
    useRequestForm(kind);

  if (created) {
    return (
      <Result
        status="success"
        title={t("form.success.title")}
        subTitle={t("form.success.subtitle", { number: created.number })}
        extra={[
          <Button key="list" type="primary" onClick={() => navigate(`/store/request-list?id=${created.id}`)}>
            {t("form.success.toList")}
          </Button>,
          <Button key="again" onClick={reset}>
            {t("form.success.another")}
          </Button>,
        ]}
      />
    );
  }

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%", maxWidth: 760 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t(`titles.${kind}`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(`form.intro.${kind}`)}</Typography.Paragraph>
      <Card>
        <Form
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onFinish={submit}
          validateTrigger={["onBlur", "onChange"]}
          disabled={submitting}
        >
          <Form.Item
            name="buyerUserId"
            label={t("fields.buyer")}
            rules={[zodRule(requestFields.buyerUserId, t)]}
            required
          >
            <SelectField
              showSearch
              optionFilterProp="label"
              loading={partnersLoading}
              placeholder={t("form.buyerPlaceholder")}
              notFoundContent={t("form.noPartners")}
              options={partners.map((p) => ({ value: p.buyerUserId, label: p.buyerName }))}
            />
          </Form.Item>
          {partner && (
            <Descriptions
              size="small"
              bordered
              column={1}
              title={t("form.current")}
              style={{ marginBottom: 24 }}
              items={partnerTerms(partner, t).map(({ key, label, value }) => ({ key, label, children: value }))}
            />
          )}
          {pending && (
            <Alert type="warning" showIcon style={{ marginBottom: 24 }} message={t("errors:request.pending")} />
          )}
          <KindFields kind={kind} partner={partner} />
          <Form.Item name="reason" label={t("fields.reason")} rules={[zodRule(requestFields.reason, t)]} required>
            <Input.TextArea rows={4} maxLength={REASON_MAX} showCount placeholder={t("form.reasonPlaceholder")} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={submitting} disabled={pending}>
            {t("form.submit")}
          </Button>
        </Form>
      </Card>
    </Space>
  );
}
