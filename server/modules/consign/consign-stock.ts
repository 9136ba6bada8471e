/**
 * Stock placed with partners (spec §3 "Consign"; README choices "Consignment"): the shop's own stock a
 * consignment shipment takes, the partner's consignment stock (consign_stock: placed, sold, returned; on
 * hand = placed - sold - returned) and the sales partners report. The shop's stock moves by the order
 * rules (server/modules/order/stock-take.ts: actual stock refuses what it cannot cover, unlimited stock
 * resets, third-party stock is never taken). Every function runs inside its caller's transaction and
 * locks what it changes (items in id order, then consign_stock rows in item order), so two writers never
 * count the same unit twice.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { ConsignRefundStatus } from "@src/domain/consign";
import { StockType } from "@src/resources/stock/rules";
import type { Db, Tx } from "../../db/client";
import { consignRefundItems, consignRefunds, consignSales, consignStock } from "../../db/schema/consign";
import { items } from "../../db/schema/item";
import { conflict } from "../../http/envelope";
import { returnStock, takeStock } from "../order/stock-take";

/** One product and a quantity. */
export interface ConsignStockLine {
  itemId: number;
  quantity: number;
}

/** The partner a consignment stock belongs to: a shop and a buyer. */
export interface Partner {
  shopId: number;
  buyerUserId: number;
}

/** Refund statuses whose units are promised back to the shop (not yet received nor closed). */
export const OPEN_REFUND_STATUSES: readonly number[] = [
  ConsignRefundStatus.waitingProcessing,
  ConsignRefundStatus.waitingDelivery,
  ConsignRefundStatus.waitingModified,
  ConsignRefundStatus.onDelivery,
];

/** The per-item totals of `lines` (a product named twice counts once with both quantities). */
function totals(lines: readonly ConsignStockLine[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const l of lines) out.set(l.itemId, (out.get(l.itemId) ?? 0) + l.quantity);
  return out;
}

/**
 * Refuses quantities above the shop's actual stock now (spec §4 "Consign": the offer and the shipment check
 * the shop's stock). With `lock`, the items stay locked to the end of the transaction.
 * @throws 409 `consignments:errors.insufficientStock` {partNo, stock, quantity}
 */
export async function assertShopStock(tx: Tx, lines: readonly ConsignStockLine[], lock: boolean): Promise<void> {
  const wanted = totals(lines);
  if (wanted.size === 0) return;
  const query = tx
    .select({ id: items.id, partNo: items.partNo, stockType: items.stockType, stockNum: items.stockNum })
    .from(items)
    .where(inArray(items.id, [...wanted.keys()]))
    .orderBy(asc(items.id));
  const rows = lock ? await query.for("no key update") : await query;
  for (const r of rows) {
    const quantity = wanted.get(r.id) ?? 0;
    if (r.stockType === StockType.actual && r.stockNum < quantity)
      throw conflict("consignments:errors.insufficientStock", { partNo: r.partNo, stock: r.stockNum, quantity });
  }
}

/**
 * Moves `lines` from the shop's stock to the partner's consignment stock (placed += quantity), in the
 * shipment's transaction.
 * @throws 409 `consignments:errors.insufficientStock` {partNo} when actual stock cannot cover a line.
 */
export async function placeWithPartner(
  tx: Tx,
  partner: Partner,
  lines: readonly ConsignStockLine[],
  now: Date,
): Promise<void> {
  await assertShopStock(tx, lines, true);
  await takeStock(tx, lines, now);
  for (const [itemId, quantity] of [...totals(lines)].sort((a, b) => a[0] - b[0])) {
    await tx
      .insert(consignStock)
      .values({ ...partner, itemId, placed: quantity, updateTime: now })
      .onConflictDoUpdate({
        target: [consignStock.shopId, consignStock.buyerUserId, consignStock.itemId],
        set: { placed: sql`${consignStock.placed} + ${quantity}`, updateTime: now },
      });
  }
}

