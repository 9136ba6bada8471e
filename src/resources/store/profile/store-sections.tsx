/** The "Store" and "Address" sections of the shop profile (/shop-apply, /store/store-detail-edit; spec §3 "Store", "Address"; §5 "Store"). */
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { RegionCascader } from "../../../forms/region-cascader";
import { UploadField } from "../../../forms/upload";
import { STORE_PHOTO_MAX } from "../schema";
import { BusinessFields } from "./business-fields";
import type { SectionRules } from "./use-apply-rules";

/** Largest image the application accepts, KB (the spec leaves it "not shown"; same as product images). */
export const STORE_IMAGE_MAX_KB = 2048;

/** Store identity, contact, photos and business fields. */
export function StoreSection({ rules }: { rules: SectionRules }) {
  const { t } = useTranslation("shop");
  return (
    <>
      <Form.Item name="storeName" label={t("apply.fields.storeName")} required rules={rules.field("storeName")}>
        <Input maxLength={60} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="picName" label={t("apply.fields.picName")} required rules={rules.field("picName")}>
        <Input maxLength={50} autoComplete="name" />
      </Form.Item>
      <Form.Item name="phone" label={t("apply.fields.phone")} required rules={rules.field("phone")}>
        <Input inputMode="numeric" maxLength={15} autoComplete="tel" placeholder={t("apply.placeholders.phone")} />
      </Form.Item>
      <Form.Item name="email" label={t("apply.fields.email")} required rules={rules.field("email")}>
        <Input type="email" maxLength={100} autoComplete="email" />
      </Form.Item>
      <Form.Item name="logo" label={t("apply.fields.logo")} rules={rules.field("logo")}>
        <UploadField kind="image" maxCount={1} avatar maxSizeKb={STORE_IMAGE_MAX_KB} />
      </Form.Item>
      <Form.Item name="storePhotos" label={t("apply.fields.storePhotos")} required rules={rules.field("storePhotos")}>
        <UploadField kind="image" maxCount={STORE_PHOTO_MAX} mainImage maxSizeKb={STORE_IMAGE_MAX_KB} />
      </Form.Item>
      <BusinessFields
        rules={{
          businessType: rules.field("businessType"),
          storeEstablishment: rules.field("storeEstablishment"),
          storeDescription: rules.field("storeDescription"),
        }}
      />
    </>
  );
}

export interface RegionFieldProps {
  id?: string;
  value?: string[];
  onChange?: (codes: string[]) => void;
  label: string;
  /** The form field the village's postal code is written to (default `["address", "postalCode"]`). */
  postalField?: (string | number)[];
}

const ADDRESS_POSTAL_FIELD = ["address", "postalCode"];

/** The region cascader as a form control; choosing a village fills its postal code. */
export function RegionField({ id, value, onChange, label, postalField = ADDRESS_POSTAL_FIELD }: RegionFieldProps) {
  const form = Form.useFormInstance();
  return (
    <RegionCascader
      id={id}
      aria-label={label}
      depth={4}
      value={value}
      onChange={(codes, selected) => {
        // Postal code first: the region change re-validates it (dependencies) and must see the new one.
        const postalCode = selected[3]?.postalCode;
        if (postalCode) form.setFields([{ name: postalField, value: postalCode, touched: true }]);
        onChange?.(codes);
      }}
    />
  );
}

/** Region (province to village), postal code and address detail. */
export function AddressSection({ rules }: { rules: SectionRules }) {
  const { t } = useTranslation("shop");
  return (
    <>
      <Form.Item
        name={["address", "regionCodes"]}
        label={t("apply.fields.region")}
        required
        rules={rules.field(["address", "regionCodes"])}
      >
        <RegionField label={t("apply.fields.region")} />
      </Form.Item>
      <Form.Item
        name={["address", "postalCode"]}
        label={t("apply.fields.postalCode")}
        required
        validateFirst
        dependencies={[["address", "regionCodes"]]}
        rules={rules.postalCode}
      >
        <Input inputMode="numeric" maxLength={5} autoComplete="postal-code" style={{ maxWidth: 160 }} />
      </Form.Item>
      <Form.Item
        name={["address", "detail"]}
        label={t("apply.fields.detail")}
        required
        rules={rules.field(["address", "detail"])}
      >
        <Input.TextArea rows={3} maxLength={200} showCount autoComplete="street-address" />
      </Form.Item>
    </>
  );
}
