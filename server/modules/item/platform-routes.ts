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
import { OFF_SHELVE_REASONS } from "@src/domain/product";
import { pageRequestSchema } from "@src/domain/page-request";
import type { AppDeps } from "../../deps";
import { ok, page } from "../../http/envelope";
import { platformRoute } from "../../http/scope";
import { parseBody } from "../../http/validate";
import { pagedItems } from "./page-query";
import { reviewItem } from "./item-service";
import { keyword } from "@src/domain/schema/text";

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

  app.post("/api/platform/item/page", platformRoute(), async (request) => {
    const { pageNo, pageSize, reviewStatus, shopId, keyword } = parseBody(request, platformItemPageSchema);
    const statuses =
      reviewStatus === undefined ? undefined : Array.isArray(reviewStatus) ? reviewStatus : [reviewStatus];
    const { rows, rowCount } = await pagedItems(
      db,
      { reviewStatus: statuses, shopId, keyword, lang: request.lang },
      { pageNo, pageSize },
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/platform/item/approve", platformRoute(), async (request) => {
    const { itemId } = parseBody(request, platformApproveSchema);
    return ok({ itemId, reviewStatus: await reviewItem(db, { itemId, move: "approve" }, deps.clock()) });
  });

  app.post("/api/platform/item/reject", platformRoute(), async (request) => {
    const { itemId, offShelveReason } = parseBody(request, platformRejectSchema);
    return ok({
      itemId,
      reviewStatus: await reviewItem(db, { itemId, move: "reject", offShelveReason }, deps.clock()),
    });
  });

  app.post("/api/platform/item/illegalOffShelve", platformRoute(), async (request) => {
    const { itemId, offShelveReason } = parseBody(request, platformRejectSchema);
    return ok({
      itemId,
      reviewStatus: await reviewItem(db, { itemId, move: "illegalOffShelve", offShelveReason }, deps.clock()),
    });
  });
}
