/**
 * Reading tenders (spec §2 /tend tender, tenderManageDetail, inquiry-order/tenderAndInquiryDetail; §4 tender
 * statuses): the seller's tender management page with tabs and filters, its counts, the detail with offers,
 * history and the inquiry; and the buyer's view of the tenders on its inquiry. Every query is scoped in SQL
 * (tender-scope.ts). Times are `yyyy-MM-dd HH:mm:ss` WIB.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { formatDateTime } from "@src/domain/datetime";
import {
  TENDER_TAB_KEYS,
  TENDER_TABS,
  tenderStatusName,
  urgencyOf,
  type EdtUnit,
  type PartStatusValue,
  type TenderShippingMethod,
  type TenderTab,
} from "@src/domain/inquiry";
import { tenderMovesFor, type TenderMove } from "@src/domain/tender-transitions";
import type { Language } from "@src/domain/wire";
import {
  TENDER_NO_FORMAT,
  type TenderDetail,
  type TenderEventView,
  type TenderOfferView,
  type TenderPageFilters,
  type TenderRow,
  type TenderTabCounts,
} from "@src/resources/tenders/schema";
import type { Db, Tx } from "../../db/client";
import { likePattern } from "../../db/like";
import { users } from "../../db/schema/auth";
import { inquiries, tenderEvents, tenderOffers, tenders } from "../../db/schema/inquiry";
import { orders } from "../../db/schema/order";
import type { RowScope } from "../../http/scope";
import { wibDayStart } from "../activity/activity-service";
import { inquiryDetailOf } from "../inquiry/inquiry-query-service";
import { effectiveInquiryStatus, shopInquiryContext, type InquiryRecord } from "../inquiry/inquiry-scope";
import { sellerTenderWhere, tenderNotFound, type TenderRecord } from "./tender-scope";

const DAY_MS = 86_400_000;
const buyers = alias(users, "buyers");
const owners = alias(users, "owners");

export type TenderFilters = Omit<TenderPageFilters, "tab"> & { tab?: TenderTab };

function filterWhere(f: TenderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const keyword = f.keyword?.trim();
  if (keyword && TENDER_NO_FORMAT.test(keyword.toUpperCase())) {
    conditions.push(eq(tenders.tenderNo, keyword.toUpperCase()));
  } else if (keyword) {
    const k = likePattern(keyword);
    conditions.push(
      or(
        ilike(tenders.tenderNo, k),
        sql`${tenders.inquiryId} in (select ${inquiries.id} from ${inquiries} where ${inquiries.inquiryNo} ilike ${k} or ${inquiries.licensePlate} ilike ${k} or ${inquiries.claimNo} ilike ${k} or ${inquiries.carModel} ilike ${k} or ${inquiries.buyerUserId} in (select ${users.id} from ${users} where ${users.userName} ilike ${k} or ${users.nickName} ilike ${k}))`,
        sql`${tenders.id} in (select ${tenderOffers.tenderId} from ${tenderOffers} where ${tenderOffers.partNo} ilike ${k})`,
      ),
    );
  }
  if (f.from) conditions.push(gte(tenders.createTime, wibDayStart(f.from)));
  if (f.to) conditions.push(lt(tenders.createTime, new Date(wibDayStart(f.to).getTime() + DAY_MS)));
  return and(...conditions);
}

function tabWhere(tab: TenderTab | undefined): SQL | undefined {
  const statuses = TENDER_TABS[tab ?? "all"] as readonly number[];
  return statuses.length === 0 ? undefined : inArray(tenders.status, [...statuses]);
}

/** The seller's moves now: the table's, and modify only while the inquiry takes offers. */
export function sellerTenderMoves(
  status: number,
  inquiry: Pick<InquiryRecord, "status" | "deadline">,
  now: Date,
): TenderMove[] {
  const open = effectiveInquiryStatus(inquiry, now) === 1;
  return tenderMovesFor("seller", status).filter((m) => open || (m !== "modify" && m !== "submit"));
}

