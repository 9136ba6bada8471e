/** The "Legal documents", "Bank" and "Leader" sections of the shop profile (/shop-apply, /store/store-detail-edit; spec §3 "Store"; §5 "Store"). */
import { Checkbox, Form, Input } from "antd";
import { SelectField } from "../../../forms/choice-controls";
import { useTranslation } from "react-i18next";
import { UploadField, type UploadFieldProps } from "../../../forms/upload";
import { LEADER_POSITIONS, SHOP_BANKS } from "../../../domain/shop";
import { STORE_IMAGE_MAX_KB } from "./store-sections";
import type { SectionRules } from "./use-apply-rules";

/** One document photo; Form.Item's id / value / onChange must reach the control. */
function Photo(props: Pick<UploadFieldProps, "id" | "value" | "onChange">) {
  return <UploadField {...props} kind="image" maxCount={1} avatar maxSizeKb={STORE_IMAGE_MAX_KB} />;
}

/** NIB and SIUP pairs (both or neither), KTP, NPWP, company and tax flag. */
export function LegalSection({ rules }: { rules: SectionRules }) {
  const { t } = useTranslation("shop");
  return (
    <>
      <Form.Item
        name="nibNumber"
        label={t("apply.fields.nibNumber")}
        dependencies={["nibPhoto"]}
        rules={rules.field("nibNumber")}
      >
        <Input inputMode="numeric" maxLength={13} />
      </Form.Item>
      <Form.Item
        name="nibPhoto"
        label={t("apply.fields.nibPhoto")}
        dependencies={["nibNumber"]}
        rules={rules.field("nibPhoto")}
      >
        <Photo />
      </Form.Item>
      <Form.Item
        name="siupNumber"
        label={t("apply.fields.siupNumber")}
        dependencies={["siupPhoto"]}
        rules={rules.field("siupNumber")}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="siupPhoto"
        label={t("apply.fields.siupPhoto")}
        dependencies={["siupNumber"]}
        rules={rules.field("siupPhoto")}
      >
        <Photo />
      </Form.Item>
      <Form.Item
        name="legalPersonIdNumber"
        label={t("apply.fields.legalPersonIdNumber")}
        required
        rules={rules.field("legalPersonIdNumber")}
      >
        <Input inputMode="numeric" maxLength={16} />
      </Form.Item>
      <Form.Item name="ktpName" label={t("apply.fields.ktpName")} required rules={rules.field("ktpName")}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="ktpPhoto" label={t("apply.fields.ktpPhoto")} required rules={rules.field("ktpPhoto")}>
        <Photo />
      </Form.Item>
      <Form.Item name="npwpNumber" label={t("apply.fields.npwpNumber")} required rules={rules.field("npwpNumber")}>
        <Input maxLength={24} placeholder={t("apply.placeholders.npwpNumber")} />
      </Form.Item>
      <Form.Item name="npwpPhoto" label={t("apply.fields.npwpPhoto")} required rules={rules.field("npwpPhoto")}>
        <Photo />
      </Form.Item>
      <Form.Item name="companyName" label={t("apply.fields.companyName")} rules={rules.field("companyName")}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="taxable" valuePropName="checked">
        <Checkbox>{t("apply.fields.taxable")}</Checkbox>
      </Form.Item>
    </>
  );
}

/** Payout bank (BCA, Bank Sinarmas, Mandiri), account number and holder. */
export function BankSection({ rules }: { rules: SectionRules }) {
  const { t } = useTranslation("shop");
  return (
    <>
      <Form.Item name="bank" label={t("apply.fields.bank")} required rules={rules.field("bank")}>
        <SelectField
          placeholder={t("apply.placeholders.select")}
          options={SHOP_BANKS.map((b) => ({ value: b.code, label: b.name }))}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
      <Form.Item name="accountNo" label={t("apply.fields.accountNo")} required rules={rules.field("accountNo")}>
        <Input inputMode="numeric" maxLength={20} />
      </Form.Item>
      <Form.Item name="accountName" label={t("apply.fields.accountName")} required rules={rules.field("accountName")}>
        <Input maxLength={100} />
      </Form.Item>
    </>
  );
}

/** The business leader: name, phone, position (owner or director). */
export function LeaderSection({ rules }: { rules: SectionRules }) {
  const { t } = useTranslation("shop");
  return (
    <>
      <Form.Item name="leaderName" label={t("apply.fields.leaderName")} required rules={rules.field("leaderName")}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="leaderPhone" label={t("apply.fields.leaderPhone")} required rules={rules.field("leaderPhone")}>
        <Input inputMode="numeric" maxLength={15} placeholder={t("apply.placeholders.phone")} />
      </Form.Item>
      <Form.Item
        name="leaderPosition"
        label={t("apply.fields.leaderPosition")}
        required
        rules={rules.field("leaderPosition")}
      >
        <SelectField
          placeholder={t("apply.placeholders.select")}
          options={LEADER_POSITIONS.map((p) => ({ value: p, label: t(`leaderPosition.${p}`) }))}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
    </>
  );
}
