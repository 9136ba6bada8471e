/**
 * Reading recaps (spec §2 /order RecapDeliveryFee, detailRecapDeliveryFee, detaillogisticnoRecapDeliveryFee):
 * the page with status tabs, a month filter and the totals of every matching recap, tab counts, the detail
 * with its lines per logistic number, and one logistic number's orders. Scoped in SQL by the caller
 * (recap-scope.ts). Times are `yyyy-MM-dd HH:mm:ss` WIB; money integer rupiah.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import {
  RECAP_TAB_KEYS,
  RECAP_TABS,
  recapLineStatusName,
  recapMovesFor,
  recapStatusName,
  type RecapActor,
  type RecapTab,
} from "@src/domain/recap-transitions";
import type {
  RecapDetail,
  RecapLineRow,
  RecapLogisticDetail,
  RecapRow,
  RecapTabCounts,
} from "@src/resources/recaps/schema";
import type { Db } from "../../db/client";
import { likePattern } from "../../db/like";
import { users } from "../../db/schema/auth";
import { orders } from "../../db/schema/order";
import { recapEvents, recapLines, recaps } from "../../db/schema/settlement";
import { callerRecapWhere, recapNotFound, type RecapCaller } from "./recap-scope";

export interface RecapFilters {
  tab?: RecapTab;
  keyword?: string;
  month?: string;
  status?: number;
}

function filterWhere(caller: RecapCaller, f: RecapFilters, withTab: boolean): SQL | undefined {
  const statuses = withTab && f.tab ? RECAP_TABS[f.tab] : [];
  const kw = f.keyword ? likePattern(f.keyword) : null;
  return and(
    callerRecapWhere(caller),
    statuses.length > 0 ? inArray(recaps.status, [...statuses]) : undefined,
    f.status !== undefined ? eq(recaps.status, f.status) : undefined,
    f.month ? eq(recaps.month, f.month) : undefined,
    kw ? or(ilike(recaps.recapNo, kw), ilike(users.userName, kw), ilike(users.nickName, kw)) : undefined,
  );
}

const rowColumns = {
  recap: recaps,
  buyerUserName: users.userName,
  buyerName: users.nickName,
};

type Selected = { recap: typeof recaps.$inferSelect; buyerUserName: string; buyerName: string };

function toRow(r: Selected): RecapRow {
  const x = r.recap;
  return {
    recapNo: x.recapNo,
    month: x.month,
    status: x.status,
    statusName: recapStatusName(x.status),
    buyerUserName: r.buyerUserName,
    buyerName: r.buyerName,
    lineCount: x.lineCount,
    chargedTotal: x.chargedTotal,
    disputedTotal: x.disputedTotal,
    acceptedTotal: x.acceptedTotal,
    difference: x.acceptedTotal - x.chargedTotal,
    deadline: x.deadline ? formatDateTime(x.deadline) : null,
    createTime: formatDateTime(x.createTime),
  };
}

/**
 * A page of recaps `caller` reaches under `f`, newest month first, with the totals of every matching recap.
 */
export async function pageRecaps(
  db: Db,
  caller: RecapCaller,
  f: RecapFilters,
  limit: number,
  offset: number,
): Promise<{
  rows: RecapRow[];
  rowCount: number;
  totals: { chargedTotal: number; acceptedTotal: number; difference: number };
}> {
  const where = filterWhere(caller, f, true);
  const [rows, [agg]] = await Promise.all([
    db
      .select(rowColumns)
      .from(recaps)
      .innerJoin(users, eq(users.id, recaps.buyerUserId))
      .where(where)
      .orderBy(desc(recaps.month), desc(recaps.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        n: sql<number>`count(*)::int`,
        charged: sql<string>`coalesce(sum(${recaps.chargedTotal}), 0)`,
        accepted: sql<string>`coalesce(sum(${recaps.acceptedTotal}), 0)`,
      })
      .from(recaps)
      .innerJoin(users, eq(users.id, recaps.buyerUserId))
      .where(where),
  ]);
  const chargedTotal = Number(agg.charged);
  const acceptedTotal = Number(agg.accepted);
  return {
    rows: rows.map(toRow),
    rowCount: agg.n,
    totals: { chargedTotal, acceptedTotal, difference: acceptedTotal - chargedTotal },
  };
}