const rowSelection = {
  tender: tenders,
  inquiryNo: inquiries.inquiryNo,
  inquiryStatus: inquiries.status,
  deadline: inquiries.deadline,
  carBrandName: inquiries.carBrandName,
  carModel: inquiries.carModel,
  carYear: inquiries.carYear,
  licensePlate: inquiries.licensePlate,
  claimNo: inquiries.claimNo,
  buyerUserName: buyers.userName,
  buyerNickName: buyers.nickName,
  ownerUserName: owners.userName,
  orderNo: sql<
    string | null
  >`(select ${orders.orderNo} from ${orders} where ${orders.tenderId} = ${tenders.id} order by ${orders.id} limit 1)`,
  offerCount: sql<number>`(select count(*)::int from ${tenderOffers} where ${tenderOffers.tenderId} = ${tenders.id})`,
};

function selectRows(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(rowSelection)
    .from(tenders)
    .innerJoin(inquiries, eq(inquiries.id, tenders.inquiryId))
    .innerJoin(buyers, eq(buyers.id, inquiries.buyerUserId))
    .innerJoin(owners, eq(owners.id, tenders.ownerUserId))
    .where(where);
}
type Joined = Awaited<ReturnType<typeof selectRows>>[number];

function toRow(r: Joined, now: Date, moves: TenderMove[]): TenderRow {
  const t = r.tender;
  return {
    tenderNo: t.tenderNo,
    inquiryNo: r.inquiryNo,
    status: t.status,
    statusName: tenderStatusName(t.status),
    createTime: formatDateTime(t.createTime),
    submitTime: t.submitTime ? formatDateTime(t.submitTime) : null,
    updateTime: formatDateTime(t.updateTime),
    deadline: formatDateTime(r.deadline),
    urgency: r.inquiryStatus === 1 ? urgencyOf(r.deadline, now) : "closed",
    buyerUserName: r.buyerUserName,
    buyerName: r.buyerNickName || r.buyerUserName,
    carBrandName: r.carBrandName,
    carModel: r.carModel,
    carYear: r.carYear,
    licensePlate: r.licensePlate,
    claimNo: r.claimNo,
    offerCount: Number(r.offerCount),
    total: t.goodsAmount + t.deliveryFee,
    ownerUserName: r.ownerUserName,
    orderNo: r.orderNo,
    moves,
  };
}

