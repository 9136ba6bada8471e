/**
 * Reading consignment refunds (spec §2 /consign consign-refund-list, returnrefund; §4 "Consign" after-sales):
 * the seller's page with filters, counts per status, the detail, and the buyer's own list. Every query is
 * scoped in SQL by the caller's shop and "only own" (consign-refund-scope.ts), or by the buyer. Times are
 * `yyyy-MM-dd HH:mm:ss` WIB; money integer rupiah.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import {
  ConsignRefundStatus,
  consignRefundMovesFor,
  consignRefundStatusName,
  type ConsignRefundStatusName,
} from "@src/domain/consign";
import { formatDateTime } from "@src/domain/datetime";
import {
  CONSIGN_REFUND_NO_FORMAT,
  type ConsignRefundCounts,
  type ConsignRefundDetail,
  type ConsignRefundRow,
} from "@src/resources/consign-refunds/schema";
import type { Db } from "../../db/client";
import { likePattern } from "../../db/like";
import { users } from "../../db/schema/auth";
import { consignRefundEvents, consignRefundItems, consignRefunds, consignStock } from "../../db/schema/consign";
import { itemImages } from "../../db/schema/item";
import type { RowScope } from "../../http/scope";
import { wibDayStart } from "../activity/activity-service";
import { onHandOf } from "../consign/consign-stock";
import { fileUrl } from "../file/file-url";
import {
  callerConsignRefundWhere,
  consignRefundNotFound,
  sellerConsignRefundWhere,
  type ConsignRefundCaller,
  type ConsignRefundRecord,
} from "./consign-refund-scope";

const DAY_MS = 24 * 3_600_000;

/** Filters of the seller's list and counts. */
export interface ConsignRefundFilters {
  status?: number;
  keyword?: string;
  from?: string;
  to?: string;
}

/** Keyword (refund no, buyer user / nick name, a line's part no) and WIB create-date range. */
function filterWhere(f: ConsignRefundFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.keyword && CONSIGN_REFUND_NO_FORMAT.test(f.keyword.toUpperCase())) {
    conditions.push(eq(consignRefunds.refundNo, f.keyword.toUpperCase()));
  } else if (f.keyword) {
    const k = likePattern(f.keyword);
    conditions.push(
      or(
        ilike(consignRefunds.refundNo, k),
        sql`${consignRefunds.buyerUserId} in (select ${users.id} from ${users} where ${users.userName} ilike ${k} or ${users.nickName} ilike ${k})`,
        sql`${consignRefunds.id} in (select ${consignRefundItems.refundId} from ${consignRefundItems} where ${consignRefundItems.partNo} ilike ${k})`,
      ),
    );
  }
  if (f.from) conditions.push(gte(consignRefunds.createTime, wibDayStart(f.from)));
  if (f.to) conditions.push(lt(consignRefunds.createTime, new Date(wibDayStart(f.to).getTime() + DAY_MS)));
  return and(...conditions);
}

function selectRefunds(db: Db, where: SQL | undefined) {
  return db
    .select({ r: consignRefunds, buyerUserName: users.userName, buyerNickName: users.nickName })
    .from(consignRefunds)
    .innerJoin(users, eq(users.id, consignRefunds.buyerUserId))
    .where(where)
    .orderBy(desc(consignRefunds.createTime), desc(consignRefunds.id));
}

type Joined = { r: ConsignRefundRecord; buyerUserName: string; buyerNickName: string };
const time = (d: Date | null) => (d ? formatDateTime(d) : null);

function rowOf(j: Joined, t: { itemCount: number; qty: number } | undefined): ConsignRefundRow {
  const r = j.r;
  return {
    refundNo: r.refundNo,
    buyerUserName: j.buyerUserName,
    buyerName: j.buyerNickName || j.buyerUserName,
    status: r.status,
    statusName: consignRefundStatusName(r.status),
    reason: r.reason,
    itemCount: t?.itemCount ?? 0,
    qty: t?.qty ?? 0,
    totalAmount: r.totalAmount,
    createTime: formatDateTime(r.createTime),
    deadline: time(r.deadline),
  };
}

async function pageWhere(db: Db, where: SQL | undefined, limit: number, offset: number) {
  const [joined, [total]] = await Promise.all([
    selectRefunds(db, where).limit(limit).offset(offset),
    db.select({ n: count() }).from(consignRefunds).where(where),
  ]);
  const ids = joined.map((j) => j.r.id);
  const totals =
    ids.length === 0
      ? []
      : await db
          .select({
            refundId: consignRefundItems.refundId,
            itemCount: sql<number>`count(*)::int`,
            qty: sql<number>`coalesce(sum(${consignRefundItems.qty}), 0)::int`,
          })
          .from(consignRefundItems)
          .where(inArray(consignRefundItems.refundId, ids))
          .groupBy(consignRefundItems.refundId);
  const byId = new Map(totals.map((t) => [t.refundId, { itemCount: Number(t.itemCount), qty: Number(t.qty) }]));
  return { rows: joined.map((j) => rowOf(j, byId.get(j.r.id))), rowCount: total?.n ?? 0 };
}

