/**
 * Bill reads (spec §2 bill, bill-detail, DetailGeneratedBill, print_bill_uncheck; §3 "Bill"): the seller's
 * page with tab counts, the detail with documents and history, the orders of a bill, the printable bill.
 * Every query applies the caller's reach (./bill-scope.ts); another shop's bill answers 404. Times WIB.
 */
import { aliasedTable, and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from "drizzle-orm";
import {
  BILL_NO_FORMAT,
  BILL_TAB_KEYS,
  BILL_TABS,
  billStatusName,
  BILL_DOCUMENT_KINDS,
  type BillTab,
} from "@src/domain/bill";
import { billMovesFor, DOCUMENT_EDIT_STATUSES, type BillActor } from "@src/domain/bill-transitions";
import { formatDate, formatDateTime } from "@src/domain/datetime";
import type {
  BillDetail,
  BillDocumentView,
  BillEventView,
  BillOrderRow,
  BillPageFilters,
  BillPrint,
  BillRow,
  BillTabCounts,
} from "@src/resources/bills/schema";
import { MAX_PRINT_ORDERS } from "@src/resources/bills/schema";
import type { Db, Tx } from "../../db/client";
import { likePattern } from "../../db/like";
import { users } from "../../db/schema/auth";
import { billDocuments, billEvents, bills } from "../../db/schema/bill";
import { orderItems, orders } from "../../db/schema/order";
import { shops } from "../../db/schema/shop";
import { addresses } from "../../db/schema/store";
import { wibDayStart } from "../activity/activity-service";
import { fileUrl } from "../file/file-url";
import { billNotFound, callerBillWhere, type BillCaller, type BillRecord } from "./bill-scope";

const DAY_MS = 86_400_000;

export type BillFilters = Omit<BillPageFilters, "tab"> & { tab?: BillTab };

/** The filters' conditions besides the tab (bill no, buyer, WIB bill-date range). */
export function billFilterWhere(f: BillFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.billNo && BILL_NO_FORMAT.test(f.billNo.toUpperCase()))
    conditions.push(eq(bills.billNo, f.billNo.toUpperCase()));
  else if (f.billNo) conditions.push(ilike(bills.billNo, likePattern(f.billNo)));
  if (f.buyer) {
    const k = likePattern(f.buyer);
    conditions.push(
      sql`${bills.buyerUserId} in (select ${users.id} from ${users} where ${users.userName} ilike ${k} or ${users.nickName} ilike ${k})`,
    );
  }
  if (f.from) conditions.push(gte(bills.billTime, wibDayStart(f.from)));
  if (f.to) conditions.push(lt(bills.billTime, new Date(wibDayStart(f.to).getTime() + DAY_MS)));
  return and(...conditions);
}

function tabWhere(tab: BillTab | undefined): SQL | undefined {
  const statuses = BILL_TABS[tab ?? "all"] as readonly number[];
  return statuses.length === 0 ? undefined : inArray(bills.status, [...statuses]);
}

const missingDocs = sql<number>`(select count(*)::int from ${billDocuments} where ${billDocuments.billId} = ${bills.id} and ${billDocuments.required} and ${billDocuments.fileKey} is null)`;

const rowColumns = {
  bill: bills,
  buyerUserName: users.userName,
  buyerNickName: users.nickName,
  buyerType: users.buyerType,
  missingDocuments: missingDocs,
};

interface JoinedRow {
  bill: BillRecord;
  buyerUserName: string;
  buyerNickName: string | null;
  buyerType: string | null;
  missingDocuments: number;
}

function toRow(r: JoinedRow, actor: BillActor): BillRow {
  const b = r.bill;
  return {
    billNo: b.billNo,
    status: b.status,
    statusName: billStatusName(b.status),
    period: b.period,
    periodMonths: b.periodMonths,
    billDate: formatDate(b.billTime),
    settlementDate: formatDate(b.settlementTime),
    deadline: formatDate(b.deadline),
    paidDate: b.paidTime ? formatDate(b.paidTime) : null,
    buyerUserName: r.buyerUserName,
    buyerName: r.buyerNickName ?? r.buyerUserName,
    orderCount: b.orderCount,
    quantity: b.quantity,
    productAmount: b.productAmount,
    deliveryFeeBefore: b.deliveryFeeBefore,
    deliveryFeeAfter: b.deliveryFeeAfter,
    total: b.total,
    missingDocuments: Number(r.missingDocuments),
    documentsDeadline: b.documentsDeadline.toISOString(),
    moves: billMovesFor(actor, b.status),
  };
}

