/**
 * The inquiry module (/api/inquiry/ina/*, /api/buyer/inquiry/*: spec §3 "Inquiry", §4 "Inquiry and tender",
 * §5 "Tender, consign, inquiry"). Registers every side of it.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerBuyerInquiryRoutes } from "./buyer-routes";
import { registerInquiryRoutes } from "./routes";

export async function registerInquiryModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerInquiryRoutes(app, deps);
  await registerBuyerInquiryRoutes(app, deps);
}
