/**
 * Reading consignments (spec §2 /consign consign-request-list, consign-offer-list, consign-order-list,
 * consign-offer-detail, consign-order-detail; §3 "Consign"): the seller's lists with filters, counts per list
 * and status, the detail, the sell-through report per partner and product, and the buyer's own list and
 * consignment stock. Every query is scoped in SQL by the caller's shop and "only own" (consign-scope.ts), or by
 * the buyer. Times are `yyyy-MM-dd HH:mm:ss` WIB; money integer rupiah.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import {
  CONSIGN_LISTS,
  CONSIGN_STATUSES,
  ConsignStatus,
  consignMovesFor,
  consignStatusName,
  sellThrough,
  type ConsignList,
  type ConsignStatusName,
} from "@src/domain/consign";
import { formatDateTime } from "@src/domain/datetime";
import {
  CONSIGN_NO_FORMAT,
  type BuyerConsignStockRow,
  type ConsignCounts,
  type ConsignDetail,
  type ConsignRow,
  type SellThroughRow,
} from "@src/resources/consignments/schema";
import type { Db, Tx } from "../../db/client";
import { likePattern } from "../../db/like";
import { users } from "../../db/schema/auth";
import { consignEvents, consignItems, consignments, consignStock } from "../../db/schema/consign";
import { itemImages, items } from "../../db/schema/item";
import { shops } from "../../db/schema/shop";
import type { RowScope } from "../../http/scope";
import { wibDayStart } from "../activity/activity-service";
import { fileUrl } from "../file/file-url";
import { regionNamesByCode } from "../store/store-service";
import {
  callerConsignWhere,
  consignNotFound,
  sellerConsignWhere,
  type ConsignCaller,
  type ConsignRecord,
} from "./consign-scope";
import { managedBuyerWhere } from "../customer/customer-scope";
import { onHandOf, openRefundQuantities } from "./consign-stock";

const DAY_MS = 24 * 3_600_000;

/** The filters of the seller's lists and counts (spec §2 /consign lists). */
export interface ConsignFilters {
  list?: ConsignList;
  status?: number;
  keyword?: string;
  from?: string;
  to?: string;
}

/** Keyword (consign no exactly, or part of it, buyer user / nick name, a line's part no) and WIB create-date range. */
function filterWhere(f: ConsignFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.keyword && CONSIGN_NO_FORMAT.test(f.keyword.toUpperCase())) {
    conditions.push(eq(consignments.consignNo, f.keyword.toUpperCase()));
  } else if (f.keyword) {
    const k = likePattern(f.keyword);
    conditions.push(
      or(
        ilike(consignments.consignNo, k),
        sql`${consignments.buyerUserId} in (select ${users.id} from ${users} where ${users.userName} ilike ${k} or ${users.nickName} ilike ${k})`,
        sql`${consignments.id} in (select ${consignItems.consignId} from ${consignItems} where ${consignItems.partNo} ilike ${k})`,
      ),
    );
  }
  if (f.from) conditions.push(gte(consignments.createTime, wibDayStart(f.from)));
  if (f.to) conditions.push(lt(consignments.createTime, new Date(wibDayStart(f.to).getTime() + DAY_MS)));
  return and(...conditions);
}

/** The list's statuses, narrowed to `status` when given (a status outside the list matches nothing). */
function listWhere(f: ConsignFilters): SQL | undefined {
  const statuses = f.list ? [...(CONSIGN_LISTS[f.list] as readonly number[])] : [...CONSIGN_STATUSES];
  const chosen = f.status === undefined ? statuses : statuses.filter((s) => s === f.status);
  return chosen.length === 0 ? sql`false` : inArray(consignments.status, chosen);
}

/** Consignments joined with their buyer, newest first. */
function selectConsigns(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({ c: consignments, buyerUserName: users.userName, buyerNickName: users.nickName })
    .from(consignments)
    .innerJoin(users, eq(users.id, consignments.buyerUserId))
    .where(where)
    .orderBy(desc(consignments.createTime), desc(consignments.id));
}

type Joined = { c: ConsignRecord; buyerUserName: string; buyerNickName: string };

