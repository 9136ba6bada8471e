/**
 * Where something is in Indonesia (spec §3 "Store" address, "Address"; §5 "Postal code valid; address
 * detail minimum length"), shared by the store and the address book:
 * - regionCodes: Kemendagri dotted codes, exactly [province `NN`, regency `NN.NN`, district `NN.NN.NN`,
 *   village `NN.NN.NN.NNNN`], each the prefix of the next (the RegionCascader's value).
 * - postalCode: exactly 5 digits. Whether it matches the village is checked by the API
 *   (`/api/reference/ina/checkPostalCode`), not here (it needs reference data).
 * - address detail (street, number): 10-200 characters.
 */
import { z } from "zod";
import { REQUIRED, formatted, textField } from "./text-field";
import { text } from "./text";

/** True when [p, r, d, v] are Kemendagri codes `NN`, `NN.NN`, `NN.NN.NN`, `NN.NN.NN.NNNN`, each nested in the previous. */
function nestedRegion([p, r, d, v]: string[]): boolean {
  return (
    /^\d{2}$/.test(p) &&
    /^\d{2}\.\d{2}$/.test(r) &&
    /^\d{2}\.\d{2}\.\d{2}$/.test(d) &&
    /^\d{2}\.\d{2}\.\d{2}\.\d{4}$/.test(v) &&
    r.startsWith(`${p}.`) &&
    d.startsWith(`${r}.`) &&
    v.startsWith(`${d}.`)
  );
}

/** Region codes of the RegionCascader, province to village, each code the prefix of the next; else `shop:errors.region`. */
export const regionCodesSchema = z
  .array(text(), { error: REQUIRED })
  .max(4, "shop:errors.region")
  .refine((codes) => codes.length === 4 && nestedRegion(codes), "shop:errors.region");

/** A 5-digit postal code; else `shop:errors.postalCode`. */
export const postalCodeSchema = formatted(/^\d{5}$/, "shop:errors.postalCode");

/** The street part of an address under its region codes: 10-200 characters. */
export const addressDetailSchema = textField({ min: 10, max: 200, multiline: true });
