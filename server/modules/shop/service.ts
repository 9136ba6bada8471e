/**
 * The seller's shop (spec §3 "Shop info", "Store"; §4 "Shop routing"; §5 "Store").
 * The columns of `shops` hold what routing and other modules read (statuses, name, bank, the three
 * additional-info fields); `shops.application` holds the rest of the store application. The answer
 * `application` recomposes both, so /shop-apply can be prefilled with exactly what was submitted.
 */
import { formatDateTime } from "../../../src/domain/datetime";
import { eq } from "drizzle-orm";
import { ApplyStatus, ShopStatus, type ApplyStatusValue, type BusinessType, type RejectReason, type ShopInfo, type ShopStatusValue } from "../../../src/domain/shop";
import { ResultCode } from "../../../src/domain/wire";
import type { AdditionalInfo, BankInfo, StoreApplication } from "../../../src/resources/store/schema";
import type { AppDeps } from "../../app";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { shops } from "../../db/schema/shop";
import { ApiError, forbidden, notFound } from "../../http/envelope";
import type { AuthContext } from "../../http/auth";

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
  const { storeName, logo, bank, accountNo, accountName, businessType, storeEstablishment, storeDescription, ...rest } = app;
  return {
    columns: { storeName, storeLogo: logo, bank, accountNo, accountName, businessType: [...businessType], storeEstablishment, storeDescription },
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

async function loadShop(db: Db | Tx, shopId: number | null): Promise<ShopRow> {
  if (shopId === null) throw new ApiError(ResultCode.noShop, "errors:noShop");
  const [row] = await db.select().from(shops).where(eq(shops.id, shopId));
  if (!row) throw new ApiError(ResultCode.noShop, "errors:noShop");
  return row;
}

/** The caller's shop (sub-accounts see their main admin's shop). No shop: code 2202 errors:noShop. */
export async function myShopInfo(deps: AppDeps, auth: AuthContext): Promise<MyShopInfo> {
  return toShopInfo(await loadShop(deps.db, auth.shopId));
}

/**
 * Submits the store application (spec §4: allowed with no shop, applyStatus 1, or shop status 2).
 * No shop: creates it (applyStatus 0) and makes the caller its main admin. Resubmission (main admin
 * only, else errors:forbidden): applyStatus 0, status 1, reject reasons cleared. Any other state:
 * code 409 errors:applicationNotAllowed. One transaction; the caller's user row is locked so that
 * two concurrent first submissions cannot create two shops.
 */
export async function applyForShop(deps: AppDeps, auth: AuthContext, application: StoreApplication): Promise<MyShopInfo> {
  const now = deps.clock();
  const { columns, rest } = applicationColumns(application);
  const row = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, auth.userId)).for("update");
    if (!user) throw notFound();
    if (user.shopId === null) {
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
      await tx.update(users).set({ shopId: created.id, isMainAdmin: true, updateTime: now }).where(eq(users.id, user.id));
      return created;
    }
    if (!user.isMainAdmin) throw forbidden();
    const [shop] = await tx.select().from(shops).where(eq(shops.id, user.shopId)).for("update");
    if (!shop) throw new ApiError(ResultCode.noShop, "errors:noShop");
    const mayResubmit =
      shop.applyStatus === ApplyStatus.auditNotPassed ||
      (shop.applyStatus === ApplyStatus.success && shop.status === ShopStatus.restricted);
    if (!mayResubmit) throw new ApiError(ResultCode.conflict, "errors:applicationNotAllowed");
    const [updated] = await tx
      .update(shops)
      .set({
        applyStatus: ApplyStatus.pending,
        status: ShopStatus.active,
        rejectReasons: [],
        rejectRemark: "",
        ...columns,
        application: rest,
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
export async function saveAdditionalInfo(deps: AppDeps, auth: AuthContext, info: AdditionalInfo): Promise<MyShopInfo> {
  const shop = await loadShop(deps.db, auth.shopId);
  if (!auth.isMainAdmin) throw forbidden();
  if (shop.applyStatus !== ApplyStatus.success || shop.status === ShopStatus.restricted) {
    throw new ApiError(ResultCode.forbidden, "errors:shopNotActive");
  }
  const [updated] = await deps.db
    .update(shops)
    .set({ businessType: [...info.businessType], storeEstablishment: info.storeEstablishment, storeDescription: info.storeDescription, updateTime: deps.clock() })
    .where(eq(shops.id, shop.id))
    .returning();
  return toShopInfo(updated);
}

/** Changes the bank fields (spec §7 modifyShop). Main admin only; another shop's id answers errors:notFound. */
export async function modifyShopBank(deps: AppDeps, auth: AuthContext, info: BankInfo): Promise<MyShopInfo> {
  if (!auth.isMainAdmin) throw forbidden();
  if (info.shopId !== auth.shopId) throw notFound();
  const [updated] = await deps.db
    .update(shops)
    .set({ accountName: info.accountName, accountNo: info.accountNo, bank: info.bank, updateTime: deps.clock() })
    .where(eq(shops.id, info.shopId))
    .returning();
  if (!updated) throw notFound();
  return toShopInfo(updated);
}
