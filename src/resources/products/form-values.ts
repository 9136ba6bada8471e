/**
 * The product form's values and their mapping to and from the API shapes (spec §3 "Product").
 * The form holds controls' values (images with url and name for the upload control); the request
 * body is the schema's ProductCreate / ProductUpdate.
 */
import type { UploadedImage } from "../../forms/upload-rules";
import { toSchemaImages } from "../../forms/upload-rules";
import type { Fitment, PriceTier, Product, ProductCreate } from "./schema";

export interface ProductFormValues {
  partNo: string;
  itemName: string;
  categoryId?: string;
  condition?: number;
  grade?: string;
  brandName: string;
  specification: string;
  vehicleType: number;
  adaptType: number;
  fitments: Fitment[];
  tradePlatforms: number[];
  priceTiers: PriceTier[];
  discount: number;
  /** Percent, one decimal; null (empty control) = no buyer discount. */
  buyerDiscount: number | null;
  saleUnit: string;
  stockType?: number;
  stockNum?: number;
  minBuyQty?: number;
  weight?: number;
  length?: number;
  width?: number;
  height?: number;
  productUnit: string;
  packagingUnit: string;
  packagingQty?: number;
  images: UploadedImage[];
  description: string;
  /** Kept as loaded: not edited on this form. */
  deliveryTemplateId: number | null;
  autoTender: boolean;
  priority: boolean;
  reconditioned: boolean;
}

/** A new product's starting values. */
export function emptyProductValues(): ProductFormValues {
  return {
    partNo: "",
    itemName: "",
    brandName: "",
    specification: "",
    vehicleType: 1,
    adaptType: 1,
    fitments: [],
    tradePlatforms: [1, 2],
    priceTiers: [{ minQty: 1, maxQty: null, price: 0 }],
    discount: 0,
    buyerDiscount: null,
    saleUnit: "",
    stockType: 2,
    minBuyQty: 1,
    productUnit: "",
    packagingUnit: "",
    packagingQty: 1,
    images: [],
    description: "",
    deliveryTemplateId: null,
    autoTender: false,
    priority: false,
    reconditioned: false,
  };
}

/** A loaded product as form values (image names fall back to the file key; size unknown = 0). */
export function productToValues(p: Product): ProductFormValues {
  // Product's `images` is an intersection of two array types; the detail answer carries the url.
  const images = p.images as { fileKey: string; isMain: boolean; url: string }[];
  return {
    ...emptyProductValues(),
    ...p,
    fitments: p.fitments ?? [],
    tradePlatforms: [...(p.tradePlatforms ?? [])],
    priceTiers: p.priceTiers ?? [],
    buyerDiscount: p.buyerDiscount ?? null,
    grade: p.grade,
    images: (images ?? []).map((i) => ({
      fileKey: i.fileKey,
      isMain: i.isMain,
      url: i.url,
      name: i.fileKey.split("/").pop() ?? i.fileKey,
      size: 0,
    })),
  };
}

/**
 * Request body of create (and, with itemId, update): the general-adapt product drops its fitment list.
 * The buyer discount is always sent (null = none), so a full edit states it rather than keeping the stored one.
 */
export function valuesToBody(v: ProductFormValues, submit: boolean): ProductCreate {
  return {
    partNo: v.partNo,
    itemName: v.itemName,
    categoryId: v.categoryId as string,
    condition: v.condition as ProductCreate["condition"],
    grade: v.grade as ProductCreate["grade"],
    brandName: v.brandName,
    specification: v.specification ?? "",
    productUnit: v.productUnit,
    packagingUnit: v.packagingUnit,
    packagingQty: v.packagingQty as number,
    weight: v.weight as number,
    length: v.length as number,
    width: v.width as number,
    height: v.height as number,
    vehicleType: v.vehicleType as ProductCreate["vehicleType"],
    adaptType: v.adaptType as ProductCreate["adaptType"],
    fitments: v.adaptType === 2 ? v.fitments : [],
    tradePlatforms: v.tradePlatforms as ProductCreate["tradePlatforms"],
    priceTiers: v.priceTiers,
    discount: v.discount ?? 0,
    buyerDiscount: v.buyerDiscount ?? null,
    saleUnit: v.saleUnit,
    deliveryTemplateId: v.deliveryTemplateId ?? null,
    stockType: v.stockType as ProductCreate["stockType"],
    stockNum: v.stockNum as number,
    minBuyQty: v.minBuyQty as number,
    autoTender: v.autoTender ?? false,
    priority: v.priority ?? false,
    reconditioned: v.reconditioned ?? false,
    images: toSchemaImages(v.images),
    description: v.description ?? "",
    submit,
  };
}
