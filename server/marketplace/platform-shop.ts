/**
 * Platform admin side of shops and users (spec §4 "Store status", §6 "The platform admin approves ...
 * stores"). Not called by the seller portal: the seed, the tests and the demo use it. Access `platform`.
 *
 * - POST /api/platform/shop/page `{ pageNo, pageSize, applyStatus?, keyword? }` -> Page<PlatformShopRow>
 *   (keyword matches store name or owner user name, case-insensitive; newest submission first)
 * - POST /api/platform/shop/approve `{ shopId }`: applyStatus 0 -> 2, status 1
 * - POST /api/platform/shop/reject `{ shopId, rejectReasons: (1..5)[], rejectRemark }`: 0 -> 1
 *   (rejectRemark required when reason 5 "other" is chosen, max 500)
 * - POST /api/platform/shop/setStatus `{ shopId, applyStatus?, status?, rejectReasons?, rejectRemark? }`:
 *   applyStatus 3 close / 4 freeze from 2, 3 or 4; applyStatus 2 reopens a closed or frozen shop;
 *   status 0 | 1 | 2 only on an approved shop (2 "restricted" may carry reasons)
 * - POST /api/platform/user/setStatus `{ userId, status: 0 | 1 }`: 0 ends every session of that user
 *   (endReason deactivated: their next call answers 987654322)
 * Transitions from the wrong state (including "already so") answer code 409 errors:invalidTransition and
 * change nothing; an unknown id answers errors:notFound. Shop answers are the updated row.
 */
import { and, count, desc, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ApplyStatus, REJECT_REASONS, ShopStatus } from "../../src/domain/shop";
import { ResultCode } from "../../src/domain/wire";
import { pageRequestSchema } from "../../src/domain/page-request";
import type { AppDeps } from "../app";
import type { Tx } from "../db/client";
import { sessions, users } from "../db/schema/auth";
import { shops } from "../db/schema/shop";
import { keyword, text } from "../../src/domain/schema/text";
import { ApiError, forbidden, notFound, offsetOf, ok, page } from "../http/envelope";
import { requireAuth } from "../http/auth";
import { parseBody } from "../http/validate";
import { formatNullableDateTime } from "../modules/shop/service";
import { notifyShopDecision } from "../modules/message/service";

const id = z.number({ error: "validation:required" }).int("validation:integer").positive("validation:min");

const reasonsSchema = z
  .array(z.literal(REJECT_REASONS, { error: "validation:oneOf" }), { error: "validation:required" })
  .min(1, "validation:minItems")
  .max(REJECT_REASONS.length, "validation:maxItems")
  .transform((values) => [...new Set(values)].sort());
const remarkSchema = text({ multiline: true }).trim().max(500, "validation:maxLength").default("");

/** Reason 5 is "other": its text is then required. */
const remarkWhenOther = (value: { rejectReasons?: number[]; rejectRemark: string }, ctx: z.RefinementCtx) => {
  if (value.rejectReasons?.includes(5) && value.rejectRemark === "") {
    ctx.addIssue({ code: "custom", path: ["rejectRemark"], message: "validation:required" });
  }
};

export const shopPageSchema = pageRequestSchema.extend({
  applyStatus: z.literal([0, 1, 2, 3, 4], { error: "validation:oneOf" }).optional(),
  keyword: keyword(100),
});
export const shopIdSchema = z.object({ shopId: id });
export const rejectSchema = z.object({ shopId: id, rejectReasons: reasonsSchema, rejectRemark: remarkSchema }).superRefine(remarkWhenOther);
export const setShopStatusSchema = z
  .object({
    shopId: id,
    applyStatus: z.literal([2, 3, 4], { error: "validation:oneOf" }).optional(),
    status: z.literal([0, 1, 2], { error: "validation:oneOf" }).optional(),
    rejectReasons: reasonsSchema.optional(),
    rejectRemark: remarkSchema,
  })
  .superRefine(remarkWhenOther)
  .refine((v) => v.applyStatus !== undefined || v.status !== undefined, { message: "validation:required", path: ["status"] });
export const setUserStatusSchema = z.object({ userId: id, status: z.literal([0, 1], { error: "validation:oneOf" }) });

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
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function lockShop(tx: Tx, shopId: number) {
  const [shop] = await tx.select().from(shops).where(eq(shops.id, shopId)).for("update");
  if (!shop) throw notFound();
  return shop;
}

