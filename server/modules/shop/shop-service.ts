/**
 * The seller's shop (spec §3 "Shop info", "Store"; §4 "Shop routing"; §5 "Store").
 * The columns of `shops` hold what routing and other modules read (statuses, name, bank, the three
 * additional-info fields); `shops.application` holds the rest of the store application. The answer
 * `application` recomposes both, so /shop-apply can be prefilled with exactly what was submitted.
 */
import { formatDateTime } from "@src/domain/datetime";
import { eq } from "drizzle-orm";
import {
  ApplyStatus,
  ShopStatus,
  shopIsOpen,
  type ApplyStatusValue,
  type BusinessType,
  type RejectReason,
  type ShopInfo,
  type ShopStatusValue,
} from "@src/domain/shop";
import { DEFAULT_LANGUAGE, ResultCode, type Language } from "@src/domain/wire";
import {
  STORE_BANK_FIELDS,
  type AdditionalInfo,
  type BankInfo,
  type StoreApplication,
} from "@src/resources/store/schema";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { shops } from "../../db/schema/shop";
import { ApiError, forbidden, notFound } from "../../http/envelope";
import type { AuthContext } from "../../http/auth";
import { recordActivity } from "../activity/record";
import { assertStoreFileKeys } from "./store-file-keys";

type ShopRow = typeof shops.$inferSelect;

/** Answer of /api/shop/ina/myShopInfo: ShopInfo plus the submitted application (null if none). */
export interface MyShopInfo extends ShopInfo {
  application: StoreApplication | null;
}

/** `yyyy-MM-dd HH:mm:ss` in WIB (src/domain/datetime.ts), or null for a time not set yet. */
export function formatNullableDateTime(date: Date | null): string | null {
  return date ? formatDateTime(date) : null;
}

/** Splits a parsed application into the `shops` columns and the rest (stored as jsonb). */
export function applicationColumns(app: StoreApplication) {
  const { storeName, logo, bank, accountNo, accountName, businessType, storeEstablishment, storeDescription, ...rest } =
    app;
  return {
    columns: {
      storeName,
      storeLogo: logo,
      bank,
      accountNo,
      accountName,
      businessType: [...businessType],
      storeEstablishment,
      storeDescription,
    },
    rest,
  };
}

function composeApplication(row: ShopRow): StoreApplication | null {
  if (Object.keys(row.application).length === 0) return null;
  return {
    ...(row.application as Omit<StoreApplication, "storeName">),
    storeName: row.storeName,
    logo: row.storeLogo,
    bank: row.bank,
    accountNo: row.accountNo,
    accountName: row.accountName,
    businessType: row.businessType as BusinessType[],
    storeEstablishment: row.storeEstablishment,
    storeDescription: row.storeDescription,
  } as StoreApplication;
}

/** Maps a row to the wire shape (exact ShopInfo field names of src/domain/shop.ts). */
export function toShopInfo(row: ShopRow): MyShopInfo {
  return {
    shopId: row.id,
    applyStatus: row.applyStatus as ApplyStatusValue,
    status: row.status as ShopStatusValue,
    storeName: row.storeName,
    specialDiscount: row.specialDiscount === 1 ? 1 : 0,
    businessType: row.businessType as BusinessType[],
    storeEstablishment: row.storeEstablishment,
    storeDescription: row.storeDescription,
    accountName: row.accountName,
    accountNo: row.accountNo,
    bank: row.bank,
    rejectReasons: row.rejectReasons as RejectReason[],
    rejectRemark: row.rejectRemark,
    storeLogo: row.storeLogo,
    application: composeApplication(row),
  };
}

/**
 * The shop row, locked for the rest of the transaction (writes to a shop and to its per-shop rows such as
 * addresses go one at a time). @throws `missing()` (default errors:notFound) when there is no such shop.
 */
export async function lockShop(tx: Tx, shopId: number, missing: () => ApiError = notFound): Promise<ShopRow> {
  const [shop] = await tx.select().from(shops).where(eq(shops.id, shopId)).for("no key update");
  if (!shop) throw missing();
  return shop;
}

