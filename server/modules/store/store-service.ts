/**
 * Store detail and edit (spec §3 "Store", §5 "Store"). The store's fields live on `shops` and
 * `shops.application` (server/modules/shop/service.ts); writes go through the shop module's
 * writeStoreFields, which also holds the "bank fields: main admin only" rule of modifyShop and records
 * the activity. Also the region helpers shared with the address book: a postal code must match its
 * village in the `regions` table (not only in the portal).
 */
import { eq, inArray } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import type { Language } from "@src/domain/wire";
import { CONDITIONS } from "@src/domain/product";
import { STORE_FILE_FIELDS, type StoreDetail, type StoreUpdate } from "@src/resources/store/schema";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { regions } from "../../db/schema/reference";
import { shops } from "../../db/schema/shop";
import { ApiError } from "../../http/envelope";
import type { AuthContext } from "../../http/auth";
import { ResultCode } from "@src/domain/wire";
import { fileUrl } from "../file/file-url";
import { checkPostalCode } from "../reference/reference-service";
import { storeFieldsOf, writeStoreFields } from "../shop/shop-service";
import { fieldRefusal } from "../../http/validate";

/** Region names by code for every code of `codeLists` (one query). */
export async function regionNamesByCode(db: Db, codeLists: readonly string[][]): Promise<Map<string, string>> {
  const codes = [...new Set(codeLists.flat())];
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: regions.code, name: regions.name })
    .from(regions)
    .where(inArray(regions.code, codes));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/**
 * Refuses a village unknown to the reference data (field `regionPath`: shop:errors.region) or a postal
 * code other than the village's (field `postalPath`: errors:store.postalCodeMismatch with the expected
 * code). Both answer the validation envelope (code 400, data.errors), like a schema failure.
 */
export async function assertPostalCodeMatches(
  db: Db,
  lang: Language,
  regionCodes: readonly string[],
  postalCode: string,
  paths: { region: string; postal: string },
): Promise<void> {
  const { valid, expected } = await checkPostalCode(db, regionCodes[3] ?? "", postalCode);
  if (valid) return;
  const [path, key, params] =
    expected === null
      ? [paths.region, "shop:errors.region", {}]
      : [paths.postal, "errors:store.postalCodeMismatch", { expected }];
  throw fieldRefusal(lang, [{ path, key, params }]);
}

type ShopRow = typeof shops.$inferSelect;

/** The stored fields as a StoreUpdate; part conditions default to all three (a store sells every condition until it says otherwise). */
function storeUpdateOf(row: ShopRow): StoreUpdate {
  const fields = storeFieldsOf(row) as Partial<StoreUpdate>;
  return {
    ...(fields as StoreUpdate),
    banner: fields.banner ?? null,
    skbDocument: fields.skbDocument ?? null,
    invoiceAddress: fields.invoiceAddress ?? "",
    partConditions: fields.partConditions ?? [...CONDITIONS],
    partBrands: fields.partBrands ?? [],
  };
}

/** POST /api/store/ina/detail: every store field of the caller's shop (see StoreDetail). No shop: 2202. */
export async function storeDetail(db: Db, auth: AuthContext): Promise<StoreDetail> {
  if (auth.shopId === null) throw new ApiError(ResultCode.noShop, "errors:noShop");
  const [row] = await db
    .select({ shop: shops, sellerUserName: users.userName })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerUserId))
    .where(eq(shops.id, auth.shopId));
  if (!row) throw new ApiError(ResultCode.noShop, "errors:noShop");
  const store = storeUpdateOf(row.shop);
  const regionCodes = store.address?.regionCodes ?? [];
  const names = await regionNamesByCode(db, [regionCodes]);
  return {
    ...store,
    shopId: row.shop.id,
    sellerUserName: row.sellerUserName,
    regionNames: regionCodes.map((c) => names.get(c) ?? ""),
    fileUrls: Object.fromEntries(STORE_FILE_FIELDS.map((f) => [f, fileUrl(store[f])])) as StoreDetail["fileUrls"],
    storePhotoUrls: (store.storePhotos ?? []).map((k) => `/files/${k}`),
    updateTime: formatDateTime(row.shop.updateTime),
  };
}

/**
 * POST /api/store/ina/update (storeUpdateSchema, full replace): checks the postal code against the
 * village, then writes every field (bank fields: main admin only, 403) and records the activity.
 * Answers the new StoreDetail.
 */
export async function updateStore(
  db: Db,
  auth: AuthContext,
  body: StoreUpdate,
  now: Date,
  lang: Language,
): Promise<StoreDetail> {
  await assertPostalCodeMatches(db, lang, body.address.regionCodes, body.address.postalCode, {
    region: "address.regionCodes",
    postal: "address.postalCode",
  });
  await writeStoreFields(db, auth, body, now, lang);
  return storeDetail(db, auth);
}
