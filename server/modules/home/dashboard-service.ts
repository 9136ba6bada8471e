/**
 * The home dashboard's figures (spec §2 "Home dashboard"; shapes in src/domain/home.ts): to-do counts, sales
 * and orders per WIB day, top products and the shop rating. Each reader takes the RowScope of the authority
 * its section needs (its "only own" narrowing included) and reuses the owning module's scope helper, so the
 * dashboard counts exactly what the list it links to shows. Every query is scoped by shop in SQL and reads
 * the indexes on (shop_id, status, order_time) / (shop_id, order_type, order_time).
 */
import { and, count, desc, eq, gt, gte, inArray, isNotNull, lt, lte, notInArray, sql } from "drizzle-orm";
import {
  SALES_STATUSES,
  TODO_LINKS,
  TOP_PRODUCTS,
  type SalesSection,
  type TodoFigure,
  type TodoKey,
  type TopProduct,
  type TopProductsSection,
} from "@src/domain/home";
import { INQUIRY_NEAR_DEADLINE_HOURS } from "@src/domain/home";
import { EdtStatus, OrderStatus } from "@src/domain/order";
import { OrderType } from "@src/domain/inquiry";
import { RefundStatus } from "@src/domain/refund";
import { BillStatus } from "@src/domain/bill";
import { MARKETPLACE_UTC_OFFSET_MINUTES, formatDate } from "@src/domain/datetime";
import type { Db } from "../../db/client";
import { orderItems, orders } from "../../db/schema/order";
import { refunds } from "../../db/schema/refund";
import { bills } from "../../db/schema/bill";
import { inquiries, inquiryPasses } from "../../db/schema/inquiry";
import type { RowScope } from "../../http/scope";
import { sellerOrderWhere } from "../order/order-scope";
import { sellerRefundWhere } from "../refund/refund-scope";
import { sellerBillWhere } from "../bill/bill-scope";
import { offeredOpenWhere, shopInquiryContext } from "../inquiry/inquiry-scope";

const DAY_MS = 86_400_000;
const OFFSET_MS = MARKETPLACE_UTC_OFFSET_MINUTES * 60_000;

/** The period of `days` WIB days ending with today's: [start, end) instants and the first and last day. */
export interface DashboardWindow {
  start: Date;
  end: Date;
  days: string[];
}