/** Line counts and quantity sums of consignments `ids`. */
async function lineTotals(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { itemCount: number; qtyRequest: number; qtyOffer: number }>();
  const rows = await db
    .select({
      consignId: consignItems.consignId,
      itemCount: sql<number>`count(*)::int`,
      qtyRequest: sql<number>`coalesce(sum(${consignItems.qtyRequest}), 0)::int`,
      qtyOffer: sql<number>`coalesce(sum(${consignItems.qtyOffer}), 0)::int`,
    })
    .from(consignItems)
    .where(inArray(consignItems.consignId, ids))
    .groupBy(consignItems.consignId);
  return new Map(
    rows.map((r) => [
      r.consignId,
      { itemCount: Number(r.itemCount), qtyRequest: Number(r.qtyRequest), qtyOffer: Number(r.qtyOffer) },
    ]),
  );
}

const time = (d: Date | null) => (d ? formatDateTime(d) : null);

function rowOf(j: Joined, t: { itemCount: number; qtyRequest: number; qtyOffer: number } | undefined): ConsignRow {
  const c = j.c;
  return {
    consignNo: c.consignNo,
    buyerUserName: j.buyerUserName,
    buyerName: j.buyerNickName || j.buyerUserName,
    status: c.status,
    statusName: consignStatusName(c.status),
    reason: c.reason,
    itemCount: t?.itemCount ?? 0,
    qtyRequest: t?.qtyRequest ?? 0,
    qtyOffer: c.offerTime === null ? null : (t?.qtyOffer ?? 0),
    totalPrice: c.totalPrice,
    edtInitialDays: c.edtInitialDays,
    edtAdditionalDays: c.edtAdditionalDays,
    createTime: formatDateTime(c.createTime),
    deadline: time(c.deadline),
  };
}

/** Joined consignments as list rows (one query for the page's line totals). */
async function rowsOf(db: Db | Tx, joined: Joined[]): Promise<ConsignRow[]> {
  const totals = await lineTotals(
    db,
    joined.map((j) => j.c.id),
  );
  return joined.map((j) => rowOf(j, totals.get(j.c.id)));
}

/**
 * One page of the consignments `where` selects (newest first). Answers rows and total.
 */
async function pageWhere(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: ConsignRow[]; rowCount: number }> {
  const [joined, [total]] = await Promise.all([
    selectConsigns(db, where).limit(limit).offset(offset),
    db.select({ n: count() }).from(consignments).where(where),
  ]);
  return { rows: await rowsOf(db, joined), rowCount: total?.n ?? 0 };
}

/**
 * The seller's list (spec §2 request list, offer list, order list): the list's statuses (or one of them),
 * keyword and WIB create-date range, newest first, in `scope`.
 */
export function pageConsigns(db: Db, scope: RowScope, f: ConsignFilters, limit: number, offset: number) {
  return pageWhere(db, and(sellerConsignWhere(scope), listWhere(f), filterWhere(f)), limit, offset);
}

/** The buyer's own consignments (every status, or `status`), newest first. */
export function pageBuyerConsigns(
  db: Db,
  buyerUserId: number,
  status: number | undefined,
  limit: number,
  offset: number,
) {
  return pageWhere(
    db,
    and(eq(consignments.buyerUserId, buyerUserId), status === undefined ? undefined : eq(consignments.status, status)),
    limit,
    offset,
  );
}

/** Consignments per list and per status under the keyword and date filters (list and status ignored). */
export async function countConsigns(db: Db, scope: RowScope, f: ConsignFilters): Promise<ConsignCounts> {
  const perStatus = await db
    .select({ status: consignments.status, n: count() })
    .from(consignments)
    .where(and(sellerConsignWhere(scope), filterWhere(f)))
    .groupBy(consignments.status);
  const statuses = Object.fromEntries((Object.keys(ConsignStatus) as ConsignStatusName[]).map((k) => [k, 0])) as Record<
    ConsignStatusName,
    number
  >;
  const lists = Object.fromEntries((Object.keys(CONSIGN_LISTS) as ConsignList[]).map((k) => [k, 0])) as Record<
    ConsignList,
    number
  >;
  for (const { status, n } of perStatus) {
    statuses[consignStatusName(status)] += Number(n);
    for (const list of Object.keys(CONSIGN_LISTS) as ConsignList[])
      if ((CONSIGN_LISTS[list] as readonly number[]).includes(status)) lists[list] += Number(n);
  }
  return { lists, statuses };
}

