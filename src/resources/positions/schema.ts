/**
 * Positions (roles) of a shop: the zod schemas of spec §3 "Position (role)" with the rules of §5 "Users
 * and positions": name 5-20 (unique in the shop: checked by the API), at least one authority of the
 * catalogue (src/access/authorities.ts), and exactly one data-list option. The form offers the two
 * options as checkboxes, so the body carries `dataListOptions: number[]`: none answers 'Silakan pilih
 * kotak jika Anda ingin melanjutkan', both 'Maaf, Izin daftar data hanya dapat memilih satu opsi'.
 */
import { z } from "zod";
import { AUTHORITY_KEYS, isAuthorityKey } from "../../access/authorities";
import { DataListPermission, type DataListPermissionValue } from "../../access/ability";
import { boundedArray } from "../../domain/schema/array";
import { text } from "../../domain/schema/text";
import type { TextKey } from "../../domain/text-key";

export const POSITION_NAME_MIN = 5;
export const POSITION_NAME_MAX = 20;
/** The two data-list options, in the form's order: all accounts' transactions, only own activities. */
export const DATA_LIST_OPTIONS: readonly DataListPermissionValue[] = [
  DataListPermission.allAccounts,
  DataListPermission.onlyOwn,
];

const REQUIRED = "validation:required";

export const positionNameSchema = text()
  .trim()
  .min(1, REQUIRED)
  .min(POSITION_NAME_MIN, "validation:minLength")
  .max(POSITION_NAME_MAX, "validation:maxLength");

/** At least one authority, each a key of the catalogue, each once (at most the whole catalogue). */
export const authoritiesSchema = boundedArray(
  z.string().refine((key): boolean => isAuthorityKey(key), "positions:validation.unknownAuthority"),
  AUTHORITY_KEYS.length,
  { error: "positions:validation.authorityRequired" },
).min(1, "positions:validation.authorityRequired");

/** The message key for a choice of data-list options (spec §5), or null when exactly one is chosen. */
export function dataListOptionsError(options: readonly unknown[] | null | undefined): TextKey | null {
  const chosen = new Set(options ?? []);
  if (chosen.size === 0) return "positions:validation.dataListNone";
  if (chosen.size > 1) return "positions:validation.dataListBoth";
  return null;
}

export const dataListOptionsSchema = boundedArray(
  z.union([z.literal(DataListPermission.allAccounts), z.literal(DataListPermission.onlyOwn)], {
    error: "validation:oneOf",
  }),
  DATA_LIST_OPTIONS.length,
  { error: "positions:validation.dataListNone", maxMessage: "positions:validation.dataListBoth" },
).superRefine((options, ctx) => {
  const key = dataListOptionsError(options);
  if (key) ctx.addIssue({ code: "custom", message: key });
});

/** Body of POST /api/staff/ina/position/create. */
export const positionSchema = z.object({
  name: positionNameSchema,
  authorities: authoritiesSchema,
  dataListOptions: dataListOptionsSchema,
});
export type PositionInput = z.infer<typeof positionSchema>;

/** Body of POST /api/staff/ina/position/update. */
export const positionUpdateSchema = positionSchema.extend({
  id: z.number({ error: REQUIRED }).int("validation:integer").positive("validation:invalid"),
});
export type PositionUpdateInput = z.infer<typeof positionUpdateSchema>;

/** Body of /position/detail and /position/delete. */
export const positionIdBodySchema = z.object({
  id: z.number({ error: REQUIRED }).int("validation:integer").positive("validation:invalid"),
});

/** The stored permission of a valid option list (positionSchema guarantees exactly one). */
export function dataListPermissionOf(options: readonly DataListPermissionValue[]): DataListPermissionValue {
  return options[0];
}

/** A position as the list and the detail answer it. */
export interface PositionRow {
  id: number;
  name: string;
  authorities: string[];
  dataListPermission: DataListPermissionValue;
  /** How many users (active or not) hold it: a position with users cannot be deleted. */
  userCount: number;
  /** `yyyy-MM-dd HH:mm:ss` WIB. */
  lastModified: string;
}

/** One authority of the catalogue as POST /api/staff/ina/authorities answers it (labels translated). */
export interface AuthorityOption {
  key: string;
  action: string;
  label: string;
  /** Opens a menu page (rather than a button-level action). */
  menu: boolean;
}

/** The catalogue grouped by resource, in menu order. */
export interface AuthorityGroup {
  subject: string;
  label: string;
  authorities: AuthorityOption[];
}
