/**
 * Reading return and refund requests (spec §2 /order return-and-refund, return-detail; §3 "Refund/return";
 * §4 "Refund"): the seller's page with filters, tab counts, the detail, and the rows the buyer's own list
 * shares. Every query is scoped in SQL by the caller's shop and "only own" (refund-scope.ts), or by the
 * buyer. Times are `yyyy-MM-dd HH:mm:ss` WIB.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import {
  afterSaleCode,
  REFUND_TAB_KEYS,
  REFUND_TABS,
  refundStatusName,
  type RefundReason,
  type RefundTab,
} from "@src/domain/refund";
import { OrderType, type OrderTypeValue } from "@src/domain/inquiry";
import { refundMovesFor } from "@src/domain/refund-transitions";
import {
  REFUND_NO_FORMAT,
  type RefundDetail,
  type RefundEvent,
  type RefundPageFilters,
  type RefundRow,
  type RefundTabCounts,
} from "@src/resources/refunds/schema";
import type { Db, Tx } from "../../db/client";
import { likePattern } from "../../db/like";
import { asPlaceholder, asValue, boundValues, preparedOnce, type Bind } from "../../db/prepared";
import { users } from "../../db/schema/auth";
import { orderItems, orders } from "../../db/schema/order";
import { refundEvents, refundItems, refunds } from "../../db/schema/refund";
import { wibDayStart } from "../activity/activity-service";
import { fileUrl } from "../file/file-url";
import {
  callerRefundWhere,
  deadlinePartyOf,
  refundNotFound,
  sellerRefundWhere,
  type RefundCaller,
  type RefundRowScope,
  type RefundRecord,
} from "./refund-scope";

const DAY_MS = 24 * 3_600_000;
/** Lines shown in a list row. */
const ROW_LINES = 3;

export type RefundFilters = Omit<RefundPageFilters, "tab"> & { tab?: RefundTab };

/** The filters' conditions besides the tab (keyword, method, WIB apply-date range). */
function filterWhere(f: RefundFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.keyword && REFUND_NO_FORMAT.test(f.keyword.toUpperCase())) {
    conditions.push(eq(refunds.refundNo, f.keyword.toUpperCase()));
  } else if (f.keyword) {
    const k = likePattern(f.keyword);
    conditions.push(
      or(
        ilike(refunds.refundNo, k),
        sql`${refunds.orderId} in (select ${orders.id} from ${orders} where ${orders.orderNo} ilike ${k})`,
        sql`${refunds.buyerUserId} in (select ${users.id} from ${users} where ${users.userName} ilike ${k} or ${users.nickName} ilike ${k})`,
        sql`${refunds.id} in (select ${refundItems.refundId} from ${refundItems} inner join ${orderItems} on ${orderItems.id} = ${refundItems.orderItemId} where ${orderItems.partNo} ilike ${k})`,
      ),
    );
  }
  if (f.method !== undefined) conditions.push(eq(refunds.method, f.method));
  if (f.from) conditions.push(gte(refunds.applyTime, wibDayStart(f.from)));
  if (f.to) conditions.push(lt(refunds.applyTime, new Date(wibDayStart(f.to).getTime() + DAY_MS)));
  return and(...conditions);
}

function tabWhere(tab: RefundTab | undefined): SQL | undefined {
  const statuses = REFUND_TABS[tab ?? "all"] as readonly number[];
  return statuses.length === 0 ? undefined : inArray(refunds.status, [...statuses]);
}

/**
 * Requests on orders of `orderType` (src/domain/inquiry.ts OrderType): /api/refund/ina/* lists those of product
 * orders, /api/inquiry-order/ina/refund/* those of inquiry orders (spec §2 /tend ReturnandRefund).
 */
export function orderTypeWhere(orderType: OrderTypeValue): SQL {
  return sql`exists (select 1 from ${orders} where ${orders.id} = ${refunds.orderId} and ${orders.orderType} = ${orderType})`;
}

/** The seller's conditions for `filters` (tab included) in `scope`, on orders of `orderType` (default products). */
export function sellerWhere(
  scope: RefundRowScope,
  f: RefundFilters,
  orderType: OrderTypeValue = OrderType.product,
  bind: Bind = asValue,
): SQL | undefined {
  return and(sellerRefundWhere(scope, bind), orderTypeWhere(orderType), tabWhere(f.tab), filterWhere(f));
}