async function loadShop(db: Db | Tx, shopId: number | null): Promise<ShopRow> {
  if (shopId === null) throw new ApiError(ResultCode.noShop, "errors:noShop");
  const [row] = await db.select().from(shops).where(eq(shops.id, shopId));
  if (!row) throw new ApiError(ResultCode.noShop, "errors:noShop");
  return row;
}

/** The caller's shop (sub-accounts see their main admin's shop). No shop: code 2202 errors:noShop. */
export async function myShopInfo(db: Db, auth: AuthContext): Promise<MyShopInfo> {
  return toShopInfo(await loadShop(db, auth.shopId));
}

/**
 * Submits the store application (spec §4: allowed with no shop, applyStatus 1, or shop status 2).
 * No shop: creates it (applyStatus 0) and makes the caller its main admin. Resubmission (main admin
 * only, else errors:forbidden): applyStatus 0, status 1, reject reasons cleared. Any other state:
 * code 409 errors:applicationNotAllowed. A file key that is not the caller's upload: the validation envelope
 * (errors:file.unknownKey, server/modules/file/file-keys.ts), in `lang`. One transaction; the caller's user row is locked so that
 * two concurrent first submissions cannot create two shops.
 */
export async function applyForShop(
  db: Db,
  auth: AuthContext,
  application: StoreApplication,
  now: Date,
  lang: Language = DEFAULT_LANGUAGE,
): Promise<MyShopInfo> {
  const { columns, rest } = applicationColumns(application);
  const row = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, auth.userId)).for("no key update");
    if (!user) throw notFound();
    const fileScope = { shopId: user.shopId, userId: user.id, lang };
    if (user.shopId === null) {
      await assertStoreFileKeys(tx, fileScope, application, null);
      const [created] = await tx
        .insert(shops)
        .values({
          ownerUserId: user.id,
          applyStatus: ApplyStatus.pending,
          status: ShopStatus.active,
          ...columns,
          application: rest,
          submitTime: now,
          createTime: now,
          updateTime: now,
        })
        .returning();
      await tx
        .update(users)
        .set({ shopId: created.id, isMainAdmin: true, updateTime: now })
        .where(eq(users.id, user.id));
      return created;
    }
    if (!user.isMainAdmin) throw forbidden();
    const [shop] = await tx.select().from(shops).where(eq(shops.id, user.shopId)).for("no key update");
    if (!shop) throw new ApiError(ResultCode.noShop, "errors:noShop");
    const mayResubmit =
      shop.applyStatus === ApplyStatus.auditNotPassed ||
      (shop.applyStatus === ApplyStatus.success && shop.status === ShopStatus.restricted);
    if (!mayResubmit) throw new ApiError(ResultCode.conflict, "errors:applicationNotAllowed");
    await assertStoreFileKeys(tx, fileScope, application, storeFieldsOf(shop));
    const [updated] = await tx
      .update(shops)
      .set({
        applyStatus: ApplyStatus.pending,
        status: ShopStatus.active,
        rejectReasons: [],
        rejectRemark: "",
        ...columns,
        // Keeps the store-detail extras (banner, SKB, part brands...) the application does not ask for.
        application: { ...shop.application, ...rest },
        submitTime: now,
        updateTime: now,
      })
      .where(eq(shops.id, shop.id))
      .returning();
    return updated;
  });
  return toShopInfo(row);
}

/**
 * Fills the three fields spec §4 checks once the shop is approved (applyStatus 2, status 0 or 1).
 * Main admin only (errors:forbidden); other states: errors:shopNotActive.
 */
export async function saveAdditionalInfo(
  db: Db,
  auth: AuthContext,
  info: AdditionalInfo,
  now: Date,
): Promise<MyShopInfo> {
  const shop = await loadShop(db, auth.shopId);
  if (!auth.isMainAdmin) throw forbidden();
  if (!shopIsOpen(shop)) throw new ApiError(ResultCode.forbidden, "errors:shopNotActive");
  const [updated] = await db
    .update(shops)
    .set({
      businessType: [...info.businessType],
      storeEstablishment: info.storeEstablishment,
      storeDescription: info.storeDescription,
      updateTime: now,
    })
    .where(eq(shops.id, shop.id))
    .returning();
  return toShopInfo(updated);
}

