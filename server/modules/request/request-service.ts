/**
 * Request tickets (spec §2 "/store" request forms, §3 "Request ticket", §4 "Partnership", §5 "Partnership",
 * §8 'Permintaan gagal, ...'). A seller asks; the platform processes (0 -> 1) and confirms or rejects
 * (-> 2). A confirm applies the change to the partnership in the same transaction.
 *
 * Scoping: every seller query is filtered by shop in SQL and, for "only own activities" positions, by the
 * requester (owner_user_id). An id or buyer outside the caller's reach answers errors:notFound.
 * Times are answered `yyyy-MM-dd HH:mm:ss` in WIB.
 */
import { and, asc, count, desc, eq, like, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { formatDateTime } from "@src/domain/datetime";
import {
  OPERATION_MOVES,
  REQUEST_MOVES,
  RequestStatus,
  TERMS_CHANGE_STATUSES,
  operationAllowed,
  requestNumber,
  requestNumberPrefix,
  type RequestKind,
  type RequestResult,
  type RequestStatusValue,
} from "@src/domain/request";
import { tempoSettable } from "@src/domain/partnership";
import type { Language } from "@src/domain/wire";
import { ResultCode } from "@src/domain/wire";
import type { PartnerOption, RequestCreate, RequestTicket } from "@src/resources/requests/schema";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { partnershipEvents, partnershipLimitHistory, partnerships, requestTickets } from "../../db/schema/partnership";
import { shops } from "../../db/schema/shop";
import { ApiError, conflict, notFound } from "../../http/envelope";
import type { RowScope } from "../../http/scope";
import type { CallerScope } from "../../http/scope";
import { recordActivity } from "../activity/record";
import { notify } from "../message/message-service";
import { fieldRefusal } from "../../http/validate";

export interface RequestFilters {
  kind?: RequestKind;
  status?: number;
  buyerUserId?: number;
  shopId?: number;
  ownerUserId?: number;
}

/** The 409 of a second request while one is pending (spec §4 "Partnership", §8). */
export const pendingRefusal = () => conflict("errors:request.pending");

const buyer = alias(users, "buyer");
const requester = alias(users, "requester");

const ticketColumns = {
  t: requestTickets,
  storeName: shops.storeName,
  buyerName: buyer.nickName,
  requesterName: requester.nickName,
};

type TicketRow = { t: typeof requestTickets.$inferSelect; storeName: string; buyerName: string; requesterName: string };

function toTicket({ t, storeName, buyerName, requesterName }: TicketRow): RequestTicket {
  const time = (d: Date | null) => (d ? formatDateTime(d) : null);
  return {
    id: t.id,
    number: t.number,
    kind: t.kind,
    shopId: t.shopId,
    storeName,
    buyerUserId: t.buyerUserId,
    buyerName,
    requesterName,
    status: t.status as RequestStatusValue,
    result: t.result,
    reason: t.reason,
    note: t.note,
    operation: t.operation,
    baseLimit: t.baseLimit,
    requestedLimit: t.requestedLimit,
    confirmedLimit: t.confirmedLimit,
    maxCreditLimit: t.maxCreditLimit,
    baseTempo: t.baseTempo,
    requestedTempo: t.requestedTempo,
    currentConditions: t.currentConditions,
    requestedConditions: t.requestedConditions,
    baseClause: t.baseClause,
    requestedClause: t.requestedClause,
    requestTime: formatDateTime(t.requestTime),
    processTime: time(t.processTime),
    confirmTime: time(t.confirmTime),
  };
}

function ticketQuery(db: Db | Tx) {
  return db
    .select(ticketColumns)
    .from(requestTickets)
    .innerJoin(shops, eq(shops.id, requestTickets.shopId))
    .innerJoin(buyer, eq(buyer.id, requestTickets.buyerUserId))
    .innerJoin(requester, eq(requester.id, requestTickets.ownerUserId));
}

function whereOf(f: RequestFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.shopId !== undefined) parts.push(eq(requestTickets.shopId, f.shopId));
  if (f.ownerUserId !== undefined) parts.push(eq(requestTickets.ownerUserId, f.ownerUserId));
  if (f.kind !== undefined) parts.push(eq(requestTickets.kind, f.kind));
  if (f.status !== undefined) parts.push(eq(requestTickets.status, f.status));
  if (f.buyerUserId !== undefined) parts.push(eq(requestTickets.buyerUserId, f.buyerUserId));
  return parts.length ? and(...parts) : undefined;
}

