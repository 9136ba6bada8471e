/**
 * Inquiry order groups (spec §2 /tend inquiryordergroup, shipment-operate/inquiryGroup/{id},
 * multiple-po-single-do, deliveryOrderGroup; §4 group tabs "0 unconfirmed, 1 awaiting payment, 2 ready to ship,
 * 3 shipped, 4 done"): the POs one buyer purchased from the shop at once (inquiry_order_groups), their tab from
 * the POs' statuses (src/domain/inquiry.ts groupTabOf, computed in SQL with the same rule), the paid unprinted
 * POs of one buyer that may share a delivery order, and the delivery orders holding several POs. Scoped by the
 * caller's shop; "only own": groups holding a PO the account may see, tabs from those POs.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import { groupTabOf as groupTabOfStatuses, INQUIRY_GROUP_TABS, type InquiryGroupTab } from "@src/domain/inquiry";
import { OrderStatus } from "@src/domain/order";
import { ResultCode } from "@src/domain/wire";
import type {
  GroupedDeliveryOrderRow,
  InquiryGroupCounts,
  InquiryGroupDetail,
  InquiryGroupPageFilters,
  InquiryGroupRow,
} from "@src/resources/inquiry-groups/schema";
import type { InquiryOrderRow } from "@src/resources/inquiry-orders/schema";
import type { Db } from "../../db/client";
import { likePattern } from "../../db/like";
import { users } from "../../db/schema/auth";
import { inquiries, inquiryOrderGroups } from "../../db/schema/inquiry";
import { deliveryOrders, orders } from "../../db/schema/order";
import { ApiError } from "../../http/envelope";
import type { RowScope } from "../../http/scope";
import { toShipment } from "../order/order-detail-service";
import { inquiryOrderRows } from "../inquiry-order/inquiry-order-query-service";
import { inquiryOrderWhere } from "../inquiry-order/inquiry-order-scope";

const g = inquiryOrderGroups;

/** 404 `inquiryGroups:errors.notFound`. */
export const groupNotFound = () => new ApiError(ResultCode.notFound, "inquiryGroups:errors.notFound");

/** groupTabOf over the group's POs (the least advanced PO decides), as an aggregate over the joined orders. */
const tabSql = sql<number>`(case
  when bool_or(${orders.status} = ${OrderStatus.unconfirmed}) then 0
  when bool_or(${orders.status} in (${OrderStatus.wait}, ${OrderStatus.paying})) then 1
  when bool_or(${orders.status} = ${OrderStatus.paid}) then 2
  when bool_or(${orders.status} in (${OrderStatus.sent}, ${OrderStatus.refunding})) then 3
  else 4 end)`.mapWith(Number);

/** Groups matching the keyword: group no, or one of its POs' order no, inquiry no or buyer. */
function keywordWhere(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const k = likePattern(keyword);
  return or(
    ilike(g.groupNo, k),
    sql`${g.id} in (select ${orders.inquiryGroupId} from ${orders} where ${orders.orderNo} ilike ${k} or ${orders.inquiryId} in (select ${inquiries.id} from ${inquiries} where ${inquiries.inquiryNo} ilike ${k}))`,
    sql`${g.buyerUserId} in (select ${users.id} from ${users} where ${users.userName} ilike ${k} or ${users.nickName} ilike ${k})`,
  );
}

/** The groups `scope` reaches with their tab (one row per group), before any tab filter. */
function groupsWithTab(db: Db, scope: RowScope, keyword: string | undefined) {
  return db
    .select({ id: g.id, createTime: g.createTime, tab: tabSql.as("tab") })
    .from(g)
    .innerJoin(orders, eq(orders.inquiryGroupId, g.id))
    .where(and(eq(g.shopId, scope.shopId), inquiryOrderWhere(scope), keywordWhere(keyword)))
    .groupBy(g.id);
}

