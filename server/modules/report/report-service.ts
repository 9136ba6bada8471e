/**
 * Report tickets (spec §2 reportTicket, reportTicketDetail; §3 "Report ticket"; §4 "Report ticket: new, in
 * process, closed"; §7 /api/report/ina/list, /message, /sendMessage). A seller opens a ticket to the platform
 * and follows it; the platform answers and closes it through its API.
 *
 * Every status change goes through `reportTicketMove` (src/domain/report-ticket.ts REPORT_TICKET_MOVES) on the
 * row locked `FOR NO KEY UPDATE`, in one transaction with its message; a refused move answers 409
 * (reportTickets:errors.closed for a closed ticket). Seller reads and writes are scoped in SQL by shop and,
 * for an "only own activities" position, by the ticket's author (report_tickets.user_id); out of reach reads
 * as "not found". Times are answered `yyyy-MM-dd HH:mm:ss` WIB.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import {
  ReportTicketStatus,
  reportTicketMove,
  type ReportTicketAction,
  type ReportTicketSide,
} from "@src/domain/report-ticket";
import type { Language } from "@src/domain/wire";
import type {
  PlatformReportPageRequest,
  ReportAttachment,
  ReportCreate,
  ReportListRequest,
  ReportMessageInput,
  ReportTicketDetail,
  ReportTicketRow,
} from "@src/resources/report-tickets/schema";
import type { Db, Tx } from "../../db/client";
import { likePattern } from "../../db/like";
import { users } from "../../db/schema/auth";
import { reportTicketMessages, reportTickets } from "../../db/schema/inbox";
import { shops } from "../../db/schema/shop";
import { nextDailyNumber } from "../../db/sequence";
import { conflict, notFound, offsetOf } from "../../http/envelope";
import type { CallerScope, RowScope } from "../../http/scope";
import { publishEvent } from "../../realtime/bus";
import { recordActivity } from "../activity/record";
import { assertOwnFileKeys } from "../file/file-keys";
import { notify } from "../message/message-service";

/** Attachments may be pictures or media (spec §5 "Upload" formats). */
const ATTACHMENT_KINDS = ["image", "media"] as const;

const attachmentsOf = (keys: readonly string[]): ReportAttachment[] =>
  keys.map((fileKey) => ({ fileKey, url: `/files/${fileKey}` }));

function scopeWhere(scope: RowScope): SQL[] {
  const where: SQL[] = [eq(reportTickets.shopId, scope.shopId)];
  if (scope.ownerUserId !== undefined) where.push(eq(reportTickets.userId, scope.ownerUserId));
  return where;
}

function filterWhere(req: { status?: ReportTicketStatus; keyword?: string; shopId?: number }): SQL[] {
  const where: SQL[] = [];
  if (req.status !== undefined) where.push(eq(reportTickets.status, req.status));
  if (req.shopId !== undefined) where.push(eq(reportTickets.shopId, req.shopId));
  if (req.keyword) {
    const p = likePattern(req.keyword);
    where.push(
      or(ilike(reportTickets.ticketNo, p), ilike(reportTickets.subject, p), ilike(reportTickets.detail, p)) as SQL,
    );
  }
  return where;
}

/** Platform messages after the shop's last one. */
const unreadRepliesSql = sql<number>`(select count(*) from ${reportTicketMessages} m where m.ticket_id = ${reportTickets.id} and m.side = 'platform' and m.id > coalesce((select max(s.id) from ${reportTicketMessages} s where s.ticket_id = ${reportTickets.id} and s.side = 'seller'), 0))`;

async function pageOf(
  db: Db,
  where: SQL[],
  req: { pageNo: number; pageSize: number },
  withShop: boolean,
): Promise<{ rows: ReportTicketRow[]; rowCount: number }> {
  const condition = and(...where);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(reportTickets).where(condition),
    db
      .select({
        id: reportTickets.id,
        ticketId: reportTickets.id,
        ticketNo: reportTickets.ticketNo,
        subject: reportTickets.subject,
        status: reportTickets.status,
        createTime: reportTickets.createTime,
        updateTime: reportTickets.updateTime,
        unreadReplies: unreadRepliesSql.mapWith(Number),
        shopId: reportTickets.shopId,
        storeName: shops.storeName,
      })
      .from(reportTickets)
      .innerJoin(shops, eq(shops.id, reportTickets.shopId))
      .where(condition)
      .orderBy(desc(reportTickets.updateTime), desc(reportTickets.id))
      .limit(req.pageSize)
      .offset(offsetOf(req)),
  ]);
  return {
    rowCount: n,
    rows: rows.map(({ shopId, storeName, ...r }) => ({
      ...r,
      createTime: formatDateTime(r.createTime),
      updateTime: formatDateTime(r.updateTime),
      ...(withShop ? { shopId, storeName } : {}),
    })),
  };
}

/** One page of the shop's tickets (POST /api/report/ina/list), last updated first. */
export async function pageTickets(
  db: Db,
  scope: RowScope,
  req: ReportListRequest,
): Promise<{ rows: ReportTicketRow[]; rowCount: number }> {
  return pageOf(db, [...scopeWhere(scope), ...filterWhere(req)], req, false);
}