/** `detail, village, district, regency, province postal` from a stored receiver address. */
async function addressText(db: Db, a: ConsignRecord["receiverAddress"]): Promise<string> {
  const names = await regionNamesByCode(db, [a.regionCodes]);
  const regions = [...a.regionCodes]
    .reverse()
    .map((c) => names.get(c) ?? "")
    .filter((n) => n !== "");
  return [a.detail, ...regions].join(", ") + (a.postalCode ? ` ${a.postalCode}` : "");
}

/**
 * The detail of consignment `consignNo` as `caller` reaches it (spec §3 "Consign": every field, the lines
 * with the shop's stock of each product now, the history); `moves` are the caller side's moves now, and the
 * seller may extend the EDT while it waits to be delivered.
 * @throws 404 consignments:errors.notFound
 */
export async function consignDetail(db: Db, caller: ConsignCaller, consignNo: string): Promise<ConsignDetail> {
  const [j] = await selectConsigns(db, and(eq(consignments.consignNo, consignNo), callerConsignWhere(caller)));
  if (!j) throw consignNotFound();
  const c = j.c;
  const [lines, events, address] = await Promise.all([
    db
      .select({
        line: consignItems,
        stock: items.stockNum,
        picture: sql<
          string | null
        >`(select ${itemImages.fileKey} from ${itemImages} where ${itemImages.itemId} = ${consignItems.itemId} and ${itemImages.isMain} limit 1)`,
      })
      .from(consignItems)
      .innerJoin(items, eq(items.id, consignItems.itemId))
      .where(eq(consignItems.consignId, c.id))
      .orderBy(asc(consignItems.id)),
    db
      .select({ event: consignEvents, userName: users.userName, nickName: users.nickName })
      .from(consignEvents)
      .leftJoin(users, eq(users.id, consignEvents.actorUserId))
      .where(eq(consignEvents.consignId, c.id))
      .orderBy(asc(consignEvents.time), asc(consignEvents.id)),
    addressText(db, c.receiverAddress),
  ]);
  const side = caller.actor === "buyer" ? "buyer" : "seller";
  const totals = {
    itemCount: lines.length,
    qtyRequest: lines.reduce((s, l) => s + l.line.qtyRequest, 0),
    qtyOffer: lines.reduce((s, l) => s + (l.line.qtyOffer ?? 0), 0),
  };
  return {
    ...rowOf(j, totals),
    items: lines.map(({ line, stock, picture }) => ({
      itemId: line.itemId,
      partNo: line.partNo,
      name: line.name,
      picture: fileUrl(picture),
      qtyRequest: line.qtyRequest,
      qtyOffer: line.qtyOffer,
      unitPrice: line.unitPrice,
      amount: line.qtyOffer !== null && line.unitPrice !== null ? line.qtyOffer * line.unitPrice : null,
      shopStock: stock,
    })),
    receiver: { name: c.receiverAddress.name, phone: c.receiverAddress.phone, address },
    closeReason: c.closeReason,
    edtReason: c.edtReason,
    courier: c.courier,
    trackingNo: c.trackingNo,
    proofPhotoUrl: fileUrl(c.proofPhoto),
    offerTime: time(c.offerTime),
    confirmTime: time(c.confirmTime),
    shipTime: time(c.shipTime),
    finishTime: time(c.finishTime),
    moves: consignMovesFor(c.status, side),
    canExtendEdt: side === "seller" && c.status === ConsignStatus.waitingDelivered,
    history: events.map(({ event, userName, nickName }) => ({
      move: event.move,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      actorName: nickName || userName || null,
      note: event.note,
      time: formatDateTime(event.time),
    })),
  };
}

/**
 * The sell-through report (README choices: /consign/sell-through): one row per partner and product of the
 * shop's consignment stock in `scope` (placed, sold, returned, on hand, sales amount, sold / placed in tenths
 * of a percent), by buyer user name and part no; keyword on buyer user / nick name, part no and product name.
 */
