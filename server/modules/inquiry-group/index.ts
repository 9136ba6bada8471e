/** The inquiry order group module (/api/inquiry-group/*: spec §2 /tend inquiry order groups, §4 group tabs). */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { registerInquiryGroupRoutes } from "./routes";

export async function registerInquiryGroupModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerInquiryGroupRoutes(app, deps);
}
