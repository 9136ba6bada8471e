/**
 * Report tickets, seller side (spec §2 reportTicket, reportTicketDetail; §3 "Report ticket"; §4 statuses new /
 * in process / closed; §7 /api/report/ina/list, /message, /sendMessage by their exact paths; create is ours).
 * Access "shop"; rows are the caller's shop's tickets, and only the caller's own for an "only own
 * activities" position. Another shop's ticketId answers "not found".
 *
 * - POST /api/report/ina/list        {pageNo, pageSize, status? (0|1|2), keyword?} -> Page<ReportTicketRow>
 *                                    {id, ticketNo, subject, status, createTime, updateTime, unreadReplies}, last
 *                                    updated first [reportTickets.list]
 * - POST /api/report/ina/message     {ticketId} -> ReportTicketDetail (ticket fields, attachments with urls, the
 *                                    messages oldest first) [reportTickets.list]
 * - POST /api/report/ina/sendMessage {ticketId, content (1..2000), attachments? (<= 3 upload keys)} ->
 *                                    ReportTicketDetail; move sellerMessage; closed -> 409
 *                                    reportTickets:errors.closed [reportTickets.reply]
 * - POST /api/report/ina/create      {subject (1..100), detail (1..2000), attachments? (<= 3)} -> {ticketId,
 *                                    ticketNo (RPT-yyyyMMdd-nnnnnn)}, status new [reportTickets.create]
 */
import type { FastifyInstance } from "fastify";
import {
  reportCreateSchema,
  reportListSchema,
  reportMessageSchema,
  reportTicketIdSchema,
} from "@src/resources/report-tickets/schema";
import type { AppDeps } from "../../deps";
import { ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { createTicket, getTicket, pageTickets, sendSellerMessage } from "./report-service";

export async function registerReportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const read = shopRoute("reportTickets.list");

  app.post("/api/report/ina/list", read, async (request) => {
    const body = parseBody(request, reportListSchema);
    const { rows, rowCount } = await pageTickets(db, callerScope(request), body);
    return ok(page(body, rowCount, rows));
  });

  app.post("/api/report/ina/message", read, async (request) => {
    const { ticketId } = parseBody(request, reportTicketIdSchema);
    return ok(await getTicket(db, callerScope(request), ticketId));
  });

  app.post("/api/report/ina/sendMessage", shopRoute("reportTickets.reply"), async (request) => {
    const body = parseBody(request, reportMessageSchema);
    return ok(await sendSellerMessage(db, callerScope(request), body, deps.clock(), request.lang));
  });

  app.post("/api/report/ina/create", shopRoute("reportTickets.create"), async (request) => {
    const body = parseBody(request, reportCreateSchema);
    return ok(await createTicket(db, callerScope(request), body, deps.clock(), request.lang));
  });
}
