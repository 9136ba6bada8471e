/**
 * Bulk status moves and bulk edits of a shop's products (routes in ./routes.ts) (spec §4 "Product": "Draft can be submitted for
 * review or put on sale now. In sale can be moved to draft. Priority can be set or removed."; §2
 * "Bulk update and priority toggle"; §5 "Price tiers", "Bulk discount", "Stock"; §9 stock limits).
 * Access "shop", authority `products.<name>`, rows limited to the caller's shop and, for an "only own"
 * position, to the caller's own products. Every call is ONE transaction, all or nothing:
 *
 * - POST /api/item/ina/submitReview {itemIds: 1..200}   draft 3 -> under assessment 1
 * - POST /api/item/ina/putOnSale    {itemIds}           draft 3 -> in sale 5, only a product that passed
 *                                                       assessment since its last full edit (items.approved_once)
 * - POST /api/item/ina/toDraft      {itemIds}           in sale 5 -> draft 3
 * - POST /api/item/ina/upShelve     {itemIds}           to up shelve 4 / assessment pass 2 -> in sale 5
 *     each -> {itemIds, reviewStatus}
 * - POST /api/item/ina/setPriority  {itemIds, priority: boolean} any status -> {itemIds, priority}
 * - POST /api/item/ina/bulkUpdate   {items: [{itemId, priceTiers?, discount?, buyerDiscount?, stockNum?}] 1..200}
 *                                   statuses 2, 3, 4, 5 -> {itemIds}
 * - POST /api/item/ina/bulkDetail   {itemIds} -> BulkEditRow[] (authority products.bulkUpdate: the modal's data)
 *
 * Refusals (nothing changed):
 * - an id missing or outside the caller's reach: code 404 errors:notFound, data {refused: ids};
 * - a product whose status does not allow the action: code 409 errors:item.invalidTransition, data
 *   {refused: ids}; put on sale of a never-approved draft (and nothing else refused): errors:item.needsReview;
 * - bulkUpdate values breaking a rule on the product they end on (buyer discount not above the discount,
 *   stock under the minimum purchase): code 400 errors:validation, data {errors: [{path: "items.<i>.<field>"}]}.
 * Every changed product is recorded in the activity log (subject products, action = the endpoint name).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { ResultCode, type Language } from "@src/domain/wire";
import { PRODUCT_EDITS, PRODUCT_MOVES, moveRefusal, type SellerBulkMove } from "@src/domain/product-transitions";
import { discountRefusal, type BulkEditRow, type BulkUpdate } from "@src/resources/products/bulk-schema";
import type { Db, Tx } from "../../db/client";
import { items } from "../../db/schema/item";
import { ApiError } from "../../http/envelope";
import type { CallerScope } from "../../http/scope";
import { fieldRefusal } from "../../http/validate";
import { recordActivity } from "../activity/record";
import { discountToTenths, tenthsToBuyerDiscount, tenthsToDiscount } from "./format";

type ItemRow = typeof items.$inferSelect;

/** The ids once each, in the order first given. */
export const unique = (ids: readonly number[]): number[] => [...new Set(ids)];

/**
 * The products `ids` within the actor's reach, locked for the transaction when `lock` (in id order, so
 * concurrent bulk calls cannot deadlock). @throws 404 errors:notFound with data.refused when any id is
 * missing or out of reach (the two look the same to the caller).
 */
async function reachable(db: Db | Tx, actor: CallerScope, ids: number[], lock = true): Promise<ItemRow[]> {
  const query = db
    .select()
    .from(items)
    .where(
      and(
        inArray(items.id, ids),
        eq(items.shopId, actor.shopId),
        actor.ownerUserId === undefined ? undefined : eq(items.ownerUserId, actor.ownerUserId),
      ),
    )
    .orderBy(asc(items.id));
  const rows = lock ? await query.for("no key update") : await query;
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new ApiError(ResultCode.notFound, "errors:notFound", {}, { refused: missing });
  return rows;
}

function refusedError(refused: number[], allNeedReview: boolean): ApiError {
  const key = allNeedReview ? "errors:item.needsReview" : "errors:item.invalidTransition";
  return new ApiError(ResultCode.conflict, key, { count: refused.length }, { refused });
}

/**
 * Moves every product `ids` by `move` (seller side), or none. Answers the new review status.
 * @throws see the module header.
 */
export async function bulkMove(
  db: Db,
  actor: CallerScope,
  move: SellerBulkMove,
  ids: number[],
  now: Date,
): Promise<number> {
  const rule = PRODUCT_MOVES[move];
  return db.transaction(async (tx) => {
    const rows = await reachable(tx, actor, unique(ids));
    const refusals = rows.map((r) => ({ id: r.id, why: moveRefusal(move, r) })).filter((r) => r.why !== null);
    if (refusals.length > 0)
      throw refusedError(
        refusals.map((r) => r.id),
        refusals.every((r) => r.why === "needsReview"),
      );
    await tx
      .update(items)
      .set({ reviewStatus: rule.to, offShelveReason: null, updateTime: now })
      .where(
        inArray(
          items.id,
          rows.map((r) => r.id),
        ),
      );
    for (const r of rows) {
      await recordActivity(
        tx,
        actor,
        {
          subject: "products",
          action: move,
          recordId: r.id,
          before: { reviewStatus: r.reviewStatus },
          after: { reviewStatus: rule.to },
        },
        now,
      );
    }
    return rule.to;
  });
}

