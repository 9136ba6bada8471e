/** The read-only sections of /store/store-detail (spec §3 "Store"): Descriptions with the images. */
import type { ReactNode } from "react";
import { Descriptions, Image, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { SHOP_BANKS } from "../../domain/shop";
import type { StoreDetail } from "./schema";
import type { SubKey } from "../../domain/text-key";

function Picture({ url, alt }: { url: string | null; alt: string }) {
  return url ? <Image src={url} alt={alt} width={96} height={96} style={{ objectFit: "cover" }} /> : <>-</>;
}

const text = (value: string | null | undefined) => (value && value.trim() !== "" ? value : "-");

type Item = { key: string; label: string; children: ReactNode; span?: number };

/** Items of each section, labels from the application's field names where they exist. */
function useSections(d: StoreDetail): { key: SubKey<"store", "sections">; items: Item[] }[] {
  const { t } = useTranslation(["store", "shop", "products"]);
  const f = (key: SubKey<"shop", "apply.fields">) => t(`shop:apply.fields.${key}`);
  const pic = (key: keyof StoreDetail["fileUrls"], label: string) => <Picture url={d.fileUrls[key]} alt={label} />;
  const bank = SHOP_BANKS.find((b) => b.code === d.bank)?.name ?? d.bank;
  return [
    {
      key: "store",
      items: [
        { key: "seller", label: t("store:fields.sellerUserName"), children: d.sellerUserName },
        { key: "storeName", label: f("storeName"), children: d.storeName },
        { key: "picName", label: f("picName"), children: d.picName },
        { key: "phone", label: f("phone"), children: d.phone },
        { key: "email", label: f("email"), children: d.email },
        {
          key: "businessType",
          label: f("businessType"),
          children: d.businessType.map((b) => <Tag key={b}>{t(`shop:businessType.${b}`)}</Tag>),
        },
        { key: "year", label: f("storeEstablishment"), children: text(d.storeEstablishment) },
        { key: "description", label: f("storeDescription"), children: text(d.storeDescription), span: 2 },
        { key: "logo", label: f("logo"), children: pic("logo", f("logo")) },
        { key: "banner", label: t("store:fields.banner"), children: pic("banner", t("store:fields.banner")) },
        {
          key: "photos",
          label: f("storePhotos"),
          span: 2,
          children: (
            <Space wrap>
              {d.storePhotoUrls.map((url, i) => (
                <Picture key={url} url={url} alt={`${f("storePhotos")} ${i + 1}`} />
              ))}
            </Space>
          ),
        },
      ],
    },
    {
      key: "address",
      items: [
        { key: "region", label: f("region"), children: d.regionNames.filter(Boolean).join(", ") || "-", span: 2 },
        { key: "postal", label: f("postalCode"), children: d.address.postalCode },
        { key: "detail", label: f("detail"), children: d.address.detail },
        { key: "invoice", label: t("store:fields.invoiceAddress"), children: text(d.invoiceAddress), span: 2 },
      ],
    },
    {
      key: "legal",
      items: [
        { key: "nib", label: f("nibNumber"), children: text(d.nibNumber) },
        { key: "nibPhoto", label: f("nibPhoto"), children: pic("nibPhoto", f("nibPhoto")) },
        { key: "siup", label: f("siupNumber"), children: text(d.siupNumber) },
        { key: "siupPhoto", label: f("siupPhoto"), children: pic("siupPhoto", f("siupPhoto")) },
        { key: "idNumber", label: f("legalPersonIdNumber"), children: d.legalPersonIdNumber },
        { key: "ktpName", label: f("ktpName"), children: d.ktpName },
        { key: "ktpPhoto", label: f("ktpPhoto"), children: pic("ktpPhoto", f("ktpPhoto")), span: 2 },
        { key: "npwp", label: f("npwpNumber"), children: d.npwpNumber },
        { key: "npwpPhoto", label: f("npwpPhoto"), children: pic("npwpPhoto", f("npwpPhoto")) },
        { key: "company", label: f("companyName"), children: text(d.companyName) },
        { key: "taxable", label: f("taxable"), children: t(d.taxable ? "store:show.yes" : "store:show.no") },
        {
          key: "skb",
          label: t("store:fields.skbDocument"),
          children: pic("skbDocument", t("store:fields.skbDocument")),
          span: 2,
        },
      ],
    },
    {
      key: "bank",
      items: [
        { key: "bank", label: f("bank"), children: bank },
        { key: "accountNo", label: f("accountNo"), children: d.accountNo },
        { key: "accountName", label: f("accountName"), children: d.accountName, span: 2 },
      ],
    },
    {
      key: "selling",
      items: [
        {
          key: "conditions",
          label: t("store:fields.partConditions"),
          children: d.partConditions.map((c) => <Tag key={c}>{t(`store:condition.${c}`)}</Tag>),
          span: 2,
        },
        {
          key: "brands",
          label: t("store:fields.partBrands"),
          children: d.partBrands.length ? d.partBrands.map((b) => <Tag key={b}>{b}</Tag>) : "-",
          span: 2,
        },
      ],
    },
    {
      key: "leader",
      items: [
        { key: "leaderName", label: f("leaderName"), children: d.leaderName },
        { key: "leaderPhone", label: f("leaderPhone"), children: d.leaderPhone },
        { key: "leaderPosition", label: f("leaderPosition"), children: t(`shop:leaderPosition.${d.leaderPosition}`) },
      ],
    },
  ];
}

/** Every section as a bordered Descriptions with its title. */
export function StoreDescriptions({ detail }: { detail: StoreDetail }) {
  const { t } = useTranslation("store");
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      {useSections(detail).map((s) => (
        <Descriptions
          key={s.key}
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          title={
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              {t(`sections.${s.key}`)}
            </Typography.Title>
          }
          items={s.items}
        />
      ))}
    </Space>
  );
}