/** One page of tender management (POST /api/tender/ina/page): newest change first. */
export async function pageTenders(
  db: Db,
  scope: RowScope,
  filters: TenderFilters,
  limit: number,
  offset: number,
  now: Date,
): Promise<{ rows: TenderRow[]; rowCount: number }> {
  const where = and(sellerTenderWhere(scope), tabWhere(filters.tab), filterWhere(filters));
  const [list, [total]] = await Promise.all([
    selectRows(db, where).orderBy(desc(tenders.updateTime), desc(tenders.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(tenders).where(where),
  ]);
  return {
    rowCount: total?.n ?? 0,
    rows: list.map((r) =>
      toRow(r, now, sellerTenderMoves(r.tender.status, { status: r.inquiryStatus, deadline: r.deadline }, now)),
    ),
  };
}

/** Tenders per tab under the same filters (POST /api/tender/ina/counts). */
export async function countTenders(db: Db, scope: RowScope, filters: TenderFilters): Promise<TenderTabCounts> {
  const rows = await db
    .select({ status: tenders.status, n: count() })
    .from(tenders)
    .where(and(sellerTenderWhere(scope), filterWhere(filters)))
    .groupBy(tenders.status);
  const byStatus = new Map(rows.map((r) => [r.status, r.n]));
  return Object.fromEntries(
    TENDER_TAB_KEYS.map((tab) => {
      const statuses = TENDER_TABS[tab] as readonly number[];
      const n =
        statuses.length === 0
          ? rows.reduce((sum, r) => sum + r.n, 0)
          : statuses.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0);
      return [tab, n];
    }),
  ) as TenderTabCounts;
}

/** The tender's offers in part order. */
export async function offersOf(db: Db | Tx, tenderIds: number[]): Promise<(TenderOfferView & { tenderId: number })[]> {
  if (tenderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(tenderOffers)
    .where(inArray(tenderOffers.tenderId, tenderIds))
    .orderBy(asc(tenderOffers.tenderId), asc(tenderOffers.inquiryPartId), asc(tenderOffers.id));
  return rows.map((o) => ({
    tenderId: o.tenderId,
    offerId: o.id,
    inquiryPartId: o.inquiryPartId,
    itemId: o.itemId,
    partNo: o.partNo,
    originalPartNo: o.originalPartNo,
    partNoReason: o.partNoReason,
    brand: o.brand,
    unitPrice: o.unitPrice,
    quantity: o.quantity,
    discountTenths: o.discountTenths,
    netPrice: o.netPrice,
    partStatus: o.partStatus as PartStatusValue,
    estimatedDelivery: o.estimatedDelivery,
    estimatedDeliveryUnit: o.estimatedDeliveryUnit as EdtUnit,
    deliveryLine: o.deliveryLine,
    unit: o.unit,
    condition: o.condition,
    notes: o.notes,
    purchasedQuantity: o.purchasedQuantity,
  }));
}

async function eventsOf(db: Db | Tx, tenderId: number): Promise<TenderEventView[]> {
  const rows = await db
    .select({ event: tenderEvents, userName: users.userName })
    .from(tenderEvents)
    .leftJoin(users, eq(users.id, tenderEvents.userId))
    .where(eq(tenderEvents.tenderId, tenderId))
    .orderBy(asc(tenderEvents.id));
  return rows.map(({ event, userName }) => ({
    move: event.move as TenderMove | "create",
    actor: event.actor as TenderEventView["actor"],
    userName,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    detail: event.detail,
    createTime: formatDateTime(event.createTime),
  }));
}

/**
 * The whole tender reached by `where` (seller scope or buyer scope): offers, history and the inquiry as the
 * tender's shop sees it. `moves` decides the answered moves (the seller's or the buyer's).
 * @throws 404 tenders:errors.notFound
 */
export async function tenderDetailWhere(
  db: Db,
  where: SQL | undefined,
  tenderNo: string,
  movesOf: (tender: TenderRecord, inquiry: InquiryRecord) => TenderMove[],
  now: Date,
  lang: Language,
): Promise<TenderDetail> {
  const [row] = await selectRows(db, and(eq(tenders.tenderNo, tenderNo), where));
  if (!row) throw tenderNotFound();
  const t = row.tender;
  const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, t.inquiryId));
  const ctx = await shopInquiryContext(db, t.shopId);
  const [offers, events, inquiryView] = await Promise.all([
    offersOf(db, [t.id]),
    eventsOf(db, t.id),
    inquiryDetailOf(db, inquiry, ctx, now, lang),
  ]);
  const { offerCount: _count, ...base } = toRow(row, now, movesOf(t, inquiry));
  return {
    ...base,
    shippingMethod: t.shippingMethod as TenderShippingMethod,
    deliveryFee: t.deliveryFee,
    freeShipment: t.freeShipment,
    outOfTown: t.outOfTown,
    notes: t.notes,
    goodsAmount: t.goodsAmount,
    modifyCount: t.modifyCount,
    offers: offers.map(({ tenderId: _t, ...o }) => o),
    events,
    inquiry: inquiryView,
  };
}

/** POST /api/tender/ina/detail. @throws 404 tenders:errors.notFound */
export function sellerTenderDetail(
  db: Db,
  scope: RowScope,
  tenderNo: string,
  now: Date,
  lang: Language,
): Promise<TenderDetail> {
  return tenderDetailWhere(
    db,
    sellerTenderWhere(scope),
    tenderNo,
    (t, inquiry) => sellerTenderMoves(t.status, inquiry, now),
    now,
    lang,
  );
}

/** Rows for the buyer's views: its inquiry's submitted tenders, cheapest total first. */
export async function buyerTenderRows(db: Db | Tx, where: SQL | undefined, now: Date): Promise<TenderRow[]> {
  const list = await selectRows(db, where).orderBy(
    asc(sql`${tenders.goodsAmount} + ${tenders.deliveryFee}`),
    asc(tenders.id),
  );
  return list.map((r) => toRow(r, now, tenderMovesFor("buyer", r.tender.status)));
}