/** Recaps per tab under the keyword and month. */
export async function countRecaps(db: Db, caller: RecapCaller, f: RecapFilters): Promise<RecapTabCounts> {
  const rows = await db
    .select({ status: recaps.status, n: sql<number>`count(*)::int` })
    .from(recaps)
    .innerJoin(users, eq(users.id, recaps.buyerUserId))
    .where(filterWhere(caller, f, false))
    .groupBy(recaps.status);
  const by = new Map(rows.map((r) => [r.status, r.n]));
  const all = rows.reduce((a, r) => a + r.n, 0);
  return Object.fromEntries(
    RECAP_TAB_KEYS.map((tab) => [tab, tab === "all" ? all : RECAP_TABS[tab].reduce((a, s) => a + (by.get(s) ?? 0), 0)]),
  ) as RecapTabCounts;
}

function lineRow(l: typeof recapLines.$inferSelect): RecapLineRow {
  return {
    lineId: l.id,
    doNo: l.doNo,
    logisticNo: l.logisticNo,
    courierName: l.courierName,
    shipTime: formatDateTime(l.shipTime),
    orderCount: l.orderIds.length,
    chargedFee: l.chargedFee,
    disputedValue: l.disputedValue,
    reason: l.reason,
    status: l.status,
    statusName: recapLineStatusName(l.status),
    acceptedFee: l.acceptedFee,
  };
}

async function findRecap(db: Db, caller: RecapCaller, recapNo: string) {
  const [r] = await db
    .select(rowColumns)
    .from(recaps)
    .innerJoin(users, eq(users.id, recaps.buyerUserId))
    .where(and(eq(recaps.recapNo, recapNo), callerRecapWhere(caller)));
  if (!r) throw recapNotFound();
  return r;
}

/** The recap `recapNo` as `caller` sees it: lines, history and the caller's moves now. 404 when out of reach. */
export async function recapDetail(db: Db, caller: RecapCaller, recapNo: string): Promise<RecapDetail> {
  const r = await findRecap(db, caller, recapNo);
  const [lines, events] = await Promise.all([
    db.select().from(recapLines).where(eq(recapLines.recapId, r.recap.id)).orderBy(asc(recapLines.id)),
    db.select().from(recapEvents).where(eq(recapEvents.recapId, r.recap.id)).orderBy(asc(recapEvents.id)),
  ]);
  const actor: RecapActor = caller.actor;
  return {
    ...toRow(r),
    lines: lines.map(lineRow),
    events: events.map((e) => ({
      move: e.move,
      actor: e.actor,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      time: formatDateTime(e.createTime),
    })),
    moves: recapMovesFor(actor, r.recap.status),
  };
}

/** One logistic number of a recap and its orders. 404 recaps:errors.notFound / lineNotFound. */
export async function recapLogisticDetail(
  db: Db,
  caller: RecapCaller,
  recapNo: string,
  logisticNo: string,
): Promise<RecapLogisticDetail> {
  const r = await findRecap(db, caller, recapNo);
  const [line] = await db
    .select()
    .from(recapLines)
    .where(and(eq(recapLines.recapId, r.recap.id), eq(recapLines.logisticNo, logisticNo)))
    .orderBy(asc(recapLines.id))
    .limit(1);
  if (!line) throw recapNotFound();
  const rows =
    line.orderIds.length === 0
      ? []
      : await db.select().from(orders).where(inArray(orders.id, line.orderIds)).orderBy(asc(orders.id));
  return {
    recapNo,
    line: lineRow(line),
    orders: rows.map((o) => ({
      orderNo: o.orderNo,
      orderTime: formatDateTime(o.orderTime),
      status: o.status,
      deliveryFee: o.deliveryFee,
      deliveryFeeAdjustment: o.deliveryFeeAdjustment,
      total: o.total,
      receiverName: o.receiverName,
    })),
  };
}
