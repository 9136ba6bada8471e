/**
 * Partnership reads (spec §2 /customer partnership, partnershipDetail, addendum; §3 "Partnership"): the
 * seller's list with tab counts and detail, the buyer's own partnerships and the platform's queue. Every
 * seller query is filtered by shop (and "only own" by the customer's account manager) in SQL.
 *
 * Credit figures (spec §3 "settlement: credit limit, credit used, credit available", README choices "Credit"):
 * used = the total of the buyer's bill-payment orders at the shop that are not cancelled or closed and not
 * yet paid through a bill (held ones included); the limit counts only while the partnership is active;
 * available = limit - used (src/domain/customer.ts creditFigures). Times `yyyy-MM-dd HH:mm:ss` WIB.
 */
import { and, asc, count, desc, eq, ilike, inArray, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { creditFigures, type CompanyCategory } from "@src/domain/customer";
import { formatDateTime } from "@src/domain/datetime";
import {
  PARTNERSHIP_TAB_KEYS,
  PARTNERSHIP_TABS,
  partnershipMovesFor,
  type PartnershipActor,
  type PartnershipMove,
  type PartnershipTab,
} from "@src/domain/partnership";
import {
  BLOCK_OPERATIONS,
  operationAllowed,
  RequestStatus,
  SUSPEND_OPERATIONS,
  type PartnershipStatus,
  type RequestKind,
  type RequestOperation,
} from "@src/domain/request";
import type {
  AddendumRow,
  LimitHistoryRow,
  PartnershipDetail,
  PartnershipEventRow,
  PartnershipRow,
  PartnershipTabCounts,
} from "@src/resources/partnerships/schema";
import type { Db, Tx } from "../../db/client";
import { likePattern } from "../../db/like";
import { users } from "../../db/schema/auth";
import { customers, type CustomerAddress } from "../../db/schema/customer";
import { orders } from "../../db/schema/order";
import { usesCredit } from "../customer/credit-service";
import {
  partnershipAddenda,
  partnershipEvents,
  partnershipLimitHistory,
  partnerships,
  requestTickets,
} from "../../db/schema/partnership";
import { shops } from "../../db/schema/shop";
import type { RowScope } from "../../http/scope";
import { regionNamesByCode } from "../store/store-service";
import { partnershipNotFound, sellerPartnershipWhere, type AddendumRecord } from "./partnership-scope";

/** Filters of the seller list and counts. */
export interface PartnershipFilters {
  tab?: PartnershipTab;
  keyword?: string;
}

/** One of the buyer's own partnerships (/api/buyer/partnership/page). */
export interface BuyerPartnershipRow {
  id: number;
  shopId: number;
  storeName: string;
  status: PartnershipStatus;
  agreementType: PartnershipRow["agreementType"];
  creditLimit: number;
  maxCreditLimit: number;
  tempoWorkdays: number;
  tempoApplied: boolean;
  partConditions: number[];
  settlementPeriod: number;
  settlementDate: string | null;
  clause: string;
  createTime: string;
  /** The buyer's moves of src/domain/partnership.ts allowed now. */
  moves: PartnershipMove[];
}

/** /api/buyer/partnership/detail: the row with its addenda, limit history and events. */
export interface BuyerPartnershipDetail extends BuyerPartnershipRow {
  addenda: AddendumRow[];
  limitHistory: LimitHistoryRow[];
  events: PartnershipEventRow[];
}

/** A partnership waiting for the platform (/api/platform/partnership/page). */
export interface PlatformPartnershipRow extends PartnershipRow {
  shopId: number;
  storeName: string;
}

const buyer = alias(users, "buyer");

/**
 * Unsettled bill-payment orders of the partnership's buyer at its shop, rupiah: the customer module's definition
 * of credit in use (server/modules/customer/credit-service.ts usesCredit; README choices "Credit").
 */
const creditUsed =
  sql<number>`coalesce((select sum(${orders.total}) from ${orders} where ${orders.shopId} = ${partnerships.shopId} and ${orders.buyerUserId} = ${partnerships.buyerUserId} and ${usesCredit()}), 0)`.mapWith(
    Number,
  );

const rowColumns = {
  p: partnerships,
  customerId: customers.id,
  companyCategory: customers.companyCategory,
  companyName: customers.companyName,
  address: customers.address,
  buyerUserName: buyer.userName,
  buyerName: buyer.nickName,
  email: buyer.email,
  buyerType: buyer.buyerType,
  creditUsed,
};

function rowQuery(db: Db | Tx) {
  return db
    .select(rowColumns)
    .from(partnerships)
    .innerJoin(buyer, eq(buyer.id, partnerships.buyerUserId))
    .leftJoin(
      customers,
      and(eq(customers.shopId, partnerships.shopId), eq(customers.buyerUserId, partnerships.buyerUserId)),
    );
}

type RawRow = Awaited<ReturnType<ReturnType<typeof rowQuery>["limit"]>>[number];

/** The keyword's condition: the buyer's user name, name, e-mail or the customer's company name. */
function keywordWhere(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const k = likePattern(keyword);
  return sql`${partnerships.buyerUserId} in (select ${users.id} from ${users} where ${users.userName} ilike ${k} or ${users.nickName} ilike ${k} or ${users.email} ilike ${k}) or exists (select 1 from ${customers} where ${customers.shopId} = ${partnerships.shopId} and ${customers.buyerUserId} = ${partnerships.buyerUserId} and ${customers.companyName} ilike ${k})`;
}

/** The tab's condition (spec §2 "Partnership: list, unconfirmed list"). */
function tabWhere(tab: PartnershipTab | undefined): SQL | undefined {
  if (!tab || tab === "all") return undefined;
  if (tab === "unconfirmed") return eq(partnerships.agreementType, "unconfirmed");
  return inArray(partnerships.status, [...PARTNERSHIP_TABS[tab]]);
}

/** Kinds of pending request tickets by partnership id. */
async function pendingKinds(db: Db | Tx, ids: number[]): Promise<Map<number, RequestKind[]>> {
  const out = new Map<number, RequestKind[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ partnershipId: requestTickets.partnershipId, kind: requestTickets.kind })
    .from(requestTickets)
    .where(and(inArray(requestTickets.partnershipId, ids), lt(requestTickets.status, RequestStatus.done)))
    .orderBy(asc(requestTickets.id));
  for (const r of rows) out.set(r.partnershipId, [...(out.get(r.partnershipId) ?? []), r.kind]);
  return out;
}

