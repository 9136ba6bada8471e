/**
 * Report tickets, platform side (spec §2 reportTicket: "the platform answers through its API"; §4 "Report
 * ticket: new, in process, closed"). Access "platform" (demo login platform.admin); the seller portal never
 * calls these. Each move goes through REPORT_TICKET_MOVES; a refused one answers 409 and changes nothing.
 *
 * - POST /api/platform/report/page    {pageNo, pageSize, status?, keyword?, shopId?} -> Page<ReportTicketRow>
 *                                     with shopId and storeName, last updated first
 * - POST /api/platform/report/get     {ticketId} -> ReportTicketDetail
 * - POST /api/platform/report/reply   {ticketId, content, attachments? (the admin's uploads)} ->
 *                                     ReportTicketDetail; platformReply (new -> in process)
 * - POST /api/platform/report/close   {ticketId} -> ReportTicketDetail; platformClose (-> closed)
 * Reply and close tell the ticket's author and the shop's main admin (system messages report.replied /
 * report.closed) and the shop's portals (topic `ticket` {ticketId, status}).
 */
import type { FastifyInstance } from "fastify";
import {
  platformReportPageSchema,
  reportMessageSchema,
  reportTicketIdSchema,
} from "@src/resources/report-tickets/schema";
import type { AppDeps } from "../../deps";
import { requireAuth } from "../../http/auth";
import { ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { platformRoute } from "../../http/scope";
import { getPlatformTicket, pagePlatformTickets, platformClose, platformReply } from "./report-service";

export async function registerPlatformReportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post("/api/platform/report/page", platformRoute(), async (request) => {
    const body = parseBody(request, platformReportPageSchema);
    const { rows, rowCount } = await pagePlatformTickets(db, body);
    return ok(page(body, rowCount, rows));
  });

  app.post("/api/platform/report/get", platformRoute(), async (request) => {
    const { ticketId } = parseBody(request, reportTicketIdSchema);
    return ok(await getPlatformTicket(db, ticketId));
  });

  app.post("/api/platform/report/reply", platformRoute(), async (request) => {
    const body = parseBody(request, reportMessageSchema);
    return ok(await platformReply(db, requireAuth(request).userId, body, deps.clock(), request.lang));
  });

  app.post("/api/platform/report/close", platformRoute(), async (request) => {
    const { ticketId } = parseBody(request, reportTicketIdSchema);
    return ok(await platformClose(db, ticketId, deps.clock()));
  });
}