export async function sellThroughPage(
  db: Db,
  scope: RowScope,
  f: { keyword?: string; buyerUserId?: number },
  limit: number,
  offset: number,
): Promise<{ rows: SellThroughRow[]; rowCount: number }> {
  const k = f.keyword ? likePattern(f.keyword) : null;
  const where = and(
    eq(consignStock.shopId, scope.shopId),
    scope.ownerUserId === undefined
      ? undefined
      : managedBuyerWhere(consignStock.shopId, consignStock.buyerUserId, scope.ownerUserId),
    f.buyerUserId === undefined ? undefined : eq(consignStock.buyerUserId, f.buyerUserId),
    k === null
      ? undefined
      : or(ilike(users.userName, k), ilike(users.nickName, k), ilike(items.partNo, k), ilike(items.itemName, k)),
  );
  const base = () =>
    db
      .select({
        stock: consignStock,
        buyerUserName: users.userName,
        buyerNickName: users.nickName,
        partNo: items.partNo,
        name: items.itemName,
      })
      .from(consignStock)
      .innerJoin(users, eq(users.id, consignStock.buyerUserId))
      .innerJoin(items, eq(items.id, consignStock.itemId));
  const [rows, [total]] = await Promise.all([
    base().where(where).orderBy(asc(users.userName), asc(items.partNo), asc(items.id)).limit(limit).offset(offset),
    db
      .select({ n: count() })
      .from(consignStock)
      .innerJoin(users, eq(users.id, consignStock.buyerUserId))
      .innerJoin(items, eq(items.id, consignStock.itemId))
      .where(where),
  ]);
  return {
    rowCount: total?.n ?? 0,
    rows: rows.map((r) => ({
      buyerUserId: r.stock.buyerUserId,
      buyerUserName: r.buyerUserName,
      buyerName: r.buyerNickName || r.buyerUserName,
      itemId: r.stock.itemId,
      partNo: r.partNo,
      name: r.name,
      placed: r.stock.placed,
      sold: r.stock.sold,
      returned: r.stock.returned,
      onHand: onHandOf(r.stock),
      soldAmount: r.stock.soldAmount,
      sellThrough: sellThrough(r.stock.placed, r.stock.sold),
    })),
  };
}

/**
 * The buyer's consignment stock (spec §4 "Consign": what it holds for each shop), per shop and product,
 * optionally of one shop: placed, sold, returned, on hand, the units in its open refunds and what is free
 * (for sale or a new refund).
 */
export async function buyerConsignStock(
  db: Db,
  buyerUserId: number,
  shopId: number | undefined,
): Promise<BuyerConsignStockRow[]> {
  const rows = await db
    .select({ stock: consignStock, shopName: shops.storeName, partNo: items.partNo, name: items.itemName })
    .from(consignStock)
    .innerJoin(shops, eq(shops.id, consignStock.shopId))
    .innerJoin(items, eq(items.id, consignStock.itemId))
    .where(
      and(
        eq(consignStock.buyerUserId, buyerUserId),
        shopId === undefined ? undefined : eq(consignStock.shopId, shopId),
      ),
    )
    .orderBy(asc(consignStock.shopId), asc(items.partNo));
  const pendingByShop = new Map<number, Map<number, number>>();
  for (const sid of new Set(rows.map((r) => r.stock.shopId))) {
    pendingByShop.set(
      sid,
      await openRefundQuantities(
        db,
        { shopId: sid, buyerUserId },
        rows.filter((r) => r.stock.shopId === sid).map((r) => r.stock.itemId),
      ),
    );
  }
  return rows.map((r) => {
    const onHand = onHandOf(r.stock);
    const inRefund = pendingByShop.get(r.stock.shopId)?.get(r.stock.itemId) ?? 0;
    return {
      shopId: r.stock.shopId,
      shopName: r.shopName,
      itemId: r.stock.itemId,
      partNo: r.partNo,
      name: r.name,
      placed: r.stock.placed,
      sold: r.stock.sold,
      returned: r.stock.returned,
      onHand,
      inRefund,
      free: onHand - inRefund,
      soldAmount: r.stock.soldAmount,
    };
  });
}