/** One address line: province, city, detail (region names from the reference data). */
function addressLine(address: CustomerAddress | null, names: Map<string, string>): string | null {
  if (!address) return null;
  const [province, city] = address.regionCodes;
  return [province, city]
    .map((c) => (c ? names.get(c) : undefined))
    .filter((n): n is string => !!n)
    .concat(address.detail ? [address.detail] : [])
    .join(", ");
}

/** Builds list rows (pending kinds and address names in one query each). */
async function toRows(db: Db | Tx, raw: RawRow[]): Promise<PartnershipRow[]> {
  const [pending, names] = await Promise.all([
    pendingKinds(
      db,
      raw.map((r) => r.p.id),
    ),
    regionNamesByCode(
      db as Db,
      raw.map((r) => r.address?.regionCodes.slice(0, 2) ?? []),
    ),
  ]);
  return raw.map((r) => {
    const { p } = r;
    const credit = creditFigures(p.status === "active" ? p.creditLimit : 0, r.creditUsed);
    return {
      id: p.id,
      customerId: r.customerId,
      buyerUserId: p.buyerUserId,
      buyerUserName: r.buyerUserName,
      buyerName: r.buyerName,
      email: r.email ?? "",
      address: addressLine(r.address, names),
      type: (r.companyCategory ?? r.buyerType ?? "ordinary") as CompanyCategory,
      agreementType: p.agreementType,
      settlementPeriod: p.settlementPeriod,
      settlementDate: p.settlementDate,
      creditLimit: p.creditLimit,
      maxCreditLimit: p.maxCreditLimit,
      creditUsed: credit.used,
      creditAvailable: credit.available,
      tempoWorkdays: p.tempoWorkdays,
      tempoApplied: p.tempoApplied,
      partConditions: p.partConditions,
      status: p.status,
      pendingRequests: pending.get(p.id) ?? [],
      createTime: formatDateTime(p.createTime),
    };
  });
}

/** One page of the seller's partnerships, newest first. */
export async function pagePartnerships(
  db: Db,
  scope: RowScope,
  filters: PartnershipFilters,
  paging: { limit: number; offset: number },
): Promise<{ rowCount: number; rows: PartnershipRow[] }> {
  const where = and(sellerPartnershipWhere(scope), tabWhere(filters.tab), keywordWhere(filters.keyword));
  const [[total], raw] = await Promise.all([
    db.select({ n: count() }).from(partnerships).where(where),
    rowQuery(db)
      .where(where)
      .orderBy(desc(partnerships.createTime), desc(partnerships.id))
      .limit(paging.limit)
      .offset(paging.offset),
  ]);
  return { rowCount: total?.n ?? 0, rows: await toRows(db, raw) };
}

