/**
 * The position form of /store/addrole and /store/editrole (spec §5): name (5-20), authorities as a
 * checkbox tree grouped by resource (at least one), and the data-list permission as two checkboxes of
 * which exactly one must be ticked: none shows 'Silakan pilih kotak jika Anda ingin melanjutkan', both
 * 'Maaf, Izin daftar data hanya dapat memilih satu opsi'.
 */
import { CheckboxGroupField } from "../../forms/choice-controls";
import { Alert, Button, Card, Form, Input, Space, Spin, Typography } from "antd";
import { checkRule, zodRule } from "../../forms/zod-rule";
import { AuthorityTree } from "./authority-tree";
import { authoritiesSchema, dataListOptionsError, DATA_LIST_OPTIONS, positionNameSchema } from "./schema";
import { usePositionForm } from "./use-position-form";

function authoritiesError(value: unknown): string | null {
  const result = authoritiesSchema.safeParse(value ?? []);
  return result.success ? null : result.error.issues[0].message;
}

export function PositionForm({ id }: { id?: number }) {
  const f = usePositionForm(id);
  const { t } = f;
  const title = t(f.editing ? "positions:titles.editrole" : "positions:titles.addrole");

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {f.loadFailed ? (
        <Alert type="error" showIcon message={t("positions:form.loadFailed")} />
      ) : f.loading || !f.groups ? (
        <Spin />
      ) : (
        <Card>
          <Form
            form={f.form}
            layout="vertical"
            validateTrigger={["onBlur", "onChange"]}
            onValuesChange={f.onValuesChange}
            initialValues={{ name: "", authorities: [], dataListOptions: [] }}
            onFinish={f.save}
            style={{ maxWidth: 720 }}
          >
            <Form.Item name="name" label={t("positions:fields.name")} required rules={[zodRule(positionNameSchema, t)]}>
              <Input maxLength={20} showCount placeholder={t("positions:form.namePlaceholder")} />
            </Form.Item>
            <Form.Item
              name="authorities"
              label={t("positions:fields.authorities")}
              required
              rules={[checkRule(authoritiesError, t)]}
            >
              <AuthorityTree groups={f.groups} />
            </Form.Item>
            <Form.Item
              name="dataListOptions"
              label={t("positions:fields.dataList")}
              required
              rules={[checkRule((v) => dataListOptionsError(v as unknown[]), t)]}
            >
              <CheckboxGroupField
                options={DATA_LIST_OPTIONS.map((value) => ({ value, label: t(`positions:dataList.${value}`) }))}
              />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={f.saving}>
                {t("positions:form.save")}
              </Button>
              <Button onClick={f.cancel}>{t("positions:form.cancel")}</Button>
            </Space>
          </Form>
        </Card>
      )}
    </Space>
  );
}
