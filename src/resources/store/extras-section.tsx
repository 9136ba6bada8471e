/** Store fields beyond the application (spec §3 "Store"): banner, SKB PPh, invoice address, part conditions and brands. */
import { Form, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { CheckboxGroupField } from "../../forms/choice-controls";
import { UploadField } from "../../forms/upload";
import { CONDITIONS } from "../../domain/product";
import { STORE_IMAGE_MAX_KB } from "./profile/store-sections";
import type { SectionRules } from "./profile/use-apply-rules";
import { PART_BRAND_MAX } from "./schema";

export function ExtrasSection({ rules }: { rules: SectionRules }) {
  const { t } = useTranslation("store");
  return (
    <>
      <Form.Item name="banner" label={t("fields.banner")} rules={rules.field("banner")}>
        <UploadField kind="image" maxCount={1} avatar maxSizeKb={STORE_IMAGE_MAX_KB} />
      </Form.Item>
      <Form.Item name="skbDocument" label={t("fields.skbDocument")} rules={rules.field("skbDocument")}>
        <UploadField kind="image" maxCount={1} avatar maxSizeKb={STORE_IMAGE_MAX_KB} />
      </Form.Item>
      <Form.Item name="invoiceAddress" label={t("fields.invoiceAddress")} rules={rules.field("invoiceAddress")}>
        <Input.TextArea rows={2} maxLength={300} showCount />
      </Form.Item>
      <Form.Item
        name="partConditions"
        label={t("fields.partConditions")}
        required
        rules={rules.field("partConditions")}
      >
        <CheckboxGroupField<number>
          aria-label={t("fields.partConditions")}
          options={CONDITIONS.map((c) => ({ value: c, label: t(`condition.${c}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="partBrands"
        label={t("fields.partBrands")}
        rules={rules.field("partBrands")}
        extra={t("edit.brandsHint", { max: PART_BRAND_MAX })}
      >
        <Select
          mode="tags"
          tokenSeparators={[","]}
          open={false}
          aria-label={t("fields.partBrands")}
          style={{ maxWidth: 560 }}
        />
      </Form.Item>
    </>
  );
}