/** The seller's list under `f` in `scope`, newest first. */
export function pageConsignRefunds(db: Db, scope: RowScope, f: ConsignRefundFilters, limit: number, offset: number) {
  return pageWhere(
    db,
    and(
      sellerConsignRefundWhere(scope),
      f.status === undefined ? undefined : eq(consignRefunds.status, f.status),
      filterWhere(f),
    ),
    limit,
    offset,
  );
}

/** The buyer's own refunds (every status, or `status`), newest first. */
export function pageBuyerConsignRefunds(
  db: Db,
  buyerUserId: number,
  status: number | undefined,
  limit: number,
  offset: number,
) {
  return pageWhere(
    db,
    and(
      eq(consignRefunds.buyerUserId, buyerUserId),
      status === undefined ? undefined : eq(consignRefunds.status, status),
    ),
    limit,
    offset,
  );
}

/** Refunds per status (and in all) under the keyword and date filters (status ignored). */
export async function countConsignRefunds(
  db: Db,
  scope: RowScope,
  f: ConsignRefundFilters,
): Promise<ConsignRefundCounts> {
  const perStatus = await db
    .select({ status: consignRefunds.status, n: count() })
    .from(consignRefunds)
    .where(and(sellerConsignRefundWhere(scope), filterWhere(f)))
    .groupBy(consignRefunds.status);
  const statuses = Object.fromEntries(
    (Object.keys(ConsignRefundStatus) as ConsignRefundStatusName[]).map((k) => [k, 0]),
  ) as Record<ConsignRefundStatusName, number>;
  let all = 0;
  for (const { status, n } of perStatus) {
    statuses[consignRefundStatusName(status)] += Number(n);
    all += Number(n);
  }
  return { all, statuses };
}

/**
 * The detail of refund `refundNo` as `caller` reaches it: the lines with what the partner holds of each
 * product now, the seller's reason, the shipment back, the caller side's moves and the history.
 * @throws 404 consignRefunds:errors.notFound
 */
export async function consignRefundDetail(
  db: Db,
  caller: ConsignRefundCaller,
  refundNo: string,
): Promise<ConsignRefundDetail> {
  const [j] = await selectRefunds(db, and(eq(consignRefunds.refundNo, refundNo), callerConsignRefundWhere(caller)));
  if (!j) throw consignRefundNotFound();
  const r = j.r;
  const [lines, events] = await Promise.all([
    db
      .select({
        line: consignRefundItems,
        stock: consignStock,
        picture: sql<
          string | null
        >`(select ${itemImages.fileKey} from ${itemImages} where ${itemImages.itemId} = ${consignRefundItems.itemId} and ${itemImages.isMain} limit 1)`,
      })
      .from(consignRefundItems)
      .leftJoin(
        consignStock,
        and(
          eq(consignStock.shopId, r.shopId),
          eq(consignStock.buyerUserId, r.buyerUserId),
          eq(consignStock.itemId, consignRefundItems.itemId),
        ),
      )
      .where(eq(consignRefundItems.refundId, r.id))
      .orderBy(asc(consignRefundItems.id)),
    db
      .select({ event: consignRefundEvents, userName: users.userName, nickName: users.nickName })
      .from(consignRefundEvents)
      .leftJoin(users, eq(users.id, consignRefundEvents.actorUserId))
      .where(eq(consignRefundEvents.refundId, r.id))
      .orderBy(asc(consignRefundEvents.time), asc(consignRefundEvents.id)),
  ]);
  const side = caller.actor === "buyer" ? "buyer" : "seller";
  return {
    ...rowOf(j, { itemCount: lines.length, qty: lines.reduce((s, l) => s + l.line.qty, 0) }),
    items: lines.map(({ line, stock, picture }) => ({
      itemId: line.itemId,
      partNo: line.partNo,
      name: line.name,
      picture: fileUrl(picture),
      qty: line.qty,
      unitPrice: line.unitPrice,
      onHand: stock ? onHandOf(stock) : 0,
    })),
    sellerReason: r.sellerReason,
    courier: r.courier,
    deliveryNo: r.deliveryNo,
    shipTime: time(r.shipTime),
    finishTime: time(r.finishTime),
    moves: consignRefundMovesFor(r.status, side),
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