/** Requests joined with their order number and buyer, newest apply first. */
export function selectRefunds(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({ refund: refunds, orderNo: orders.orderNo, buyerUserName: users.userName, buyerNickName: users.nickName })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(users, eq(users.id, refunds.buyerUserId))
    .where(where)
    .orderBy(desc(refunds.applyTime), desc(refunds.id));
}

type Joined = { refund: RefundRecord; orderNo: string; buyerUserName: string; buyerNickName: string };

/** The deadline running on the request and whose it is. */
function deadlineOf(r: RefundRecord): RefundRow["deadline"] {
  const party = deadlinePartyOf(r.status);
  return party && r.deadline ? { party, at: r.deadline.toISOString() } : null;
}

/** The row fields of a joined request (without its lines); `moves` are those `side` may make now. */
function rowOf(j: Joined, side: "seller" | "buyer" = "seller"): Omit<RefundRow, "items" | "itemCount"> {
  const r = j.refund;
  return {
    refundNo: r.refundNo,
    orderNo: j.orderNo,
    applyTime: formatDateTime(r.applyTime),
    method: r.method,
    status: r.status,
    statusName: refundStatusName(r.status),
    afterSaleCode: afterSaleCode(r.method, r.status),
    buyerUserName: j.buyerUserName,
    buyerName: j.buyerNickName || j.buyerUserName,
    reason: r.reason as RefundReason,
    originalAmount: r.originalAmount,
    refundAmount: r.refundAmount,
    moves: refundMovesFor(side, r),
    deadline: deadlineOf(r),
  };
}

/** The lines of requests `ids` with their order lines, in line order. */
async function linesOf(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ ask: refundItems, line: orderItems })
    .from(refundItems)
    .innerJoin(orderItems, eq(orderItems.id, refundItems.orderItemId))
    .where(inArray(refundItems.refundId, ids))
    .orderBy(asc(refundItems.refundId), asc(refundItems.id));
}

/** Joined requests as list rows, with their first lines (one query for the lines of the page). */
export async function withLines(
  db: Db | Tx,
  joined: Joined[],
  side: "seller" | "buyer" = "seller",
): Promise<RefundRow[]> {
  const lines = await linesOf(
    db,
    joined.map((j) => j.refund.id),
  );
  const byRefund = new Map<number, typeof lines>();
  for (const l of lines) byRefund.set(l.ask.refundId, [...(byRefund.get(l.ask.refundId) ?? []), l]);
  return joined.map((j) => {
    const mine = byRefund.get(j.refund.id) ?? [];
    return {
      ...rowOf(j, side),
      items: mine.slice(0, ROW_LINES).map((l) => ({
        itemName: l.line.itemName,
        partNo: l.line.partNo,
        quantity: l.ask.quantity,
        picture: fileUrl(l.line.picture),
      })),
      itemCount: mine.length,
    };
  });
}

/**
 * One page of the scope's requests under `f` (apply time desc, id desc) on orders of `orderType` (default
 * product orders). Answers rows and total.
 */
export async function pageRefunds(
  db: Db,
  scope: RefundRowScope,
  f: RefundFilters,
  limit: number,
  offset: number,
  orderType: OrderTypeValue = OrderType.product,
): Promise<{ rows: RefundRow[]; rowCount: number }> {
  if (filterWhere(f) === undefined) {
    const { page, total } = preparedTab(db, scope, f.tab, orderType);
    const values = boundValues((bind) => sellerRefundWhere(scope, bind));
    const [joined, [counted]] = await Promise.all([page.execute({ ...values, limit, offset }), total.execute(values)]);
    return { rows: await withLines(db, joined), rowCount: counted?.n ?? 0 };
  }
  const where = sellerWhere(scope, f, orderType);
  const [joined, [total]] = await Promise.all([
    selectRefunds(db, where).limit(limit).offset(offset),
    db.select({ n: count() }).from(refunds).where(where),
  ]);
  return { rows: await withLines(db, joined), rowCount: total?.n ?? 0 };
}

/**
 * A tab's page and total with no other filter (what the screen asks on every visit), prepared once per shape
 * (docs/architecture.md §6 "Prepared statements"): whether the scope is "only own", its order type, the tab and
 * the order type of the list. A few dozen shapes in all (tabs x order types x own), so every one stays
 * prepared. Placeholders: those of `sellerRefundWhere` (its `boundValues`), limit, offset.
 */
