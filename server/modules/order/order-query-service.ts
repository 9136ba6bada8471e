/**
 * Reading orders (spec §4 "Orders", §2 /order/order-list, detail-confirm): the seller's page with filters,
 * tab counts, and the rows' shape shared by the buyer's own list. Every query is scoped in SQL by the
 * caller's shop and "only own" (order-scope.ts), or by the buyer. Times are `yyyy-MM-dd HH:mm:ss` WIB.
 */
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import { CreditHold, type CreditHoldReason } from "@src/domain/customer";
import {
  EdtStatus,
  ModificationStatus,
  ORDER_TAB_KEYS,
  ORDER_TABS,
  OrderStatus,
  orderStatusName,
  type OrderTab,
} from "@src/domain/order";
import { OrderType } from "@src/domain/inquiry";
import { confirmMoveOf, movesFor, type OrderMove } from "@src/domain/order-transitions";
import {
  ORDER_NO_FORMAT,
  type OrderPageFilters,
  type OrderRow,
  type OrderTabCounts,
} from "@src/resources/orders/schema";
import type { Db, Tx } from "../../db/client";
import { likePattern } from "../../db/like";
import { preparedOnce } from "../../db/prepared";
import { users } from "../../db/schema/auth";
import { deliveryOrders, orderCounts, orderItems, orders } from "../../db/schema/order";
import type { RowScope } from "../../http/scope";
import { wibDayStart } from "../activity/activity-service";
import { fileUrl } from "../file/file-url";
import { buyerTypeOf } from "./order-create-service";
import { sellerOrderWhere, type OrderRowRecord } from "./order-scope";

const DAY_MS = 24 * 3_600_000;
/** Lines shown in a list row. */
const ROW_LINES = 3;

export type OrderFilters = Omit<OrderPageFilters, "tab"> & { tab?: OrderTab };

/** The filters' conditions besides the tab (keyword, payment method, print status, WIB date range). */
function filterWhere(f: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.keyword && ORDER_NO_FORMAT.test(f.keyword.toUpperCase())) {
    // A whole order number (what sellers paste from a message or a slip): its unique index, not a scan.
    conditions.push(eq(orders.orderNo, f.keyword.toUpperCase()));
  } else if (f.keyword) {
    const k = likePattern(f.keyword);
    // Written on orders' own columns (the buyer and the lines as IN lists, each computed once per query),
    // so the page can be picked from orders alone and the count needs no join.
    conditions.push(
      or(
        ilike(orders.orderNo, k),
        ilike(orders.receiverName, k),
        sql`${orders.buyerUserId} in (select ${users.id} from ${users} where ${users.userName} ilike ${k} or ${users.nickName} ilike ${k})`,
        sql`${orders.id} in (select ${orderItems.orderId} from ${orderItems} where ${orderItems.partNo} ilike ${k})`,
      ),
    );
  }
  if (f.paymentMethod !== undefined) conditions.push(eq(orders.paymentMethod, f.paymentMethod));
  if (f.printStatus === "printed")
    conditions.push(
      exists(
        sql`(select 1 from ${deliveryOrders} where ${deliveryOrders.id} = ${orders.deliveryOrderId} and ${deliveryOrders.printCount} > 0)`,
      ),
    );
  if (f.printStatus === "notPrinted")
    conditions.push(
      sql`not exists (select 1 from ${deliveryOrders} where ${deliveryOrders.id} = ${orders.deliveryOrderId} and ${deliveryOrders.printCount} > 0)`,
    );
  if (f.from) conditions.push(gte(orders.orderTime, wibDayStart(f.from)));
  if (f.to) conditions.push(lt(orders.orderTime, new Date(wibDayStart(f.to).getTime() + DAY_MS)));
  return and(...conditions);
}

function tabWhere(tab: OrderTab | undefined): SQL | undefined {
  const statuses = ORDER_TABS[tab ?? "all"] as readonly number[];
  return statuses.length === 0 ? undefined : inArray(orders.status, [...statuses]);
}

/** The columns of a row, joined with the buyer and the delivery order. */
export const rowColumns = {
  order: orders,
  buyerUserName: users.userName,
  buyerNickName: users.nickName,
  doNo: deliveryOrders.doNo,
  doPrintCount: deliveryOrders.printCount,
};
/**
 * The order columns a list row is made of (toOrderRow: its fields, moves and deadline). The list reads only
 * these: a third of the table's columns, so a third of the decoding.
 */
const listOrderColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  orderTime: orders.orderTime,
  status: orders.status,
  modificationStatus: orders.modificationStatus,
  edtStatus: orders.edtStatus,
  paymentMethod: orders.paymentMethod,
  buyerType: orders.buyerType,
  receiverName: orders.receiverName,
  total: orders.total,
  logisticNo: orders.logisticNo,
  creditHold: orders.creditHold,
  creditHoldReason: orders.creditHoldReason,
  confirmDeadline: orders.confirmDeadline,
  payDeadline: orders.payDeadline,
  receiptDeadline: orders.receiptDeadline,
  edtDeadline: orders.edtDeadline,
  modificationDeadline: orders.modificationDeadline,
};
/** What a list row needs of an order (a whole OrderRowRecord is one). */
type ListOrder = Pick<OrderRowRecord, keyof typeof listOrderColumns>;

type JoinedRow = {
  order: ListOrder;
  buyerUserName: string;
  buyerNickName: string;
  doNo: string | null;
  doPrintCount: number | null;
};

/** The moves the seller may make now, with the shipment rules: only the payment method's confirm, ship once printed. */
export function sellerMoves(o: ListOrder, doPrinted: boolean): OrderMove[] {
  // An order on credit hold is confirmed only after the seller's release (README choices "credit hold").
  const confirm = o.creditHold === CreditHold.held ? null : confirmMoveOf(o.paymentMethod);
  return movesFor("seller", o).filter(
    (m) => (m !== "confirm" && m !== "confirmOnBill" ? true : m === confirm) && (m !== "ship" || doPrinted),
  );
}

/** The timer running on the order, if any. */
export function deadlineOf(o: ListOrder): OrderRow["deadline"] {
  const at = (kind: NonNullable<OrderRow["deadline"]>["kind"], d: Date | null) =>
    d ? { kind, at: d.toISOString() } : null;
  if (o.status === OrderStatus.unconfirmed)
    return o.modificationStatus === ModificationStatus.waiting
      ? at("modification", o.modificationDeadline)
      : at("confirm", o.confirmDeadline);
  if (o.edtStatus === EdtStatus.waiting && o.edtDeadline) return at("edt", o.edtDeadline);
  if (o.status === OrderStatus.wait || o.status === OrderStatus.paying) return at("pay", o.payDeadline);
  if (o.status === OrderStatus.sent) return at("receipt", o.receiptDeadline);
  return null;
}

/** A joined row as the list answers it, with its first lines. */
export function toOrderRow(
  r: JoinedRow,
  lines: { itemName: string; partNo: string; quantity: number; picture: string | null }[],
  itemCount: number,
): OrderRow {
  const o = r.order;
  const doPrinted = (r.doPrintCount ?? 0) > 0;
  return {
    orderNo: o.orderNo,
    orderTime: formatDateTime(o.orderTime),
    status: o.status,
    statusName: orderStatusName(o.status, o.modificationStatus),
    modificationStatus: o.modificationStatus,
    edtStatus: o.edtStatus,
    paymentMethod: o.paymentMethod,
    buyerUserName: r.buyerUserName,
    buyerName: r.buyerNickName || r.buyerUserName,
    buyerType: buyerTypeOf(o.buyerType),
    receiverName: o.receiverName,
    items: lines.map((l) => ({ ...l, picture: fileUrl(l.picture) })),
    itemCount,
    total: o.total,
    doNo: r.doNo,
    doPrinted,
    logisticNo: o.logisticNo,
    moves: sellerMoves(o, doPrinted),
    deadline: deadlineOf(o),
    creditHold: o.creditHold,
    // Kept after the release: what the seller decided on.
    creditHoldReason: o.creditHoldReason as CreditHoldReason | null,
  };
}

/** Rows with their first lines and line counts (two queries for the whole page). */
export async function withLines(db: Db | Tx, rows: JoinedRow[]): Promise<OrderRow[]> {
  const ids = rows.map((r) => r.order.id);
  const lines =
    ids.length === 0
      ? []
      : // Prepared (docs/architecture.md §6 "Prepared statements"): the page's ids as one array parameter.
        await preparedOnce(db, "order_row_lines", (h, name) =>
          h
            .select({
              orderId: orderItems.orderId,
              itemName: orderItems.itemName,
              partNo: orderItems.partNo,
              quantity: orderItems.quantity,
              picture: orderItems.picture,
            })
            .from(orderItems)
            .where(sql`${orderItems.orderId} = any(${sql.placeholder("ids")}::int[])`)
            .orderBy(asc(orderItems.orderId), asc(orderItems.id))
            .prepare(name),
        ).execute({ ids });
  const byOrder = new Map<number, typeof lines>();
  for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
  return rows.map((r) => {
    const mine = byOrder.get(r.order.id) ?? [];
    return toOrderRow(
      r,
      mine.slice(0, ROW_LINES).map(({ orderId: _o, ...l }) => l),
      mine.length,
    );
  });
}