/** Sets or removes the priority flag of every product `ids` (any status), or none. */
export async function bulkSetPriority(
  db: Db,
  actor: CallerScope,
  ids: number[],
  priority: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await reachable(tx, actor, unique(ids));
    const allowed = PRODUCT_EDITS.setPriority.from as readonly number[];
    const refused = rows.filter((r) => !allowed.includes(r.reviewStatus)).map((r) => r.id);
    if (refused.length > 0) throw refusedError(refused, false);
    const changed = rows.filter((r) => r.priority !== priority);
    if (changed.length === 0) return;
    await tx
      .update(items)
      .set({ priority, updateTime: now })
      .where(
        inArray(
          items.id,
          changed.map((r) => r.id),
        ),
      );
    for (const r of changed) {
      await recordActivity(
        tx,
        actor,
        {
          subject: "products",
          action: "setPriority",
          recordId: r.id,
          before: { priority: r.priority },
          after: { priority },
        },
        now,
      );
    }
  });
}

/** The values a product ends with after `change` (stored units: tenths, rupiah). */
function applyChange(row: ItemRow, change: BulkUpdate["items"][number]) {
  return {
    priceTiers: change.priceTiers ?? row.priceTiers,
    minPrice: change.priceTiers ? change.priceTiers[0].price : row.minPrice,
    discountTenths: change.discount === undefined ? row.discountTenths : discountToTenths(change.discount),
    buyerDiscountTenths:
      change.buyerDiscount === undefined
        ? row.buyerDiscountTenths
        : change.buyerDiscount === null
          ? null
          : discountToTenths(change.buyerDiscount),
    stockNum: change.stockNum ?? row.stockNum,
  };
}

/** Rules on the values a product ends with (needing its stored fields): spec §5 "Bulk discount", "Stock". */
function rowErrors(
  row: ItemRow,
  next: ReturnType<typeof applyChange>,
  change: BulkUpdate["items"][number],
  index: number,
) {
  const errors: { path: string; key: string }[] = [];
  const buyer = tenthsToBuyerDiscount(next.buyerDiscountTenths);
  const refusal = discountRefusal(tenthsToDiscount(next.discountTenths), buyer);
  if (refusal)
    errors.push({
      path: `items.${index}.${change.buyerDiscount === undefined ? "discount" : "buyerDiscount"}`,
      key: refusal,
    });
  if (row.stockType === 2 && next.stockNum < row.minBuyQty)
    errors.push({ path: `items.${index}.stockNum`, key: "products:errors.minBuyOverStock" });
  return errors;
}

/**
 * Applies price tiers, discount, buyer discount and stock to every listed product, or to none.
 * Answers the changed ids. @throws see the module header.
 */
export async function bulkUpdate(
  db: Db,
  actor: CallerScope,
  body: BulkUpdate,
  now: Date,
  lang: Language,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const rows = await reachable(
      tx,
      actor,
      body.items.map((i) => i.itemId),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const allowed = PRODUCT_EDITS.bulkUpdate.from as readonly number[];
    const refused = rows.filter((r) => !allowed.includes(r.reviewStatus)).map((r) => r.id);
    if (refused.length > 0) throw refusedError(refused, false);
    const planned = body.items.map((change, index) => {
      const row = byId.get(change.itemId)!;
      const next = applyChange(row, change);
      return { row, next, errors: rowErrors(row, next, change, index) };
    });
    const errors = planned.flatMap((p) => p.errors);
    if (errors.length > 0) {
      throw fieldRefusal(lang, errors);
    }
    for (const { row, next } of planned) {
      await tx
        .update(items)
        .set({ ...next, updateTime: now })
        .where(eq(items.id, row.id));
      const before = {
        priceTiers: row.priceTiers,
        minPrice: row.minPrice,
        discountTenths: row.discountTenths,
        buyerDiscountTenths: row.buyerDiscountTenths,
        stockNum: row.stockNum,
      };
      await recordActivity(
        tx,
        actor,
        { subject: "products", action: "bulkUpdate", recordId: row.id, before, after: next },
        now,
      );
    }
    return planned.map((p) => p.row.id);
  });
}

/** The bulk edit modal's rows for `ids` (in the order asked). @throws 404 with data.refused as above. */
export async function bulkDetail(db: Db, actor: CallerScope, ids: number[]): Promise<BulkEditRow[]> {
  const wanted = unique(ids);
  const rows = await reachable(db, actor, wanted, false);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.map((id) => {
    const r = byId.get(id)!;
    return {
      itemId: r.id,
      partNo: r.partNo,
      itemName: r.itemName,
      reviewStatus: r.reviewStatus,
      priceTiers: r.priceTiers,
      discount: tenthsToDiscount(r.discountTenths),
      buyerDiscount: tenthsToBuyerDiscount(r.buyerDiscountTenths),
      stockType: r.stockType,
      stockNum: r.stockNum,
      minBuyQty: r.minBuyQty,
    };
  });
}
