/** Read-only blocks of the product detail page: fields, prices, fitments, images (spec §3 "Product"). */
import { Descriptions, Empty, Image, List, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "../../domain/money";
import { formatPercent } from "../../domain/number";
import { findCategoryTitle, useCategories } from "../../forms/category-select";
import { fitmentKey, fitmentLabel } from "./fitments";
import type { PriceTier, Product } from "./schema";
import type { SubKey } from "../../domain/text-key";

/** "1-5", ">= 11" */
export function tierRange(tier: PriceTier): string {
  return tier.maxQty === null ? `>= ${tier.minQty}` : `${tier.minQty}-${tier.maxQty}`;
}

export function ProductFields({ product: p }: { product: Product }) {
  const { t, i18n } = useTranslation("products");
  const { categories } = useCategories();
  const yes = (v: boolean) => t(v ? "show.yes" : "show.no");
  const items: [SubKey<"products", "fields">, React.ReactNode][] = [
    ["partNo", p.partNo],
    ["itemName", p.itemName],
    ["categoryId", findCategoryTitle(categories, p.categoryId) ?? p.categoryId],
    ["condition", t(`condition.${p.condition}`)],
    ["grade", t(`grade.${p.grade}`)],
    ["brandName", p.brandName],
    ["specification", p.specification || "-"],
    ["vehicleType", t(`vehicleType.${p.vehicleType}`)],
    ["adaptType", t(`adaptType.${p.adaptType}`)],
    ["tradePlatforms", p.tradePlatforms.map((v) => t(`tradePlatform.${v}`)).join(", ")],
    ["discount", formatPercent(p.discount, i18n.language)],
    ["buyerDiscount", p.buyerDiscount === null ? "—" : formatPercent(p.buyerDiscount, i18n.language)],
    ["saleUnit", p.saleUnit],
    ["stockType", t(`stockType.${p.stockType}`)],
    ["stockNum", p.stockNum],
    ["minBuyQty", p.minBuyQty],
    ["weight", `${p.weight} g`],
    ["size", `${p.length} × ${p.width} × ${p.height} cm`],
    ["productUnit", p.productUnit],
    ["packaging", `${p.packagingQty} ${p.packagingUnit}`],
    ["autoTender", yes(p.autoTender)],
    ["priority", yes(p.priority)],
    ["reconditioned", yes(p.reconditioned)],
    ["createTime", p.createTime],
    ["updateTime", p.updateTime],
  ];
  return (
    <Descriptions
      bordered
      column={{ xs: 1, md: 2 }}
      size="small"
      items={items.map(([key, children]) => ({ key, label: t(`fields.${key}`), children }))}
    />
  );
}

export function PriceTable({ tiers }: { tiers: PriceTier[] }) {
  const { t } = useTranslation("products");
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      title={t("fields.priceTiers")}
      items={tiers.map((tier) => ({
        key: tierRange(tier),
        label: tierRange(tier),
        children: formatRupiah(tier.price),
      }))}
    />
  );
}

export function FitmentList({ product }: { product: Product }) {
  const { t } = useTranslation("products");
  if (product.adaptType === 1) return <Typography.Text>{t("show.fitsAll")}</Typography.Text>;
  return (
    <List
      size="small"
      bordered
      aria-label={t("form.fitmentList")}
      dataSource={product.fitments}
      locale={{ emptyText: t("form.noFitment") }}
      renderItem={(f) => <List.Item key={fitmentKey(f)}>{fitmentLabel(f, t("form.allYears"))}</List.Item>}
    />
  );
}

export function Gallery({ product }: { product: Product }) {
  const { t } = useTranslation("products");
  if (product.images.length === 0) return <Empty description={t("show.noImages")} />;
  const ordered = [...product.images].sort((a, b) => Number(b.isMain) - Number(a.isMain));
  return (
    <Image.PreviewGroup>
      <ul
        style={{ display: "flex", flexWrap: "wrap", gap: 8, listStyle: "none", padding: 0, margin: 0 }}
        aria-label={t("fields.images")}
      >
        {ordered.map((img, i) => (
          <li key={img.fileKey}>
            <Image
              src={img.url}
              width={112}
              height={112}
              style={{ objectFit: "cover" }}
              alt={
                img.isMain
                  ? t("show.mainImageOf", { name: product.itemName })
                  : t("show.imageOf", { name: product.itemName, n: i + 1 })
              }
            />
          </li>
        ))}
      </ul>
    </Image.PreviewGroup>
  );
}
