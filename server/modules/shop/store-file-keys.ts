/**
 * File keys of the store's fields (spec §3 "Store": logo, NIB / SIUP / KTP / NPWP photos, SKB document,
 * banner, store photos), checked with the file module's one ownership rule before the shop application
 * (/api/shop/ina/apply) or a store edit (/api/store/ina/update) stores them.
 */
import type { Language } from "@src/domain/wire";
import { STORE_FILE_FIELDS } from "@src/resources/store/schema";
import type { Db, Tx } from "../../db/client";
import { assertOwnFileKeys, type FileKeyField, type FileScope } from "../file/file-keys";

/** The file-key fields of a store record or body (any subset of StoreUpdate), with their paths. */
export function storeFileKeyFields(fields: Record<string, unknown>): FileKeyField[] {
  const single = STORE_FILE_FIELDS.filter((f) => f in fields).map((f) => ({
    path: f,
    key: fields[f] as string | null,
  }));
  const photos = Array.isArray(fields.storePhotos)
    ? (fields.storePhotos as string[]).map((key, i) => ({ path: `storePhotos.${i}`, key }))
    : [];
  return [...single, ...photos];
}

/**
 * Refuses (validation envelope, errors:file.unknownKey per field) a file key of `body` that is not an
 * upload of the caller's shop or, before the shop exists, of the caller. Keys `current` (the store's
 * stored fields, null for a new shop) already holds are kept.
 */
export async function assertStoreFileKeys(
  db: Db | Tx,
  scope: FileScope & { lang: Language },
  body: Record<string, unknown>,
  current: Record<string, unknown> | null,
): Promise<void> {
  const kept = current ? storeFileKeyFields(current).flatMap((f) => (typeof f.key === "string" ? [f.key] : [])) : [];
  await assertOwnFileKeys(db, scope, storeFileKeyFields(body), { kept });
}