/** The partner's consignment stock rows of `itemIds`, locked (`FOR NO KEY UPDATE`) in item order, by item id. */
export async function lockPartnerStock(
  tx: Tx,
  partner: Partner,
  itemIds: readonly number[],
): Promise<Map<number, typeof consignStock.$inferSelect>> {
  if (itemIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(consignStock)
    .where(
      and(
        eq(consignStock.shopId, partner.shopId),
        eq(consignStock.buyerUserId, partner.buyerUserId),
        inArray(consignStock.itemId, [...new Set(itemIds)]),
      ),
    )
    .orderBy(asc(consignStock.itemId))
    .for("no key update");
  return new Map(rows.map((r) => [r.itemId, r]));
}

/** On hand at the partner: placed - sold - returned. */
export const onHandOf = (r: { placed: number; sold: number; returned: number }) => r.placed - r.sold - r.returned;

/**
 * Units of `itemIds` in the partner's open consignment refunds (OPEN_REFUND_STATUSES), by item id, leaving
 * out refund `exceptRefundId` (the one being modified).
 */
export async function openRefundQuantities(
  tx: Db | Tx,
  partner: Partner,
  itemIds: readonly number[],
  exceptRefundId?: number,
): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await tx
    .select({ itemId: consignRefundItems.itemId, qty: sql<number>`sum(${consignRefundItems.qty})::int` })
    .from(consignRefundItems)
    .innerJoin(consignRefunds, eq(consignRefunds.id, consignRefundItems.refundId))
    .where(
      and(
        eq(consignRefunds.shopId, partner.shopId),
        eq(consignRefunds.buyerUserId, partner.buyerUserId),
        inArray(consignRefunds.status, [...OPEN_REFUND_STATUSES]),
        inArray(consignRefundItems.itemId, [...new Set(itemIds)]),
        exceptRefundId === undefined ? undefined : sql`${consignRefunds.id} <> ${exceptRefundId}`,
      ),
    )
    .groupBy(consignRefundItems.itemId);
  return new Map(rows.map((r) => [r.itemId, Number(r.qty)]));
}

/**
 * Locks the partner's stock of `lines` and refuses a line above what is free there: on hand less the
 * units of its other open refunds. Answers the locked rows.
 * @throws 409 `consignments:errors.onHandExceeded` {partNo?, available} (available may be 0 for a
 *   product never placed with the partner).
 */
export async function assertFreeAtPartner(
  tx: Tx,
  partner: Partner,
  lines: readonly ConsignStockLine[],
  exceptRefundId?: number,
): Promise<Map<number, typeof consignStock.$inferSelect>> {
  const wanted = totals(lines);
  const ids = [...wanted.keys()];
  const stock = await lockPartnerStock(tx, partner, ids);
  const pending = await openRefundQuantities(tx, partner, ids, exceptRefundId);
  for (const [itemId, quantity] of wanted) {
    const row = stock.get(itemId);
    const available = row ? onHandOf(row) - (pending.get(itemId) ?? 0) : 0;
    if (quantity > available) throw conflict("consignments:errors.onHandExceeded", { itemId, available, quantity });
  }
  return stock;
}

/**
 * A sale the partner reports (buyer API, spec §4 "Consign"): `qty` units of `itemId` leave on hand for sold,
 * at `unitPrice` rupiah each. Units promised back in an open refund are not for sale.
 * @throws 409 `consignments:errors.onHandExceeded`
 */
export async function reportSale(
  tx: Tx,
  partner: Partner,
  sale: { itemId: number; qty: number; unitPrice: number },
  now: Date,
): Promise<{ onHand: number; sold: number }> {
  const stock = await assertFreeAtPartner(tx, partner, [{ itemId: sale.itemId, quantity: sale.qty }]);
  const row = stock.get(sale.itemId)!;
  const [after] = await tx
    .update(consignStock)
    .set({
      sold: row.sold + sale.qty,
      soldAmount: row.soldAmount + sale.qty * sale.unitPrice,
      updateTime: now,
    })
    .where(
      and(
        eq(consignStock.shopId, partner.shopId),
        eq(consignStock.buyerUserId, partner.buyerUserId),
        eq(consignStock.itemId, sale.itemId),
      ),
    )
    .returning();
  await tx.insert(consignSales).values({ ...partner, ...sale, saleTime: now });
  return { onHand: onHandOf(after), sold: after.sold };
}

/**
 * Units a consignment refund brought back (spec §4 "Consign" after-sales, confirm receipt): they leave the
 * partner's on hand (returned += quantity) and go back into the shop's stock, in one transaction.
 * @throws 409 `consignments:errors.onHandExceeded` when the partner no longer holds them (never, while
 *   sales keep to the free units).
 */
export async function returnFromPartner(
  tx: Tx,
  partner: Partner,
  lines: readonly ConsignStockLine[],
  now: Date,
): Promise<void> {
  // Items before consign_stock, the order the shipment locks them in, so the two never deadlock.
  await returnStock(tx, lines, now);
  const wanted = totals(lines);
  const stock = await lockPartnerStock(tx, partner, [...wanted.keys()]);
  for (const [itemId, quantity] of wanted) {
    const row = stock.get(itemId);
    if (!row || onHandOf(row) < quantity)
      throw conflict("consignments:errors.onHandExceeded", {
        itemId,
        available: row ? onHandOf(row) : 0,
        quantity,
      });
    await tx
      .update(consignStock)
      .set({ returned: row.returned + quantity, updateTime: now })
      .where(
        and(
          eq(consignStock.shopId, partner.shopId),
          eq(consignStock.buyerUserId, partner.buyerUserId),
          eq(consignStock.itemId, itemId),
        ),
      );
  }
}
