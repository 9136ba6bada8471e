/**
 * The platform's review of shops (spec §4 "Store status", §6 "The platform admin approves ... stores"):
 * the list, approve, reject and the status changes of ./platform-routes.ts. Every transition runs in one
 * transaction with the shop row locked, tells the shop's owner (system message) and answers the updated row.
 * A transition from the wrong state (including "already so") answers 409 errors:invalidTransition and
 * changes nothing; an unknown shop answers errors:notFound.
 */
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { ApplyStatus, ShopStatus } from "@src/domain/shop";
import { ResultCode } from "@src/domain/wire";
import type { Db } from "../../db/client";
import { likePattern } from "../../db/like";
import { users } from "../../db/schema/auth";
import { shops } from "../../db/schema/shop";
import { ApiError, offsetOf, page } from "../../http/envelope";
import { notifyShopDecision } from "../message/message-service";
import { formatNullableDateTime, lockShop } from "./shop-service";
import type { rejectSchema, setShopStatusSchema, shopPageSchema } from "./platform-schema";

/** One row of /api/platform/shop/page (times `yyyy-MM-dd HH:mm:ss` WIB). */
export interface PlatformShopRow {
  shopId: number;
  storeName: string;
  applyStatus: number;
  status: number;
  specialDiscount: number;
  ownerUserId: number;
  ownerUserName: string;
  rejectReasons: number[];
  rejectRemark: string;
  submitTime: string | null;
  auditTime: string | null;
  createTime: string | null;
}

const invalidTransition = () => new ApiError(ResultCode.conflict, "errors:invalidTransition");
type ShopRow = typeof shops.$inferSelect;

/** One page of shops, newest submission first; keyword matches store name or owner user name (case-insensitive). */
export async function pagePlatformShops(db: Db, body: z.infer<typeof shopPageSchema>) {
  const filters: SQL[] = [];
  if (body.applyStatus !== undefined) filters.push(eq(shops.applyStatus, body.applyStatus));
  if (body.keyword) {
    const pattern = likePattern(body.keyword);
    filters.push(or(ilike(shops.storeName, pattern), ilike(users.userName, pattern)) as SQL);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [{ total }] = await db
    .select({ total: count() })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerUserId))
    .where(where);
  const rows = await db
    .select({ shop: shops, ownerUserName: users.userName })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerUserId))
    .where(where)
    .orderBy(desc(shops.submitTime), desc(shops.id))
    .limit(body.pageSize)
    .offset(offsetOf(body));
  const data: PlatformShopRow[] = rows.map(({ shop, ownerUserName }) => ({
    shopId: shop.id,
    storeName: shop.storeName,
    applyStatus: shop.applyStatus,
    status: shop.status,
    specialDiscount: shop.specialDiscount,
    ownerUserId: shop.ownerUserId,
    ownerUserName,
    rejectReasons: shop.rejectReasons,
    rejectRemark: shop.rejectRemark,
    submitTime: formatNullableDateTime(shop.submitTime),
    auditTime: formatNullableDateTime(shop.auditTime),
    createTime: formatNullableDateTime(shop.createTime),
  }));
  return page(body, total, data);
}

/** Approves a pending application: applyStatus 0 -> 2, status 1 (active). */
export async function approveShop(db: Db, shopId: number, now: Date): Promise<ShopRow> {
  return db.transaction(async (tx) => {
    const shop = await lockShop(tx, shopId);
    if (shop.applyStatus !== ApplyStatus.pending) throw invalidTransition();
    const [row] = await tx
      .update(shops)
      .set({
        applyStatus: ApplyStatus.success,
        status: ShopStatus.active,
        rejectReasons: [],
        rejectRemark: "",
        auditTime: now,
        updateTime: now,
      })
      .where(eq(shops.id, shop.id))
      .returning();
    await notifyShopDecision(tx, row, "shop.approved", now);
    return row;
  });
}

/** Rejects a pending application with reasons (and a remark, required with reason 5 "other"): 0 -> 1. */
export async function rejectShop(db: Db, body: z.infer<typeof rejectSchema>, now: Date): Promise<ShopRow> {
  return db.transaction(async (tx) => {
    const shop = await lockShop(tx, body.shopId);
    if (shop.applyStatus !== ApplyStatus.pending) throw invalidTransition();
    const [row] = await tx
      .update(shops)
      .set({
        applyStatus: ApplyStatus.auditNotPassed,
        rejectReasons: body.rejectReasons,
        rejectRemark: body.rejectRemark,
        auditTime: now,
        updateTime: now,
      })
      .where(eq(shops.id, shop.id))
      .returning();
    await notifyShopDecision(tx, row, "shop.rejected", now);
    return row;
  });
}

/**
 * Closes (3) or freezes (4) a shop from 2, 3 or 4, reopens (2) a closed or frozen one, and/or sets the status
 * 0 | 1 | 2 of an approved shop (2 "restricted" may carry reasons).
 */
export async function setShopStatus(db: Db, body: z.infer<typeof setShopStatusSchema>, now: Date): Promise<ShopRow> {
  return db.transaction(async (tx) => {
    const shop = await lockShop(tx, body.shopId);
    const changes: Partial<typeof shops.$inferInsert> = { auditTime: now, updateTime: now };
    if (body.applyStatus !== undefined) {
      const from: readonly number[] =
        body.applyStatus === ApplyStatus.success
          ? [ApplyStatus.shutDown, ApplyStatus.frozen]
          : [ApplyStatus.success, ApplyStatus.shutDown, ApplyStatus.frozen];
      if (!from.includes(shop.applyStatus) || shop.applyStatus === body.applyStatus) throw invalidTransition();
      changes.applyStatus = body.applyStatus;
    }
    if (body.status !== undefined) {
      const applyStatus = changes.applyStatus ?? shop.applyStatus;
      if (applyStatus !== ApplyStatus.success) throw invalidTransition();
      if (body.applyStatus === undefined && shop.status === body.status) throw invalidTransition();
      changes.status = body.status;
      const restricted = body.status === ShopStatus.restricted;
      changes.rejectReasons = restricted ? (body.rejectReasons ?? []) : [];
      changes.rejectRemark = restricted ? body.rejectRemark : "";
    }
    const [row] = await tx.update(shops).set(changes).where(eq(shops.id, shop.id)).returning();
    await notifyShopDecision(tx, row, "shop.status", now);
    return row;
  });
}
