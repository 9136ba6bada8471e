/**
 * Seller product endpoints (spec §3 "Product", §4 "Product"; issue 3). All access "shop"; every query
 * is filtered by the caller's shop in SQL.
 *
 * - POST /api/item/ina/page    {pageNo, pageSize, reviewStatus?, keyword?, categoryId?, condition?, priority?, sortField?, sortOrder?}
 *                              -> Page<ProductRow>, default order update time desc, id desc
 * - POST /api/item/ina/detail  {itemId} -> Product (images with url `/files/<fileKey>`); errors:notFound
 * - POST /api/item/ina/create  productCreateSchema -> {itemId}; submit true -> review status 1, false -> 3;
 *                              buyerDiscount optional (absent/null = none), above discount else 400 on buyerDiscount
 * - POST /api/item/ina/update  productUpdateSchema -> {itemId}; full replace, back to 1 (submit) or 3;
 *                              buyerDiscount number = set, null = remove, absent = keep the stored one (then a
 *                              discount not below it: 400 on `discount`, errors:item.discountNotBelowBuyerDiscount)
 * - POST /api/item/ina/stats   {} -> {total, byReviewStatus, inSale, lowStock, recent: ProductRow[5]}
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { pageRequestSchema } from "../../../src/domain/page-request";
import {
  productCreateSchema,
  productDetailSchema,
  productPageFiltersSchema,
  productUpdateSchema,
  type ProductRow,
} from "../../../src/resources/products/schema";
import type { AppDeps } from "../../app";
import type { Db } from "../../db/client";
import { ownerScope, requireAuth, requireShopId } from "../../http/auth";
import type { FastifyRequest } from "fastify";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { pageItems, type ItemListFilter, type ItemListRow } from "./page-query";
import { createItem, getItem, itemStats, updateItem } from "./service";
import { registerItemTransitionRoutes } from "./transitions";

/** Body of /api/item/ina/page. */
export const itemPageRequestSchema = z.object({ ...pageRequestSchema.shape, ...productPageFiltersSchema.shape });

/** Drops the platform-only columns from a list row. */
export function toProductRow({ shopId: _shopId, shopName: _shopName, ...row }: ItemListRow): ProductRow {
  return row;
}

/** One page of a list plus its row count (see pageItems). */
export async function pagedItems(db: Db, filter: ItemListFilter, req: { pageNo: number; pageSize: number }) {
  return pageItems(db, filter, req.pageSize, offsetOf(req));
}

/** The caller's reach for this route: their shop, narrowed to their own rows by an "only own" position. */
function scopeOf(request: FastifyRequest) {
  const owner = ownerScope(request);
  return { shopId: requireShopId(request), userId: requireAuth(request).userId, ...(owner === null ? {} : { ownerUserId: owner }) };
}

export async function registerItemRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post("/api/item/ina/page", { config: { access: "shop", authority: "products.list" } }, async (request) => {
    const body = parseBody(request, itemPageRequestSchema);
    const { shopId, ownerUserId } = scopeOf(request);
    const { pageNo, pageSize, ...filters } = body;
    const { rows, rowCount } = await pagedItems(db, { ...filters, shopId, ownerUserId, lang: request.lang }, { pageNo, pageSize });
    return ok(page({ pageNo, pageSize }, rowCount, rows.map(toProductRow)));
  });

  app.post("/api/item/ina/detail", { config: { access: "shop", authority: "products.show" } }, async (request) => {
    const body = parseBody(request, productDetailSchema);
    return ok(await getItem(db, scopeOf(request), body.itemId));
  });

  app.post("/api/item/ina/create", { config: { access: "shop", authority: "products.create" } }, async (request) => {
    const body = parseBody(request, productCreateSchema);
    const actor = scopeOf(request);
    const itemId = await createItem(db, actor, body, deps.clock(), request.lang);
    return ok({ itemId });
  });

  app.post("/api/item/ina/update", { config: { access: "shop", authority: "products.edit" } }, async (request) => {
    const body = parseBody(request, productUpdateSchema);
    const actor = scopeOf(request);
    const itemId = await updateItem(db, actor, body, deps.clock(), request.lang);
    return ok({ itemId });
  });

  app.post("/api/item/ina/stats", { config: { access: "shop", authority: "products.list" } }, async (request) => {
    const stats = await itemStats(db, scopeOf(request));
    return ok({ ...stats, recent: stats.recent.map(toProductRow) });
  });

  await registerItemTransitionRoutes(app, deps);
}