/** Changes the bank fields (spec §7 modifyShop). Main admin only; another shop's id answers errors:notFound. */
export async function modifyShopBank(db: Db, auth: AuthContext, info: BankInfo, now: Date): Promise<MyShopInfo> {
  if (!auth.isMainAdmin) throw forbidden();
  if (info.shopId !== auth.shopId) throw notFound();
  const { accountName, accountNo, bank } = info;
  return toShopInfo(await writeStoreFields(db, auth, { accountName, accountNo, bank }, now));
}

/** Store field -> `shops` column; every other store field lives in `shops.application`. */
const STORE_COLUMNS = {
  storeName: "storeName",
  logo: "storeLogo",
  bank: "bank",
  accountNo: "accountNo",
  accountName: "accountName",
  businessType: "businessType",
  storeEstablishment: "storeEstablishment",
  storeDescription: "storeDescription",
} as const satisfies Record<string, keyof ShopRow>;
type StoreColumnField = keyof typeof STORE_COLUMNS;
const isColumnField = (field: string): field is StoreColumnField => Object.hasOwn(STORE_COLUMNS, field);

/** The store's fields as one flat record (spec §3 "Store"): `shops.application` overlaid with the columns. */
export function storeFieldsOf(row: ShopRow): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row.application };
  for (const [field, column] of Object.entries(STORE_COLUMNS)) out[field] = row[column];
  return out;
}

/**
 * Writes store fields (any subset of StoreUpdate of src/resources/store/schema.ts, already parsed) of the
 * caller's shop, in one transaction with the shop row locked, and records the activity (subject `store`,
 * action `edit`, changed fields from -> to). Shared by modifyShop and /api/store/ina/update.
 * Refusals: a change of a bank field (bank, accountNo, accountName) by anyone but the main admin:
 * 403 errors:forbidden (spec §7 modifyShop); no shop: 2202 errors:noShop; a new file key that is not an
 * upload of the shop: the validation envelope (errors:file.unknownKey, in `lang`). Answers the updated row.
 */
export async function writeStoreFields(
  db: Db,
  auth: AuthContext,
  patch: Record<string, unknown>,
  now: Date,
  lang: Language = DEFAULT_LANGUAGE,
): Promise<ShopRow> {
  const noShop = () => new ApiError(ResultCode.noShop, "errors:noShop");
  return db.transaction(async (tx) => {
    if (auth.shopId === null) throw noShop();
    const shop = await lockShop(tx, auth.shopId, noShop);
    const before = storeFieldsOf(shop);
    const bankChanged = STORE_BANK_FIELDS.some(
      (f) => f in patch && JSON.stringify(patch[f]) !== JSON.stringify(before[f]),
    );
    if (bankChanged && !auth.isMainAdmin) throw forbidden();
    await assertStoreFileKeys(tx, { shopId: shop.id, userId: auth.userId, lang }, patch, before);
    const columns: Partial<Record<StoreColumnField, unknown>> = {};
    const application: Record<string, unknown> = { ...shop.application };
    for (const [field, value] of Object.entries(patch)) {
      if (isColumnField(field)) columns[field] = value;
      else application[field] = value;
    }
    const set: Partial<typeof shops.$inferInsert> = { application, updateTime: now };
    for (const [field, value] of Object.entries(columns))
      (set as Record<string, unknown>)[STORE_COLUMNS[field as StoreColumnField]] = value;
    const [updated] = await tx.update(shops).set(set).where(eq(shops.id, shop.id)).returning();
    const after = storeFieldsOf(updated);
    const touched = (record: Record<string, unknown>) =>
      Object.fromEntries(Object.keys(patch).map((k) => [k, record[k]]));
    await recordActivity(
      tx,
      auth,
      { subject: "store", action: "edit", recordId: shop.id, before: touched(before), after: touched(after) },
      now,
    );
    return updated;
  });
}