/** The rows of groups `ids` (in that order) with their POs the scope reaches. */
async function rowsOf(db: Db, scope: RowScope, ids: number[]): Promise<InquiryGroupRow[]> {
  if (ids.length === 0) return [];
  const [groups, pos] = await Promise.all([
    db
      .select({ group: g, userName: users.userName, nickName: users.nickName })
      .from(g)
      .innerJoin(users, eq(users.id, g.buyerUserId))
      .where(inArray(g.id, ids)),
    db
      .select({
        groupId: orders.inquiryGroupId,
        orderNo: orders.orderNo,
        status: orders.status,
        total: orders.total,
        inquiryNo: inquiries.inquiryNo,
        doNo: deliveryOrders.doNo,
      })
      .from(orders)
      .leftJoin(inquiries, eq(inquiries.id, orders.inquiryId))
      .leftJoin(deliveryOrders, eq(deliveryOrders.id, orders.deliveryOrderId))
      .where(and(inArray(orders.inquiryGroupId, ids), inquiryOrderWhere(scope)))
      .orderBy(asc(orders.id)),
  ]);
  return ids.flatMap((id) => {
    const found = groups.find((x) => x.group.id === id);
    if (!found) return [];
    const mine = pos.filter((p) => p.groupId === id);
    const statuses = mine.map((p) => p.status);
    return [
      {
        groupNo: found.group.groupNo,
        createTime: formatDateTime(found.group.createTime),
        tab: groupTabOfStatuses(statuses),
        buyerUserName: found.userName,
        buyerName: found.nickName || found.userName,
        orders: mine.map((p) => ({
          orderNo: p.orderNo,
          inquiryNo: p.inquiryNo ?? "",
          status: p.status,
          total: p.total,
          doNo: p.doNo,
        })),
        total: mine.reduce((a, p) => a + p.total, 0),
        readyToShip: mine.length > 0 && statuses.every((s) => s === OrderStatus.paid),
      },
    ];
  });
}

/**
 * One page of the scope's groups in `f.tab` (newest first). Answers rows and total.
 */