export async function registerPlatformShopRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post("/api/platform/shop/page", { config: { access: "platform" } }, async (request) => {
    const body = parseBody(request, shopPageSchema);
    const filters: SQL[] = [];
    if (body.applyStatus !== undefined) filters.push(eq(shops.applyStatus, body.applyStatus));
    if (body.keyword) {
      const pattern = `%${escapeLike(body.keyword)}%`;
      filters.push(or(ilike(shops.storeName, pattern), ilike(users.userName, pattern)) as SQL);
    }
    const where = filters.length ? and(...filters) : undefined;
    const [{ total }] = await deps.db.select({ total: count() }).from(shops).innerJoin(users, eq(users.id, shops.ownerUserId)).where(where);
    const rows = await deps.db
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
    return ok(page(body, total, data));
  });

  app.post("/api/platform/shop/approve", { config: { access: "platform" } }, async (request) => {
    const body = parseBody(request, shopIdSchema);
    const now = deps.clock();
    const updated = await deps.db.transaction(async (tx) => {
      const shop = await lockShop(tx, body.shopId);
      if (shop.applyStatus !== ApplyStatus.pending) throw invalidTransition();
      const [row] = await tx
        .update(shops)
        .set({ applyStatus: ApplyStatus.success, status: ShopStatus.active, rejectReasons: [], rejectRemark: "", auditTime: now, updateTime: now })
        .where(eq(shops.id, shop.id))
        .returning();
      await notifyShopDecision(tx, row, "shop.approved", now);
      return row;
    });
    return ok({ shopId: updated.id, applyStatus: updated.applyStatus, status: updated.status });
  });

  app.post("/api/platform/shop/reject", { config: { access: "platform" } }, async (request) => {
    const body = parseBody(request, rejectSchema);
    const now = deps.clock();
    const updated = await deps.db.transaction(async (tx) => {
      const shop = await lockShop(tx, body.shopId);
      if (shop.applyStatus !== ApplyStatus.pending) throw invalidTransition();
      const [row] = await tx
        .update(shops)
        .set({ applyStatus: ApplyStatus.auditNotPassed, rejectReasons: body.rejectReasons, rejectRemark: body.rejectRemark, auditTime: now, updateTime: now })
        .where(eq(shops.id, shop.id))
        .returning();
      await notifyShopDecision(tx, row, "shop.rejected", now);
      return row;
    });
    return ok({ shopId: updated.id, applyStatus: updated.applyStatus, status: updated.status, rejectReasons: updated.rejectReasons, rejectRemark: updated.rejectRemark });
  });

  app.post("/api/platform/shop/setStatus", { config: { access: "platform" } }, async (request) => {
    const body = parseBody(request, setShopStatusSchema);
    const now = deps.clock();
    const updated = await deps.db.transaction(async (tx) => {
      const shop = await lockShop(tx, body.shopId);
      const changes: Partial<typeof shops.$inferInsert> = { auditTime: now, updateTime: now };
      if (body.applyStatus !== undefined) {
        const from: readonly number[] =
          body.applyStatus === ApplyStatus.success ? [ApplyStatus.shutDown, ApplyStatus.frozen] : [ApplyStatus.success, ApplyStatus.shutDown, ApplyStatus.frozen];
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
    return ok({ shopId: updated.id, applyStatus: updated.applyStatus, status: updated.status, rejectReasons: updated.rejectReasons, rejectRemark: updated.rejectRemark });
  });

  app.post("/api/platform/user/setStatus", { config: { access: "platform" } }, async (request) => {
    const body = parseBody(request, setUserStatusSchema);
    const auth = requireAuth(request);
    if (body.userId === auth.userId) throw forbidden();
    const now = deps.clock();
    await deps.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, body.userId)).for("update");
      if (!user) throw notFound();
      if (user.status === body.status) throw invalidTransition();
      await tx.update(users).set({ status: body.status, updateTime: now }).where(eq(users.id, user.id));
      if (body.status === 0) {
        await tx
          .update(sessions)
          .set({ endTime: now, endReason: "deactivated" })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.endTime)));
      }
    });
    return ok({ userId: body.userId, status: body.status });
  });
}