/** One page of tickets, newest request first. Seller callers pass their scope inside `filters`. */
export async function pageTickets(
  db: Db,
  filters: RequestFilters,
  paging: { limit: number; offset: number },
): Promise<{ rowCount: number; rows: RequestTicket[] }> {
  const where = whereOf(filters);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(requestTickets).where(where),
    ticketQuery(db)
      .where(where)
      .orderBy(desc(requestTickets.requestTime), desc(requestTickets.id))
      .limit(paging.limit)
      .offset(paging.offset),
  ]);
  return { rowCount: total?.n ?? 0, rows: rows.map(toTicket) };
}

/** One ticket in the caller's scope (none: every ticket, for the platform). @throws errors:notFound */
export async function getTicket(db: Db | Tx, id: number, scope?: RowScope): Promise<RequestTicket> {
  const [row] = await ticketQuery(db)
    .where(and(eq(requestTickets.id, id), whereOf(scope ?? {})))
    .limit(1);
  if (!row) throw notFound();
  return toTicket(row);
}

/** The shop's partner buyers with their current terms and the kinds they have a pending ticket of. */
export async function listPartners(db: Db, shopId: number): Promise<PartnerOption[]> {
  const [rows, pending] = await Promise.all([
    db
      .select({ p: partnerships, buyerName: users.nickName, email: users.email })
      .from(partnerships)
      .innerJoin(users, eq(users.id, partnerships.buyerUserId))
      .where(eq(partnerships.shopId, shopId))
      .orderBy(asc(users.nickName), asc(partnerships.id)),
    db
      .select({ partnershipId: requestTickets.partnershipId, kind: requestTickets.kind })
      .from(requestTickets)
      .where(and(eq(requestTickets.shopId, shopId), lt(requestTickets.status, RequestStatus.done))),
  ]);
  return rows.map(({ p, buyerName, email }) => ({
    buyerUserId: p.buyerUserId,
    buyerName,
    email,
    status: p.status,
    creditLimit: p.creditLimit,
    maxCreditLimit: p.maxCreditLimit,
    tempoWorkdays: p.tempoWorkdays,
    partConditions: p.partConditions,
    clause: p.clause,
    pendingKinds: pending.filter((k) => k.partnershipId === p.id).map((k) => k.kind),
  }));
}

/** A 400 pointing at one field, message in `lang` (the field's message is also the envelope's). */
function oneFieldRefusal(lang: Language, key: string, path: string, params: Record<string, unknown> = {}) {
  return fieldRefusal(lang, [{ path, key, params }], { key, params });
}

const sorted = (list: readonly number[]) => [...list].sort((x, y) => x - y);
const sameSet = (a: readonly number[], b: readonly number[]) => sorted(a).join() === sorted(b).join();

/** The kind's columns of a new ticket, checked against the partnership as it is now. */
function kindColumns(
  input: RequestCreate,
  p: typeof partnerships.$inferSelect,
  lang: Language,
): Partial<typeof requestTickets.$inferInsert> {
  if (input.kind === "suspend" || input.kind === "block") {
    if (!operationAllowed(input.operation, p.status)) throw conflict("errors:request.partnershipState");
    return { operation: input.operation };
  }
  if (!TERMS_CHANGE_STATUSES.includes(p.status)) throw conflict("errors:request.partnershipState");
  switch (input.kind) {
    case "creditLimit":
      if (input.requestedLimit > p.maxCreditLimit)
        throw oneFieldRefusal(lang, "errors:request.limitOverMax", "requestedLimit");
      if (input.requestedLimit === p.creditLimit)
        throw oneFieldRefusal(lang, "errors:request.noChange", "requestedLimit");
      return { baseLimit: p.creditLimit, requestedLimit: input.requestedLimit, maxCreditLimit: p.maxCreditLimit };
    case "tempo":
      // Spec §5 "Term of payment cannot be set before the buyer applied for the service".
      if (!tempoSettable(p)) throw conflict("partnerships:rules.tempoNotApplied");
      if (input.requestedTempo === p.tempoWorkdays)
        throw oneFieldRefusal(lang, "errors:request.noChange", "requestedTempo");
      return { baseTempo: p.tempoWorkdays, requestedTempo: input.requestedTempo };
    case "partCondition":
      if (sameSet(input.requestedConditions, p.partConditions))
        throw oneFieldRefusal(lang, "errors:request.noChange", "requestedConditions");
      return { currentConditions: p.partConditions, requestedConditions: sorted(input.requestedConditions) };
    case "clause":
      if (input.requestedClause === p.clause) throw oneFieldRefusal(lang, "errors:request.noChange", "requestedClause");
      return { baseClause: p.clause, requestedClause: input.requestedClause };
  }
}