/** How many of the seller's partnerships each tab holds (the keyword applies; the tab does not). */
export async function countPartnerships(
  db: Db,
  scope: RowScope,
  filters: PartnershipFilters,
): Promise<PartnershipTabCounts> {
  const parts = PARTNERSHIP_TAB_KEYS.map(
    (tab) => sql`count(*) filter (where ${tabWhere(tab) ?? sql`true`})::int as ${sql.identifier(tab)}`,
  );
  const res = (await db.execute(
    sql`select ${sql.join(parts, sql`, `)} from ${partnerships} where ${and(sellerPartnershipWhere(scope), keywordWhere(filters.keyword)) ?? sql`true`}`,
  )) as unknown as { rows: Record<PartnershipTab, number | string>[] };
  const row = res.rows[0];
  return Object.fromEntries(PARTNERSHIP_TAB_KEYS.map((k) => [k, Number(row?.[k] ?? 0)])) as PartnershipTabCounts;
}

const changer = alias(users, "changer");

/** A partnership's credit limit history, newest first. */
export async function limitHistoryOf(db: Db | Tx, partnershipId: number): Promise<LimitHistoryRow[]> {
  const rows = await db
    .select({ h: partnershipLimitHistory, name: changer.nickName })
    .from(partnershipLimitHistory)
    .leftJoin(changer, eq(changer.id, partnershipLimitHistory.changedBy))
    .where(eq(partnershipLimitHistory.partnershipId, partnershipId))
    .orderBy(desc(partnershipLimitHistory.changeTime), desc(partnershipLimitHistory.id));
  return rows.map(({ h, name }) => ({
    previousLimit: h.previousLimit,
    newLimit: h.newLimit,
    source: h.source,
    reference: h.reference,
    changedByName: name,
    changeTime: formatDateTime(h.changeTime),
  }));
}

/** A partnership's history (moves, confirmed tickets, agreement confirmations, applied addenda), oldest first. */
export async function eventsOf(db: Db | Tx, partnershipId: number): Promise<PartnershipEventRow[]> {
  const rows = await db
    .select({ e: partnershipEvents, name: changer.nickName })
    .from(partnershipEvents)
    .leftJoin(changer, eq(changer.id, partnershipEvents.actorUserId))
    .where(eq(partnershipEvents.partnershipId, partnershipId))
    .orderBy(asc(partnershipEvents.time), asc(partnershipEvents.id));
  return rows.map(({ e, name }) => ({
    move: e.move,
    fromStatus: e.fromStatus as PartnershipStatus | null,
    toStatus: e.toStatus as PartnershipStatus,
    actorName: name,
    reason: e.reason,
    time: formatDateTime(e.time),
  }));
}

/** An addendum as the wire answers it. */
export function toAddendumRow(a: AddendumRecord): AddendumRow {
  const time = (d: Date | null) => (d ? formatDateTime(d) : null);
  return {
    id: a.id,
    addendumNo: a.addendumNo,
    partnershipId: a.partnershipId,
    title: a.title,
    body: a.body,
    changes: a.changes,
    effectiveDate: a.effectiveDate,
    status: a.status,
    createTime: formatDateTime(a.createTime),
    decideTime: time(a.decideTime),
    appliedTime: time(a.appliedTime),
  };
}

/** A partnership's addenda, newest first. */
export async function addendaOf(db: Db | Tx, partnershipId: number): Promise<AddendumRow[]> {
  const rows = await db
    .select()
    .from(partnershipAddenda)
    .where(eq(partnershipAddenda.partnershipId, partnershipId))
    .orderBy(desc(partnershipAddenda.createTime), desc(partnershipAddenda.id));
  return rows.map(toAddendumRow);
}

/**
 * The request operations the seller may ask for now (spec §4 "Partnership", §8): those the status allows
 * (src/domain/request.ts OPERATION_MOVES) whose kind (suspend, block) has no pending ticket.
 */
export function operationsAllowed(status: PartnershipStatus, pending: readonly RequestKind[]): RequestOperation[] {
  const out: RequestOperation[] = [];
  if (!pending.includes("suspend")) out.push(...SUSPEND_OPERATIONS.filter((op) => operationAllowed(op, status)));
  if (!pending.includes("block")) out.push(...BLOCK_OPERATIONS.filter((op) => operationAllowed(op, status)));
  return out;
}

/**
 * POST /api/partnership/ina/detail: one partnership the scope reaches, with its clause, limit history,
 * events, addenda, the seller's moves and request operations allowed now.
 * @throws 404 partnerships:errors.notFound
 */