type RowLine = Parameters<typeof toOrderRow>[1][number];

/** A row's first ROW_LINES lines as one JSON array (null without lines), for a query on orders. */
const firstLines = sql<
  RowLine[] | null
>`(select json_agg(l) from (select ${orderItems.itemName} as "itemName", ${orderItems.partNo} as "partNo", ${orderItems.quantity} as quantity, ${orderItems.picture} as picture from ${orderItems} where ${orderItems.orderId} = ${orders.id} order by ${orderItems.id} limit ${sql.raw(String(ROW_LINES))}) l)`.mapWith(
  (v: RowLine[] | string | null) => (typeof v === "string" ? (JSON.parse(v) as RowLine[]) : v),
);

/** Selects joined rows under `where`, newest first. */
export function selectRows(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .leftJoin(deliveryOrders, eq(deliveryOrders.id, orders.deliveryOrderId))
    .where(where)
    .orderBy(desc(orders.orderTime), desc(orders.id));
}

/** The product orders (order_type 1) `scope` reaches: the inquiry orders have their own list (spec §2 /tend). */
function productOrderWhere(scope: RowScope): SQL | undefined {
  return and(sellerOrderWhere(scope), eq(orders.orderType, OrderType.product));
}

/** The seller's conditions for `filters` (tab included) in `scope`: product orders only. */
export function sellerWhere(scope: RowScope, f: OrderFilters): SQL | undefined {
  return and(productOrderWhere(scope), tabWhere(f.tab), filterWhere(f));
}

const noFilters = (f: OrderFilters) =>
  !f.keyword && f.paymentMethod === undefined && f.printStatus === undefined && !f.from && !f.to;

/** True when only the shop and the tab filter: totals then come from order_counts (kept per shop and status). */
function countable(scope: RowScope, f: OrderFilters): boolean {
  return noFilters(f) && scope.ownerUserId === undefined;
}

/** The order_counts rows of a shop's tab (product orders). */
function countersWhere(shopId: number, tab: OrderTab | undefined): SQL | undefined {
  const statuses = ORDER_TABS[tab ?? "all"] as readonly number[];
  return and(
    eq(orderCounts.shopId, shopId),
    eq(orderCounts.orderType, OrderType.product),
    statuses.length === 0 ? undefined : inArray(orderCounts.status, [...statuses]),
  );
}

const countersSum = sql<number>`coalesce(sum(${orderCounts.n}), 0)`;

/**
 * The ids of one page under `f`, newest first, read from orders alone. A tab of one status (or all) reads
 * its index (shop_id[, status], order_time desc, id desc) up to the page. A tab of several statuses reads
 * each status's index up to the page and merges them (Merge Append), instead of sorting every order of
 * the tab or walking the whole shop's index for them: 0.8 ms instead of 6-7 ms for page 100 of a tab of
 * 6,000 orders among 100,000 (PGlite).
 */
function pageIdsSql(scope: RowScope, f: OrderFilters, limit: number, offset: number): SQL {
  return pageIdsOf(productOrderWhere(scope), f, sql`${limit}`, sql`${offset}`, sql`${offset + limit}`);
}

/** pageIdsSql over any base condition (the scope, or a shop placeholder for the prepared page). */
function pageIdsOf(base: SQL | undefined, f: OrderFilters, limit: SQL, offset: SQL, reach: SQL): SQL {
  const statuses = ORDER_TABS[f.tab ?? "all"] as readonly number[];
  const newestFirst = sql`order by ${orders.orderTime} desc, ${orders.id} desc`;
  if (statuses.length < 2)
    return sql`select ${orders.id} from ${orders} where ${and(base, tabWhere(f.tab), filterWhere(f))} ${newestFirst} limit ${limit} offset ${offset}`;
  const others = and(base, filterWhere(f));
  const branches = statuses.map(
    (status) =>
      sql`(select ${orders.id}, ${orders.orderTime} from ${orders} where ${and(eq(orders.status, status), others)} ${newestFirst} limit ${reach})`,
  );
  return sql`select tab_page.id from (${sql.join(branches, sql` union all `)}) as tab_page order by tab_page.order_time desc, tab_page.id desc limit ${limit} offset ${offset}`;
}

