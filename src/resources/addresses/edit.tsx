/**
 * /store/address-edit (spec §2, §3 "Address", §5 "Store"): a new address, or `?id=` to edit one. The
 * region cascader fills the village's postal code; the postal code is checked against the village here
 * and again by the API. Saving goes back to /store/address.
 */
import { Alert, App, Button, Card, Checkbox, Form, Input, Result, Skeleton, Space, Typography } from "antd";
import { CanAccess } from "../../access/can";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { zodRule } from "../../forms/zod-rule";
import { UploadField } from "../../forms/upload";
import { RegionField, STORE_IMAGE_MAX_KB } from "../store/profile/store-sections";
import { usePostalCheck, villagePostalRule } from "../store/profile/use-apply-rules";
import { EMPTY_ADDRESS, fromAddress, toAddressBody, type AddressFormValues } from "./address-form";
import { ADDRESS_LABEL_MAX, ADDRESS_REMARK_MAX, addressFieldsSchema } from "./schema";
import { useAddressForm } from "./use-addresses";

export default function AddressEditView() {
  const { t } = useTranslation(["addresses", "errors"]);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("id") && Number(params.get("id")) > 0 ? Number(params.get("id")) : undefined;
  const [form] = Form.useForm<AddressFormValues>();
  const checkPostal = usePostalCheck();
  const { address, loading, loadError, saving, save } = useAddressForm(id);
  const rule = (field: keyof typeof addressFieldsSchema.shape) => [zodRule(addressFieldsSchema.shape[field], t)];

  if (loading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (loadError !== null) return <Alert type="error" showIcon message={t("edit.loadFailed")} description={loadError} />;

  async function onFinish(values: AddressFormValues) {
    const parsed = addressFieldsSchema.safeParse(toAddressBody({ ...EMPTY_ADDRESS, ...values }));
    if (!parsed.success) return; // the field rules already show why
    try {
      await save(parsed.data);
      message.success(t("edit.saved"));
      navigate("/store/address");
    } catch (err) {
      const errors = (err as { errors?: Record<string, string> }).errors ?? {};
      form.setFields(
        Object.entries(errors).map(([path, text]) => ({
          name: path.split(".")[0] as keyof AddressFormValues,
          errors: [text],
        })),
      );
      message.error((err as Error).message);
    }
  }

  const page = (
    <Space direction="vertical" size="large" style={{ width: "100%", maxWidth: 720 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t(id ? "titles.edit" : "titles.create")}
      </Typography.Title>
      <Card>
        <Form
          form={form}
          layout="vertical"
          initialValues={address ? fromAddress(address) : EMPTY_ADDRESS}
          validateTrigger={["onBlur", "onChange"]}
          onFinish={onFinish}
        >
          <Form.Item name="contactName" label={t("fields.contactName")} required rules={rule("contactName")}>
            <Input maxLength={50} autoComplete="name" />
          </Form.Item>
          <Form.Item name="contactPhone" label={t("fields.contactPhone")} required rules={rule("contactPhone")}>
            <Input inputMode="numeric" maxLength={15} autoComplete="tel" placeholder="081234567890" />
          </Form.Item>
          <Form.Item name="label" label={t("fields.label")} rules={rule("label")}>
            <Input maxLength={ADDRESS_LABEL_MAX} placeholder={t("edit.labelPlaceholder")} />
          </Form.Item>
          <Form.Item name="regionCodes" label={t("fields.region")} required rules={rule("regionCodes")}>
            <RegionField label={t("fields.region")} postalField={["postalCode"]} />
          </Form.Item>
          <Form.Item
            name="postalCode"
            label={t("fields.postalCode")}
            required
            validateFirst
            dependencies={["regionCodes"]}
            rules={[...rule("postalCode"), villagePostalRule(["regionCodes"], checkPostal, t)]}
          >
            <Input inputMode="numeric" maxLength={5} autoComplete="postal-code" style={{ maxWidth: 160 }} />
          </Form.Item>
          <Form.Item name="detail" label={t("fields.detail")} required rules={rule("detail")}>
            <Input.TextArea rows={3} maxLength={200} showCount autoComplete="street-address" />
          </Form.Item>
          <Form.Item name="photo" label={t("fields.photo")}>
            <UploadField kind="image" maxCount={1} avatar maxSizeKb={STORE_IMAGE_MAX_KB} />
          </Form.Item>
          <Form.Item name="remark" label={t("fields.remark")} rules={rule("remark")}>
            <Input.TextArea rows={2} maxLength={ADDRESS_REMARK_MAX} showCount />
          </Form.Item>
          <Form.Item name="isDefault" valuePropName="checked">
            <Checkbox disabled={address?.isDefault}>{t("fields.isDefault")}</Checkbox>
          </Form.Item>
          <Space>
            <Button onClick={() => navigate("/store/address")}>{t("edit.cancel")}</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t("edit.save")}
            </Button>
          </Space>
        </Form>
      </Card>
    </Space>
  );
  // The route needs addresses.edit; a new address also needs addresses.create.
  return id ? (
    page
  ) : (
    <CanAccess resource="addresses" action="create" fallback={<Result status="403" title={t("errors:forbidden")} />}>
      {page}
    </CanAccess>
  );
}