/** One page of every shop's tickets (POST /api/platform/report/page), last updated first. */
export async function pagePlatformTickets(
  db: Db,
  req: PlatformReportPageRequest,
): Promise<{ rows: ReportTicketRow[]; rowCount: number }> {
  return pageOf(db, filterWhere(req), req, true);
}

const displayName = (u: { nickName: string; userName: string; pltShowName: string }, side: ReportTicketSide) =>
  (side === "platform" ? u.pltShowName || u.nickName : u.nickName) || u.userName;

async function detailOf(db: Db | Tx, where: SQL[]): Promise<ReportTicketDetail> {
  const [ticket] = await db
    .select({
      id: reportTickets.id,
      ticketNo: reportTickets.ticketNo,
      subject: reportTickets.subject,
      detail: reportTickets.detail,
      attachments: reportTickets.attachments,
      status: reportTickets.status,
      createTime: reportTickets.createTime,
      updateTime: reportTickets.updateTime,
      nickName: users.nickName,
      userName: users.userName,
      pltShowName: users.pltShowName,
    })
    .from(reportTickets)
    .innerJoin(users, eq(users.id, reportTickets.userId))
    .where(and(...where));
  if (!ticket) throw notFound();
  const messages = await db
    .select({
      id: reportTicketMessages.id,
      side: reportTicketMessages.side,
      content: reportTicketMessages.content,
      attachments: reportTicketMessages.attachments,
      createTime: reportTicketMessages.createTime,
      nickName: users.nickName,
      userName: users.userName,
      pltShowName: users.pltShowName,
    })
    .from(reportTicketMessages)
    .innerJoin(users, eq(users.id, reportTicketMessages.userId))
    .where(eq(reportTicketMessages.ticketId, ticket.id))
    .orderBy(asc(reportTicketMessages.id));
  return {
    id: ticket.id,
    ticketNo: ticket.ticketNo,
    subject: ticket.subject,
    detail: ticket.detail,
    attachments: attachmentsOf(ticket.attachments),
    status: ticket.status,
    createTime: formatDateTime(ticket.createTime),
    updateTime: formatDateTime(ticket.updateTime),
    creatorName: displayName(ticket, "seller"),
    messages: messages.map((m) => ({
      id: m.id,
      side: m.side,
      name: displayName(m, m.side),
      content: m.content,
      attachments: attachmentsOf(m.attachments),
      createTime: formatDateTime(m.createTime),
    })),
  };
}

/** The ticket and its messages, oldest first (POST /api/report/ina/message). @throws ApiError 404 out of scope. */
export async function getTicket(db: Db, scope: RowScope, ticketId: number): Promise<ReportTicketDetail> {
  return detailOf(db, [eq(reportTickets.id, ticketId), ...scopeWhere(scope)]);
}

/** Any shop's ticket, for the platform. @throws ApiError 404 unknown. */
export async function getPlatformTicket(db: Db, ticketId: number): Promise<ReportTicketDetail> {
  return detailOf(db, [eq(reportTickets.id, ticketId)]);
}

/**
 * Opens a ticket (POST /api/report/ina/create): status new, number `RPT-yyyyMMdd-nnnnnn` (WIB date of `now`),
 * attachments the caller's own uploads; recorded as `reportTickets.create`.
 * @throws ApiError 400 errors:file.unknownKey on an attachment that is not the caller's upload.
 */
export async function createTicket(
  db: Db,
  scope: CallerScope,
  body: ReportCreate,
  now: Date,
  lang: Language,
): Promise<{ ticketId: number; ticketNo: string }> {
  return db.transaction(async (tx) => {
    await assertAttachments(tx, { shopId: scope.shopId, userId: scope.userId, lang }, body.attachments);
    const ticketNo = await nextDailyNumber(tx, "report_ticket_no_seq", "RPT", now);
    const [row] = await tx
      .insert(reportTickets)
      .values({
        ticketNo,
        shopId: scope.shopId,
        userId: scope.userId,
        subject: body.subject,
        detail: body.detail,
        attachments: body.attachments,
        status: ReportTicketStatus.new,
        createTime: now,
        updateTime: now,
      })
      .returning({ id: reportTickets.id });
    await recordActivity(
      tx,
      scope.auth,
      { subject: "reportTickets", action: "create", recordId: row.id, after: { ticketNo, subject: body.subject } },
      now,
    );
    return { ticketId: row.id, ticketNo };
  });
}

async function assertAttachments(
  tx: Tx,
  scope: { shopId: number | null; userId: number; lang: Language },
  keys: readonly string[],
): Promise<void> {
  await assertOwnFileKeys(
    tx,
    scope,
    keys.map((key, i) => ({ path: `attachments.${i}`, key })),
    { kinds: ATTACHMENT_KINDS },
  );
}

/** The locked ticket in `where`, or 404. */
async function lockTicket(tx: Tx, where: SQL[]) {
  const [ticket] = await tx
    .select({
      id: reportTickets.id,
      ticketNo: reportTickets.ticketNo,
      subject: reportTickets.subject,
      shopId: reportTickets.shopId,
      userId: reportTickets.userId,
      status: reportTickets.status,
    })
    .from(reportTickets)
    .where(and(...where))
    .for("no key update");
  if (!ticket) throw notFound();
  return ticket;
}