export async function partnershipDetail(db: Db | Tx, scope: RowScope, id: number): Promise<PartnershipDetail> {
  const [raw] = await rowQuery(db)
    .where(and(eq(partnerships.id, id), sellerPartnershipWhere(scope)))
    .limit(1);
  if (!raw) throw partnershipNotFound();
  const [[row], limitHistory, events, addenda] = await Promise.all([
    toRows(db, [raw]),
    limitHistoryOf(db, id),
    eventsOf(db, id),
    addendaOf(db, id),
  ]);
  return {
    ...row,
    clause: raw.p.clause,
    limitHistory,
    events,
    addenda,
    moves: partnershipMovesFor(row.status, "seller"),
    operations: operationsAllowed(row.status, row.pendingRequests),
  };
}

/** The platform's queue: partnerships waiting for its verification, oldest first. */
export async function pageWaitingPlatform(
  db: Db,
  paging: { limit: number; offset: number },
): Promise<{ rowCount: number; rows: PlatformPartnershipRow[] }> {
  const where = eq(partnerships.status, "waitingPlatform");
  const [[total], raw, stores] = await Promise.all([
    db.select({ n: count() }).from(partnerships).where(where),
    rowQuery(db)
      .where(where)
      .orderBy(asc(partnerships.updateTime), asc(partnerships.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ id: shops.id, storeName: shops.storeName })
      .from(shops)
      .where(sql`${shops.id} in (select ${partnerships.shopId} from ${partnerships} where ${where})`),
  ]);
  const names = new Map(stores.map((s) => [s.id, s.storeName]));
  const rows = await toRows(db, raw);
  return {
    rowCount: total?.n ?? 0,
    rows: rows.map((r, i) => ({ ...r, shopId: raw[i].p.shopId, storeName: names.get(raw[i].p.shopId) ?? "" })),
  };
}

const buyerColumns = { p: partnerships, storeName: shops.storeName };

function toBuyerRow(
  { p, storeName }: { p: typeof partnerships.$inferSelect; storeName: string },
  by: PartnershipActor,
) {
  return {
    id: p.id,
    shopId: p.shopId,
    storeName,
    status: p.status,
    agreementType: p.agreementType,
    creditLimit: p.creditLimit,
    maxCreditLimit: p.maxCreditLimit,
    tempoWorkdays: p.tempoWorkdays,
    tempoApplied: p.tempoApplied,
    partConditions: p.partConditions,
    settlementPeriod: p.settlementPeriod,
    settlementDate: p.settlementDate,
    clause: p.clause,
    createTime: formatDateTime(p.createTime),
    moves: partnershipMovesFor(p.status, by),
  } satisfies BuyerPartnershipRow;
}

/** The buyer's own partnerships, newest first; `tab` filters like the seller's list. */
export async function pageBuyerPartnerships(
  db: Db,
  buyerUserId: number,
  filters: PartnershipFilters,
  paging: { limit: number; offset: number },
): Promise<{ rowCount: number; rows: BuyerPartnershipRow[] }> {
  const k = filters.keyword ? likePattern(filters.keyword) : null;
  const where = and(
    eq(partnerships.buyerUserId, buyerUserId),
    tabWhere(filters.tab),
    k ? ilike(shops.storeName, k) : undefined,
  );
  const [[total], raw] = await Promise.all([
    db.select({ n: count() }).from(partnerships).innerJoin(shops, eq(shops.id, partnerships.shopId)).where(where),
    db
      .select(buyerColumns)
      .from(partnerships)
      .innerJoin(shops, eq(shops.id, partnerships.shopId))
      .where(where)
      .orderBy(desc(partnerships.createTime), desc(partnerships.id))
      .limit(paging.limit)
      .offset(paging.offset),
  ]);
  return { rowCount: total?.n ?? 0, rows: raw.map((r) => toBuyerRow(r, "buyer")) };
}

/** One of the buyer's partnerships with its addenda, limit history and events. @throws partnerships:errors.notFound */
export async function buyerPartnershipDetail(
  db: Db | Tx,
  buyerUserId: number,
  id: number,
): Promise<BuyerPartnershipDetail> {
  const [raw] = await db
    .select(buyerColumns)
    .from(partnerships)
    .innerJoin(shops, eq(shops.id, partnerships.shopId))
    .where(and(eq(partnerships.id, id), eq(partnerships.buyerUserId, buyerUserId)));
  if (!raw) throw partnershipNotFound();
  const [addenda, limitHistory, events] = await Promise.all([
    addendaOf(db, id),
    limitHistoryOf(db, id),
    eventsOf(db, id),
  ]);
  return { ...toBuyerRow(raw, "buyer"), addenda, limitHistory, events };
}
