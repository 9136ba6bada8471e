/**
 * The report module (/api/report/*, /api/platform/report/*: report tickets, spec §2 reportTicket and
 * reportTicketDetail, §7 the report calls). Registers every side of it.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerReportRoutes } from "./routes";
import { registerPlatformReportRoutes } from "./platform-routes";

export async function registerReportModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerReportRoutes(app, deps);
  await registerPlatformReportRoutes(app, deps);
}
