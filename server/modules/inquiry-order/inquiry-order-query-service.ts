/**
 * Reading inquiry orders (spec §2 /tend inquiry-order, get-detail; §4 inquiry order filter values "100 all,
 * 0 awaiting payment, 1 paid, 2 shipped, 3 received, 4 closed, 5 unconfirmed, 6 in process, 7 being paid,
 * 8 cancelled"): the seller's page, its counts per filter value, and the detail with the inquiry, tender, group
 * and indent letters. Rows are the order list's (server/modules/order/order-query-service.ts) plus what ties
 * an order to its inquiry; every query is scoped by inquiry-order-scope.ts. Times `yyyy-MM-dd HH:mm:ss` WIB.
 */
import { and, asc, count, eq, exists, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { formatDate, formatDateTime } from "@src/domain/datetime";
import {
  INQUIRY_ORDER_FILTER_VALUES,
  INQUIRY_ORDER_FILTERS,
  PartStatus,
  type IndentLogo,
  type InquiryOrderFilter,
  type PartStatusValue,
} from "@src/domain/inquiry";
import { OrderStatus } from "@src/domain/order";
import type {
  IndentLetterView,
  InquiryOrderCounts,
  InquiryOrderDetail,
  InquiryOrderPageFilters,
  InquiryOrderRow,
} from "@src/resources/inquiry-orders/schema";
import { ORDER_NO_FORMAT, type OrderRow } from "@src/resources/orders/schema";
import type { Db, Tx } from "../../db/client";
import { likePattern } from "../../db/like";
import { users } from "../../db/schema/auth";
import { indentLetters, inquiries, inquiryOrderGroups, tenders } from "../../db/schema/inquiry";
import { deliveryOrders, orderItems, orders } from "../../db/schema/order";
import type { CallerScope, RowScope } from "../../http/scope";
import { wibDayStart } from "../activity/activity-service";
import { orderDetail } from "../order/order-detail-service";
import { selectRows, withLines } from "../order/order-query-service";
import { inquiryOrderNotFound, inquiryOrderWhere } from "./inquiry-order-scope";

const DAY_MS = 24 * 3_600_000;

export type InquiryOrderFilters = Omit<InquiryOrderPageFilters, "filter"> & { filter?: InquiryOrderFilter };

/** Order statuses a confirmed, not yet shipped inquiry order may be in (an indent letter may be written). */
export const INDENT_LETTER_STATUSES: readonly number[] = [OrderStatus.wait, OrderStatus.paying, OrderStatus.paid];

/** An order line in part status indent that no indent letter of its order covers yet (SQL on orders). */
export const needsIndentLetterSql = sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.partStatus} = ${PartStatus.indent} and not exists (select 1 from ${indentLetters} where ${indentLetters.orderId} = ${orders.id} and ${indentLetters.lineIds} @> to_jsonb(${orderItems.id})))`;

function filterWhere(f: InquiryOrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.keyword && ORDER_NO_FORMAT.test(f.keyword.toUpperCase())) {
    conditions.push(eq(orders.orderNo, f.keyword.toUpperCase()));
  } else if (f.keyword) {
    const k = likePattern(f.keyword);
    conditions.push(
      or(
        ilike(orders.orderNo, k),
        ilike(orders.claimNo, k),
        ilike(orders.licensePlate, k),
        ilike(orders.receiverName, k),
        sql`${orders.inquiryId} in (select ${inquiries.id} from ${inquiries} where ${inquiries.inquiryNo} ilike ${k})`,
        sql`${orders.tenderId} in (select ${tenders.id} from ${tenders} where ${tenders.tenderNo} ilike ${k})`,
        sql`${orders.buyerUserId} in (select ${users.id} from ${users} where ${users.userName} ilike ${k} or ${users.nickName} ilike ${k})`,
        sql`${orders.id} in (select ${orderItems.orderId} from ${orderItems} where ${orderItems.partNo} ilike ${k})`,
      ),
    );
  }
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
  if (f.needsIndentLetter === true) conditions.push(needsIndentLetterSql);
  if (f.needsIndentLetter === false) conditions.push(sql`not ${needsIndentLetterSql}`);
  if (f.from) conditions.push(gte(orders.orderTime, wibDayStart(f.from)));
  if (f.to) conditions.push(lt(orders.orderTime, new Date(wibDayStart(f.to).getTime() + DAY_MS)));
  return and(...conditions);
}

function statusWhere(filter: InquiryOrderFilter | undefined): SQL | undefined {
  const statuses = INQUIRY_ORDER_FILTERS[filter ?? 100] as readonly number[];
  return statuses.length === 0 ? undefined : inArray(orders.status, [...statuses]);
}

/** What ties orders `ids` to their inquiries: inquiry, tender, group, car, and whether a letter is due. */
async function linksOf(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, Omit<InquiryOrderRow, keyof OrderRow>>();
  const rows = await db
    .select({
      id: orders.id,
      inquiryNo: inquiries.inquiryNo,
      tenderNo: tenders.tenderNo,
      groupNo: inquiryOrderGroups.groupNo,
      claimNo: orders.claimNo,
      licensePlate: orders.licensePlate,
      carBrandName: inquiries.carBrandName,
      carModel: inquiries.carModel,
      carYear: inquiries.carYear,
      needsIndentLetter: sql<boolean>`${needsIndentLetterSql}`,
    })
    .from(orders)
    .leftJoin(inquiries, eq(inquiries.id, orders.inquiryId))
    .leftJoin(tenders, eq(tenders.id, orders.tenderId))
    .leftJoin(inquiryOrderGroups, eq(inquiryOrderGroups.id, orders.inquiryGroupId))
    .where(inArray(orders.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        inquiryNo: r.inquiryNo ?? "",
        tenderNo: r.tenderNo ?? "",
        groupNo: r.groupNo,
        claimNo: r.claimNo,
        licensePlate: r.licensePlate,
        carLabel: r.carBrandName ? `${r.carBrandName} ${r.carModel} ${r.carYear}` : "",
        needsIndentLetter: r.needsIndentLetter === true || String(r.needsIndentLetter) === "true",
      },
    ]),
  );
}

/** Inquiry order rows for the orders `where` selects (newest first), `limit` from `offset`. */
export async function inquiryOrderRows(
  db: Db | Tx,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<InquiryOrderRow[]> {
  const joined = await selectRows(db, where).limit(limit).offset(offset);
  const rows = await withLines(db, joined);
  const links = await linksOf(
    db,
    joined.map((j) => j.order.id),
  );
  return rows.map((r, i) => ({ ...r, ...links.get(joined[i].order.id)! }));
}

/** One page of the scope's inquiry orders under `f` (order time desc, id desc). Answers rows and total. */
export async function pageInquiryOrders(
  db: Db,
  scope: RowScope,
  f: InquiryOrderFilters,
  limit: number,
  offset: number,
): Promise<{ rows: InquiryOrderRow[]; rowCount: number }> {
  const where = and(inquiryOrderWhere(scope), statusWhere(f.filter), filterWhere(f));
  const [rows, [total]] = await Promise.all([
    inquiryOrderRows(db, where, limit, offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, rowCount: total?.n ?? 0 };
}

/** Inquiry orders per filter value (spec §4) under the same filters, `filter` ignored. */
export async function countInquiryOrders(db: Db, scope: RowScope, f: InquiryOrderFilters): Promise<InquiryOrderCounts> {
  const perStatus = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(inquiryOrderWhere(scope), filterWhere(f)))
    .groupBy(orders.status);
  const counts = Object.fromEntries(INQUIRY_ORDER_FILTER_VALUES.map((v) => [String(v), 0])) as InquiryOrderCounts;
  for (const { status, n } of perStatus) {
    for (const v of INQUIRY_ORDER_FILTER_VALUES) {
      const statuses = INQUIRY_ORDER_FILTERS[v] as readonly number[];
      if (statuses.length === 0 || statuses.includes(status)) counts[`${v}`] += Number(n);
    }
  }
  return counts;
}

/** A stored indent letter as answered. */
export function toLetterView(
  l: typeof indentLetters.$inferSelect,
  orderNo: string,
  createdBy: string,
): IndentLetterView {
  return {
    letterNo: l.letterNo,
    orderNo,
    signaturePhoto: l.signaturePhoto,
    courierName: l.courierName,
    trackingNo: l.trackingNo,
    estimatedDelivery: l.estimatedDelivery,
    logo: l.logo as IndentLogo,
    lineIds: l.lineIds,
    createdBy,
    createTime: formatDateTime(l.createTime),
  };
}

/**
 * The current estimated delivery date of an order (WIB `yyyy-MM-dd`): the last indent letter's, else the order
 * time plus its EDT days (initial + approved extensions). Spec §5 "New EDT cannot be less than the previous one
 * (also for indent letter)" compares against this.
 */
export function currentEdtDate(
  order: { orderTime: Date; edtInitialDays: number; edtAddedDays: number },
  lastLetter: { estimatedDelivery: string } | undefined,
): string {
  if (lastLetter) return lastLetter.estimatedDelivery;
  return formatDate(new Date(order.orderTime.getTime() + (order.edtInitialDays + order.edtAddedDays) * DAY_MS));
}

/** The order's indent letters, oldest first, with their writers' user names. */
export async function lettersOf(db: Db | Tx, orderId: number) {
  return db
    .select({ letter: indentLetters, userName: users.userName })
    .from(indentLetters)
    .innerJoin(users, eq(users.id, indentLetters.createdBy))
    .where(eq(indentLetters.orderId, orderId))
    .orderBy(asc(indentLetters.id));
}

/**
 * Inquiry order `orderNo` as the seller `scope` reaches it: the order detail with part status, brand and offer
 * per line, the inquiry, tender, group, claim no and car, the current estimated delivery date and the indent
 * letters (spec §3 "Indent letter").
 * @throws 404 inquiryOrders:errors.notFound
 */
export async function inquiryOrderDetail(db: Db, scope: CallerScope, orderNo: string): Promise<InquiryOrderDetail> {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), inquiryOrderWhere(scope)));
  if (!o) throw inquiryOrderNotFound();
  const [detail, lines, letters, links] = await Promise.all([
    orderDetail(db, { actor: "seller", scope }, orderNo),
    db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(asc(orderItems.id)),
    lettersOf(db, o.id),
    linksOf(db, [o.id]),
  ]);
  const link = links.get(o.id)!;
  const byId = new Map(lines.map((l) => [l.id, l]));
  const hasIndent = lines.some((l) => l.partStatus === PartStatus.indent);
  return {
    ...detail,
    lines: detail.lines.map((l) => {
      const stored = byId.get(l.lineId);
      return {
        ...l,
        partStatus: (stored?.partStatus ?? null) as PartStatusValue | null,
        brand: stored?.brand ?? "",
        tenderOfferId: stored?.tenderOfferId ?? null,
      };
    }),
    inquiryNo: link.inquiryNo,
    tenderNo: link.tenderNo,
    groupNo: link.groupNo,
    claimNo: link.claimNo,
    carLabel: link.carLabel,
    estimatedDeliveryDate: currentEdtDate(o, letters.at(-1)?.letter),
    indentLetters: letters.map(({ letter, userName }) => toLetterView(letter, o.orderNo, userName)),
    canCreateIndentLetter: hasIndent && INDENT_LETTER_STATUSES.includes(o.status) && o.shipTime === null,
  };
}
