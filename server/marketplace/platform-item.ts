/**
 * Platform side of product review (spec §4 "Product", §6 "The platform admin approves products", §8
 * off-shelve reasons). Access "platform" (demo login platform.admin). The seller portal never calls these.
 *
 * - POST /api/platform/item/page    {pageNo, pageSize, reviewStatus? (number | number[]), shopId?, keyword?}
 *                                   -> Page<ProductRow & {shopId, shopName}>
 * - POST /api/platform/item/approve {itemId} -> {itemId, reviewStatus: 5}; only from 1
 * - POST /api/platform/item/reject  {itemId, offShelveReason: 1..11} -> {itemId, reviewStatus: 7}; only from 1
 * - POST /api/platform/item/illegalOffShelve {itemId, offShelveReason: 1..11} -> {itemId, reviewStatus: 7};
 *                                   only from 5 (in sale): the platform takes a product off the shelf
 * A move from any other status answers errors:item.invalidTransition (code 409) and changes nothing.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { OFF_SHELVE_REASONS } from "../../src/domain/product";
import { PRODUCT_MOVES } from "../../src/domain/product-transitions";
import { pageRequestSchema } from "../../src/domain/page-request";
import type { AppDeps } from "../app";
import { ok, page } from "../http/envelope";
import { parseBody } from "../http/validate";
import { keyword } from "../../src/domain/schema/text";
import { pagedItems } from "../modules/item/routes";
import { moveItem } from "../modules/item/service";
import { notifyItemReview } from "../modules/message/service";

const itemIdSchema = z.number({ error: "validation:number" }).int().positive();

export const platformItemPageSchema = pageRequestSchema.extend({
  reviewStatus: z.union([z.number().int(), z.array(z.number().int()).max(7)]).optional(),
  shopId: z.number().int().positive().optional(),
  keyword: keyword(),
});
export const platformApproveSchema = z.object({ itemId: itemIdSchema });
export const platformRejectSchema = z.object({
  itemId: itemIdSchema,
  offShelveReason: z
    .number({ error: "validation:number" })
    .int("validation:integer")
    .refine((v) => (OFF_SHELVE_REASONS as readonly number[]).includes(v), "validation:oneOf"),
});

export async function registerPlatformItemRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post("/api/platform/item/page", { config: { access: "platform" } }, async (request) => {
    const { pageNo, pageSize, reviewStatus, shopId, keyword } = parseBody(request, platformItemPageSchema);
    const statuses = reviewStatus === undefined ? undefined : Array.isArray(reviewStatus) ? reviewStatus : [reviewStatus];
    const { rows, rowCount } = await pagedItems(db, { reviewStatus: statuses, shopId, keyword }, { pageNo, pageSize });
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/platform/item/approve", { config: { access: "platform" } }, async (request) => {
    const { itemId } = parseBody(request, platformApproveSchema);
    const move = PRODUCT_MOVES.approve;
    await moveItem(db, itemId, move.from, move.to, { offShelveReason: null }, deps.clock());
    await notifyItemReview(db, itemId, { approved: true }, deps.clock());
    return ok({ itemId, reviewStatus: move.to });
  });

  app.post("/api/platform/item/reject", { config: { access: "platform" } }, async (request) => {
    const { itemId, offShelveReason } = parseBody(request, platformRejectSchema);
    const move = PRODUCT_MOVES.reject;
    await moveItem(db, itemId, move.from, move.to, { offShelveReason }, deps.clock());
    await notifyItemReview(db, itemId, { approved: false, reason: offShelveReason }, deps.clock());
    return ok({ itemId, reviewStatus: move.to });
  });

  app.post("/api/platform/item/illegalOffShelve", { config: { access: "platform" } }, async (request) => {
    const { itemId, offShelveReason } = parseBody(request, platformRejectSchema);
    const move = PRODUCT_MOVES.illegalOffShelve;
    await moveItem(db, itemId, move.from, move.to, { offShelveReason }, deps.clock());
    await notifyItemReview(db, itemId, { approved: false, reason: offShelveReason }, deps.clock());
    return ok({ itemId, reviewStatus: move.to });
  });
}
