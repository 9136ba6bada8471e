/** The /store/address-edit form's values and their mapping to and from the wire (pure: no React). */
import type { UploadedImage } from "../../forms/upload-rules";
import type { AddressFieldsInput, AddressRow } from "./schema";

export interface AddressFormValues {
  contactName: string;
  contactPhone: string;
  label: string;
  regionCodes: string[];
  postalCode: string;
  detail: string;
  photo: UploadedImage[];
  remark: string;
  isDefault: boolean;
}

export const EMPTY_ADDRESS: AddressFormValues = {
  contactName: "",
  contactPhone: "",
  label: "",
  regionCodes: [],
  postalCode: "",
  detail: "",
  photo: [],
  remark: "",
  isDefault: false,
};

/** Form values of a stored address (its photo with its url). */
export function fromAddress(a: AddressRow): AddressFormValues {
  return {
    contactName: a.contactName,
    contactPhone: a.contactPhone,
    label: a.label,
    regionCodes: [...a.regionCodes],
    postalCode: a.postalCode,
    detail: a.detail,
    photo: a.photo
      ? [{ fileKey: a.photo, isMain: true, url: a.photoUrl ?? "", name: a.photo.split("/").pop() ?? a.photo, size: 0 }]
      : [],
    remark: a.remark,
    isDefault: a.isDefault,
  };
}

/** The create / update body (before parsing with addressFieldsSchema). */
export function toAddressBody(v: AddressFormValues): AddressFieldsInput {
  return {
    ...v,
    regionCodes: v.regionCodes ?? [],
    photo: v.photo?.[0]?.fileKey ?? null,
    isDefault: Boolean(v.isDefault),
  };
}