/**
 * The status after `action`, or the 409 refusal: reportTickets:errors.closed on a closed ticket,
 * reportTickets:errors.invalidMove otherwise (spec §4; REPORT_TICKET_MOVES).
 */
function moveOrRefuse(from: ReportTicketStatus, action: ReportTicketAction): ReportTicketStatus {
  const to = reportTicketMove(from, action);
  if (to !== null) return to;
  throw from === ReportTicketStatus.closed
    ? conflict("reportTickets:errors.closed")
    : conflict("reportTickets:errors.invalidMove", { action });
}

async function writeMessage(
  tx: Tx,
  ticket: { id: number },
  msg: { side: ReportTicketSide; userId: number; content: string; attachments: string[] },
  to: ReportTicketStatus,
  now: Date,
): Promise<void> {
  await tx.insert(reportTicketMessages).values({ ticketId: ticket.id, ...msg, createTime: now });
  await tx.update(reportTickets).set({ status: to, updateTime: now }).where(eq(reportTickets.id, ticket.id));
}

/**
 * The shop writes on its ticket (POST /api/report/ina/sendMessage; move sellerMessage): allowed while new or
 * in process; recorded as `reportTickets.reply`.
 * @throws ApiError 404 out of scope; 409 reportTickets:errors.closed; 400 a foreign attachment.
 */
export async function sendSellerMessage(
  db: Db,
  scope: CallerScope,
  body: ReportMessageInput,
  now: Date,
  lang: Language,
): Promise<ReportTicketDetail> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, [eq(reportTickets.id, body.ticketId), ...scopeWhere(scope)]);
    const to = moveOrRefuse(ticket.status, "sellerMessage");
    await assertAttachments(tx, { shopId: scope.shopId, userId: scope.userId, lang }, body.attachments);
    await writeMessage(
      tx,
      ticket,
      { side: "seller", userId: scope.userId, content: body.content, attachments: body.attachments },
      to,
      now,
    );
    await recordActivity(tx, scope.auth, { subject: "reportTickets", action: "reply", recordId: ticket.id }, now);
    return detailOf(tx, [eq(reportTickets.id, ticket.id)]);
  });
}

/** Tells the ticket's author and the shop's main admin, and the shop's portals (topic `ticket`). */
async function tellShop(
  tx: Tx,
  ticket: { id: number; ticketNo: string; subject: string; shopId: number; userId: number },
  kind: "replied" | "closed",
  status: ReportTicketStatus,
  now: Date,
): Promise<void> {
  const owner = tx.select({ id: shops.ownerUserId }).from(shops).where(eq(shops.id, ticket.shopId));
  const recipients = await tx
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, ticket.userId), inArray(users.id, owner)));
  await notify(tx, {
    userIds: recipients.map((r) => r.id),
    type: `report.${kind}`,
    titleKey: `messages:system.report.${kind}`,
    params: { ticketNo: ticket.ticketNo, subject: ticket.subject },
    url: `/message/reportTicketDetail?id=${ticket.id}`,
    now,
  });
  await publishEvent(tx, { topic: "ticket", shopIds: [ticket.shopId], data: { ticketId: ticket.id, status } });
}

/**
 * The platform answers a ticket (POST /api/platform/report/reply; move platformReply: new -> in process),
 * and tells the shop (system message `report.replied`, topic `ticket`).
 * @throws ApiError 404 unknown; 409 reportTickets:errors.closed; 400 an attachment not the caller's upload.
 */
export async function platformReply(
  db: Db,
  platformUserId: number,
  body: ReportMessageInput,
  now: Date,
  lang: Language,
): Promise<ReportTicketDetail> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, [eq(reportTickets.id, body.ticketId)]);
    const to = moveOrRefuse(ticket.status, "platformReply");
    await assertAttachments(tx, { shopId: null, userId: platformUserId, lang }, body.attachments);
    await writeMessage(
      tx,
      ticket,
      { side: "platform", userId: platformUserId, content: body.content, attachments: body.attachments },
      to,
      now,
    );
    await tellShop(tx, ticket, "replied", to, now);
    return detailOf(tx, [eq(reportTickets.id, ticket.id)]);
  });
}

/**
 * The platform closes a ticket (POST /api/platform/report/close; move platformClose) and tells the shop
 * (system message `report.closed`, topic `ticket`). A closed ticket takes no more messages.
 * @throws ApiError 404 unknown; 409 reportTickets:errors.closed when already closed.
 */
export async function platformClose(db: Db, ticketId: number, now: Date): Promise<ReportTicketDetail> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, [eq(reportTickets.id, ticketId)]);
    const to = moveOrRefuse(ticket.status, "platformClose");
    await tx.update(reportTickets).set({ status: to, updateTime: now }).where(eq(reportTickets.id, ticket.id));
    await tellShop(tx, ticket, "closed", to, now);
    return detailOf(tx, [eq(reportTickets.id, ticket.id)]);
  });
}
