/**
 * The fields of a customer (spec §3 "Customer": company category and name, contact, address and invoice
 * receipt address, delivery-fee and bill-fee methods, account manager), shared by /customer/new and the
 * detail's edit drawer. Rules come from customerFieldsSchema; each address is optional but validated whole
 * once any part of it is filled (region cascader as in the address book; choosing a village fills the
 * postal code).
 */
import { Divider, Form, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { COMPANY_CATEGORIES, FEE_METHODS, MAX_COMPANY_NAME, MAX_CONTACT_PERSON } from "../../domain/customer";
import { RadioGroupField, SelectField } from "../../forms/choice-controls";
import { checkRule, zodRule } from "../../forms/zod-rule";
import { RegionField } from "../store/profile/store-sections";
import { isBlankAddress, type AddressValues } from "./form-values";
import { customerAddressSchema, customerFieldsSchema } from "./schema";
import { useAccountManagers } from "./use-account-managers";

type AddressName = "address" | "invoiceAddress";

/** A rule of one address part that applies only when the address is not left blank. */
function useAddressRule(name: AddressName, part: keyof AddressValues) {
  const { t } = useTranslation("customers");
  const form = Form.useFormInstance();
  return checkRule((value) => {
    if (isBlankAddress(form.getFieldValue(name) as AddressValues | undefined)) return null;
    const parsed = customerAddressSchema.shape[part].safeParse(value ?? (part === "regionCodes" ? [] : ""));
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? "validation:invalid");
  }, t);
}

function AddressFields({ name }: { name: AddressName }) {
  const { t } = useTranslation("customers");
  const label = t(`fields.${name}`);
  const deps = [
    [name, "regionCodes"],
    [name, "postalCode"],
    [name, "detail"],
  ];
  const regionRule = useAddressRule(name, "regionCodes");
  const postalRule = useAddressRule(name, "postalCode");
  const detailRule = useAddressRule(name, "detail");
  return (
    <>
      <Divider orientation="left" plain>
        {label}
      </Divider>
      <Form.Item
        name={[name, "regionCodes"]}
        label={t("form.region", { address: label })}
        dependencies={deps.slice(1)}
        rules={[regionRule]}
      >
        <RegionField label={t("form.region", { address: label })} postalField={[name, "postalCode"]} />
      </Form.Item>
      <Form.Item
        name={[name, "postalCode"]}
        label={t("form.postalCode", { address: label })}
        dependencies={[deps[0], deps[2]]}
        rules={[postalRule]}
      >
        <Input inputMode="numeric" maxLength={5} autoComplete="postal-code" style={{ maxWidth: 160 }} />
      </Form.Item>
      <Form.Item
        name={[name, "detail"]}
        label={t("form.addressDetail", { address: label })}
        dependencies={deps.slice(0, 2)}
        rules={[detailRule]}
      >
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </>
  );
}

export function CustomerFields() {
  const { t } = useTranslation("customers");
  const { managers, loading } = useAccountManagers();
  const rule = (field: keyof typeof customerFieldsSchema.shape) => [zodRule(customerFieldsSchema.shape[field], t)];
  const feeOptions = FEE_METHODS.map((m) => ({ value: m, label: t(`feeMethod.${m}`) }));
  return (
    <>
      <Form.Item name="companyCategory" label={t("fields.companyCategory")} required rules={rule("companyCategory")}>
        <SelectField
          placeholder={t("form.choose")}
          options={COMPANY_CATEGORIES.map((c) => ({ value: c, label: t(`companyCategory.${c}`) }))}
        />
      </Form.Item>
      <Form.Item name="companyName" label={t("fields.companyName")} required rules={rule("companyName")}>
        <Input maxLength={MAX_COMPANY_NAME} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="contactPerson" label={t("fields.contactPerson")} required rules={rule("contactPerson")}>
        <Input maxLength={MAX_CONTACT_PERSON} autoComplete="name" />
      </Form.Item>
      <Form.Item name="contactPhone" label={t("fields.contactPhone")} required rules={rule("contactPhone")}>
        <Input inputMode="numeric" maxLength={15} autoComplete="tel" placeholder="081234567890" />
      </Form.Item>
      <AddressFields name="address" />
      <AddressFields name="invoiceAddress" />
      <Divider />
      <Form.Item name="deliveryFeeMethod" label={t("fields.deliveryFeeMethod")} rules={rule("deliveryFeeMethod")}>
        <RadioGroupField options={feeOptions} />
      </Form.Item>
      <Form.Item name="billFeeMethod" label={t("fields.billFeeMethod")} rules={rule("billFeeMethod")}>
        <RadioGroupField options={feeOptions} />
      </Form.Item>
      <Form.Item name="accountManagerUserId" label={t("fields.accountManager")}>
        <Select
          allowClear
          loading={loading}
          placeholder={t("form.noManager")}
          options={managers.map((m) => ({ value: m.userId, label: m.name }))}
        />
      </Form.Item>
    </>
  );
}
