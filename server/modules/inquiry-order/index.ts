/**
 * The inquiry order module (/api/inquiry-order/*, /api/buyer/inquiry-order/*: spec §2 /tend inquiry orders, §3
 * "Indent letter", §4 inquiry order filters, §9 auto-confirm). Registers every side of it.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerBuyerInquiryOrderRoutes } from "./buyer-routes";
import { registerInquiryOrderRoutes } from "./routes";

export async function registerInquiryOrderModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerInquiryOrderRoutes(app, deps);
  await registerBuyerInquiryOrderRoutes(app, deps);
}
