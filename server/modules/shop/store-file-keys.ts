/**
 * File keys of the store's fields (spec §3 "Store": logo, NIB / SIUP / KTP / NPWP photos, SKB document,
 * banner, store photos), checked with the file module's one ownership rule before the shop application
 * (/api/shop/ina/apply) or the store edit (/api/store/ina/update) stores them.
 */
import { eq } from "drizzle-orm";
import type { Language } from "../../../src/domain/wire";
import { STORE_FILE_FIELDS } from "../../../src/resources/store/schema";
import type { AppDeps } from "../../app";
import { shops } from "../../db/schema/shop";
import type { AuthContext } from "../../http/auth";
import { assertOwnFileKeys, type FileKeyField } from "../file/file-keys";
import { storeFieldsOf } from "./service";

/** The file-key fields of a store body (any subset of StoreUpdate), with their paths. */
export function storeFileKeyFields(body: Record<string, unknown>): FileKeyField[] {
  const single = STORE_FILE_FIELDS.filter((f) => f in body).map((f) => ({ path: f, key: body[f] as string | null }));
  const photos = Array.isArray(body.storePhotos) ? (body.storePhotos as string[]).map((key, i) => ({ path: `storePhotos.${i}`, key })) : [];
  return [...single, ...photos];
}

/**
 * Refuses (validation envelope, errors:file.unknownKey per field) a store file key that is not an upload of
 * the caller's shop or, before the shop exists, of the caller. Keys the shop already stores are kept.
 */
export async function assertStoreFileKeys(deps: AppDeps, auth: AuthContext, body: Record<string, unknown>, lang: Language): Promise<void> {
  let kept: string[] = [];
  if (auth.shopId !== null) {
    const [row] = await deps.db.select().from(shops).where(eq(shops.id, auth.shopId));
    if (row) kept = storeFileKeyFields(storeFieldsOf(row)).flatMap((f) => (typeof f.key === "string" ? [f.key] : []));
  }
  await assertOwnFileKeys(deps.db, { shopId: auth.shopId, userId: auth.userId, lang }, storeFileKeyFields(body), { kept });
}