/** The page's rows (with their first lines and line count) for the ids `inPage` picks, and `total` on each. */
function pageQuery(db: Db, inPage: SQL, total: SQL) {
  return db
    .select({
      ...rowColumns,
      order: listOrderColumns,
      lines: firstLines,
      itemCount: sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`.mapWith(
        Number,
      ),
      total: total.mapWith(Number),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .leftJoin(deliveryOrders, eq(deliveryOrders.id, orders.deliveryOrderId))
    .where(inPage)
    .orderBy(desc(orders.orderTime), desc(orders.id));
}

/**
 * The unfiltered page of a tab as a prepared statement (placeholders shopId, limit, offset, reach = offset +
 * limit), built once per database and tab: the list's most frequent call builds no SQL, and PostgreSQL plans
 * it once per connection. bench/README.md "Order page".
 */
function preparePage(db: Db, name: string, tab: OrderTab) {
  const shopId = sql.placeholder("shopId");
  const ids = pageIdsOf(
    and(sql`${orders.shopId} = ${shopId}`, eq(orders.orderType, OrderType.product)),
    { tab },
    sql`${sql.placeholder("limit")}`,
    sql`${sql.placeholder("offset")}`,
    sql`${sql.placeholder("reach")}`,
  );
  const statuses = ORDER_TABS[tab] as readonly number[];
  const counters = and(
    sql`${orderCounts.shopId} = ${shopId}`,
    eq(orderCounts.orderType, OrderType.product),
    statuses.length === 0 ? undefined : inArray(orderCounts.status, [...statuses]),
  );
  return pageQuery(
    db,
    sql`${orders.id} in (${ids})`,
    sql`(select ${countersSum} from ${orderCounts} where ${counters})`,
  ).prepare(name);
}
const preparedPage = (db: Db, tab: OrderTab) =>
  preparedOnce(db, `orders_page_${tab}`, (d, name) => preparePage(d, name, tab));

/**
 * One page of the scope's orders under `f` (spec §4; order time desc, id desc). Answers rows and total.
 *
 * The page's ids are picked from orders alone by the indexes (pageIdsSql), and only those rows are joined
 * with the buyer, the delivery order and their first lines, in one query. The total of an unfiltered tab rides in the same query, read from order_counts (exact, kept by triggers) instead of counting up to
 * 100,000 orders; a filtered list counts, unless the page tells the total (a short, non-empty page is the
 * last one). bench/README.md "Order page".
 */
export async function pageOrders(
  db: Db,
  scope: RowScope,
  f: OrderFilters,
  limit: number,
  offset: number,
): Promise<{ rows: OrderRow[]; rowCount: number }> {
  const withTotal = countable(scope, f);
  const joined = withTotal
    ? await preparedPage(db, f.tab ?? "all").execute({ shopId: scope.shopId, limit, offset, reach: offset + limit })
    : await pageQuery(db, sql`${orders.id} in (${pageIdsSql(scope, f, limit, offset)})`, sql`null`);
  const rows = joined.map(({ total: _total, lines, itemCount, ...r }) => toOrderRow(r, lines ?? [], itemCount));
  if (withTotal && joined.length > 0) return { rows, rowCount: joined[0].total };
  if (!withTotal && joined.length > 0 && joined.length < limit) return { rows, rowCount: offset + joined.length };
  // An empty page (beyond the last) carries no row to read the total from.
  const [total] = withTotal
    ? await db
        .select({ n: countersSum.mapWith(Number) })
        .from(orderCounts)
        .where(countersWhere(scope.shopId, f.tab))
    : await db.select({ n: count() }).from(orders).where(sellerWhere(scope, f));
  return { rows, rowCount: total?.n ?? 0 };
}

/**
 * Orders per tab under the filters (tab ignored). Without filters and "only own", read from order_counts
 * (kept by triggers) instead of counting the orders.
 */
export async function countOrders(db: Db, scope: RowScope, f: OrderFilters): Promise<OrderTabCounts> {
  let perStatus: { status: number; n: number }[];
  if (countable(scope, f)) {
    perStatus = await db
      .select({ status: orderCounts.status, n: orderCounts.n })
      .from(orderCounts)
      .where(and(eq(orderCounts.shopId, scope.shopId), eq(orderCounts.orderType, OrderType.product)));
  } else {
    perStatus = await db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(and(productOrderWhere(scope), filterWhere(f)))
      .groupBy(orders.status);
  }
  const counts = Object.fromEntries(ORDER_TAB_KEYS.map((k) => [k, 0])) as OrderTabCounts;
  for (const { status, n } of perStatus) {
    counts.all += Number(n);
    for (const tab of ORDER_TAB_KEYS) {
      if (tab !== "all" && (ORDER_TABS[tab] as readonly number[]).includes(status)) counts[tab] += Number(n);
    }
  }
  return counts;
}