/** The last `days` WIB days up to and including the day of `now`, oldest first. */
export function dashboardWindow(now: Date, days: number): DashboardWindow {
  const todayStart = Math.floor((now.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
  const start = new Date(todayStart - (days - 1) * DAY_MS);
  const end = new Date(todayStart + DAY_MS);
  const list = Array.from({ length: days }, (_, i) => formatDate(new Date(start.getTime() + i * DAY_MS)));
  return { start, end, days: list };
}

/** Product orders a scope reaches (the order list's rows: spec §6 "only own" as in server/modules/order). */
const productOrders = (scope: RowScope) => sellerOrderWhere({ ...scope, orderType: OrderType.product });

/**
 * Order to-dos (authority orders.list): unconfirmed, paid not sent, and among those the EDT extensions
 * waiting for the buyer or rejected. One indexed count over the two statuses.
 */
export async function orderTodos(db: Db, scope: RowScope): Promise<TodoFigure[]> {
  const [row] = await db
    .select({
      toConfirm: sql<number>`count(*) filter (where ${orders.status} = ${OrderStatus.unconfirmed})`.mapWith(Number),
      toShip: sql<number>`count(*) filter (where ${orders.status} = ${OrderStatus.paid})`.mapWith(Number),
      edtWaiting:
        sql<number>`count(*) filter (where ${orders.status} = ${OrderStatus.paid} and ${orders.edtStatus} = ${EdtStatus.waiting})`.mapWith(
          Number,
        ),
      edtRejected:
        sql<number>`count(*) filter (where ${orders.status} = ${OrderStatus.paid} and ${orders.edtStatus} = ${EdtStatus.rejected})`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(and(productOrders(scope), inArray(orders.status, [OrderStatus.unconfirmed, OrderStatus.paid])));
  const keys = ["toConfirm", "toShip", "edtWaiting", "edtRejected"] as const;
  return keys.map((key) => figure(key, row?.[key] ?? 0));
}

/** Refund to-dos (authority refunds.list): product orders' requests waiting for the seller's answer. */
export async function refundTodos(db: Db, scope: RowScope): Promise<TodoFigure[]> {
  const [row] = await db
    .select({ n: count() })
    .from(refunds)
    .where(
      and(
        sellerRefundWhere({ ...scope, orderType: OrderType.product }),
        eq(refunds.status, RefundStatus.toBeProcessed),
      ),
    );
  return [figure("refundsToAnswer", row?.n ?? 0)];
}

/**
 * Inquiry to-dos (authority inquiries.list): open inquiries of the shop's brands it has not passed whose
 * deadline falls within the next 24 hours (still open at `now`).
 */
export async function inquiryTodos(db: Db, scope: RowScope, now: Date): Promise<TodoFigure[]> {
  const ctx = await shopInquiryContext(db, scope.shopId);
  const passed = db
    .select({ id: inquiryPasses.inquiryId })
    .from(inquiryPasses)
    .where(eq(inquiryPasses.shopId, scope.shopId));
  const [row] = await db
    .select({ n: count() })
    .from(inquiries)
    .where(
      and(
        offeredOpenWhere(ctx),
        gt(inquiries.deadline, now),
        lte(inquiries.deadline, new Date(now.getTime() + INQUIRY_NEAR_DEADLINE_HOURS * 3_600_000)),
        notInArray(inquiries.id, passed),
      ),
    );
  return [figure("inquiriesNearDeadline", row?.n ?? 0)];
}

/** Bill to-dos (authority bills.list): bills generating, whose buyer-required documents are due (spec §9). */
export async function billTodos(db: Db, scope: RowScope): Promise<TodoFigure[]> {
  const [row] = await db
    .select({ n: count() })
    .from(bills)
    .where(and(sellerBillWhere(scope), eq(bills.status, BillStatus.generating)));
  return [figure("billDocumentsDue", row?.n ?? 0)];
}

const figure = (key: TodoKey, n: number): TodoFigure => ({ key, count: n, to: TODO_LINKS[key] });

/**
 * Sales per WIB day of the window (authority orders.list): orders placed that day, and the totals of those
 * of them paid or later (src/domain/home.ts SALES_STATUSES), rupiah. Days without orders answer zeros.
 */
export async function salesOf(db: Db, scope: RowScope, window: DashboardWindow): Promise<SalesSection> {
  const day = sql<string>`to_char((${orders.orderTime} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      orders: count(),
      amount:
        sql<number>`coalesce(sum(${orders.total}) filter (where ${inArray(orders.status, [...SALES_STATUSES])}), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(and(productOrders(scope), gte(orders.orderTime, window.start), lt(orders.orderTime, window.end)))
    .groupBy(day);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days = window.days.map((d) => ({
    day: d,
    amount: byDay.get(d)?.amount ?? 0,
    orders: byDay.get(d)?.orders ?? 0,
  }));
  return {
    days,
    totalAmount: days.reduce((a, d) => a + d.amount, 0),
    totalOrders: days.reduce((a, d) => a + d.orders, 0),
  };
}

/**
 * The window's best products (authority orders.list): units and line amounts (after discount, rupiah) of the
 * paid product orders placed in it, the five highest by quantity and by amount (ties: lower item id first).
 */
export async function topProductsOf(db: Db, scope: RowScope, window: DashboardWindow): Promise<TopProductsSection> {
  const quantity = sql<number>`sum(${orderItems.quantity})`.mapWith(Number);
  const amount = sql<number>`sum(${orderItems.amount})`.mapWith(Number);
  const grouped = (by: typeof quantity) =>
    db
      .select({
        itemId: sql<number>`${orderItems.itemId}`.mapWith(Number),
        name: sql<string>`max(${orderItems.itemName})`,
        partNo: sql<string>`max(${orderItems.partNo})`,
        quantity,
        amount,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          productOrders(scope),
          inArray(orders.status, [...SALES_STATUSES]),
          gte(orders.orderTime, window.start),
          lt(orders.orderTime, window.end),
          isNotNull(orderItems.itemId),
        ),
      )
      .groupBy(orderItems.itemId)
      .orderBy(desc(by), orderItems.itemId)
      .limit(TOP_PRODUCTS);
  const byQuantity: TopProduct[] = await grouped(quantity);
  const byAmount: TopProduct[] = await grouped(amount);
  return { byQuantity, byAmount };
}
