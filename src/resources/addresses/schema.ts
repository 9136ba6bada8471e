/**
 * Addresses (spec §3 "Address", §5 "Store"): the zod schemas shared by /store/address-edit and the API
 * (/api/store/ina/address/*), and the wire row. Formats as the store application's (src/domain/schema/contact.ts, region.ts):
 * contact phone digits only (9-15, leading 0 or 62), region codes province..village, postal code 5 digits
 * (its match with the village is checked by the API against the regions table), detail 10-200 characters.
 */
import { z } from "zod";
import { text } from "../../domain/schema/text";
import { personNameSchema, phoneSchema } from "../../domain/schema/contact";
import { addressDetailSchema, postalCodeSchema, regionCodesSchema } from "../../domain/schema/region";
import { optionalFileKey } from "../store/schema";

/** Longest label ("Gudang", "Kantor") and remark, characters (our limits; the spec names the fields only). */
export const ADDRESS_LABEL_MAX = 30;
export const ADDRESS_REMARK_MAX = 200;

const idSchema = z.number({ error: "validation:required" }).int("validation:integer").positive("validation:min");

/** Editable fields of an address. `isDefault: true` makes it the shop's default (the old one is cleared). */
export const addressFieldsSchema = z.object({
  contactName: personNameSchema,
  contactPhone: phoneSchema,
  label: text().trim().max(ADDRESS_LABEL_MAX, "validation:maxLength").default(""),
  regionCodes: regionCodesSchema,
  postalCode: postalCodeSchema,
  detail: addressDetailSchema,
  photo: optionalFileKey,
  remark: text({ multiline: true }).trim().max(ADDRESS_REMARK_MAX, "validation:maxLength").default(""),
  isDefault: z.boolean().default(false),
});
export type AddressFields = z.infer<typeof addressFieldsSchema>;
export type AddressFieldsInput = z.input<typeof addressFieldsSchema>;

/** Body of /api/store/ina/address/create. */
export const addressCreateSchema = addressFieldsSchema;
/** Body of /api/store/ina/address/update: `{ id, ...fields }` (full replace). */
export const addressUpdateSchema = addressFieldsSchema.extend({ id: idSchema });
/** Body of /address/detail, /delete and /setDefault. */
export const addressIdSchema = z.object({ id: idSchema });

/** One address as the API answers it (times `yyyy-MM-dd HH:mm:ss` WIB). */
export interface AddressRow {
  id: number;
  contactName: string;
  contactPhone: string;
  label: string;
  regionCodes: string[];
  /** Names of the four regions, province first (empty strings for unknown codes). */
  regionNames: string[];
  postalCode: string;
  detail: string;
  photo: string | null;
  /** `/files/<fileKey>` or null. */
  photoUrl: string | null;
  remark: string;
  isDefault: boolean;
  createTime: string;
  updateTime: string;
}