export async function pageGroups(
  db: Db,
  scope: RowScope,
  f: { tab: InquiryGroupTab; keyword?: string },
  limit: number,
  offset: number,
): Promise<{ rows: InquiryGroupRow[]; rowCount: number }> {
  const sub = groupsWithTab(db, scope, f.keyword).as("grouped");
  const where = eq(sub.tab, f.tab);
  const [picked, [total]] = await Promise.all([
    db
      .select({ id: sub.id })
      .from(sub)
      .where(where)
      .orderBy(desc(sub.createTime), desc(sub.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(sub).where(where),
  ]);
  return {
    rows: await rowsOf(
      db,
      scope,
      picked.map((p) => p.id),
    ),
    rowCount: total?.n ?? 0,
  };
}

/** Groups per tab under the keyword. */
export async function countGroups(
  db: Db,
  scope: RowScope,
  f: Pick<InquiryGroupPageFilters, "keyword">,
): Promise<InquiryGroupCounts> {
  const sub = groupsWithTab(db, scope, f.keyword).as("grouped");
  const per = await db.select({ tab: sub.tab, n: count() }).from(sub).groupBy(sub.tab);
  const counts = Object.fromEntries(INQUIRY_GROUP_TABS.map((t) => [String(t), 0])) as InquiryGroupCounts;
  for (const { tab, n } of per) counts[`${tab as InquiryGroupTab}`] = Number(n);
  return counts;
}

/**
 * Group `groupNo` with its PO rows and, when its POs share one delivery order, that shipment.
 * @throws 404 inquiryGroups:errors.notFound (missing, another shop's, or no PO the scope reaches)
 */
export async function groupDetail(db: Db, scope: RowScope, groupNo: string): Promise<InquiryGroupDetail> {
  const [found] = await db
    .select({ id: g.id })
    .from(g)
    .where(and(eq(g.groupNo, groupNo), eq(g.shopId, scope.shopId)));
  if (!found) throw groupNotFound();
  const [row] = await rowsOf(db, scope, [found.id]);
  if (!row || row.orders.length === 0) throw groupNotFound();
  const orderRows = await inquiryOrderRows(
    db,
    and(eq(orders.inquiryGroupId, found.id), inquiryOrderWhere(scope)),
    100,
    0,
  );
  const doNos = new Set(row.orders.map((o) => o.doNo));
  const [onlyDo] = doNos;
  let shipment = null;
  if (doNos.size === 1 && onlyDo) {
    const [d] = await db.select().from(deliveryOrders).where(eq(deliveryOrders.doNo, onlyDo));
    shipment = d ? toShipment(d) : null;
  }
  return { ...row, orderRows, shipment };
}

/**
 * Paid inquiry POs not yet on a printed delivery order (multiple-po-single-do), newest first, at most 100; with
 * `buyerUserName`, of that buyer only (a DO holds POs of one buyer).
 */
export async function candidates(
  db: Db,
  scope: RowScope,
  f: { buyerUserName?: string; keyword?: string },
): Promise<InquiryOrderRow[]> {
  const k = f.keyword ? likePattern(f.keyword) : null;
  const where = and(
    inquiryOrderWhere(scope),
    eq(orders.status, OrderStatus.paid),
    or(
      isNull(orders.deliveryOrderId),
      sql`not exists (select 1 from ${deliveryOrders} where ${deliveryOrders.id} = ${orders.deliveryOrderId} and ${deliveryOrders.printCount} > 0)`,
    ),
    f.buyerUserName
      ? sql`${orders.buyerUserId} in (select ${users.id} from ${users} where ${users.userName} = ${f.buyerUserName})`
      : undefined,
    k
      ? or(
          ilike(orders.orderNo, k),
          sql`${orders.inquiryId} in (select ${inquiries.id} from ${inquiries} where ${inquiries.inquiryNo} ilike ${k})`,
          sql`${orders.buyerUserId} in (select ${users.id} from ${users} where ${users.userName} ilike ${k} or ${users.nickName} ilike ${k})`,
        )
      : undefined,
  );
  return inquiryOrderRows(db, where, 100, 0);
}

/** Delivery orders of the shop holding more than one inquiry PO the scope reaches (deliveryOrderGroup), newest first. */
export async function pageGroupedDeliveryOrders(
  db: Db,
  scope: RowScope,
  limit: number,
  offset: number,
): Promise<{ rows: GroupedDeliveryOrderRow[]; rowCount: number }> {
  const sub = db
    .select({ id: deliveryOrders.id })
    .from(deliveryOrders)
    .innerJoin(orders, eq(orders.deliveryOrderId, deliveryOrders.id))
    .where(and(eq(deliveryOrders.shopId, scope.shopId), inquiryOrderWhere(scope)))
    .groupBy(deliveryOrders.id)
    .having(sql`count(*) > 1`)
    .as("grouped_dos");
  const [picked, [total]] = await Promise.all([
    db
      .select({ d: deliveryOrders, userName: users.userName, nickName: users.nickName })
      .from(deliveryOrders)
      .innerJoin(sub, eq(sub.id, deliveryOrders.id))
      .innerJoin(users, eq(users.id, deliveryOrders.buyerUserId))
      .orderBy(desc(deliveryOrders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(sub),
  ]);
  const ids = picked.map((p) => p.d.id);
  const members =
    ids.length === 0
      ? []
      : await db
          .select({ doId: orders.deliveryOrderId, orderNo: orders.orderNo })
          .from(orders)
          .where(inArray(orders.deliveryOrderId, ids))
          .orderBy(asc(orders.id));
  return {
    rowCount: total?.n ?? 0,
    rows: picked.map(({ d, userName, nickName }) => ({
      doNo: d.doNo,
      printTime: d.printTime ? formatDateTime(d.printTime) : null,
      shipTime: d.shipTime ? formatDateTime(d.shipTime) : null,
      buyerName: nickName || userName,
      orderNos: members.filter((m) => m.doId === d.id).map((m) => m.orderNo),
      trackingNo: d.trackingNo,
      shipped: d.shipTime !== null,
    })),
  };
}