/** True for a unique violation of the one-pending-ticket index (a concurrent second request). */
function isPendingViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505" && constraint === "request_tickets_pending_uq") return true;
  }
  return false;
}

/**
 * Creates a ticket for the caller's shop (status 0) and records the activity (subject requests, action =
 * kind). The partnership row is locked so that two concurrent requests of a kind cannot both pass.
 * @throws errors:notFound (buyer not a partner of this shop), 409 errors:request.pending (one of this kind
 *   is new or in progress), 409 errors:request.partnershipState (operation or change not possible in the
 *   partnership's status), 409 partnerships:rules.tempoNotApplied (a tempo before the buyer applied for the
 *   service, spec §5), 400 errors:request.limitOverMax / errors:request.noChange (field errors).
 */
export async function createTicket(
  db: Db,
  scope: CallerScope,
  input: RequestCreate,
  now: Date,
  lang: Language,
): Promise<RequestTicket> {
  try {
    const id = await db.transaction(async (tx) => {
      const [p] = await tx
        .select()
        .from(partnerships)
        .where(and(eq(partnerships.shopId, scope.shopId), eq(partnerships.buyerUserId, input.buyerUserId)))
        .for("no key update");
      if (!p) throw notFound();
      const [pending] = await tx
        .select({ id: requestTickets.id })
        .from(requestTickets)
        .where(
          and(
            eq(requestTickets.partnershipId, p.id),
            eq(requestTickets.kind, input.kind),
            lt(requestTickets.status, RequestStatus.done),
          ),
        )
        .limit(1);
      if (pending) throw pendingRefusal();
      const columns = kindColumns(input, p, lang);
      // Numbers run per shop and WIB day: one creator at a time per shop (transaction-scoped lock).
      await tx.execute(sql`select pg_advisory_xact_lock(7301, ${scope.shopId})`);
      const prefix = requestNumberPrefix(now);
      const [{ n }] = await tx
        .select({ n: count() })
        .from(requestTickets)
        .where(and(eq(requestTickets.shopId, scope.shopId), like(requestTickets.number, `${prefix}%`)));
      const [row] = await tx
        .insert(requestTickets)
        .values({
          shopId: scope.shopId,
          number: requestNumber(now, n + 1),
          kind: input.kind,
          partnershipId: p.id,
          buyerUserId: p.buyerUserId,
          ownerUserId: scope.userId,
          status: RequestStatus.new,
          reason: input.reason,
          ...columns,
          requestTime: now,
          updateTime: now,
        })
        .returning();
      const { id: recordId, shopId: _s, updateTime: _u, ...after } = row;
      await recordActivity(
        tx,
        scope,
        {
          subject: "requests",
          action: input.kind,
          recordId,
          before: null,
          after: { ...after, requestTime: formatDateTime(now) },
        },
        now,
      );
      return row.id;
    });
    return await getTicket(db, id);
  } catch (err) {
    if (isPendingViolation(err)) throw pendingRefusal();
    throw err;
  }
}

/** Locks and reads a ticket for a platform move; @throws errors:notFound, 409 errors:request.invalidTransition. */
async function lockForMove(tx: Tx, id: number, from: readonly number[]) {
  const [t] = await tx.select().from(requestTickets).where(eq(requestTickets.id, id)).for("no key update");
  if (!t) throw notFound();
  if (!from.includes(t.status)) throw new ApiError(ResultCode.conflict, "errors:request.invalidTransition");
  return t;
}

/** Platform: takes a new ticket in hand (0 -> 1). */
export async function processTicket(db: Db, id: number, now: Date): Promise<RequestTicket> {
  await db.transaction(async (tx) => {
    await lockForMove(tx, id, REQUEST_MOVES.process.from);
    await tx
      .update(requestTickets)
      .set({ status: REQUEST_MOVES.process.to, processTime: now, updateTime: now })
      .where(eq(requestTickets.id, id));
  });
  return getTicket(db, id);
}