/** A page of the bills `caller` reaches under `filters`, newest bill first. */
export async function pageBills(
  db: Db,
  caller: BillCaller,
  filters: BillFilters,
  pageSize: number,
  offset: number,
): Promise<{ rows: BillRow[]; rowCount: number }> {
  const where = and(callerBillWhere(caller), tabWhere(filters.tab), billFilterWhere(filters));
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(bills).where(where),
    db
      .select(rowColumns)
      .from(bills)
      .innerJoin(users, eq(users.id, bills.buyerUserId))
      .where(where)
      .orderBy(desc(bills.billTime), desc(bills.id))
      .limit(pageSize)
      .offset(offset),
  ]);
  return { rowCount: n, rows: rows.map((r) => toRow(r, caller.actor)) };
}

/** Bills per tab under `filters` (tab ignored). */
export async function countBills(db: Db, caller: BillCaller, filters: BillFilters): Promise<BillTabCounts> {
  const rows = await db
    .select({ status: bills.status, n: count() })
    .from(bills)
    .where(and(callerBillWhere(caller), billFilterWhere(filters)))
    .groupBy(bills.status);
  const out = Object.fromEntries(BILL_TAB_KEYS.map((k) => [k, 0])) as BillTabCounts;
  for (const r of rows) {
    out.all += r.n;
    for (const k of BILL_TAB_KEYS) {
      if (k !== "all" && (BILL_TABS[k] as readonly number[]).includes(r.status)) out[k] += r.n;
    }
  }
  return out;
}

/** The bill row `caller` reaches by number, joined with its buyer; 404 otherwise. */
async function joinedBill(db: Db | Tx, caller: BillCaller, billNo: string): Promise<JoinedRow> {
  const [row] = await db
    .select(rowColumns)
    .from(bills)
    .innerJoin(users, eq(users.id, bills.buyerUserId))
    .where(and(eq(bills.billNo, billNo), callerBillWhere(caller)));
  if (!row) throw billNotFound();
  return row;
}

/**
 * The bill's detail (spec §3 "Bill"): the row's fields, the documents with their countdown (overdue
 * after the documents deadline while still generating) and the history.
 * @throws 404 bills:errors.notFound
 */
export async function billDetail(db: Db, caller: BillCaller, billNo: string, now: Date): Promise<BillDetail> {
  const r = await joinedBill(db, caller, billNo);
  const b = r.bill;
  const uploader = aliasedTable(users, "uploader");
  const actorUser = aliasedTable(users, "actor_user");
  const [docs, events, [shop]] = await Promise.all([
    db
      .select({ doc: billDocuments, uploadedBy: uploader.userName })
      .from(billDocuments)
      .leftJoin(uploader, eq(uploader.id, billDocuments.uploadedBy))
      .where(eq(billDocuments.billId, b.id))
      .orderBy(desc(billDocuments.required), asc(billDocuments.id)),
    db
      .select({ e: billEvents, userName: actorUser.userName })
      .from(billEvents)
      .leftJoin(actorUser, eq(actorUser.id, billEvents.userId))
      .where(eq(billEvents.billId, b.id))
      .orderBy(asc(billEvents.id)),
    db.select({ name: shops.storeName }).from(shops).where(eq(shops.id, b.shopId)),
  ]);
  const documents: BillDocumentView[] = docs.map(({ doc, uploadedBy }) => ({
    id: doc.id,
    kind: (BILL_DOCUMENT_KINDS as readonly string[]).includes(doc.kind)
      ? (doc.kind as BillDocumentView["kind"])
      : "other",
    title: doc.title,
    description: doc.description,
    required: doc.required,
    url: fileUrl(doc.fileKey),
    fileName: doc.fileName,
    uploadedBy: uploadedBy ?? null,
    uploadTime: doc.uploadTime ? formatDateTime(doc.uploadTime) : null,
  }));
  const eventViews: BillEventView[] = events.map(({ e, userName }) => ({
    move: e.move as BillEventView["move"],
    actor: e.actor as BillEventView["actor"],
    userName: userName ?? null,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    detail: e.detail,
    createTime: formatDateTime(e.createTime),
  }));
  const row = toRow(r, caller.actor);
  const editable = (DOCUMENT_EDIT_STATUSES as readonly number[]).includes(b.status);
  return {
    ...row,
    documentsDeadlineIso: b.documentsDeadline.toISOString(),
    serverTime: now.toISOString(),
    documentsOverdue: editable && row.missingDocuments > 0 && b.documentsDeadline.getTime() < now.getTime(),
    billTime: formatDateTime(b.billTime),
    submitTime: b.submitTime ? formatDateTime(b.submitTime) : null,
    verifyTime: b.verifyTime ? formatDateTime(b.verifyTime) : null,
    payTime: b.payTime ? formatDateTime(b.payTime) : null,
    paymentNo: b.paymentNo,
    platformNote: b.platformNote,
    shopName: shop?.name ?? "",
    buyerType: r.buyerType,
    documents,
    events: eventViews,
  };
}

