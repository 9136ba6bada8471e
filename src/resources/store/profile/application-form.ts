/**
 * The shop-profile form's values (/shop-apply and /store/store-detail-edit) and their mapping to the API
 * body (spec §3 "Store", §5 "Store").
 * Pure: no React. Files are held as the Upload control's `UploadedImage[]` in the form and sent as
 * `fileKey` strings; everything else keeps the body's shape.
 */
import type { UploadedImage } from "../../../forms/upload-rules";
import type { StoreApplication, StoreApplicationInput } from "../schema";
import type { ShopInfo } from "../../../domain/shop";

/** Answer of POST /api/shop/ina/myShopInfo: ShopInfo plus the previous application (null if none). */
export interface MyShopInfo extends ShopInfo {
  application: StoreApplication | null;
}

/** Fields holding one file (a list of at most one entry in the form). */
export const SINGLE_FILE_FIELDS = ["logo", "nibPhoto", "siupPhoto", "ktpPhoto", "npwpPhoto"] as const;
type SingleFileField = (typeof SINGLE_FILE_FIELDS)[number];

type TextFields = Omit<
  StoreApplicationInput,
  | SingleFileField
  | "storePhotos"
  | "address"
  | "businessType"
  | "storeEstablishment"
  | "taxable"
  | "bank"
  | "leaderPosition"
>;

/** What the antd Form holds. */
export type ApplyFormValues = { [K in keyof TextFields]-?: string } & {
  [K in SingleFileField]: UploadedImage[];
} & {
  storePhotos: UploadedImage[];
  address: { regionCodes: string[]; postalCode: string; detail: string };
  businessType: string[];
  storeEstablishment: string;
  taxable: boolean;
  bank?: string;
  leaderPosition?: string;
};

/** A blank form for a first application. */
export function emptyApplyForm(): ApplyFormValues {
  return {
    storeName: "",
    picName: "",
    phone: "",
    email: "",
    address: { regionCodes: [], postalCode: "", detail: "" },
    nibNumber: "",
    nibPhoto: [],
    siupNumber: "",
    siupPhoto: [],
    legalPersonIdNumber: "",
    ktpName: "",
    ktpPhoto: [],
    npwpNumber: "",
    npwpPhoto: [],
    companyName: "",
    taxable: false,
    businessType: [],
    storeEstablishment: "",
    storeDescription: "",
    storePhotos: [],
    logo: [],
    bank: undefined,
    accountNo: "",
    accountName: "",
    leaderName: "",
    leaderPhone: "",
    leaderPosition: undefined,
  };
}

// The API answers file keys only; the control shows the key as the name until a new file replaces it.
const asFiles = (key: string | null | undefined): UploadedImage[] =>
  key ? [{ fileKey: key, isMain: false, url: "", name: key, size: 0 }] : [];

/** Form values prefilled from a previous application (re-applying after a rejection). */
export function fromApplication(app: StoreApplication | null | undefined): ApplyFormValues {
  const empty = emptyApplyForm();
  if (!app) return empty;
  return {
    ...empty,
    ...app,
    address: {
      regionCodes: [...app.address.regionCodes],
      postalCode: app.address.postalCode,
      detail: app.address.detail,
    },
    businessType: [...app.businessType],
    storePhotos: app.storePhotos.map((key, i) => ({ ...asFiles(key)[0], isMain: i === 0 })),
    logo: asFiles(app.logo),
    nibPhoto: asFiles(app.nibPhoto),
    siupPhoto: asFiles(app.siupPhoto),
    ktpPhoto: asFiles(app.ktpPhoto),
    npwpPhoto: asFiles(app.npwpPhoto),
  };
}

const firstKey = (files: UploadedImage[] | undefined): string | null => files?.[0]?.fileKey ?? null;

/**
 * The body of POST /api/shop/ina/apply from the form values (before parsing: the schema trims,
 * normalises the NPWP and checks). Store photos are sent main photo first.
 */
export function toApplicationBody(values: Partial<ApplyFormValues>): StoreApplicationInput {
  const v = { ...emptyApplyForm(), ...values };
  const photos = [...(v.storePhotos ?? [])].sort((a, b) => Number(b.isMain) - Number(a.isMain));
  return {
    storeName: v.storeName,
    picName: v.picName,
    phone: v.phone,
    email: v.email,
    address: {
      regionCodes: v.address?.regionCodes ?? [],
      postalCode: v.address?.postalCode ?? "",
      detail: v.address?.detail ?? "",
    },
    nibNumber: v.nibNumber,
    nibPhoto: firstKey(v.nibPhoto),
    siupNumber: v.siupNumber,
    siupPhoto: firstKey(v.siupPhoto),
    legalPersonIdNumber: v.legalPersonIdNumber,
    ktpName: v.ktpName,
    ktpPhoto: firstKey(v.ktpPhoto) ?? "",
    npwpNumber: v.npwpNumber,
    npwpPhoto: firstKey(v.npwpPhoto) ?? "",
    companyName: v.companyName,
    taxable: v.taxable,
    businessType: v.businessType as StoreApplicationInput["businessType"],
    storeEstablishment: v.storeEstablishment,
    storeDescription: v.storeDescription,
    storePhotos: photos.map((p) => p.fileKey),
    logo: firstKey(v.logo),
    bank: (v.bank ?? "") as StoreApplicationInput["bank"],
    accountNo: v.accountNo,
    accountName: v.accountName,
    leaderName: v.leaderName,
    leaderPhone: v.leaderPhone,
    leaderPosition: (v.leaderPosition ?? "") as StoreApplicationInput["leaderPosition"],
  };
}

/** The form field showing an issue at `path` of the body: address parts are nested, the rest top-level. */
export function formFieldOf(path: readonly PropertyKey[]): (string | number)[] {
  if (path.length === 0) return [];
  if (path[0] === "address" && path.length > 1) return ["address", String(path[1])];
  return [String(path[0])];
}