/** The partnership columns a confirmed ticket changes. */
function partnershipChange(
  t: typeof requestTickets.$inferSelect,
  p: typeof partnerships.$inferSelect,
  confirmedLimit: number | null,
) {
  switch (t.kind) {
    case "suspend":
    case "block": {
      const op = t.operation;
      if (!op || !operationAllowed(op, p.status)) throw conflict("errors:request.partnershipState");
      return { status: OPERATION_MOVES[op].to };
    }
    case "creditLimit":
      return { creditLimit: confirmedLimit ?? 0 };
    case "tempo":
      return { tempoWorkdays: t.requestedTempo ?? p.tempoWorkdays };
    case "partCondition":
      return { partConditions: t.requestedConditions ?? p.partConditions };
    case "clause":
      return { clause: t.requestedClause ?? p.clause };
  }
}

/**
 * Platform: confirms (applying the change to the partnership) or rejects (partnership untouched) a ticket
 * that is new or in progress (-> 2), then tells the shop's owner and the requester, all in one transaction.
 * For creditLimit, `confirmedLimit` defaults to the requested limit and may not exceed the max credit limit;
 * a confirmed creditLimit ticket writes a limit history row (source request, reference the ticket number) and
 * every confirmed ticket a partnership_events row (`ticket:<kind>`), both by `actorUserId` (the platform admin).
 * @throws errors:notFound, 409 errors:request.invalidTransition, 409 errors:request.partnershipState,
 *   400 errors:request.limitOverMax
 */
export async function decideTicket(
  db: Db,
  id: number,
  decision: { result: RequestResult; note: string; confirmedLimit?: number; actorUserId?: number },
  now: Date,
  lang: Language,
): Promise<RequestTicket> {
  await db.transaction(async (tx) => {
    const move = decision.result === "confirmed" ? REQUEST_MOVES.confirm : REQUEST_MOVES.reject;
    const t = await lockForMove(tx, id, move.from);
    let confirmedLimit: number | null = null;
    if (decision.result === "confirmed") {
      const [p] = await tx.select().from(partnerships).where(eq(partnerships.id, t.partnershipId)).for("no key update");
      if (!p) throw notFound();
      if (t.kind === "creditLimit") {
        confirmedLimit = decision.confirmedLimit ?? t.requestedLimit ?? 0;
        if (confirmedLimit > p.maxCreditLimit)
          throw oneFieldRefusal(lang, "errors:request.limitOverMax", "confirmedLimit");
      }
      const change = partnershipChange(t, p, confirmedLimit);
      await tx
        .update(partnerships)
        .set({ ...change, updateTime: now })
        .where(eq(partnerships.id, p.id));
      // Spec §3 "credit limit history": a confirmed limit change is a history row, the ticket its reference.
      if (t.kind === "creditLimit")
        await tx.insert(partnershipLimitHistory).values({
          partnershipId: p.id,
          previousLimit: p.creditLimit,
          newLimit: confirmedLimit ?? 0,
          source: "request",
          reference: t.number,
          changedBy: decision.actorUserId ?? null,
          changeTime: now,
        });
      // Every confirmed ticket is part of the partnership's history (status moves and term changes alike).
      await tx.insert(partnershipEvents).values({
        partnershipId: p.id,
        move: `ticket:${t.kind}`,
        fromStatus: p.status,
        toStatus: ("status" in change && change.status) || p.status,
        actorUserId: decision.actorUserId ?? null,
        reason: t.reason,
        time: now,
      });
    }
    await tx
      .update(requestTickets)
      .set({
        status: move.to,
        result: decision.result,
        note: decision.note,
        confirmedLimit,
        confirmTime: now,
        updateTime: now,
      })
      .where(eq(requestTickets.id, id));
    const [shop] = await tx.select({ ownerUserId: shops.ownerUserId }).from(shops).where(eq(shops.id, t.shopId));
    const [b] = await tx.select({ name: users.nickName }).from(users).where(eq(users.id, t.buyerUserId));
    await notify(tx, {
      userIds: [shop?.ownerUserId, t.ownerUserId].filter((u): u is number => typeof u === "number"),
      type: decision.result === "confirmed" ? "request.confirmed" : "request.rejected",
      titleKey: `requests:system.${decision.result}`,
      params: { number: t.number, buyerName: b?.name ?? "" },
      url: `/store/request-list?id=${t.id}`,
      now,
    });
  });
  return getTicket(db, id);
}