/** The orders of bill `billId`, delivery time ascending, as rows (quantities net of refunds). */
async function ordersOf(db: Db, billId: number, limit: number, offset: number): Promise<BillOrderRow[]> {
  const qty = sql<string>`(select coalesce(sum(${orderItems.quantity} - ${orderItems.refundedQuantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
  const rows = await db
    .select({ o: orders, qty })
    .from(orders)
    .where(eq(orders.billId, billId))
    .orderBy(asc(orders.finishTime), asc(orders.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ o, qty: q }) => ({
    orderNo: o.orderNo,
    orderTime: formatDateTime(o.orderTime),
    finishTime: o.finishTime ? formatDateTime(o.finishTime) : null,
    status: o.status,
    quantity: Number(q),
    productAmount: o.total - o.deliveryFee - (o.refundedAmount - o.refundedDeliveryFee),
    deliveryFee: o.deliveryFee - o.refundedDeliveryFee,
    deliveryFeeAdjustment: o.deliveryFeeAdjustment,
    total: o.total - o.refundedAmount + o.deliveryFeeAdjustment,
    logisticNo: o.logisticNo,
    billPaidTime: o.billPaidTime ? formatDateTime(o.billPaidTime) : null,
  }));
}

/** A page of the orders of the bill `caller` reaches (spec §2 DetailGeneratedBill). @throws 404 */
export async function pageBillOrders(
  db: Db,
  caller: BillCaller,
  billNo: string,
  pageSize: number,
  offset: number,
): Promise<{ rows: BillOrderRow[]; rowCount: number }> {
  const { bill } = await joinedBill(db, caller, billNo);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(orders).where(eq(orders.billId, bill.id)),
    ordersOf(db, bill.id, pageSize, offset),
  ]);
  return { rowCount: n, rows };
}

/** The printable bill (spec §2 print_bill_uncheck): the detail, the shop, the buyer and the orders. @throws 404 */
export async function billPrint(db: Db, caller: BillCaller, billNo: string, now: Date): Promise<BillPrint> {
  const detail = await billDetail(db, caller, billNo, now);
  const [b] = await db.select().from(bills).where(eq(bills.billNo, billNo));
  const [address] = await db
    .select({ detail: addresses.detail, postalCode: addresses.postalCode, phone: addresses.contactPhone })
    .from(addresses)
    .where(eq(addresses.shopId, b.shopId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id))
    .limit(1);
  const rows = await ordersOf(db, b.id, MAX_PRINT_ORDERS + 1, 0);
  return {
    bill: detail,
    shop: {
      name: detail.shopName,
      address: address ? `${address.detail} ${address.postalCode}` : "",
      phone: address?.phone ?? "",
    },
    buyer: { userName: detail.buyerUserName, name: detail.buyerName, buyerType: detail.buyerType },
    orders: rows.slice(0, MAX_PRINT_ORDERS),
    truncated: rows.length > MAX_PRINT_ORDERS,
  };
}

/** True when the bill's documents may still change (src/domain/bill-transitions.ts DOCUMENT_EDIT_STATUSES). */
export function documentsEditable(status: number): boolean {
  return (DOCUMENT_EDIT_STATUSES as readonly number[]).includes(status);
}