function preparedTab(db: Db, scope: RefundRowScope, tab: RefundTab | undefined, orderType: OrderTypeValue) {
  const shape = `${scope.ownerUserId === undefined ? "" : "o"}${scope.orderType ?? ""}_${orderType}_${tab ?? "all"}`;
  const where = () => sellerWhere(scope, { tab }, orderType, asPlaceholder);
  return {
    page: preparedOnce(db, `refunds_page_${shape}`, (d, name) =>
      selectRefunds(d, where()).limit(sql.placeholder("limit")).offset(sql.placeholder("offset")).prepare(name),
    ),
    total: preparedOnce(db, `refunds_total_${shape}`, (d, name) =>
      d.select({ n: count() }).from(refunds).where(where()).prepare(name),
    ),
  };
}

/** Requests per tab under the filters (tab ignored), on orders of `orderType` (default product orders). */
export async function countRefunds(
  db: Db,
  scope: RefundRowScope,
  f: RefundFilters,
  orderType: OrderTypeValue = OrderType.product,
): Promise<RefundTabCounts> {
  const perStatus = await db
    .select({ status: refunds.status, n: count() })
    .from(refunds)
    .where(and(sellerRefundWhere(scope), orderTypeWhere(orderType), filterWhere(f)))
    .groupBy(refunds.status);
  const counts = Object.fromEntries(REFUND_TAB_KEYS.map((k) => [k, 0])) as RefundTabCounts;
  for (const { status, n } of perStatus) {
    counts.all += Number(n);
    for (const tab of REFUND_TAB_KEYS) {
      if (tab !== "all" && (REFUND_TABS[tab] as readonly number[]).includes(status)) counts[tab] += Number(n);
    }
  }
  return counts;
}

/**
 * The detail of request `refundNo` as `caller` reaches it (spec §3 "Refund/return": every field, the lines,
 * the history; maxOffer = the original amount asked, spec §5 "never above what was paid"). With `orderType`,
 * only a request on an order of that type is found (the inquiry order side's detail).
 * @throws 404 refunds:errors.notFound
 */
export async function refundDetail(
  db: Db,
  caller: RefundCaller,
  refundNo: string,
  orderType?: OrderTypeValue,
): Promise<RefundDetail> {
  const [j] = await selectRefunds(
    db,
    and(
      eq(refunds.refundNo, refundNo),
      callerRefundWhere(caller),
      orderType === undefined ? undefined : orderTypeWhere(orderType),
    ),
  );
  if (!j) throw refundNotFound();
  const r = j.refund;
  const [[order], lines, events] = await Promise.all([
    db
      .select({
        orderNo: orders.orderNo,
        status: orders.status,
        total: orders.total,
        deliveryFee: orders.deliveryFee,
        refundedAmount: orders.refundedAmount,
      })
      .from(orders)
      .where(eq(orders.id, r.orderId)),
    linesOf(db, [r.id]),
    db
      .select({ event: refundEvents, userName: users.userName })
      .from(refundEvents)
      .leftJoin(users, eq(users.id, refundEvents.userId))
      .where(eq(refundEvents.refundId, r.id))
      .orderBy(asc(refundEvents.id)),
  ]);
  const time = (d: Date | null) => (d ? formatDateTime(d) : null);
  return {
    ...rowOf(j, caller.actor === "buyer" ? "buyer" : "seller"),
    itemCount: lines.length,
    receiptStatus: r.receiptStatus,
    note: r.note,
    photos: r.photos.map((k) => fileUrl(k)),
    lines: lines.map(({ ask, line }) => ({
      lineId: line.id,
      itemId: line.itemId,
      partNo: line.partNo,
      itemName: line.itemName,
      condition: line.condition,
      picture: fileUrl(line.picture),
      unitPrice: line.unitPrice,
      orderedQuantity: line.quantity,
      quantity: ask.quantity,
      amount: ask.amount,
    })),
    productAmount: r.productAmount,
    deliveryFeeAmount: r.deliveryFeeAmount,
    supplierApprovedAmount: r.supplierApprovedAmount,
    buyerApprovedAmount: r.buyerApprovedAmount,
    rejectReason: r.rejectReason,
    courierName: r.courierName,
    deliveryNo: r.deliveryNo,
    shipPhoto: fileUrl(r.shipPhoto),
    order,
    maxOffer: r.originalAmount,
    answerTime: time(r.answerTime),
    shipTime: time(r.shipTime),
    receiveTime: time(r.receiveTime),
    finishTime: time(r.finishTime),
    events: events.map(({ event, userName }): RefundEvent => ({
      move: event.move as RefundEvent["move"],
      actor: event.actor as RefundEvent["actor"],
      userName,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      detail: event.detail,
      createTime: formatDateTime(event.createTime),
    })),
  };
}
