/**
 * Pure conversions between stored item rows and the wire shapes of src/resources/products/schema.ts.
 * Timestamps are answered as `yyyy-MM-dd HH:mm:ss` in WIB (src/domain/datetime.ts).
 */
import { formatDateTime } from "@src/domain/datetime";
import type { Product } from "@src/resources/products/schema";
import type { items } from "../../db/schema/item";
import { fileUrl } from "../file/file-url";

type ItemRow = typeof items.$inferSelect;

export { formatDateTime };

/** Discount in percent (one decimal) <-> stored tenths of a percent. */
export const discountToTenths = (percent: number): number => Math.round(percent * 10);
export const tenthsToDiscount = (tenths: number): number => tenths / 10;
/** Stored buyer discount tenths (null = none) as the wire's percent (null = none). */
export const tenthsToBuyerDiscount = (tenths: number | null): number | null => (tenths === null ? null : tenths / 10);

/**
 * "Toyota Avanza 2019, +2": the first listed vehicle and how many more; "" for a product without
 * listed fitment (adapt type 1, fits all: the portal shows its own label).
 */
export function fitmentSummary(first: string | null, count: number): string {
  if (!first || count <= 0) return "";
  return count > 1 ? `${first}, +${count - 1}` : first;
}

/** A stored item with its fitments and images as the detail answer (spec §3 "Product"). */
export function toProduct(
  row: ItemRow,
  fitments: { brandId: string; brandName: string; series: string; year: number; subModel: string }[],
  images: { fileKey: string; isMain: boolean }[],
): Product {
  return {
    itemId: row.id,
    shopId: row.shopId,
    partNo: row.partNo,
    itemName: row.itemName,
    categoryId: row.categoryId,
    condition: row.condition as Product["condition"],
    grade: row.grade as Product["grade"],
    brandName: row.brandName,
    specification: row.specification,
    productUnit: row.productUnit,
    packagingUnit: row.packagingUnit,
    packagingQty: row.packagingQty,
    weight: row.weight,
    length: row.length,
    width: row.width,
    height: row.height,
    vehicleType: row.vehicleType as Product["vehicleType"],
    adaptType: row.adaptType as Product["adaptType"],
    fitments,
    tradePlatforms: row.tradePlatforms as Product["tradePlatforms"],
    priceTiers: row.priceTiers,
    discount: tenthsToDiscount(row.discountTenths),
    buyerDiscount: tenthsToBuyerDiscount(row.buyerDiscountTenths),
    saleUnit: row.saleUnit,
    deliveryTemplateId: row.deliveryTemplateId,
    stockType: row.stockType as Product["stockType"],
    stockNum: row.stockNum,
    minBuyQty: row.minBuyQty,
    autoTender: row.autoTender,
    priority: row.priority,
    reconditioned: row.reconditioned,
    images: images.map((i) => ({ fileKey: i.fileKey, isMain: i.isMain, url: fileUrl(i.fileKey) })),
    description: row.description,
    reviewStatus: row.reviewStatus,
    offShelveReason: row.offShelveReason,
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
  };
}
