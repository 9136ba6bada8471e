/**
 * Contact and tax identity fields shared by the store application, the store detail and the address book
 * (spec §3 "Store", "Address"; §5 "Store"; §8 'NPWP Salah'). Formats (our choices where the spec says
 * "format check" without a value):
 * - phone: digits only after trimming, 9-15 digits, starting with `0` or `62` (e.g. `081234567890`,
 *   `6281234567890`). No `+`, spaces or dashes: the spec says "digits only".
 * - person name (PIC, contact): 2-50 characters.
 * - NPWP: 15 digits (old format) or 16 digits (NIK-based); the input may contain dots, dashes and spaces
 *   (`01.234.567.8-901.000`), the parsed value is digits only.
 */
import { z } from "zod";
import { REQUIRED, formatted, textField } from "./text-field";

/** Digits-only phone, 9-15 digits, leading 0 or 62 (spec §5 "Phone digits only"); else `shop:errors.phone`. */
export const phoneSchema = formatted(/^(?=\d{9,15}$)(0|62)\d+$/, "shop:errors.phone");

/** A person's name on a form (the store's PIC, an address's contact): 2-50 characters, trimmed. */
export const personNameSchema = textField({ min: 2, max: 50 });

/** Removes the separators people type inside an NPWP (dots, dashes, spaces). */
export function normalizeNpwp(input: string): string {
  return input.replace(/[.\-\s]/g, "");
}

/** NPWP: 15 or 16 digits once separators are removed; answers the digits (spec §5, §8 'NPWP Salah'). */
export const npwpSchema = z
  .string({ error: REQUIRED })
  .transform(normalizeNpwp)
  .pipe(textField({ pattern: { regex: /^(\d{15}|\d{16})$/, message: "shop:errors.npwp" } }));
