/**
 * Seller product endpoints (spec §3 "Product", §4 "Product", §6). All access "shop"; every query is
 * filtered by the caller's shop in SQL. The bulk moves and edits are documented in ./bulk-service.ts.
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
import type { ProductMove, SellerBulkMove } from "@src/domain/product-transitions";
import { productCreateSchema, productDetailSchema, productUpdateSchema } from "@src/resources/products/schema";
import { bulkItemIdsSchema, bulkUpdateSchema, setPrioritySchema } from "@src/resources/products/bulk-schema";
import type { AppDeps } from "../../deps";
import { ok, page } from "../../http/envelope";
import { callerScope, shopRoute } from "../../http/scope";
import { parseBody } from "../../http/validate";
import { itemPageRequestSchema, pagedItems, toProductRow } from "./page-query";
import { createItem, getItem, itemStats, updateItem } from "./item-service";
import { bulkDetail, bulkMove, bulkSetPriority, bulkUpdate, unique } from "./bulk-service";

/** Endpoint path of each bulk action (as on the products descriptor's endpoints.custom). */
const movePath = (move: ProductMove) => `/api/item/ina/${move}`;

export async function registerItemRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post("/api/item/ina/page", shopRoute("products.list"), async (request) => {
    const body = parseBody(request, itemPageRequestSchema);
    const { shopId, ownerUserId } = callerScope(request);
    const { pageNo, pageSize, ...filters } = body;
    const { rows, rowCount } = await pagedItems(
      db,
      { ...filters, shopId, ownerUserId, lang: request.lang },
      { pageNo, pageSize },
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows.map(toProductRow)));
  });

  app.post("/api/item/ina/detail", shopRoute("products.show"), async (request) => {
    const body = parseBody(request, productDetailSchema);
    return ok(await getItem(db, callerScope(request), body.itemId));
  });

  app.post("/api/item/ina/create", shopRoute("products.create"), async (request) => {
    const body = parseBody(request, productCreateSchema);
    const itemId = await createItem(db, callerScope(request), body, deps.clock(), request.lang);
    return ok({ itemId });
  });

  app.post("/api/item/ina/update", shopRoute("products.edit"), async (request) => {
    const body = parseBody(request, productUpdateSchema);
    const itemId = await updateItem(db, callerScope(request), body, deps.clock(), request.lang);
    return ok({ itemId });
  });

  app.post("/api/item/ina/stats", shopRoute("products.list"), async (request) => {
    const stats = await itemStats(db, callerScope(request));
    return ok({ ...stats, recent: stats.recent.map(toProductRow) });
  });

  const moves: readonly SellerBulkMove[] = ["submitReview", "putOnSale", "toDraft", "upShelve"];
  for (const move of moves) {
    app.post(movePath(move), shopRoute(`products.${move}`), async (request) => {
      const { itemIds } = parseBody(request, bulkItemIdsSchema);
      const reviewStatus = await bulkMove(db, callerScope(request), move, itemIds, deps.clock());
      return ok({ itemIds: unique(itemIds), reviewStatus });
    });
  }

  app.post("/api/item/ina/setPriority", shopRoute("products.setPriority"), async (request) => {
    const { itemIds, priority } = parseBody(request, setPrioritySchema);
    await bulkSetPriority(db, callerScope(request), itemIds, priority, deps.clock());
    return ok({ itemIds: unique(itemIds), priority });
  });

  app.post("/api/item/ina/bulkUpdate", shopRoute("products.bulkUpdate"), async (request) => {
    const body = parseBody(request, bulkUpdateSchema);
    return ok({ itemIds: await bulkUpdate(db, callerScope(request), body, deps.clock(), request.lang) });
  });

  app.post("/api/item/ina/bulkDetail", shopRoute("products.bulkUpdate"), async (request) => {
    const { itemIds } = parseBody(request, bulkItemIdsSchema);
    return ok(await bulkDetail(db, callerScope(request), itemIds));
  });
}
