/**
 * The /store/store-detail-edit form's values and their mapping to and from the wire (spec §3 "Store").
 * Pure: no React. The application's fields keep the /shop-apply form's shape (its sections are reused);
 * the extras add banner and SKB files, invoice address, part conditions and brands.
 */
import type { UploadedImage } from "../../forms/upload-rules";
import { fromApplication, toApplicationBody, type ApplyFormValues } from "./profile/application-form";
import type { StoreDetail, StoreFileField, StoreUpdateInput } from "./schema";

/** What the antd Form holds. */
export type StoreEditValues = ApplyFormValues & {
  banner: UploadedImage[];
  skbDocument: UploadedImage[];
  invoiceAddress: string;
  partConditions: number[];
  partBrands: string[];
};

const file = (key: string | null, url: string | null): UploadedImage[] =>
  key ? [{ fileKey: key, isMain: false, url: url ?? "", name: key.split("/").pop() ?? key, size: 0 }] : [];

/** Form values from the detail answer, files with their urls so the current images show. */
export function fromStoreDetail(detail: StoreDetail): StoreEditValues {
  const base = fromApplication(detail);
  const withUrl = (field: Exclude<StoreFileField, "banner" | "skbDocument">) =>
    file(detail[field], detail.fileUrls[field]);
  return {
    ...base,
    logo: withUrl("logo"),
    nibPhoto: withUrl("nibPhoto"),
    siupPhoto: withUrl("siupPhoto"),
    ktpPhoto: withUrl("ktpPhoto"),
    npwpPhoto: withUrl("npwpPhoto"),
    storePhotos: detail.storePhotos.map((key, i) => ({
      ...file(key, detail.storePhotoUrls[i] ?? null)[0],
      isMain: i === 0,
    })),
    banner: file(detail.banner, detail.fileUrls.banner),
    skbDocument: file(detail.skbDocument, detail.fileUrls.skbDocument),
    invoiceAddress: detail.invoiceAddress,
    partConditions: [...detail.partConditions],
    partBrands: [...detail.partBrands],
  };
}

/** The body of POST /api/store/ina/update from the form values (before parsing with storeUpdateSchema). */
export function toStoreUpdateBody(values: Partial<StoreEditValues>): StoreUpdateInput {
  return {
    ...toApplicationBody(values),
    banner: values.banner?.[0]?.fileKey ?? null,
    skbDocument: values.skbDocument?.[0]?.fileKey ?? null,
    invoiceAddress: values.invoiceAddress ?? "",
    partConditions: (values.partConditions ?? []) as StoreUpdateInput["partConditions"],
    partBrands: values.partBrands ?? [],
  };
}
